import type { Language } from '../i18n/languages';
import { wordMessage } from '../primitives/message';
import { CONFIDENCE_REASONS_EN, type ConfidenceReason, type ConfidenceReasonWords } from './confidence-reasons';
import { CONFIDENCE_REASONS_ES } from './es/confidence-reasons-es';

const WORDS: Readonly<Record<Language, ConfidenceReasonWords>> = {
  en: CONFIDENCE_REASONS_EN,
  es: CONFIDENCE_REASONS_ES,
};

/** Why the confidence is not higher, one reason in a language (confidence-reasons.ts has the ids and the English). */
export function confidenceReasonText(reason: ConfidenceReason, language: Language): string {
  return wordMessage(WORDS[language], reason);
}
