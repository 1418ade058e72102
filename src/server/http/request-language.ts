import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  acceptedLanguages,
  DEFAULT_LANGUAGE,
  isLanguage,
  LANGUAGE_COOKIE,
  PAGE_LANGUAGE_HEADER,
  type Language,
} from '#core/i18n/languages';
import type { AppEnv } from './app-env';

/**
 * The language a request is answered in (decision 074, docs/i18n.md): error messages, a report's evaluation, a
 * comparison's summary, a letter, a new account's setting. In this order: the page's, which the web app names with
 * every API call (X-Page-Language); the signed-in account's setting, once this request has looked the account up;
 * the visitor's chosen language (the rv_lang cookie); the first language of Accept-Language; English.
 */
export function requestLanguage(c: Context): Language {
  const named = c.req.header(PAGE_LANGUAGE_HEADER)?.trim().toLowerCase();
  if (isLanguage(named)) return named;
  const account = (c as Context<AppEnv>).get('sessionUser');
  if (account) return account.language;
  const chosen = getCookie(c, LANGUAGE_COOKIE);
  if (isLanguage(chosen)) return chosen;
  const first = acceptedLanguages(c.req.header('Accept-Language'))[0]?.toLowerCase().split('-')[0];
  return isLanguage(first) ? first : DEFAULT_LANGUAGE;
}
