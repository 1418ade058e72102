import { GeocoderError } from './geocoder-port';
import { fetchGeocoderJson } from './geocoder-fetch';

// Google's Geocoding API, as documented: GET {base}/maps/api/geocode/json?address=…|place_id=…&key=…, answering
// { status, results: [{ formatted_address, geometry: { location: { lat, lng }, location_type }, types,
// address_components: [{ long_name, short_name, types }] }], error_message }. HTTP 200 carries every outcome;
// `status` tells them apart.

export interface GoogleConfig {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
}

export interface GoogleGeocodeResult {
  latitude: number;
  longitude: number;
  locationType: string;
  types: string[];
  formattedAddress: string | null;
  streetNumber: string | null;
  route: string | null;
  city: string | null;
  state: string | null;
  zipCode: string | null;
}

interface Component {
  long_name?: string;
  short_name?: string;
  types?: string[];
}

interface RawResult {
  formatted_address?: string;
  types?: string[];
  geometry?: { location?: { lat?: unknown; lng?: unknown }; location_type?: string };
  address_components?: Component[];
}

function component(components: readonly Component[], type: string, name: 'long_name' | 'short_name') {
  return components.find((c) => c.types?.includes(type))?.[name] ?? null;
}

/** One geocode; null for no result. Throws GeocoderError for a refused key, a quota, or a service failure. */
export async function googleGeocode(
  config: GoogleConfig,
  params: { address: string } | { placeId: string },
  signal?: AbortSignal,
): Promise<GoogleGeocodeResult | null> {
  const url = new URL(`${config.baseUrl.replace(/\/+$/, '')}/maps/api/geocode/json`);
  if ('address' in params) {
    url.searchParams.set('address', params.address);
    url.searchParams.set('components', 'country:US');
  } else {
    url.searchParams.set('place_id', params.placeId);
  }
  url.searchParams.set('key', config.apiKey);
  // UNKNOWN_ERROR is Google's word for "try again"; once is enough for a form field.
  for (let attempt = 0; attempt < 2; attempt++) {
    const answer = await fetchGeocoderJson(url, { service: 'Google Geocoding', timeoutMs: config.timeoutMs, signal });
    const body = answer.body as { status?: string; results?: RawResult[]; error_message?: string } | null;
    const status = body?.status;
    if (status === 'OK') {
      const first = body?.results?.[0];
      const latitude = Number(first?.geometry?.location?.lat);
      const longitude = Number(first?.geometry?.location?.lng);
      if (!first || !Number.isFinite(latitude) || !Number.isFinite(longitude)) {
        throw new GeocoderError('bad_response', 'Google Geocoding answered OK without a location.');
      }
      const components = first.address_components ?? [];
      return {
        latitude,
        longitude,
        locationType: first.geometry?.location_type ?? '',
        types: first.types ?? [],
        formattedAddress: first.formatted_address ?? null,
        streetNumber: component(components, 'street_number', 'long_name'),
        route: component(components, 'route', 'short_name'),
        city: component(components, 'locality', 'long_name') ?? component(components, 'sublocality', 'long_name'),
        state: component(components, 'administrative_area_level_1', 'short_name'),
        zipCode: component(components, 'postal_code', 'long_name'),
      };
    }
    if (status === 'ZERO_RESULTS' || status === 'INVALID_REQUEST' || status === 'NOT_FOUND') return null;
    if (status === 'OVER_QUERY_LIMIT' || status === 'OVER_DAILY_LIMIT') {
      throw new GeocoderError('rate_limited', `Google Geocoding is over its quota (${status}).`);
    }
    if (status === 'REQUEST_DENIED') {
      throw new GeocoderError(
        'unauthorized',
        `Google Geocoding denied the request: ${body?.error_message ?? 'no reason given'}.`,
      );
    }
    if (status !== 'UNKNOWN_ERROR') {
      throw new GeocoderError('bad_response', `Google Geocoding answered with an unknown status (${String(status)}).`);
    }
  }
  throw new GeocoderError('unavailable', 'Google Geocoding failed twice (UNKNOWN_ERROR).');
}
