import { useLingui } from '@lingui/react';
import { useCallback } from 'react';
import { translateCoreText, type CoreTextTable } from '#core/i18n/core-text';
import type { Language } from '#core/i18n/languages';

// The texts src/core writes (messages, labels, choices, validation messages) in the page's language (decision 074).
// The Spanish table is its own chunk, loaded by a Spanish page before it renders (start-app.tsx) and by the server
// renderer up front; an English page never downloads it.
let spanish: CoreTextTable | null = null;

export async function loadCoreTexts(language: Language): Promise<void> {
  if (language === 'es' && !spanish) spanish = (await import('#core/i18n/core-texts-es')).CORE_TEXTS_ES;
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
