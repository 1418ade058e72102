import { startHttpStandIn, type HttpStandIn, type StandInAnswer, type StandInRequest } from './http-stand-in';

// Google Maps Platform web services in their documented formats, HTTP 200 with a `status` field for every outcome:
// - Geocoding: GET /maps/api/geocode/json?address=…|place_id=…&key=… → { status, results: [{ formatted_address,
//   geometry: { location: { lat, lng }, location_type }, types, address_components, place_id }] }
// - Places Autocomplete: GET /maps/api/place/autocomplete/json?input=…&types=address&components=country:us&key=…
//   → { status, predictions: [{ description, place_id, structured_formatting, terms, types }] }

export interface GoogleMapsStandIn extends HttpStandIn {
  /** GOOGLE_MAPS_BASE_URL. */
  url: string;
  queue: StandInAnswer[];
  always: StandInAnswer | null;
  geocodes(): StandInRequest[];
  autocompletes(): StandInRequest[];
}

function component(long: string, short: string, types: string[]) {
  return { long_name: long, short_name: short, types };
}

interface Place {
  placeId: string;
  number: string;
  route: string;
  routeShort: string;
  city: string;
  state: string;
  stateName: string;
  zip: string;
  lat: number;
  lng: number;
}

const PLACES: Place[] = [
  {
    placeId: 'place-main-austin',
    number: '123',
    route: 'Main Street',
    routeShort: 'Main St',
    city: 'Austin',
    state: 'TX',
    stateName: 'Texas',
    zip: '78701',
    lat: 30.2682,
    lng: -97.7461,
  },
  {
    placeId: 'place-main-dallas',
    number: '123',
    route: 'Main Street',
    routeShort: 'Main St',
    city: 'Dallas',
    state: 'TX',
    stateName: 'Texas',
    zip: '75202',
    lat: 32.7804,
    lng: -96.8003,
  },
  {
    placeId: 'place-amphitheatre',
    number: '1600',
    route: 'Amphitheatre Parkway',
    routeShort: 'Amphitheatre Pkwy',
    city: 'Mountain View',
    state: 'CA',
    stateName: 'California',
    zip: '94043',
    lat: 37.4224,
    lng: -122.0842,
  },
];

function addressResult(place: Place) {
  return {
    formatted_address: `${place.number} ${place.routeShort}, ${place.city}, ${place.state} ${place.zip}, USA`,
    geometry: { location: { lat: place.lat, lng: place.lng }, location_type: 'ROOFTOP' },
    place_id: place.placeId,
    types: ['street_address'],
    address_components: [
      component(place.number, place.number, ['street_number']),
      component(place.route, place.routeShort, ['route']),
      component(place.city, place.city, ['locality', 'political']),
      component(place.stateName, place.state, ['administrative_area_level_1', 'political']),
      component('United States', 'US', ['country', 'political']),
      component(place.zip, place.zip, ['postal_code']),
    ],
  };
}

const AUSTIN_LOCALITY = {
  formatted_address: 'Austin, TX, USA',
  geometry: { location: { lat: 30.267153, lng: -97.7430608 }, location_type: 'APPROXIMATE' },
  place_id: 'place-austin',
  types: ['locality', 'political'],
  address_components: [
    component('Austin', 'Austin', ['locality', 'political']),
    component('Texas', 'TX', ['administrative_area_level_1', 'political']),
  ],
};

function geocode(query: URLSearchParams): StandInAnswer {
  const placeId = query.get('place_id');
  if (placeId) {
    const place = PLACES.find((p) => p.placeId === placeId);
    return { json: place ? { status: 'OK', results: [addressResult(place)] } : { status: 'NOT_FOUND', results: [] } };
  }
  const address = (query.get('address') ?? '').toLowerCase();
  if (!address)
    return {
      json: {
        status: 'INVALID_REQUEST',
        results: [],
        error_message: 'Invalid request. Missing the address parameter.',
      },
    };
  if (address.includes('quota'))
    return { json: { status: 'OVER_QUERY_LIMIT', results: [], error_message: 'You have exceeded your rate-limit.' } };
  if (address.includes('flaky')) return { json: { status: 'UNKNOWN_ERROR', results: [] } };
  const place = PLACES.find(
    (p) => address.startsWith(`${p.number} ${p.routeShort.toLowerCase()}`) && address.includes(p.city.toLowerCase()),
  );
  if (place) return { json: { status: 'OK', results: [addressResult(place)] } };
  if (address === 'austin, tx') return { json: { status: 'OK', results: [AUSTIN_LOCALITY] } };
  return { json: { status: 'ZERO_RESULTS', results: [] } };
}

function autocomplete(query: URLSearchParams): StandInAnswer {
  const input = (query.get('input') ?? '').toLowerCase();
  if (input.includes('quota'))
    return {
      json: { status: 'OVER_QUERY_LIMIT', predictions: [], error_message: 'You have exceeded your rate-limit.' },
    };
  const matches = PLACES.filter((p) => `${p.number} ${p.route}`.toLowerCase().startsWith(input.slice(0, 8)));
  if (matches.length === 0) return { json: { status: 'ZERO_RESULTS', predictions: [] } };
  return {
    json: {
      status: 'OK',
      predictions: matches.map((p) => ({
        description: `${p.number} ${p.route}, ${p.city}, ${p.state}, USA`,
        place_id: p.placeId,
        structured_formatting: { main_text: `${p.number} ${p.route}`, secondary_text: `${p.city}, ${p.state}, USA` },
        terms: [p.number, p.route, p.city, p.state, 'USA'].map((value, i) => ({ offset: i, value })),
        types: ['street_address', 'geocode'],
      })),
    },
  };
}

export async function startGoogleMapsStandIn(apiKey = 'test-google-key'): Promise<GoogleMapsStandIn> {
  const control: Pick<GoogleMapsStandIn, 'queue' | 'always'> = { queue: [], always: null };
  const server = await startHttpStandIn((request) => {
    const isGeocode = request.path === '/maps/api/geocode/json';
    const isAutocomplete = request.path === '/maps/api/place/autocomplete/json';
    if (!isGeocode && !isAutocomplete) return { status: 404, text: 'Not Found' };
    const next = control.queue.shift() ?? control.always;
    if (next) return next;
    if (request.query.get('key') !== apiKey) {
      const denied = { status: 'REQUEST_DENIED', error_message: 'The provided API key is invalid.' };
      return { json: isGeocode ? { ...denied, results: [] } : { ...denied, predictions: [] } };
    }
    return isGeocode ? geocode(request.query) : autocomplete(request.query);
  });
  return Object.assign(control, server, {
    url: server.origin,
    geocodes: () => server.requests.filter((r) => r.path === '/maps/api/geocode/json'),
    autocompletes: () => server.requests.filter((r) => r.path === '/maps/api/place/autocomplete/json'),
  });
}
