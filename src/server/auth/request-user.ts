import type { Language } from '#core/i18n/languages';

/**
 * Who made the request: the account behind a valid session cookie, as the server's handlers need it (the API's
 * `SessionUser` in core/api/auth.ts is what /api/me answers, with the first name).
 */
export interface RequestUser {
  id: string;
  email: string;
  /** The account's language setting: what the server answers in when the page does not name one (request-language.ts). */
  language: Language;
}
