import { DIRECTIONS } from './address-normalize';
import { isAddressStateCode } from './us-states';
import { USPS_STREET_SUFFIXES } from './usps-street-suffixes';

// Address slugs (for listing-url.ts): the words of a listing URL's address parts, split into street
// (with its unit), city, state and ZIP code: "123-main-st-apt-4b-seattle-wa-98101" is "123 Main St Apt 4B",
// "Seattle", "WA", "98101". The street ends at a sure street suffix (USPS Publication 28) or at the unit; when that
// end is ambiguous ("the-ivy-seattle-wa", a building's name; "123-main-st-bend-or", where Bend is also a suffix), the
// street and city are left null and only the parts the shape fixes (state, ZIP) are read. Only the text is read: no
// ZIP database, no geocoder. Which URL part holds which slug is each site's reader (listing-site-readers.ts).

/** What a reader found; a missing field is unknown. */
export interface Place {
  streetAddress?: string | null;
  city?: string | null;
  state?: string | null;
  zipCode?: string | null;
}

// --- Words -------------------------------------------------------------------------------------------------------

// Suffixes that end a street for sure (as in address-parse.ts): USPS's common ones, in every spelling of its table,
// minus words that also name places (Park, Lake, Mount, Beach…).
const STREETS_ENDING_IN = new Set(
  'st ave rd dr ln ct blvd way pl ter cir pkwy hwy trl sq loop row aly xing pike plz cv bnd expy fwy tpke'.split(' '),
);
const STRONG_SUFFIXES = new Set(
  [...USPS_STREET_SUFFIXES].filter(([, standard]) => STREETS_ENDING_IN.has(standard)).map(([spelling]) => spelling),
);
/** Streets named without a suffix. */
const NAMED_STREETS = new Set(['broadway']);
/** Suffixes a number may follow as part of the name ("State Hwy 99", "County Rd 12"), not as a unit. */
const NUMBERED_ROADS = new Set(['hwy', 'rd', 'fwy', 'expy', 'tpke', 'pike']);
/** Abbreviations that start a place's name as Saint, Sainte, Fort, Mount ("St Louis", "N St Charles Ave"). */
const SAINT_WORDS = new Set(['st', 'ste', 'ft', 'mt']);
const DIRECTION_ABBREVIATIONS = new Set(DIRECTIONS.values());
/** Words that introduce a unit number ("Apt 4B", "# 4B", "Lot 12"). */
const UNIT_WORDS = new Set(['apt', 'apartment', 'unit', 'ste', 'suite', 'lot', 'spc', 'space', 'trlr', 'bldg', '#']);

export const lower = (word: string) => word.toLowerCase();
const hasDigit = (word: string) => /\d/.test(word);
export const isZip = (word: string | undefined): word is string => word !== undefined && /^\d{5}$/.test(word);
/** "123", "123A", and Wisconsin's grid numbers "N123W456". */
const isHouseNumber = (word: string | undefined) =>
  word !== undefined && /^(?:\d{1,6}[a-z]?|[nsew]\d+[nsew]\d+)$/i.test(word);
/** "4B", "1203", "B": a unit's number has a digit or is one letter ("Ste Genevieve" is a town, not Suite Genevieve). */
const isUnitId = (word: string | undefined) =>
  word !== undefined && /^[\p{L}\p{N}]{1,8}$/u.test(word) && (hasDigit(word) || word.length === 1);
const isDirection = (word: string) => DIRECTION_ABBREVIATIONS.has(word);

export function stateOf(word: string | undefined): string | null {
  if (word === undefined || word.length !== 2) return null;
  const code = word.toUpperCase();
  return isAddressStateCode(code) ? code : null;
}

/** A URL part's words: letters and digits, with "#" kept ("#4B"); every other character separates. */
export function tokensOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}#]+/u).filter((token) => token !== '');
}

