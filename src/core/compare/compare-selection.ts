import { COMPARE_MAX, COMPARE_MIN } from '../constants';
import { COMPARE_MESSAGES } from '../messages';
import { paths } from '../site/routes';

// Selecting properties to compare (docs/product.md#selecting-properties): 2 to 10 properties,
// duplicates counted once, ids not found dropped, rows in the order of the ids.

export type CompareIdsResult =
  | { readonly ok: true; readonly ids: string[] }
  | { readonly ok: false; readonly message: string; readonly ids: string[] };

/** Trimmed, non-empty ids with duplicates removed, first occurrence kept. */
export function dedupeIds(ids: readonly string[]): string[] {
  const seen = new Set<string>();
  const result: string[] = [];
  for (const raw of ids) {
    const id = raw.trim();
    if (id === '' || seen.has(id)) continue;
    seen.add(id);
    result.push(id);
  }
  return result;
}

function decode(part: string): string {
  try {
    return decodeURIComponent(part);
  } catch {
    return part;
  }
}

// The one compare-id codec: the web app's links and the server's reading of ?ids= both use these two.

/** The ids of /compare?ids=…, comma-separated and possibly encoded as a whole or per id; blanks and repeats dropped. */
export function parseCompareIdsParam(param: string | null | undefined): string[] {
  if (!param) return [];
  return dedupeIds(decode(param).split(',').map(decode));
}

export function validateCompareIds(ids: readonly string[]): CompareIdsResult {
  const unique = dedupeIds(ids);
  if (unique.length < COMPARE_MIN) return { ok: false, message: COMPARE_MESSAGES.atLeastTwo, ids: unique };
  if (unique.length > COMPARE_MAX) return { ok: false, message: COMPARE_MESSAGES.atMostTen, ids: unique };
  return { ok: true, ids: unique };
}

/**
 * The link a confirmed selection goes to (docs/product.md#selecting-properties): the ids comma-joined, each encoded
 * on its own so the commas stay readable, without blanks or repeats; /compare alone with no ids.
 */
export function compareHref(ids: readonly string[] = []): string {
  const unique = dedupeIds(ids);
  return unique.length === 0 ? paths.compare : `${paths.compare}?ids=${unique.map(encodeURIComponent).join(',')}`;
}

/** A checkbox click: removes a selected id, adds one while fewer than 10 are selected. */
export function toggleCompareSelection(selected: readonly string[], id: string): string[] {
  if (selected.includes(id)) return selected.filter((item) => item !== id);
  if (selected.length >= COMPARE_MAX) return [...selected];
  return [...selected, id];
}

/** At 10 selected, the other boxes are disabled (docs/product.md#selecting-properties). */
export function isCompareOptionDisabled(selected: readonly string[], id: string): boolean {
  return !selected.includes(id) && selected.length >= COMPARE_MAX;
}

/** Rows in the order of the ids; ids without a row are dropped, as are rows not asked for. */
export function orderByIds<T extends { readonly id: string | number }>(
  rows: readonly T[],
  ids: readonly string[],
): T[] {
  const byId = new Map<string, T>();
  for (const row of rows) {
    const key = String(row.id);
    if (!byId.has(key)) byId.set(key, row);
  }
  const ordered: T[] = [];
  for (const id of dedupeIds(ids)) {
    const row = byId.get(id);
    if (row !== undefined) ordered.push(row);
  }
  return ordered;
}
