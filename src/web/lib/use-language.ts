import { useLingui } from '@lingui/react';
import { isLanguage, type Language } from '#core/i18n/languages';

/**
 * The page's language, checked: what core's language-aware writers and paths take (`roomsText(…, language)`,
 * `pathInLanguage(path, language)`). English when Lingui's locale is not one of RentValue's languages.
 */
export function useLanguage(): Language {
  const { i18n } = useLingui();
  return isLanguage(i18n.locale) ? i18n.locale : 'en';
}
