// The one way the app writes a date: the report's dates, the compare page's, the dashboard's and the purchases'.

/**
 * Short month names as Intl writes them for each language ("Jan 5, 2026", "5 ene 2026"): written out rather than
 * asked of Intl, so no formatter is built on a page's first render and the server and the browser always agree.
 */
const MONTHS: Readonly<Record<string, readonly string[]>> = {
  // eslint-disable-next-line lingui/no-unlocalized-strings -- the en-US month abbreviations Intl writes, per language
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'],
  es: ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sept', 'oct', 'nov', 'dic'],
};

/**
 * "Jan 5, 2026" (English) or "5 ene 2026" (Spanish) from an ISO date or timestamp; null when missing or unreadable.
 * `language` is the page's (`useLingui().i18n.locale`), English unless given. Dates are read in UTC so a date-only
 * value is not shifted a day by the browser's time zone.
 */
export function shortDate(iso: string | null | undefined, language: string = 'en'): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const day = date.getUTCDate();
  const year = date.getUTCFullYear();
  if (language === 'es') return `${day} ${MONTHS.es![date.getUTCMonth()]} ${year}`;
  return `${MONTHS.en![date.getUTCMonth()]} ${day}, ${year}`;
}
