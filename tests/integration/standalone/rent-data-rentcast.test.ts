import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#core/messages';
import { loadConfig } from '#server/config';
import { RentDataError, type RentDataSubject } from '#server/providers/rent-data/rent-data-port';
import { rentcastRentDataProvider, RENTCAST_MAX_COMPS } from '#server/providers/rent-data/rentcast-rent-data';
import { startHttpStandIn } from '../../helpers/http-stand-in';
import { startRentcastStandIn, type RentcastStandIn } from '../../helpers/rentcast-stand-in';

// The adapter's own timeout (RENT_DATA_TIMEOUT_MS's default): a local stand-in answers well within it even on a loaded
// machine. The timeout itself is tested with a short one against a stand-in that never answers.
const TIMEOUT_MS = loadConfig({}).RENT_DATA_TIMEOUT_MS;
const SHORT_TIMEOUT_MS = 300;

function subject(overrides: Partial<RentDataSubject> = {}): RentDataSubject {
  return {
    streetAddress: '5500 Grand Lake Dr',
    city: 'San Antonio',
    state: 'TX',
    zipCode: '78244',
    latitude: 29.475962,
    longitude: -98.351442,
    bedrooms: 3,
    baths: 2,
    sqft: 1600,
    buildingType: 'house',
    ...overrides,
  };
}

let standIn: RentcastStandIn;
const provider = (apiKey = 'test-rentcast-key', timeoutMs = TIMEOUT_MS) =>
  rentcastRentDataProvider({ baseUrl: standIn.url, apiKey, timeoutMs, lookbackDays: 365 });

async function failure(promise: Promise<unknown>): Promise<RentDataError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(RentDataError);
  return error as RentDataError;
}

beforeAll(async () => {
  standIn = await startRentcastStandIn();
});
afterAll(async () => {
  await standIn?.close();
});
beforeEach(() => {
  standIn.requests.length = 0;
  standIn.queue.length = 0;
  standIn.always = null;
});

