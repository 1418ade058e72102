import type { Language } from '../i18n/languages';
import { ROOMS_ES } from './es/rooms-es';
import { LISTING_WORDS } from '../labels';

// Bedrooms and baths arrive as numbers or as text labels ("2 beds", "Studio", "1.5 baths",
// "6+"); the stored report keeps the text label and rules read its first number
// (docs/product.md#fields-and-options).

export interface ListingOption<V extends string = string> {
  readonly value: V;
  readonly label: string;
}

export const BEDROOM_VALUES = ['0', '1', '2', '3', '4', '5', '6+'] as const;
export type BedroomsValue = (typeof BEDROOM_VALUES)[number];

export const BATH_VALUES = ['1', '2', '3+'] as const;
export type BathsValue = (typeof BATH_VALUES)[number];

/** Bedrooms options: Studio(0), 1 to 5, 6+ (docs/product.md#fields-and-options). */
export const BEDROOM_OPTIONS: readonly ListingOption<BedroomsValue>[] = BEDROOM_VALUES.map((value) => ({
  value,
  label: value === '0' ? LISTING_WORDS.studio : value,
}));

/** Baths options: 1, 2, 3+ (docs/product.md#fields-and-options). */
export const BATH_OPTIONS: readonly ListingOption<BathsValue>[] = BATH_VALUES.map((value) => ({
  value,
  label: value,
}));

// Thousands separators are allowed so "1,200 sqft" reads as 1200, not 1.
const FIRST_NUMBER = /\d+(?:,\d{3})*(?:\.\d+)?|\.\d+/;

/** The first number written in the value: "2 beds" => 2, "1.5 baths" => 1.5, "none" => null. */
export function firstNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  if (typeof value !== 'string') return null;
  const match = FIRST_NUMBER.exec(value);
  if (!match) return null;
  const parsed = Number(match[0].replace(/,/g, ''));
  return Number.isFinite(parsed) ? parsed : null;
}

/** Bedrooms as a number; a studio has 0 bedrooms. */
export function parseBedrooms(value: unknown): number | null {
  if (typeof value === 'string' && /\bstudio\b/i.test(value)) return 0;
  return firstNumber(value);
}

/** Baths as a number: "1.5 baths" => 1.5, "3+" => 3. */
export function parseBaths(value: unknown): number | null {
  return firstNumber(value);
}

/**
 * Baths as the comps filter keeps them: a text baths value is turned into an integer
 * (docs/product.md#comparables-filter). Reading: only text is converted, by its leading whole
 * number as parseInt would ("2.5 baths" => 2); a numeric value from the rent data is already a
 * number and stays as is.
 */
export function compBaths(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null;
  const parsed = firstNumber(value);
  return parsed === null ? null : Math.trunc(parsed);
}

/**
 * The rent data call's baths parameter: '1' for one bath, '1.5+' for anything more
 * (docs/product.md#market-data-sources). A missing or unreadable value asks for the broader one-bath search.
 */
export function bathsParam(value: unknown): '1' | '1.5+' {
  const baths = parseBaths(value);
  return baths !== null && baths > 1 ? '1.5+' : '1';
}

/** A bedrooms value as shown in tables: 0 is "Studio", text stays as written. */
export function formatBedrooms(value: unknown): string {
  if (typeof value === 'string') {
    const text = value.trim();
    if (text === '0') return LISTING_WORDS.studio;
    return text === '' ? '—' : text;
  }
  if (typeof value === 'number' && Number.isFinite(value)) return value === 0 ? LISTING_WORDS.studio : String(value);
  return '—';
}

/** A baths value as shown in tables. */
export function formatBaths(value: unknown): string {
  if (typeof value === 'string') return value.trim() === '' ? '—' : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '—';
}

/** A count with its short unit ("2 bd", "1.5 ba", "6+ bd"); text that is no count as written; null when there is none. */
function countWithUnit(value: unknown, unit: (count: string) => string): string | null {
  const text =
    typeof value === 'number'
      ? Number.isFinite(value)
        ? String(value)
        : ''
      : typeof value === 'string'
        ? value.trim()
        : '';
  if (text === '') return null;
  return /^\d/.test(text) ? unit(text) : text;
}

const ROOMS_EN: { studio: string; beds: (count: string) => string; baths: (count: string) => string } = {
  studio: LISTING_WORDS.studio,
  beds: (count: string) => `${count} bd`,
  baths: (count: string) => `${count} ba`,
};

const ROOM_WORDS: Readonly<Record<Language, typeof ROOMS_EN>> = { en: ROOMS_EN, es: ROOMS_ES };

/**
 * The rooms in a one-line summary (the search history, the dashboard's table, the compare selector), in the page's
 * language: "2 bd · 1 ba" ("2 hab. · 1 baño"). A bedroom count of 0 is a studio and reads "Studio" (not "0 bd", nor
 * "Studio bd"), as formatBedrooms shows it in tables; what is unknown is left out.
 */
export function roomsText(bedrooms: unknown, baths: unknown, language: Language = 'en'): string {
  const words = ROOM_WORDS[language];
  const beds = parseBedrooms(bedrooms) === 0 ? words.studio : countWithUnit(bedrooms, words.beds);
  return [beds, countWithUnit(baths, words.baths)].filter((part): part is string => part !== null).join(' · ');
}
