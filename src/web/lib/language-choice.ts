import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_S, type Language } from '#core/i18n/languages';

/** The language this visitor chose with the switch, if any (the cookie; decision 074). */
export function chosenLanguage(): Language | null {
  const match = new RegExp(`(?:^|; )${LANGUAGE_COOKIE}=(en|es)(?:;|$)`).exec(document.cookie);
  return (match?.[1] as Language | undefined) ?? null;
}

const COOKIE_ATTRIBUTES = `path=/; max-age=${LANGUAGE_COOKIE_MAX_AGE_S}; samesite=lax`;

/** Remembers a chosen language for a year: the front door (/) then opens in it. */
export function rememberLanguage(language: Language): void {
  document.cookie = `${LANGUAGE_COOKIE}=${language}; ${COOKIE_ATTRIBUTES}`;
}
