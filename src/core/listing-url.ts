import { DIRECTIONS } from './address-normalize';
import { isAddressStateCode } from './us-states';
import { USPS_STREET_SUFFIXES } from './usps-street-suffixes';

// Listing links that fill the form (issue 15 §4): a listing URL pasted from one of the major US sites (Zillow,
// Apartments.com, Redfin, Trulia, Realtor.com, HotPads, Craigslist) is read for the address the URL itself spells out
// (the address slug, the city and state path segments, the ZIP code, the unit), so the report form can fill its address
// fields.
//
// What it deliberately does not do:
// - no I/O: no page is fetched, nothing is looked up (no ZIP database, no geocoder); only the URL's text is read;
// - no guessing: a field is filled only when the site's URL shape says it with certainty. A slug like
//   "123-main-st-apt-4b-seattle-wa-98101" is split at the street suffix (USPS Publication 28) or the unit; when the
//   split is ambiguous ("the-ivy-seattle-wa", a building's name; "123-main-st-bend-or", where Bend is also a suffix),
//   the street and city are left null and only the parts the shape fixes (state, ZIP) are read;
// - Craigslist: the title slug is the poster's free text, so only a ZIP code ending it is read; its subdomains cover
//   areas across state lines, so no state is taken from them;
// - a URL of any other site (or not a URL: javascript:, mailto:, text) gives site null and nothing else: the caller
//   keeps it as a link;
// - hyphens inside names are not told apart from spaces (sites write both as "-": "Winston-Salem" reads
//   "Winston Salem"); the unit is kept in the street line as the URL writes it ("Apt 4B", "Unit 4B", "#4").

export type ListingSite = 'zillow' | 'apartments' | 'redfin' | 'trulia' | 'realtor' | 'hotpads' | 'craigslist';

export interface ListingUrlAddress {
  /** null: not a URL of a known listing site. */
  readonly site: ListingSite | null;
  readonly siteName: string | null;
  /** House number, street and unit as the URL writes it, title-cased: "123 Main St Apt 4B". */
  readonly streetAddress: string | null;
  readonly city: string | null;
  /** Two-letter code of a US state or DC. */
  readonly state: string | null;
  /** Five digits. */
  readonly zipCode: string | null;
}

const SITES: readonly { readonly site: ListingSite; readonly name: string; readonly domain: string }[] = [
  { site: 'zillow', name: 'Zillow', domain: 'zillow.com' },
  { site: 'apartments', name: 'Apartments.com', domain: 'apartments.com' },
  { site: 'redfin', name: 'Redfin', domain: 'redfin.com' },
  { site: 'trulia', name: 'Trulia', domain: 'trulia.com' },
  { site: 'realtor', name: 'Realtor.com', domain: 'realtor.com' },
  { site: 'hotpads', name: 'HotPads', domain: 'hotpads.com' },
  { site: 'craigslist', name: 'Craigslist', domain: 'craigslist.org' },
];

/** The names of the sites whose listing URLs are read, in order (for a screen to list them). */
export const LISTING_URL_SITES: readonly string[] = SITES.map((entry) => entry.name);

/** Longest input read; longer text is not a listing URL anyone pastes. */
export const LISTING_URL_MAX_LENGTH = 2048;

const NOTHING: ListingUrlAddress = { site: null, siteName: null, streetAddress: null, city: null, state: null, zipCode: null };

