import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createGeocoder } from '#server/providers/geocoder/create-geocoder';
import type { Geocoder } from '#server/providers/geocoder/geocoder-port';
import { geocoderFailure } from '../../helpers/geocoder-failure';
import { startCensusStandIn, type CensusStandIn } from '../../helpers/census-geocoder-stand-in';

let standIn: CensusStandIn;
let geocoder: Geocoder;

beforeAll(async () => {
  standIn = await startCensusStandIn();
  // The adapter's own timeout (GEOCODER_TIMEOUT_MS's default): a local stand-in answers well within it even on a
  // loaded machine. The timeout itself is tested against a stand-in that never answers.
  geocoder = createGeocoder(loadConfig({ GEOCODER: 'census', CENSUS_GEOCODER_URL: standIn.url }));
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.queue.length = 0;
  standIn.always = null;
});

const WHITE_HOUSE = { streetAddress: '1600 Pennsylvania Ave NW', city: 'Washington', state: 'DC', zipCode: '20500' };

describe('US Census Geocoder adapter against a stand-in of /locations/onelineaddress', () => {
  it('sends the one-line address with the current benchmark and reads x as longitude, y as latitude', async () => {
    expect(geocoder.name).toBe('census');
    expect(await geocoder.geocode(WHITE_HOUSE)).toEqual({
      latitude: 38.89869893252,
      longitude: -77.03518753691,
      precision: 'street',
      matchedAddress: '1600 PENNSYLVANIA AVE NW, WASHINGTON, DC, 20500',
      source: 'census',
    });
    const [request] = standIn.lookups();
    expect(request?.query.get('address')).toBe('1600 Pennsylvania Ave NW, Washington, DC 20500');
    expect(request?.query.get('benchmark')).toBe('Public_AR_Current');
    expect(request?.query.get('format')).toBe('json');
  });

  it('falls back to the ZIP centroid when nothing matches', async () => {
    const result = await geocoder.geocode({
      streetAddress: '99999 Imaginary Rd',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
    });
    expect(result).toMatchObject({ precision: 'zip', source: 'zip-centroid', latitude: 30.2713 });
    expect(standIn.lookups()).toHaveLength(1);
  });

  it('does not ask without a street, and falls back when the service refuses the address (400)', async () => {
    expect(await geocoder.geocode({ city: 'Austin', state: 'TX' })).toMatchObject({ precision: 'city' });
    expect(standIn.lookups()).toHaveLength(0);
    standIn.queue.push({ status: 400, json: { errors: ['Address cannot be empty'], status: '400' } });
    expect(await geocoder.geocode(WHITE_HOUSE)).toMatchObject({ precision: 'zip', source: 'zip-centroid' });
  });

  it('retries once after a 5xx', async () => {
    standIn.queue.push({ status: 502, text: 'Bad Gateway' });
    expect((await geocoder.geocode(WHITE_HOUSE))?.source).toBe('census');
    expect(standIn.lookups()).toHaveLength(2);
  });

  it('reports a service that stays down as unavailable, after one retry', async () => {
    standIn.always = { status: 503, text: 'Service Unavailable' };
    expect((await geocoderFailure(geocoder.geocode(WHITE_HOUSE))).kind).toBe('unavailable');
    expect(standIn.lookups()).toHaveLength(2);
  });

  it('times out a service that does not answer, retries once, then reports timeout', async () => {
    standIn.always = { neverAnswers: true };
    const impatient = createGeocoder(
      loadConfig({ GEOCODER: 'census', CENSUS_GEOCODER_URL: standIn.url, GEOCODER_TIMEOUT_MS: '300' }),
    );
    expect((await geocoderFailure(impatient.geocode(WHITE_HOUSE))).kind).toBe('timeout');
    expect(standIn.lookups()).toHaveLength(2);
  });

  it('reports an answer without a result as a bad response', async () => {
    standIn.queue.push({ json: { unexpected: true } });
    expect((await geocoderFailure(geocoder.geocode(WHITE_HOUSE))).kind).toBe('bad_response');
  });
});
