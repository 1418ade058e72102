import { joinAddress } from '#core/address/address-text';
import type { GeocodeQuery, GeocodeResult, Geocoder } from './geocoder-port';
import { cityCentroid, stateCentroid, zipPlace } from './zip-database';

/**
 * Places an address at the best centroid it can without any outside service: its ZIP code's, else the mean of its
 * city's ZIP codes, else its state's. The precision says which, so callers can show how rough the point is.
 */
export function locateByZipDatabase(query: GeocodeQuery): GeocodeResult | null {
  const state = query.state?.trim().toUpperCase() ?? '';
  const zip = query.zipCode ? zipPlace(query.zipCode) : null;
  if (zip) {
    return {
      latitude: zip.latitude,
      longitude: zip.longitude,
      precision: 'zip',
      matchedAddress: joinAddress({ city: zip.city, state: zip.state, zip: zip.zip }),
      source: 'zip-centroid',
    };
  }
  const city = query.city && state ? cityCentroid(query.city, state) : null;
  if (city) {
    return {
      latitude: city.latitude,
      longitude: city.longitude,
      precision: 'city',
      matchedAddress: joinAddress({ city: city.city, state }),
      source: 'zip-centroid',
    };
  }
  const whole = state ? stateCentroid(state) : null;
  return whole ? { ...whole, precision: 'state', matchedAddress: state, source: 'zip-centroid' } : null;
}

/** The built-in geocoder (GEOCODER=zip, the default): offline, from the `zipcodes` package. */
export function zipCentroidGeocoder(): Geocoder {
  return {
    name: 'zip-centroid',
    geocode: async (query) => locateByZipDatabase(query),
  };
}
