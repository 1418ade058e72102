import { USPS_STREET_SUFFIXES } from './usps-street-suffixes';

// The one address normaliser: every rule that asks "is this the same address?" compares addresses in this form —
// the comparables filter's "keep only the lowest price per address" (docs/product.md#comparables-filter), the
// subject's own address left out of its comparables and one comparable per address (same-address.ts), the address
// suggestions' repeats and the content id of an imported listing. Listing feeds write one address many ways
// ("1717 12th Avenue" in one column, "1717 12th Ave." in the title), so the key is built as USPS Publication 28
// standardises an address:
// - lower case; punctuation is a space, except an apostrophe (O'Connor = OConnor) and a fraction's slash (123 1/2);
// - street suffixes to their standard abbreviation, every spelling of Appendix C1 (Street = St = Str, Avenue = Ave);
// - directions to one or two letters (North = N = N., Northeast = NE = N.E.);
// - secondary unit designators to Appendix C2's abbreviations (Building = Bldg, Floor = Fl, Space = Spc);
// - a ZIP+4 code to its five digits; runs of spaces to one.
// Also, not from Publication 28: ordinal street names spelled out read as numbers (First = 1st, up to Tenth), as
// feeds write both ("3508 S First" and "3508 S 1st").
// Towns alone (a city column) are compared with normalizeTown below, which spells St out as Saint instead.
// Words are mapped wherever they stand, not only in the suffix position: the key is for comparing, never shown, and
// mapping both sides the same way keeps equal addresses equal ("Fort Worth Ave" and "Ft Worth Avenue" both read
// "ft worth ave"). "Saint" is not "St": Publication 28 does not abbreviate it.
//
// Unit numbers (decided for the lowest-price-per-address rule): the unit is part of the address. The rule is there
// to drop one rental listed twice; two units of one building are two rentals, both evidence of the market, so
// "Apt 2" and "Apt 3" differ, and a building's address without a unit differs from one of its units. The word
// before a dwelling's unit number says nothing about which unit it is, so Apartment, Apt, Unit, Suite, Ste and "#"
// read alike: "Apt 4B" = "Unit 4B" = "#4B" = "# 4B". Other designators (Bldg, Lot, Fl, Rm…) are kept as
// abbreviated: "Bldg 2" is not "Apt 2".

/** Directions spelled out, to their USPS abbreviations. */
export const DIRECTIONS: ReadonlyMap<string, string> = new Map([
  ['north', 'n'],
  ['south', 's'],
  ['east', 'e'],
  ['west', 'w'],
  ['northeast', 'ne'],
  ['northwest', 'nw'],
  ['southeast', 'se'],
  ['southwest', 'sw'],
]);

/** The word standing for a dwelling's unit, whatever the listing wrote. */
const UNIT_MARK = '#';

/** Publication 28, Appendix C2, "Secondary Unit Designators"; the dwelling ones read as "#". */
const UNIT_DESIGNATORS: ReadonlyMap<string, string> = new Map([
  ['apartment', UNIT_MARK],
  ['apt', UNIT_MARK],
  ['unit', UNIT_MARK],
  ['suite', UNIT_MARK],
  ['ste', UNIT_MARK],
  ['basement', 'bsmt'],
  ['building', 'bldg'],
  ['department', 'dept'],
  ['floor', 'fl'],
  ['front', 'frnt'],
  ['hangar', 'hngr'],
  ['lobby', 'lbby'],
  ['lower', 'lowr'],
  ['office', 'ofc'],
  ['penthouse', 'ph'],
  ['room', 'rm'],
  ['space', 'spc'],
  ['upper', 'uppr'],
]);

const ORDINALS: ReadonlyMap<string, string> = new Map([
  ['first', '1st'],
  ['second', '2nd'],
  ['third', '3rd'],
  ['fourth', '4th'],
  ['fifth', '5th'],
  ['sixth', '6th'],
  ['seventh', '7th'],
  ['eighth', '8th'],
  ['ninth', '9th'],
  ['tenth', '10th'],
]);

function standardWord(word: string): string {
  return (
    USPS_STREET_SUFFIXES.get(word) ?? DIRECTIONS.get(word) ?? UNIT_DESIGNATORS.get(word) ?? ORDINALS.get(word) ?? word
  );
}

/**
 * An address (a street line, or a whole one-line address) in the form addresses are compared in; '' when it has no
 * letters or digits. Not for display.
 */
export function normalizeAddress(address: string | null | undefined): string {
  if (typeof address !== 'string') return '';
  const words = address
    .toLowerCase()
    .replace(/\b(\d{5})-\d{4}\b/g, '$1')
    .replace(/['’`]/g, '')
    .replace(/\b([ns])\.([ew])\b\.?/g, '$1$2')
    .replace(/#/g, ` ${UNIT_MARK} `)
    .replace(/[^a-z0-9#/]+/g, ' ')
    .replace(/(?<!\d)\/|\/(?!\d)/g, ' ')
    .split(' ')
    .filter((word) => word !== '')
    .map(standardWord);
  // "Apt #4" names the unit once.
  const key = words.filter((word, i) => !(word === UNIT_MARK && words[i - 1] === UNIT_MARK)).join(' ');
  return /[a-z0-9]/.test(key) ? key : '';
}

/** Abbreviated words of town names: in a town's name "St" is always Saint ("St. Louis"), never Street. */
const TOWN_WORDS: ReadonlyMap<string, string> = new Map([
  ['st', 'saint'],
  ['ste', 'sainte'],
  ['ft', 'fort'],
  ['mt', 'mount'],
]);

/**
 * A town's name in the form towns are compared and looked up in: lower case, punctuation a space (an apostrophe
 * nothing), St, Ste, Ft and Mt spelled out, so "St. Louis", "saint louis" and "ST LOUIS" are one town, as are
 * "Ft Worth" and "Fort Worth". '' when there is none.
 */
export function normalizeTown(town: string | null | undefined): string {
  if (typeof town !== 'string') return '';
  return town
    .toLowerCase()
    .replace(/['’`]/g, '')
    .replace(/[^a-z0-9]+/g, ' ')
    .split(' ')
    .filter((word) => word !== '')
    .map((word) => TOWN_WORDS.get(word) ?? word)
    .join(' ');
}
