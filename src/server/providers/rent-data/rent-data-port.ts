// The rent-data port (docs/architecture.md#outside-services; docs/product.md#market-data-sources): comparable rentals of
// the lookback window around a subject. Three providers implement it: `sample` (default, offline), `listings` (our own
// imported listings table) and `rentcast` (RentCast API).

type RentDataProviderName = 'sample' | 'listings' | 'rentcast';

export interface RentDataSubject {
  streetAddress: string;
  city: string;
  /** Two-letter code. */
  state: string;
  zipCode: string;
  /** From the geocoder; null when it could not place the address. */
  latitude: number | null;
  longitude: number | null;
  /** 0 for a studio; 6 stands for 6+. */
  bedrooms: number;
  /** 1, 2 or 3 (3 stands for 3+). A provider that wants a coarse bath filter gets '1' or '1.5+' (core bathsParam). */
  baths: number;
  sqft: number;
  buildingType: 'apartment' | 'house';
}

export interface Comparable {
  address: string;
  /** Monthly rent in whole dollars. */
  price: number;
  sqft: number | null;
  bedrooms: number | null;
  baths: number | null;
  latitude: number | null;
  longitude: number | null;
  distanceMiles: number | null;
  /** ISO date the listing was seen. */
  listedAt: string | null;
  source: RentDataProviderName;
  /** The comp's ZIP code when known (decision 041: its own benchmark puts it on the subject's place). */
  zipCode?: string | null;
  /** The provider's own similarity score, 0 to 1 (RentCast `correlation`), kept as a weight. */
  correlation?: number | null;
}

export interface ComparablesResult {
  provider: RentDataProviderName;
  comparables: Comparable[];
  /** Median monthly rent of the comparables (whole dollars), null when there are none. */
  medianRent: number | null;
  /** The provider's own rent estimate for the subject, when it makes one (RentCast's `rent`); whole dollars. */
  providerRent?: number | null;
  /** Search radius the provider ended up using, in miles (null when the provider does not say). */
  radiusMiles: number | null;
  /** The window searched, ISO dates. */
  window: { from: string; to: string };
  /** True when the comparables are generated sample data, not real listings (the UI shows a badge). */
  isSample: boolean;
}

/** A provider failure, mapped to the product's messages by the report run (docs/product.md#when-a-run-fails). */
export class RentDataError extends Error {
  override name = 'RentDataError';
  constructor(
    readonly kind: 'missing_address' | 'unauthorized' | 'rate_limited' | 'unavailable' | 'timeout' | 'bad_response',
    message: string,
    options?: ErrorOptions,
  ) {
    super(message, options);
  }
}

export interface RentDataProvider {
  readonly name: RentDataProviderName;
  findComparables(
    subject: RentDataSubject,
    options?: { asOf?: Date; signal?: AbortSignal },
  ): Promise<ComparablesResult>;
}
