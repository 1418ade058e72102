import { joinAddress } from '#core/address/address-text';
import type { Comparable } from './rent-data-port';
import type { ListingDetails, ProbeRow } from './search-listings';

// A listing the search found near the subject, and the comparable a report gets from it.

/** A listing inside the search's radius, with its distance from the subject. */
export interface Candidate extends ProbeRow {
  distanceMiles: number;
  baths: number | null;
}

export interface DetailedCandidate extends Candidate, ListingDetails {
  addressKey: string;
}

export function toComparable(candidate: DetailedCandidate): Comparable {
  return {
    // The full line, so the report's "lowest price per address" rule does not merge the same street of two towns;
    // no street means no address (the rule never merges those).
    address:
      candidate.address === ''
        ? ''
        : joinAddress({ street: candidate.address, city: candidate.city, state: candidate.state, zip: candidate.zip }),
    price: Math.round(candidate.rentCents / 100),
    sqft: candidate.sqft,
    bedrooms: candidate.bedrooms,
    baths: candidate.bathrooms,
    latitude: candidate.lat,
    longitude: candidate.lng,
    distanceMiles: Math.round(candidate.distanceMiles * 100) / 100,
    listedAt: candidate.listedAt.toISOString(),
    source: 'listings',
    zipCode: candidate.zip,
  };
}
