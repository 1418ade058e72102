// Typed US street addresses, read into the report form's fields (the address suggestions of
// docs/product.md#address-entry): "123 Main St, Austin, TX 78701", "123 Main St Austin TX", "123 main st 78701". What
// the text leaves out is completed from a ZIP code database the caller passes in (this module stays pure). Unit
// numbers are taken out: the research form asks for no unit number for apartments (docs/product.md#the-research-page),
// and comparables are matched by building address.

import { DIRECTIONS } from './address-normalize';
import { ADDRESS_STATES } from './us-states';
import { USPS_STREET_SUFFIXES } from './usps-street-suffixes';
import { ADDRESS_NOTES } from '../labels';

export interface ParsedAddress {
  /** House number and street, as typed (title-cased when typed all in one case); '' when none. */
  readonly streetAddress: string;
  readonly city: string;
  /** Two-letter code, '' when none. */
  readonly state: string;
  /** Five digits, '' when none. */
  readonly zipCode: string;
  /** The unit designator that was taken out ("Apt 4B"), null when there was none. */
  readonly unitRemoved: string | null;
  /** Every field is there: a house number and street, a city, a state and a ZIP code. */
  readonly complete: boolean;
}

/** Places the parser may ask about; the server answers from the `zipcodes` package. */
export interface PlaceLookup {
  /** City and state of a ZIP code, or null when unknown. */
  placeOfZip?(zip: string): { city: string; state: string } | null;
  /** The spelling of a city in the state ("saint louis" -> "Saint Louis"), or null when it is not one. */
  cityInState?(name: string, state: string): string | null;
  /** The ZIP codes of a city (used only when there is exactly one). */
  zipsOfCity?(city: string, state: string): readonly string[];
}

export const UNIT_NUMBER_NOTE = ADDRESS_NOTES.unitNumber;

/** Longest text the suggestions read; longer input is not an address anyone types. */
export const ADDRESS_QUERY_MAX = 200;
/** Shortest text worth suggesting for. */
export const ADDRESS_QUERY_MIN = 3;

