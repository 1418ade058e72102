import type { Context } from 'hono';
import { acceptedLanguages, DEFAULT_LANGUAGE, isLanguage, type Language } from '#core/i18n/languages';

/**
 * The language a request asks answers in (decision 074): the web app sends its page's language as Accept-Language
 * (en-US or es-US) with every API call. Error messages, a report's evaluation, a comparison's summary and a new
 * account's setting follow it; anything else answers in English.
 */
export function requestLanguage(c: Context): Language {
  const first = acceptedLanguages(c.req.header('Accept-Language'))[0]?.toLowerCase().split('-')[0];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
