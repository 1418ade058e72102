import { translateCoreText } from '../i18n/core-text';
import type { Language } from '../i18n/languages';
import { RENT_CAP_WORDS_ES } from './es/rent-caps-es';

/**
 * A rent cap's own words (its law's name, its formula, the source of its figure: rent-cap-texts.ts) in a language, by
 * their ids. The pages that show a cap (the renewal check, the tenant rights directory) word them with this rather
 * than with the whole table of core's texts, so a page that shows no cap carries none of their Spanish.
 */
export function rentCapWords(text: string, language: Language): string {
  return language === 'es' ? translateCoreText(text, RENT_CAP_WORDS_ES) : text;
}
