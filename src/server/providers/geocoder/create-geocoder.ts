import type { Config } from '../../config';
import { censusGeocoder } from './census-geocoder';
import type { Geocoder } from './geocoder-port';
import { googleGeocoder } from './google-geocoder';
import { zipCentroidGeocoder } from './zip-centroid-geocoder';

/** GEOCODER=zip (default, offline), census (US Census Geocoder, no key) or google (needs GOOGLE_MAPS_API_KEY). */
export function createGeocoder(config: Config): Geocoder {
  switch (config.GEOCODER) {
    case 'census':
      return censusGeocoder({ baseUrl: config.CENSUS_GEOCODER_URL, timeoutMs: config.GEOCODER_TIMEOUT_MS });
    case 'google':
      if (!config.GOOGLE_MAPS_API_KEY) throw new Error('GEOCODER=google needs GOOGLE_MAPS_API_KEY');
      return googleGeocoder({
        baseUrl: config.GOOGLE_MAPS_BASE_URL,
        apiKey: config.GOOGLE_MAPS_API_KEY,
        timeoutMs: config.GEOCODER_TIMEOUT_MS,
      });
    case 'zip':
      return zipCentroidGeocoder();
  }
}
