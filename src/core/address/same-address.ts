import { normalizeAddress, normalizeTown } from './address-normalize';

// "Never the subject's own address": the listing being judged may itself be in the listings table, and a
// comparable that is the subject would pull the expected rent towards the asking rent. Streets and towns are compared
// in the normal forms of address-normalize.ts (USPS abbreviations, no punctuation, unit words alike; St. Louis =
// Saint Louis).

export interface AddressForMatch {
  readonly street: string | null | undefined;
  readonly city?: string | null | undefined;
  readonly zip?: string | null | undefined;
}

function sameWhenBothKnown(a: string, b: string): boolean {
  return a === '' || b === '' || a === b;
}

const zip5 = (zip: string | null | undefined) => (zip ?? '').trim().slice(0, 5);

/**
 * True when the listing is at the subject's address: the same street line in normal form, in the same ZIP code and
 * city where both sides know them (the same street line in another town is another place). A side without a street
 * never matches: with no street there is no evidence it is the same unit.
 */
export function isSameAddress(subject: AddressForMatch, listing: AddressForMatch): boolean {
  const key = normalizeAddress(subject.street);
  if (key === '' || key !== normalizeAddress(listing.street)) return false;
  return (
    sameWhenBothKnown(zip5(subject.zip), zip5(listing.zip)) &&
    sameWhenBothKnown(normalizeTown(subject.city), normalizeTown(listing.city))
  );
}

/** One key per street address and town, for keeping one comparable per address; '' when there is no street. */
export function addressKey(address: AddressForMatch): string {
  const street = normalizeAddress(address.street);
  return street === '' ? '' : `${street}|${normalizeTown(address.city)}`;
}