// The suffixes that can end a street when the city follows without a comma ("123 Main St Austin"): USPS Publication
// 28's common ones in every spelling of its table, minus words that also name places (Park, Lake, Mount…).
const STREETS_ENDING_IN = new Set(
  'st ave rd dr ln ct blvd way pl ter cir pkwy hwy trl sq loop row aly xing pike plz cv bnd expy fwy tpke'.split(' '),
);
const STREET_SUFFIXES = new Set(
  [...USPS_STREET_SUFFIXES].filter(([, standard]) => STREETS_ENDING_IN.has(standard)).map(([spelling]) => spelling),
);
const DIRECTIONALS = new Set([...DIRECTIONS.keys(), ...DIRECTIONS.values()]);
const COUNTRY = /,?\s*(?:u\.?s\.?a?\.?|united states(?: of america)?)\s*$/i;
const ZIP_AT_END = /(?:^|[\s,])(\d{5})(?:-\d{4})?\s*$/;
// "Apt 4B", "apartment 12", "Unit C-3", "Suite 200", "Ste. 5", "# 12", "#12", "Floor 3", "Bldg 2" (not "Fl": that is Florida), "Lot 17", "PH 1".
const UNIT =
  /(?:^|[\s,])((?:#\s*|\b(?:apt|apartment|unit|ste|suite|floor|rm|room|bldg|building|lot|spc|space|trlr|ph|penthouse)\b\.?\s*#?\s*)[a-z0-9][a-z0-9-]*)(?=$|[\s,])/i;
const HOUSE_NUMBER = /^(?:\d+[a-z]?(?:[-/]\d+[a-z]?)?|[nsew]\d+[nsew]\d+)$/i;

const STATE_BY_NAME = new Map(ADDRESS_STATES.map((s) => [s.name.toLowerCase(), s.code]));
const STATE_CODES = new Set(ADDRESS_STATES.map((s) => s.code));

// Control characters (pasted tabs, newlines) count as spaces.
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f]/g;

function clean(text: string): string {
  return text.replace(CONTROL, ' ').replace(/\s+/g, ' ').trim();
}

/**
 * The text without its unit designator, and the unit taken out ("1234 W Wilson Ave Apt 3B, Chicago" → "1234 W Wilson
 * Ave, Chicago" and "Apt 3B"; unit null when there is none). The one rule for every address the form is given, typed or
 * read from a listing link (listing-url.ts): the form asks for the building's address, not the unit's.
 */
export function withoutUnit(text: string): { text: string; unit: string | null } {
  const value = clean(text);
  const unit = UNIT.exec(value)?.[1];
  if (!unit) return { text: value, unit: null };
  return {
    text: clean(
      value
        .replace(unit, ' ')
        .replace(/\s*,\s*(?=,)/g, '')
        .replace(/,\s*$/, ''),
    ),
    unit: clean(unit),
  };
}

/** True for text that is no address at all: too short or long, no letters, or mostly symbols. */
export function isJunkAddressQuery(text: string): boolean {
  const value = clean(text);
  if (value.length < ADDRESS_QUERY_MIN || value.length > ADDRESS_QUERY_MAX) return true;
  if (!/[a-z]/i.test(value)) return true;
  const symbols = value.replace(/[a-z0-9\s,.#'-]/gi, '').length;
  return symbols > value.length / 4;
}

/** Words typed all in lower or all in upper case are title-cased; mixed case is kept as the person typed it. */
function tidyCase(text: string): string {
  if (text !== text.toLowerCase() && text !== text.toUpperCase()) return text;
  return text
    .split(' ')
    .map((word) => {
      const lower = word.toLowerCase();
      if (DIRECTIONALS.has(lower) && lower.length <= 2) return lower.toUpperCase();
      if (/^\d/.test(word)) return lower; // 1st, 22nd, 10b
      return lower.charAt(0).toUpperCase() + lower.slice(1);
    })
    .join(' ');
}

/** A state written as its code or its name at the end of the words; how many words it took. */
function stateAtEnd(words: readonly string[]): { code: string; words: number } | null {
  for (const take of [3, 2, 1]) {
    if (words.length < take) continue;
    const tail = words.slice(-take).join(' ').toLowerCase().replace(/\./g, '');
    const byName = STATE_BY_NAME.get(tail);
    if (byName) return { code: byName, words: take };
    if (take === 1 && STATE_CODES.has(tail.toUpperCase()) && tail.length === 2)
      return { code: tail.toUpperCase(), words: 1 };
  }
  return null;
}

function splitStreetAndCity(words: readonly string[], state: string, lookup: PlaceLookup, zipCity: string | null) {
  // A known city at the end, longest first, leaving at least a house number and a street name.
  for (let take = Math.min(4, words.length - 2); take >= 1; take--) {
    const tail = words.slice(-take).join(' ');
    const known =
      (zipCity && tail.toLowerCase() === zipCity.toLowerCase() ? zipCity : null) ??
      (state && lookup.cityInState ? lookup.cityInState(tail, state) : null);
    if (known) return { street: words.slice(0, -take).join(' '), city: known };
  }
  // Otherwise the street ends at its last suffix (and a directional after it): "123 Main St NW Austin".
  for (let i = words.length - 1; i >= 1; i--) {
    const word = (words[i] as string).toLowerCase().replace(/\.$/, '');
    if (!STREET_SUFFIXES.has(word)) continue;
    let end = i + 1;
    if (end < words.length && DIRECTIONALS.has((words[end] as string).toLowerCase())) end++;
    return { street: words.slice(0, end).join(' '), city: words.slice(end).join(' ') };
  }
  return { street: words.join(' '), city: '' };
}

/**
 * Reads typed text as a US street address and completes it from the lookups: city and state from the ZIP code,
 * the ZIP code from a city that has only one. Returns null for junk (see isJunkAddressQuery).
 */
export function parseAddressText(text: string, lookup: PlaceLookup = {}): ParsedAddress | null {
  if (isJunkAddressQuery(text)) return null;
  const { text: withoutItsUnit, unit: unitRemoved } = withoutUnit(clean(text).replace(COUNTRY, ''));
  let value = withoutItsUnit;

  let zipCode = '';
  const zip = ZIP_AT_END.exec(value);
  // A five-digit number that starts the text is a house number ("12345 Main St"), not a ZIP code.
  if (zip?.[1] && zip.index > 0) {
    zipCode = zip[1];
    value = clean(value.slice(0, zip.index)).replace(/,$/, '');
  }
  const zipPlace = zipCode && lookup.placeOfZip ? lookup.placeOfZip(zipCode) : null;

  const segments = value.split(',').map(clean).filter(Boolean);
  let streetAddress: string;
  let city: string;
  let state = '';
  if (segments.length >= 2) {
    streetAddress = segments[0] as string;
    const rest = segments.slice(1).join(' ').split(' ');
    const found = stateAtEnd(rest);
    if (found) {
      state = found.code;
      rest.splice(rest.length - found.words, found.words);
    }
    city = rest.join(' ');
    // "123 Main St Austin, TX 78701": the city came before the first comma.
    if (!city) {
      const split = splitStreetAndCity(
        streetAddress.split(' '),
        state || (zipPlace?.state ?? ''),
        lookup,
        zipPlace?.city ?? null,
      );
      streetAddress = split.street;
      city = split.city;
    }
  } else {
    const words = (segments[0] ?? '').split(' ').filter(Boolean);
    const found = stateAtEnd(words);
    // "12 Oak Ct" ends in a street suffix, not Connecticut; "12 Oak Ct Hartford CT" has its suffix earlier.
    const isSuffixWord = (word: string) => STREET_SUFFIXES.has(word.toLowerCase().replace(/\.$/, ''));
    const isSuffix =
      found?.words === 1 && !zipCode && isSuffixWord(words.at(-1) ?? '') && !words.slice(0, -1).some(isSuffixWord);
    if (found && !isSuffix && words.length - found.words >= 2) {
      state = found.code;
      words.splice(words.length - found.words, found.words);
    }
    const split = splitStreetAndCity(words, state || (zipPlace?.state ?? ''), lookup, zipPlace?.city ?? null);
    streetAddress = split.street;
    city = split.city;
  }

  streetAddress = tidyCase(clean(streetAddress));
  city = tidyCase(clean(city));
  if (zipPlace) {
    if (!state) state = zipPlace.state;
    if (!city && state === zipPlace.state) city = zipPlace.city;
  }
  if (city && state && lookup.cityInState) city = lookup.cityInState(city, state) ?? city;
  if (!zipCode && city && state && lookup.zipsOfCity) {
    const zips = lookup.zipsOfCity(city, state);
    if (zips.length === 1) zipCode = zips[0] as string;
  }

  return {
    streetAddress,
    city,
    state,
    zipCode,
    unitRemoved,
    complete: isCompleteAddress({ streetAddress, city, state, zipCode }),
  };
}

/** A house number followed by a street name: "123 Main St", "N123W456 Main St", "37-10 31st Ave". */
export function hasHouseNumberAndStreet(streetAddress: string): boolean {
  const value = clean(streetAddress);
  const firstWord = value.split(' ')[0] ?? '';
  return HOUSE_NUMBER.test(firstWord) && /[a-z]/i.test(value.slice(firstWord.length));
}

/** Every field the report needs: a house number and street, a city, a US state (or DC) code and a 5-digit ZIP. */
export function isCompleteAddress(address: {
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
}): boolean {
  return (
    hasHouseNumberAndStreet(address.streetAddress) &&
    clean(address.city) !== '' &&
    STATE_CODES.has(address.state) &&
    /^\d{5}$/.test(address.zipCode)
  );
}
