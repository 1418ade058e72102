import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createGeocoder } from '#server/providers/geocoder/create-geocoder';
import type { Geocoder } from '#server/providers/geocoder/geocoder-port';
import { geocoderFailure } from '../../helpers/geocoder-failure';
import { startGoogleMapsStandIn, type GoogleMapsStandIn } from '../../helpers/google-maps-stand-in';

let standIn: GoogleMapsStandIn;
// The adapter's own timeout (GEOCODER_TIMEOUT_MS's default) unless a test sets one: a local stand-in answers well
// within it even on a loaded machine. The timeout itself is tested against a stand-in that never answers.
const geocoderWith = (key: string, env: Record<string, string> = {}): Geocoder =>
  createGeocoder(
    loadConfig({ GEOCODER: 'google', GOOGLE_MAPS_API_KEY: key, GOOGLE_MAPS_BASE_URL: standIn.url, ...env }),
  );

beforeAll(async () => {
  standIn = await startGoogleMapsStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.queue.length = 0;
  standIn.always = null;
});

const GOOGLEPLEX = { streetAddress: '1600 Amphitheatre Pkwy', city: 'Mountain View', state: 'CA', zipCode: '94043' };

describe('Google Geocoding adapter against a stand-in of /maps/api/geocode/json', () => {
  it('reads a ROOFTOP result, sending the address, the key and the US restriction', async () => {
    const geocoder = geocoderWith('test-google-key');
    expect(geocoder.name).toBe('google');
    expect(await geocoder.geocode(GOOGLEPLEX)).toEqual({
      latitude: 37.4224,
      longitude: -122.0842,
      precision: 'rooftop',
      matchedAddress: '1600 Amphitheatre Pkwy, Mountain View, CA 94043, USA',
      source: 'google',
    });
    const [request] = standIn.geocodes();
    expect(request?.query.get('address')).toBe('1600 Amphitheatre Pkwy, Mountain View, CA 94043');
    expect(request?.query.get('key')).toBe('test-google-key');
    expect(request?.query.get('components')).toBe('country:US');
  });

  it('says city precision for a locality result', async () => {
    expect(await geocoderWith('test-google-key').geocode({ city: 'Austin', state: 'TX' })).toMatchObject({
      precision: 'city',
      source: 'google',
    });
  });

  it('falls back to the ZIP centroid on ZERO_RESULTS', async () => {
    const result = await geocoderWith('test-google-key').geocode({
      streetAddress: '1 Nowhere Ln',
      state: 'TX',
      zipCode: '78701',
    });
    expect(result).toMatchObject({ precision: 'zip', source: 'zip-centroid' });
  });

  it('maps OVER_QUERY_LIMIT to rate_limited and REQUEST_DENIED to unauthorized', async () => {
    const limited = await geocoderFailure(
      geocoderWith('test-google-key').geocode({ streetAddress: '1 Quota St', state: 'TX' }),
    );
    expect(limited.kind).toBe('rate_limited');
    const denied = await geocoderFailure(geocoderWith('wrong-key').geocode(GOOGLEPLEX));
    expect(denied.kind).toBe('unauthorized');
    expect(denied.message).toContain('The provided API key is invalid.');
  });

  it('retries UNKNOWN_ERROR once, then reports unavailable', async () => {
    standIn.queue.push({ json: { status: 'UNKNOWN_ERROR', results: [] } });
    expect((await geocoderWith('test-google-key').geocode(GOOGLEPLEX))?.source).toBe('google');
    standIn.requests.length = 0;
    expect(
      (await geocoderFailure(geocoderWith('test-google-key').geocode({ streetAddress: '1 Flaky St', state: 'TX' })))
        .kind,
    ).toBe('unavailable');
    expect(standIn.geocodes()).toHaveLength(2);
  });

  it('times out a service that does not answer, retries once, then reports timeout', async () => {
    standIn.always = { neverAnswers: true };
    const impatient = geocoderWith('test-google-key', { GEOCODER_TIMEOUT_MS: '300' });
    expect((await geocoderFailure(impatient.geocode(GOOGLEPLEX))).kind).toBe('timeout');
    expect(standIn.geocodes()).toHaveLength(2);
  });
});
