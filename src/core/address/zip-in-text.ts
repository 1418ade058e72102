// Listing feeds without a ZIP column often write the ZIP in the title or description ("Washington, DC 20002",
// "Seattle, 98122, WA"). Five digits alone are weak evidence (a rent of 10900, a street number), so each candidate
// carries the state code written next to it when there is one, and the import checks both against the ZIP table.

export interface ZipCandidate {
  readonly zip: string;
  /** The two-letter state written just before or just after the ZIP, upper case; null when none is. */
  readonly stateHint: string | null;
}

// Five digits not part of a longer number, a price ($12345) or a decimal, optionally with a ZIP+4 suffix.
const ZIP = /(?<![\d$.,#-])(\d{5})(?:-\d{4})?(?![\d,.]*\d)(?!\s*(?:sq|square|ft|feet)\b)/gi;
const STATE_BEFORE = /\b([A-Z]{2})[\s,]+$/;
const STATE_AFTER = /^[\s,]+([A-Z]{2})\b/;

/** The ZIP-like numbers of a text, in order of appearance. */
export function zipCandidates(text: string): ZipCandidate[] {
  const found: ZipCandidate[] = [];
  for (const match of text.matchAll(ZIP)) {
    const zip = match[1] as string;
    const start = match.index;
    const end = start + match[0].length;
    const before = STATE_BEFORE.exec(text.slice(Math.max(0, start - 6), start));
    const after = STATE_AFTER.exec(text.slice(end, end + 6));
    found.push({ zip, stateHint: before?.[1] ?? after?.[1] ?? null });
  }
  return found;
}
