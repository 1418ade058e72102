import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { mergedCoreTexts, translateCoreText, type CoreTextTable } from '#core/i18n/core-text';
import type { Language } from '#core/i18n/languages';

// The texts src/core writes (messages, labels, choices, validation messages, the report's sentences) in the page's
// language (decision 074). Spanish comes in parts, each its own chunk: the general texts, loaded by a Spanish page
// before it renders, and the report's (the official figures, the confidence, the letter form), loaded with the pages
// that show them (a rent cap's words come with the code that shows a cap: core's rent-cap-words.ts) (see
// CORE_PARTS_OF). The server renderer loads them all up front; an English page never downloads any.

type CorePart = 'general' | 'report';

const CORE_PART_LOADERS: Record<CorePart, () => Promise<CoreTextTable[]>> = {
  general: () => import('#core/translations/es/general').then((m) => [m.GENERAL_TEXTS_ES]),
  report: () => import('#core/translations/es/report').then((m) => [m.REPORT_TEXTS_ES]),
};

/** The folders (catalogue areas, lib/i18n.ts) whose pages show the report's sentences (a report, a comparison, the rent caps of the directory). */
export const REPORT_AREAS: ReadonlySet<string> = new Set([
  'features/reports',
  'features/compare',
  'features/tenant-rights',
]);

const loaded = new Map<CorePart, Promise<CoreTextTable[]>>();
let spanish: CoreTextTable | null = null;

/**
 * Loads the Spanish parts the given folders need (the general part always; every part when `areas` is 'all', as the
 * server renderer asks), once each.
 */
export async function loadCoreTexts(language: Language, areas: readonly string[] | 'all' = []): Promise<void> {
  if (language !== 'es') return;
  const parts: CorePart[] = ['general'];
  if (areas === 'all' || areas.some((area) => REPORT_AREAS.has(area))) parts.push('report');
  if (parts.every((part) => loaded.has(part)) && spanish) return;
  for (const part of parts) if (!loaded.has(part)) loaded.set(part, CORE_PART_LOADERS[part]());
  const tables = await Promise.all([...loaded.values()]);
  spanish = mergedCoreTexts(tables.flat());
}

/** A text of src/core in this language (Spanish must have been loaded: loadCoreTexts). */
export function coreTextIn(language: string, text: string): string {
  if (language !== 'es') return text;
  if (!spanish) throw new Error('The Spanish core texts are not loaded: call loadCoreTexts("es") first');
  return translateCoreText(text, spanish);
}

/**
 * `const core = useCoreText(); core(REPORT_FIELD_LABELS.rentAmount)`, `core(error.message)`: a text src/core wrote
 * (or the API answered with) in the page's language. A text it does not know, such as a renter's own words, is kept.
 */
export function useCoreText(): (text: string) => string {
  const language = useLingui().i18n.locale;
  return useCallback((text: string) => coreTextIn(language, text), [language]);
}
