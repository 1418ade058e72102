// A date in an English sentence, as a renter reads it, never ISO (docs/i18n.md): the letter, the rent caps' figure in
// force, the tenant rights' fee rules. Its Spanish twin is i18n/es/shared.ts's spanishDate ("4 de mayo de 2026").

export const MONTH_NAMES_EN: readonly string[] = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** 'May 4, 2026' from '2026-05-04' (a timestamp's day too); anything else as given. */
export function englishDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTH_NAMES_EN[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
