import { joinAddress } from '#core/address/address-text';
import type { GeocodePrecision, Geocoder } from './geocoder-port';
import { googleGeocode, type GoogleConfig, type GoogleGeocodeResult } from './google-geocoding';
import { locateByZipDatabase } from './zip-centroid-geocoder';

/** How exact Google's point is: its result types say what was found, location_type how it was placed. */
function googlePrecision(result: Pick<GoogleGeocodeResult, 'types' | 'locationType'>): GeocodePrecision {
  if (result.types.includes('postal_code')) return 'zip';
  if (result.types.includes('locality') || result.types.includes('sublocality')) return 'city';
  if (result.types.includes('administrative_area_level_1')) return 'state';
  return result.locationType === 'ROOFTOP' ? 'rooftop' : 'street';
}

/** Google's Geocoding API (GEOCODER=google with GOOGLE_MAPS_API_KEY); no result falls back to the ZIP centroid. */
export function googleGeocoder(config: GoogleConfig): Geocoder {
  return {
    name: 'google',
    async geocode(query, options) {
      const address = joinAddress({
        street: query.streetAddress,
        city: query.city,
        state: query.state,
        zip: query.zipCode,
      });
      if (!address) return null;
      const result = await googleGeocode(config, { address }, options?.signal);
      if (!result) return locateByZipDatabase(query);
      return {
        latitude: result.latitude,
        longitude: result.longitude,
        precision: googlePrecision(result),
        matchedAddress: result.formattedAddress,
        source: 'google',
      };
    },
  };
}
