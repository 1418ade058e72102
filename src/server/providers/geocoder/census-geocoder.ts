import { joinAddress } from '#core/address/address-text';
import type { Geocoder } from './geocoder-port';
import { GeocoderError } from './geocoder-port';
import { fetchGeocoderJson } from './geocoder-fetch';
import { locateByZipDatabase } from './zip-centroid-geocoder';

interface CensusMatch {
  matchedAddress?: unknown;
  coordinates?: { x?: unknown; y?: unknown };
}

/**
 * The US Census Geocoder (GEOCODER=census, free, no key), its documented one-line address call:
 * GET {base}/locations/onelineaddress?address=…&benchmark=Public_AR_Current&format=json, answering
 * { result: { addressMatches: [{ matchedAddress, coordinates: { x: longitude, y: latitude } }] } }.
 * It interpolates along TIGER street segments, so a match is street precision. No match (or an address it
 * refuses) falls back to the ZIP centroid, as does an address without a street.
 */
export function censusGeocoder(options: { baseUrl: string; timeoutMs: number }): Geocoder {
  return {
    name: 'census',
    async geocode(query, callOptions) {
      if (!query.streetAddress?.trim()) return locateByZipDatabase(query);
      const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/locations/onelineaddress`);
      url.searchParams.set(
        'address',
        joinAddress({ street: query.streetAddress, city: query.city, state: query.state, zip: query.zipCode }),
      );
      url.searchParams.set('benchmark', 'Public_AR_Current');
      url.searchParams.set('format', 'json');
      const answer = await fetchGeocoderJson(url, {
        service: 'The US Census Geocoder',
        timeoutMs: options.timeoutMs,
        signal: callOptions?.signal,
      });
      if (answer.status !== 200) return locateByZipDatabase(query);
      const result = (answer.body as { result?: { addressMatches?: unknown } } | null)?.result;
      if (!result || !Array.isArray(result.addressMatches)) {
        throw new GeocoderError('bad_response', 'The US Census Geocoder answered without a result.');
      }
      const match = result.addressMatches[0] as CensusMatch | undefined;
      const longitude = Number(match?.coordinates?.x);
      const latitude = Number(match?.coordinates?.y);
      if (!match || !Number.isFinite(latitude) || !Number.isFinite(longitude)) return locateByZipDatabase(query);
      return {
        latitude,
        longitude,
        precision: 'street',
        matchedAddress: typeof match.matchedAddress === 'string' ? match.matchedAddress : null,
        source: 'census',
      };
    },
  };
}
