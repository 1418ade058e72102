// Helpers the Spanish phrasebooks share: a date in a Spanish sentence.

/** The months as Spanish writes a date in a sentence ("4 de mayo de 2026"): the letter, its number check, the tables. */
export const MONTH_NAMES_ES: readonly string[] = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
];

/** '4 de mayo de 2026' from '2026-05-04' (a date in a Spanish sentence, never ISO); anything else as given. */
export function spanishDate(iso: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(iso);
  const month = match ? MONTH_NAMES_ES[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${Number(match[3])} de ${month} de ${match[1]}`;
}