/** What one site's reader found; a missing field is unknown. */
interface Place {
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

const lower = (word: string) => word.toLowerCase();
const hasDigit = (word: string) => /\d/.test(word);
const isZip = (word: string | undefined): word is string => word !== undefined && /^\d{5}$/.test(word);
/** "123", "123A", and Wisconsin's grid numbers "N123W456". */
const isHouseNumber = (word: string | undefined) => word !== undefined && /^(?:\d{1,6}[a-z]?|[nsew]\d+[nsew]\d+)$/i.test(word);
/** "4B", "1203", "B": a unit's number has a digit or is one letter ("Ste Genevieve" is a town, not Suite Genevieve). */
const isUnitId = (word: string | undefined) =>
  word !== undefined && /^[\p{L}\p{N}]{1,8}$/u.test(word) && (hasDigit(word) || word.length === 1);
const isDirection = (word: string) => DIRECTION_ABBREVIATIONS.has(word);

function stateOf(word: string | undefined): string | null {
  if (word === undefined || word.length !== 2) return null;
  const code = word.toUpperCase();
  return isAddressStateCode(code) ? code : null;
}

/** A URL part's words: letters and digits, with "#" kept ("#4B"); every other character separates. */
function tokensOf(text: string): string[] {
  return text.split(/[^\p{L}\p{N}#]+/u).filter((token) => token !== '');
}

/** Words in one case are title-cased ("MAIN", "main" -> "Main"); mixed case is kept as the site wrote it ("McKinney"). */
function titleWord(word: string): string {
  if (word !== word.toLowerCase() && word !== word.toUpperCase()) return word;
  return word.charAt(0).toUpperCase() + word.slice(1).toLowerCase();
}

/** A place's name from its own URL part: letters only, at most six words. */
function placeName(tokens: readonly string[]): string | null {
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
function formatUnit(segment: string | undefined): string | null {
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
function readStreet(tokens: readonly string[], wholeStreet = false): string | null {
  if (tokens.length < 2 || !isHouseNumber(tokens[0]) || !tokens.slice(1).some((token) => /\p{L}/u.test(token))) return null;
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
function readAddressSlug(tokens: readonly string[]): Place {
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
function readCityState(tokens: readonly string[]): Place {
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
function readCommaPlace(text: string): Place {
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

/** Drops a listing id of six or more digits at the end (Trulia "…-98101--2077777777"). */
function withoutTrailingId(tokens: readonly string[]): string[] {
  return /^\d{6,}$/.test(tokens[tokens.length - 1] ?? '') ? tokens.slice(0, -1) : [...tokens];
}

// --- Sites -------------------------------------------------------------------------------------------------------

// Zillow: /homedetails/123-Main-St-APT-4B-Seattle-WA-98101/12345678_zpid/, /homes/123-Main-St,-Seattle,-WA-98101_rb/,
// /b/the-ivy-seattle-wa-5XkRcd/ (a building: its name or address, city, state, id),
// /apartments/seattle-wa/the-ivy/5XkRcd/ (a building: city and state, then its name or address).
function readZillow(segments: readonly string[]): Place {
  const [kind = '', slug = '', name] = segments;
  switch (lower(kind)) {
    case 'homedetails':
      return /_zpid$/i.test(slug) ? {} : readAddressSlug(tokensOf(slug));
    case 'homes':
      return /_rb$/i.test(slug) ? readCommaPlace(slug.replace(/_rb$/i, '')) : {};
    case 'b': {
      const tokens = tokensOf(slug);
      return stateOf(tokens[tokens.length - 2]) ? readAddressSlug(tokens.slice(0, -1)) : {};
    }
    case 'apartments': {
      if (name === undefined) return {};
      const place = readCityState(tokensOf(slug));
      return place.state ? { ...place, streetAddress: readStreet(tokensOf(name), true) } : {};
    }
    default:
      return {};
  }
}

// Apartments.com: /the-ivy-seattle-wa/abc123x/, /123-main-st-seattle-wa-unit-4b/abc123/, /…-wa-98101/abc123/.
// Search pages (/seattle-wa/, /capitol-hill-seattle-wa/) may name a neighbourhood with the city: not read.
function readApartments(segments: readonly string[]): Place {
  const [slug, id] = segments;
  if (segments.length !== 2 || slug === undefined || !/^[a-z0-9]{4,10}$/i.test(id ?? '')) return {};
  return readAddressSlug(tokensOf(slug));
}

// Redfin: /WA/Seattle/123-Main-St-98101/unit-4B/home/12345678, /CA/Los-Angeles/456-Oak-Ave-90012/apartment/98765432,
// /WA/Seattle/The-Ivy/apartment/12345678, /city/16163/WA/Seattle/apartments-for-rent, /zipcode/98101/apartments-for-rent.
function readRedfin(segments: readonly string[]): Place {
  const kinds = segments.map(lower);
  if (kinds[0] === 'zipcode') return isZip(segments[1]) ? { zipCode: segments[1] } : {};
  if (kinds[0] === 'city') {
    const state = stateOf(segments[2]);
    return state ? { city: placeName(tokensOf(segments[3] ?? '')), state } : {};
  }
  const state = stateOf(segments[0]);
  if (state === null || segments[1] === undefined) return {};
  const place: Place = { city: placeName(tokensOf(segments[1])), state };
  const address = segments[2];
  if (address === undefined || !kinds.slice(3).some((kind) => kind === 'home' || kind === 'apartment')) return place;
  const tokens = tokensOf(address);
  const zipCode = isZip(tokens[tokens.length - 1]) ? (tokens.pop() as string) : null;
  const street = readStreet(tokens);
  const unit = /^unit\b/i.test(segments[3] ?? '') ? formatUnit(segments[3]) : null;
  return { ...place, streetAddress: street && unit ? `${street} ${unit}` : street, zipCode };
}

// Trulia: /p/wa/seattle/123-main-st-seattle-wa-98101--2077777777 (the city in its own segment splits the slug),
// /home/123-main-st-seattle-wa-98101-2077777777, /building/…-98101-1002345678, /property/3123456789-123-Main-St-…,
// /rental/…, /for_rent/San_Francisco,CA/, /for_rent/98101_zip/.
function readTrulia(segments: readonly string[]): Place {
  const [kind = '', first = '', second = '', third = ''] = segments;
  switch (lower(kind)) {
    case 'p': {
      const state = stateOf(first);
      if (state === null) return {};
      const cityTokens = tokensOf(second);
      const place: Place = { city: placeName(cityTokens), state };
      const slug = withoutTrailingId(tokensOf(third));
      const zipCode = isZip(slug[slug.length - 1]) ? (slug.pop() as string) : null;
      if (stateOf(slug.pop()) !== state) return place;
      const cityAt = slug.length - cityTokens.length;
      const sameCity = cityTokens.length > 0 && cityTokens.every((token, i) => lower(token) === lower(slug[cityAt + i] ?? ''));
      return { ...place, zipCode, streetAddress: sameCity ? readStreet(slug.slice(0, cityAt)) : null };
    }
    case 'home':
    case 'building':
      return readAddressSlug(withoutTrailingId(tokensOf(first)));
    case 'property':
    case 'rental': {
      const tokens = tokensOf(first);
      return readAddressSlug(/^\d{6,}$/.test(tokens[0] ?? '') ? tokens.slice(1) : tokens);
    }
    case 'for_rent':
      return /^\d{5}_zip$/i.test(first) ? { zipCode: first.slice(0, 5) } : readCommaPlace(first);
    default:
      return {};
  }
}

// Realtor.com: /realestateandhomes-detail/123-Main-St-Unit-4B_Seattle_WA_98101_M12345-67890,
// /rentals/details/123-Main-St-Apt-4_Seattle_WA_98101_M98765-43210: street, city, state, ZIP between underscores.
// Searches: /apartments/Seattle_WA, /realestateandhomes-search/98101.
function readRealtorParts(text: string, withStreet: boolean): Place {
  const parts = text.split('_').filter((part) => part !== '');
  if (/^M\d+(?:-\d+)?$/i.test(parts[parts.length - 1] ?? '')) parts.pop();
  if (parts.length === 1 && isZip(parts[0])) return { zipCode: parts[0] };
  const zipCode = isZip(parts[parts.length - 1]) ? (parts.pop() as string) : null;
  const state = stateOf(parts.pop());
  if (state === null) return {};
  const cityPart = parts.pop();
  const city = cityPart === undefined ? null : placeName(tokensOf(cityPart));
  const streetAddress = withStreet && parts.length > 0 ? readStreet(tokensOf(parts.join('-'))) : null;
  return { streetAddress, city, state, zipCode };
}

function readRealtor(segments: readonly string[]): Place {
  const kinds = segments.map(lower);
  if (kinds[0] === 'realestateandhomes-detail') return readRealtorParts(segments[1] ?? '', true);
  if (kinds[0] === 'rentals' && kinds[1] === 'details') return readRealtorParts(segments[2] ?? '', true);
  if (kinds[0] === 'apartments' || kinds[0] === 'realestateandhomes-search') return readRealtorParts(segments[1] ?? '', false);
  return {};
}

// HotPads: /123-main-st-seattle-wa-98101-1abc2de/pad, /the-ivy-seattle-wa-98101-2xyz/building,
// /123-main-st-seattle-wa-98101-1abc/unit-4b/pad: the address slug, then the listing's id.
function readHotpads(segments: readonly string[]): Place {
  const kind = lower(segments[segments.length - 1] ?? '');
  if (segments.length < 2 || (kind !== 'pad' && kind !== 'building')) return {};
  const tokens = tokensOf(segments[0] as string);
  const beforeId = tokens[tokens.length - 2];
  if (!isZip(tokens[tokens.length - 1]) && (isZip(beforeId) || stateOf(beforeId))) tokens.pop();
  const place = readAddressSlug(tokens);
  const unit = segments.length >= 3 ? formatUnit(segments[1]) : null;
  // Unless the slug already held the unit ("…-apt-4b-seattle-wa-…").
  if (unit && place.streetAddress && !/#|\s(?:apt|apartment|unit|ste|suite|lot|spc|space|trlr|bldg)\s/i.test(place.streetAddress)) {
    return { ...place, streetAddress: `${place.streetAddress} ${unit}` };
  }
  return place;
}

// Craigslist: /see/apa/d/seattle-sunny-1br-near-park/7712345678.html. The slug is the ad's title, the poster's own
// words: only a ZIP code that ends it is sure.
function readCraigslist(segments: readonly string[]): Place {
  const at = segments.findIndex((segment) => lower(segment) === 'd');
  const title = at >= 0 && segments.length > at + 2 ? segments[at + 1] : undefined;
  if (title === undefined) return {};
  const tokens = tokensOf(title);
  const zip = tokens[tokens.length - 1];
  return tokens.length > 1 && isZip(zip) ? { zipCode: zip } : {};
}

const READERS: Record<ListingSite, (segments: readonly string[]) => Place> = {
  zillow: readZillow,
  apartments: readApartments,
  redfin: readRedfin,
  trulia: readTrulia,
  realtor: readRealtor,
  hotpads: readHotpads,
  craigslist: readCraigslist,
};

// --- The URL -----------------------------------------------------------------------------------------------------

function toUrl(input: string): URL | null {
  const text = input.trim();
  // eslint-disable-next-line no-control-regex
  if (text === '' || /[\s\u0000-\u001f\u007f]/.test(text)) return null;
  let href = text;
  if (href.startsWith('//')) href = `https:${href}`;
  else if (!/^https?:\/\//i.test(href)) {
    // javascript:, mailto:, data:… are no listing links; "zillow.com:443/…" is a host and port.
    if (/^[a-z][a-z0-9+.-]*:(?!\d)/i.test(href)) return null;
    href = `https://${href}`;
  }
  try {
    const url = new URL(href);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The address a listing URL spells out, read offline. Never throws: anything that is not a URL of a known listing
 * site gives site null and every field null; a known site's URL that says nothing sure gives only the site.
 */
export function parseListingUrl(input: string): ListingUrlAddress {
  try {
    if (typeof input !== 'string' || input.length > LISTING_URL_MAX_LENGTH) return NOTHING;
    const url = toUrl(input);
    if (url === null) return NOTHING;
    const host = url.hostname.toLowerCase().replace(/\.$/, '');
    const entry = SITES.find(({ domain }) => host === domain || host.endsWith(`.${domain}`));
    if (entry === undefined) return NOTHING;
    const segments = url.pathname
      .split('/')
      .filter((segment) => segment !== '')
      .map(decodeSegment);
    const place = READERS[entry.site](segments);
    return {
      site: entry.site,
      siteName: entry.name,
      streetAddress: place.streetAddress || null,
      city: place.city || null,
      state: place.state || null,
      zipCode: place.zipCode || null,
    };
  } catch {
    return NOTHING;
  }
}