/** Words in one case are title-cased ("MAIN", "main" -> "Main"); mixed case is kept as the site wrote it ("McKinney"). */
function titleWord(word: string): string {
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return word;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** A place's name from its own URL part: letters only, at most six words. */
export function placeName(tokens: readonly string[]): string | null {
  if (tokens.length === 0 || tokens.length > 6 || !tokens.every((token) => /^\p{L}+$/u.test(token))) return null;
  return tokens.map(titleWord).join(' ');
}

// --- Streets -----------------------------------------------------------------------------------------------------

/** A last word with a digit after the street's suffix (and direction) is its unit: Trulia's "456-oak-ave-4". */
function isBareUnit(words: readonly string[], i: number): boolean {
  if (i < 2 || i !== words.length - 1 || !isUnitId(words[i])) return false;
  let before = i - 1;
  if (isDirection(words[before] ?? '') && before >= 2) before--;
  const word = words[before] ?? '';
  if (NAMED_STREETS.has(word)) return true;
  const standard = USPS_STREET_SUFFIXES.get(word);
  return STRONG_SUFFIXES.has(word) && standard !== undefined && !NUMBERED_ROADS.has(standard);
}

/** A street line from its words: "123-main-st-apt-4b" -> "123 Main St Apt 4B", "456-oak-ave-4" -> "456 Oak Ave #4". */
function formatStreet(tokens: readonly string[]): string {
  const words = tokens.map(lower);
  const out: string[] = [];
  for (let i = 0; i < tokens.length; i++) {
    const token = tokens[i] as string;
    const word = words[i] as string;
    const next = tokens[i + 1];
    if (i === 0) out.push(token.toUpperCase());
    else if (UNIT_WORDS.has(word) && next !== undefined && isUnitId(next)) {
      out.push(word === '#' ? `#${next.toUpperCase()}` : `${titleWord(token)} ${next.toUpperCase()}`);
      i++;
    } else if (word.startsWith('#')) out.push(token.toUpperCase());
    else if (hasDigit(word) && isBareUnit(words, i)) out.push(`#${token.toUpperCase()}`);
    else if (isDirection(word)) out.push(token.toUpperCase());
    else if (/^\d+(?:st|nd|rd|th)$/.test(word)) out.push(word);
    else if (hasDigit(word)) out.push(token.toUpperCase());
    else out.push(titleWord(token));
  }
  return out.join(' ');
}

/** "Unit 4B" from a path segment "unit-4b" (Redfin, HotPads); null when it is not one. */
export function formatUnit(segment: string | undefined): string | null {
  if (segment === undefined) return null;
  const tokens = tokensOf(segment);
  const [word, id] = tokens;
  if (tokens.length !== 2 || word === undefined || !UNIT_WORDS.has(lower(word)) || !isUnitId(id)) return null;
  return `${titleWord(word)} ${(id as string).toUpperCase()}`;
}

/**
 * Where a street that starts `words` (lower case) ends: after its unit ("apt 4b", "#4b"), or else after its suffix,
 * a direction after it ("ave n") and a unit number ("ave 4"). Null when there is no sure end.
 */
function findStreetEnd(words: readonly string[]): number | null {
  if (words.length < 2 || !isHouseNumber(words[0])) return null;
  for (let i = 2; i < words.length; i++) {
    const word = words[i] as string;
    if (word.length > 1 && word.startsWith('#') && isUnitId(word.slice(1))) return i + 1;
    if (UNIT_WORDS.has(word) && isUnitId(words[i + 1])) return i + 2;
  }

  let candidates: number[] = [];
  words.forEach((word, i) => {
    if ((i >= 2 && STRONG_SUFFIXES.has(word)) || (i >= 1 && NAMED_STREETS.has(word))) candidates.push(i);
  });
  if (candidates.length === 0) {
    // A street ending in another suffix ("Eagle Ridge") only when it is the one suffix word of all.
    const weak = words.flatMap((word, i) => (i >= 2 && USPS_STREET_SUFFIXES.has(word) ? [i] : []));
    if (weak.length !== 1) return null;
    candidates = weak;
  }
  let k = 0;
  let end = candidates[0] as number;
  // "123 N St Charles Ave": an St after nothing but a direction, with a suffix further on, is Saint.
  if (candidates.length > 1 && SAINT_WORDS.has(words[end] as string) && words.slice(1, end).every(isDirection)) {
    k = 1;
    end = candidates[1] as number;
  }
  // "W Court St", "Oak Bend Dr": a suffix spelled out just before another one is part of the name. Not an
  // abbreviation: "Main St St Louis" ends at the first St.
  while (candidates[k + 1] === end + 1 && USPS_STREET_SUFFIXES.get(words[end] as string) !== words[end]) {
    k++;
    end++;
  }
  end++;
  if (end < words.length && isDirection(words[end] as string)) end++;
  // A number after the suffix: the unit ("Oak Ave 4") or the road's number ("State Hwy 99"); a city has no digits.
  if (end < words.length && hasDigit(words[end] as string) && isUnitId(words[end])) end++;
  return end;
}

/** Words that may be a city's after a street: letters, no unit word, no sure street suffix (but "St Louis"). */
function isCityWords(words: readonly string[]): boolean {
  if (words.length === 0 || words.length > 5) return false;
  return words.every((word, i) => {
    if (i === 0 && words.length > 1 && SAINT_WORDS.has(word)) return true;
    return /^\p{L}+$/u.test(word) && !UNIT_WORDS.has(word) && !STRONG_SUFFIXES.has(word) && !NAMED_STREETS.has(word);
  });
}

/** A street line alone (its own URL part); with `wholeStreet`, only when the words end as a street does. */
export function readStreet(tokens: readonly string[], wholeStreet = false): string | null {
  if (tokens.length < 2 || !isHouseNumber(tokens[0]) || !tokens.slice(1).some((token) => /\p{L}/u.test(token)))
    return null;
  if (wholeStreet && findStreetEnd(tokens.map(lower)) !== tokens.length) return null;
  return formatStreet(tokens);
}

/** Street and city run together ("123 main st san francisco"): split where the street surely ends. */
function splitStreetAndCity(tokens: readonly string[]): { streetAddress: string; city: string; end: number } | null {
  const words = tokens.map(lower);
  const end = findStreetEnd(words);
  if (end === null || !isCityWords(words.slice(end))) return null;
  return { streetAddress: formatStreet(tokens.slice(0, end)), city: placeName(tokens.slice(end)) ?? '', end };
}

/**
 * An address slug "street city st [zip]", as Zillow, Apartments.com, Trulia and HotPads write it, with a unit also
 * after the state or ZIP (Apartments.com: "123-main-st-seattle-wa-unit-4b"). The state is the word before the ZIP
 * (or the last); street and city only when the street's end is sure.
 */
export function readAddressSlug(tokens: readonly string[]): Place {
  const rest = [...tokens];
  let unit: string[] = [];
  const last = () => rest[rest.length - 1];
  const beforeLast = () => rest[rest.length - 2];
  if (rest.length >= 2 && UNIT_WORDS.has(lower(beforeLast() as string)) && isUnitId(last())) unit = rest.splice(-2);
  else if (/^#[\p{L}\p{N}]+$/u.test(last() ?? '')) unit = rest.splice(-1);
  const zipCode = isZip(last()) ? (rest.pop() as string) : null;
  const state = stateOf(last());
  if (state === null) return unit.length === 0 && rest.length === 0 && zipCode !== null ? { zipCode } : {};
  rest.pop();
  const split = splitStreetAndCity(rest);
  if (split === null) return { state, zipCode };
  const streetAddress = unit.length > 0 ? formatStreet([...rest.slice(0, split.end), ...unit]) : split.streetAddress;
  return { streetAddress, city: split.city, state, zipCode };
}

/** "seattle-wa", "salt-lake-city-ut-84101": a place path segment. */
export function readCityState(tokens: readonly string[]): Place {
  const rest = [...tokens];
  const zipCode = isZip(rest[rest.length - 1]) ? (rest.pop() as string) : null;
  const state = stateOf(rest.pop());
  if (state === null) return {};
  return { city: placeName(rest), state, zipCode };
}

/**
 * Places written with commas: Zillow's "123-Main-St,-Seattle,-WA-98101_rb" and "123-Main-St-Seattle,-WA-98101_rb",
 * Trulia's "San_Francisco,CA". The last part is the state (and ZIP), the one before it the city.
 */
export function readCommaPlace(text: string): Place {
  const parts = text
    .split(',')
    .map(tokensOf)
    .filter((part) => part.length > 0);
  const tail = [...(parts.pop() ?? [])];
  if (parts.length === 0) return tail.length === 1 && isZip(tail[0]) ? { zipCode: tail[0] } : readAddressSlug(tail);
  const zipCode = isZip(tail[tail.length - 1]) ? (tail.pop() as string) : null;
  const state = tail.length === 1 ? stateOf(tail[0]) : null;
  if (state === null) return {};
  if (parts.length >= 2) {
    const street = parts.slice(0, -1).flat();
    return { streetAddress: readStreet(street), city: placeName(parts[parts.length - 1] as string[]), state, zipCode };
  }
  const head = parts[0] as string[];
  if (!isHouseNumber(head[0])) return { city: placeName(head), state, zipCode };
  const split = splitStreetAndCity(head);
  return split === null ? { state, zipCode } : { streetAddress: split.streetAddress, city: split.city, state, zipCode };
}