describe('RentCast provider against a stand-in speaking GET /avm/rent/long-term', () => {
  it('asks with the documented query and key header', async () => {
    await provider().findComparables(subject());
    const [request] = standIn.estimates();
    expect(request?.headers['x-api-key']).toBe('test-rentcast-key');
    expect(Object.fromEntries(request?.query ?? [])).toEqual({
      address: '5500 Grand Lake Dr, San Antonio, TX, 78244',
      propertyType: 'Single Family',
      bedrooms: '3',
      bathrooms: '2',
      squareFootage: '1600',
      compCount: String(RENTCAST_MAX_COMPS),
      maxRadius: '10',
      daysOld: '365',
    });
  });

  it('maps the comparables into our shape, leaving out one without a price', async () => {
    const result = await provider().findComparables(
      subject({ buildingType: 'apartment', bedrooms: 1, baths: 1, sqft: 700 }),
    );
    expect(standIn.estimates()[0]?.query.get('propertyType')).toBe('Apartment');
    expect(result.provider).toBe('rentcast');
    expect(result.isSample).toBe(false);
    expect(result.comparables).toHaveLength(RENTCAST_MAX_COMPS - 1);
    expect(result.comparables[0]).toEqual({
      address: '7300 Grand Lake Dr, San Antonio, TX 78244',
      price: 1100,
      sqft: 595,
      bedrooms: 1,
      baths: 1,
      latitude: 29.4753,
      longitude: -98.3506,
      distanceMiles: 0.2,
      listedAt: '2025-01-10',
      source: 'rentcast',
      // The ZIP and RentCast's own similarity score are kept (decision 041 weighs comps by it).
      zipCode: '78244',
      correlation: 0.99,
    });
    // …and so is RentCast's own estimate (the stand-in answers the median of its priced comparables).
    expect(result.providerRent).toBe(result.comparables.map((c) => c.price).sort((a, b) => a - b)[12]);
    const prices = result.comparables.map((c) => c.price).sort((a, b) => a - b);
    expect(result.medianRent).toBe((prices[11]! + prices[12]!) / 2);
    expect(result.radiusMiles).toBe(2.8); // the farthest priced comparable, 2.73 miles, rounded up
    expect(result.window.to).toBe(new Date().toISOString().slice(0, 10));
  });

  it('sends coordinates when the street is missing, and refuses without either', async () => {
    await provider().findComparables(subject({ streetAddress: '' }));
    expect(standIn.estimates()[0]?.query.get('latitude')).toBe('29.475962');
    expect(standIn.estimates()[0]?.query.has('address')).toBe(false);

    const error = await failure(
      provider().findComparables(subject({ streetAddress: '', latitude: null, longitude: null })),
    );
    expect(error.kind).toBe('missing_address');
    expect(standIn.estimates()).toHaveLength(1);
  });

  it('maps 400 to the product’s missing-address message', async () => {
    standIn.queue.push({ status: 400, json: { status: 400, error: 'validation', message: 'bad address' } });
    const error = await failure(provider().findComparables(subject()));
    expect(error.kind).toBe('missing_address');
    expect(error.message).toBe(REPORT_MESSAGES.missingAddressParameters);
    expect(error.message).toBe('Missing required address parameters. Please ensure the address is complete.');
  });

  it('maps a refused key (401) and a forbidden plan (403) to unauthorized, without retrying', async () => {
    const refused = await failure(provider('wrong-key').findComparables(subject()));
    expect(refused.kind).toBe('unauthorized');
    expect(refused.message).toBe('Request failed with status 401');
    standIn.queue.push({ status: 403, json: { status: 403, error: 'auth/forbidden', message: 'no' } });
    expect((await failure(provider().findComparables(subject()))).kind).toBe('unauthorized');
    expect(standIn.estimates()).toHaveLength(2);
  });

  it('maps 429 to rate_limited without retrying', async () => {
    standIn.queue.push({ status: 429, json: { status: 429, error: 'rate-limit', message: 'slow down' } });
    const error = await failure(provider().findComparables(subject()));
    expect(error.kind).toBe('rate_limited');
    expect(error.message).toBe('Request failed with status 429');
    expect(standIn.estimates()).toHaveLength(1);
  });

  it('retries once after a 5xx and succeeds', async () => {
    standIn.queue.push({ status: 503, text: 'Service Unavailable' });
    const result = await provider().findComparables(subject());
    expect(result.comparables.length).toBeGreaterThan(0);
    expect(standIn.estimates()).toHaveLength(2);
  });

  it('maps a 5xx that persists to unavailable after one retry', async () => {
    standIn.always = { status: 500, json: { status: 500, error: 'internal', message: 'oops' } };
    const error = await failure(provider().findComparables(subject()));
    expect(error.kind).toBe('unavailable');
    expect(error.message).toBe('Request failed with status 500');
    expect(standIn.estimates()).toHaveLength(2);
  });

  it('times out a service that does not answer, retries once, then reports timeout', async () => {
    standIn.always = { neverAnswers: true };
    const error = await failure(provider('test-rentcast-key', SHORT_TIMEOUT_MS).findComparables(subject()));
    expect(error.kind).toBe('timeout');
    expect(standIn.estimates()).toHaveLength(2);
  });

  it('recovers when only the first call goes unanswered', async () => {
    // The first call waits out the adapter's own timeout; the retry is answered.
    standIn.queue.push({ neverAnswers: true });
    const result = await provider().findComparables(subject());
    expect(result.comparables.length).toBeGreaterThan(0);
  });

  it('reports something other than JSON, or JSON without comparables, as a bad response', async () => {
    standIn.queue.push({ status: 200, text: '<html>maintenance</html>' });
    expect((await failure(provider().findComparables(subject()))).kind).toBe('bad_response');
    standIn.queue.push({ json: { comparables: 'none' } });
    expect((await failure(provider().findComparables(subject()))).kind).toBe('bad_response');
  });

  it('answers an empty list when RentCast has no comparables', async () => {
    standIn.queue.push({ json: { rent: 0, comparables: [] } });
    const result = await provider().findComparables(subject());
    expect(result.comparables).toEqual([]);
    expect(result.medianRent).toBeNull();
    expect(result.radiusMiles).toBe(10);
  });

  it('reports a service that cannot be reached as unavailable', async () => {
    const gone = await startHttpStandIn(() => ({ json: {} }));
    await gone.close();
    const error = await failure(
      rentcastRentDataProvider({
        baseUrl: `${gone.origin}/v1`,
        apiKey: 'k',
        timeoutMs: TIMEOUT_MS,
        lookbackDays: 365,
      }).findComparables(subject()),
    );
    expect(error.kind).toBe('unavailable');
  });
});
