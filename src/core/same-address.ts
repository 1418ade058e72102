// "Never the subject's own address" (issue 4): the listing being judged may itself be in the listings table, and a
// comparable that is the subject would pull the expected rent towards the asking rent. Listing feeds write the same
// street differently ("1717 12th Avenue" in one column, "1717 12th Ave" in the title), so streets are compared in
// a normal form: lower case, no punctuation, USPS abbreviations for suffixes, directions and unit words.

const ABBREVIATIONS: Readonly<Record<string, string>> = {
  avenue: 'ave',
  av: 'ave',
  boulevard: 'blvd',
  circle: 'cir',
  court: 'ct',
  drive: 'dr',
  expressway: 'expy',
  freeway: 'fwy',
  highway: 'hwy',
  lane: 'ln',
  parkway: 'pkwy',
  place: 'pl',
  road: 'rd',
  square: 'sq',
  street: 'st',
  terrace: 'ter',
  trail: 'trl',
  way: 'way',
  north: 'n',
  south: 's',
  east: 'e',
  west: 'w',
  northeast: 'ne',
  northwest: 'nw',
  southeast: 'se',
  southwest: 'sw',
  apartment: 'apt',
  suite: 'ste',
  unit: 'unit',
  first: '1st',
  second: '2nd',
  third: '3rd',
  fourth: '4th',
  fifth: '5th',
};

/** A street line in normal form, for comparing addresses; '' when there is no street. */
export function streetKey(street: string | null | undefined): string {
  if (typeof street !== 'string') return '';
  return street
    .toLowerCase()
    .replace(/#/g, ' apt ')
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean)
    .map((word) => ABBREVIATIONS[word] ?? word)
    .join(' ');
}

export interface AddressForMatch {
  readonly street: string | null | undefined;
  readonly city?: string | null | undefined;
  readonly zip?: string | null | undefined;
}

function sameWhenBothKnown(a: string | null | undefined, b: string | null | undefined): boolean {
  const x = (a ?? '').trim().toLowerCase();
  const y = (b ?? '').trim().toLowerCase();
  return x === '' || y === '' || x === y;
}

/**
 * True when the listing is at the subject's address: the same street line in normal form, in the same ZIP code and
 * city where both sides know them (the same street line in another town is another place). A side without a street
 * never matches: with no street there is no evidence it is the same unit.
 */
export function isSameAddress(subject: AddressForMatch, listing: AddressForMatch): boolean {
  const key = streetKey(subject.street);
  if (key === '' || key !== streetKey(listing.street)) return false;
  return sameWhenBothKnown(subject.zip?.slice(0, 5), listing.zip?.slice(0, 5)) && sameWhenBothKnown(subject.city, listing.city);
}

/** One key per street address and town, for keeping one comparable per address; '' when there is no street. */
export function addressKey(address: AddressForMatch): string {
  const street = streetKey(address.street);
  return street === '' ? '' : `${street}|${(address.city ?? '').trim().toLowerCase()}`;
}
