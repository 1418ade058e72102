// The geocoder port (decision 022): places an address on the map. Default: ZIP-code centroids (`zipcodes` package),
// city centroids when only city/state are known. Real adapters: US Census Geocoder (no key), Google.

export type GeocodePrecision = 'rooftop' | 'street' | 'zip' | 'city' | 'state';

export interface GeocodeQuery {
  streetAddress?: string;
  city?: string;
  state?: string;
  zipCode?: string;
}

export interface GeocodeResult {
  latitude: number;
  longitude: number;
  precision: GeocodePrecision;
  /** The address as the geocoder understood it, when it says. */
  matchedAddress: string | null;
  source: 'zip-centroid' | 'census' | 'google';
}

export interface Geocoder {
  readonly name: 'zip-centroid' | 'census' | 'google';
  /** Null when the address cannot be placed at all. Throws only on provider failure (timeouts, 5xx). */
  geocode(query: GeocodeQuery, options?: { signal?: AbortSignal }): Promise<GeocodeResult | null>;
}

/** A geocoding service failure (not "no match", which is a null result or a fallback to the ZIP centroid). */
export class GeocoderError extends Error {
  override name = 'GeocoderError';
  constructor(
    readonly kind: 'unauthorized' | 'rate_limited' | 'unavailable' | 'timeout' | 'bad_response',
    message: string,
  ) {
    super(message);
  }
}
