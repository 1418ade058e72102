// The languages RentValue is written in (docs/product.md#languages) and how a page's address carries its language:
// English pages live at their plain paths, Spanish pages under /es/ (/es/, /es/research, /es/report/{id}, …).

export const LANGUAGES = ['en', 'es'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

/** Each language's name in its own words: the language switch's labels. */
export const LANGUAGE_NAMES: Record<Language, string> = { en: 'English', es: 'Español' };

/** The Intl locale numbers, money and dates are written in: US English and US Spanish. */
export const FORMAT_LOCALES: Record<Language, string> = { en: 'en-US', es: 'es-US' };

/** The cookie a visitor's chosen language is remembered in (a year; the account setting for renters). */
export const LANGUAGE_COOKIE = 'rv_lang';
export const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

/** The request header in which the web app names its page's language with every API call: the server answers in it. */
export const PAGE_LANGUAGE_HEADER = 'X-Page-Language';

const SPANISH_PREFIX = '/es';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** The language of a page path: Spanish under /es/, English anywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === SPANISH_PREFIX || pathname.startsWith(`${SPANISH_PREFIX}/`) ? 'es' : 'en';
}

/** The router's basename for a language: the Spanish app is the same routes under /es. */
export function languageBasename(language: Language): string | undefined {
  return language === 'es' ? SPANISH_PREFIX : undefined;
}

/** The same page without its language prefix: "/es/research" → "/research", "/es/" → "/". */
export function pathWithoutLanguage(pathname: string): string {
  if (languageOfPath(pathname) === 'en') return pathname;
  return pathname.slice(SPANISH_PREFIX.length) || '/';
}

/**
 * The same page in another language: "/research" → "/es/research", "/" → "/es/", "/es/faqs" → "/faqs". A query or
 * hash, when given, is kept.
 */
export function pathInLanguage(pathname: string, language: Language): string {
  const plain = pathWithoutLanguage(pathname);
  if (language === 'en') return plain;
  return plain === '/' ? `${SPANISH_PREFIX}/` : `${SPANISH_PREFIX}${plain}`;
}

/**
 * The language a first visit may be offered from the browser's Accept-Language (or navigator.languages): Spanish
 * when Spanish comes before English in the visitor's list, otherwise none. Never used to send anyone anywhere.
 */
export function offeredLanguage(preferred: readonly string[]): Language | null {
  for (const tag of preferred) {
    const primary = tag.trim().toLowerCase().split(/[-_;]/)[0];
    if (primary === 'es') return 'es';
    if (primary === 'en') return null;
  }
  return null;
}

/** The languages of an Accept-Language header, most preferred first. */
export function acceptedLanguages(header: string | undefined): string[] {
  if (!header) return [];
  return header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((p) => p.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? '1',
      );
      return { tag: tag.trim(), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.tag && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}
