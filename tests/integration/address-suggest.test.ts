import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '#core/messages';
import { UNIT_NUMBER_NOTE } from '#core/address/address-parse';
import { listings, transactions } from '#server/db/schema';
import { ADDRESS_SUGGEST_RATE } from '#server/addresses/address-routes';
import { freshClientIp, signUp } from '../helpers/accounts';
import { startGoogleMapsStandIn, type GoogleMapsStandIn } from '../helpers/google-maps-stand-in';
import { startTestServer, type TestServer } from '../helpers/test-server';

interface Suggestion {
  label: string;
  streetAddress: string;
  city: string;
  state: string;
  zipCode: string;
  complete: boolean;
}
interface Answer {
  suggestions: Suggestion[];
  note?: string;
}

let server: TestServer;
let googleServer: TestServer;
let google: GoogleMapsStandIn;

beforeAll(async () => {
  google = await startGoogleMapsStandIn();
  [server, googleServer] = await Promise.all([
    startTestServer({ TRUST_PROXY: '1' }),
    startTestServer({
      TRUST_PROXY: '1',
      GOOGLE_MAPS_API_KEY: 'test-google-key',
      GOOGLE_MAPS_BASE_URL: google.url,
      // Generous against a local stand-in on a loaded machine; the timeout itself is met by one that never answers.
      GEOCODER_TIMEOUT_MS: '3000',
    }),
  ]);
  const listedAt = new Date('2025-03-01T00:00:00Z');
  await server.database.db.insert(listings).values([
    {
      source: 'test',
      sourceId: '1',
      address: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      lat: 30.268,
      lng: -97.742,
      rent: 180000,
      bedrooms: 1,
      listedAt,
    },
    {
      source: 'test',
      sourceId: '2',
      address: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      lat: 30.268,
      lng: -97.742,
      rent: 240000,
      bedrooms: 2,
      listedAt,
    },
    {
      source: 'test',
      sourceId: '3',
      address: '502 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      lat: 30.268,
      lng: -97.742,
      rent: 200000,
      bedrooms: 1,
      listedAt,
    },
    {
      source: 'test',
      sourceId: '4',
      address: '100 Real_Rd',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      lat: 30.27,
      lng: -97.74,
      rent: 150000,
      bedrooms: 1,
      listedAt,
    },
    {
      source: 'test',
      sourceId: '5',
      address: '100 RealXRd',
      city: 'Austin',
      state: 'TX',
      zip: '78701',
      lat: 30.27,
      lng: -97.74,
      rent: 150000,
      bedrooms: 1,
      listedAt,
    },
  ]);
});
afterAll(async () => {
  await Promise.all([server?.close(), googleServer?.close()]);
  await google?.close();
});

async function suggest(target: TestServer, q: string | null, headers: Record<string, string> = {}) {
  const path = q === null ? '/api/address/suggest' : `/api/address/suggest?q=${encodeURIComponent(q)}`;
  const res = await target.api(path, { headers: { ...freshClientIp(), ...headers } });
  return { res, body: (await res.json()) as Answer };
}

describe('GET /api/address/suggest', () => {
  it('reads a typed address and completes city and state from the ZIP code', async () => {
    const { res, body } = await suggest(server, '123 main st 78701');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('private, no-store');
    expect(body).toEqual({
      suggestions: [
        {
          label: '123 Main St, Austin, TX 78701',
          streetAddress: '123 Main St',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          complete: true,
        },
      ],
    });
  });

  it('reads the comma form and the form without commas', async () => {
    expect((await suggest(server, '123 Main St, Austin, TX 78701')).body.suggestions[0]?.complete).toBe(true);
    expect((await suggest(server, '123 Main St Austin TX')).body.suggestions[0]).toMatchObject({
      streetAddress: '123 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '',
      complete: false,
    });
  });

  it('marks a suggestion the form must complete by hand as incomplete', async () => {
    const { body } = await suggest(server, '7 Front St, Austin, TX');
    expect(body.suggestions).toEqual([
      {
        label: '7 Front St, Austin, TX',
        streetAddress: '7 Front St',
        city: 'Austin',
        state: 'TX',
        zipCode: '',
        complete: false,
      },
    ]);
    // The form then shows the product's message (docs/product.md#address-entry), which core keeps.
    expect(REPORT_MESSAGES.incompleteAddress).toBe(
      'The address from Google was incomplete. Please confirm the details below and fill in any missing fields.',
    );
  });

  it('takes a unit number out and says so', async () => {
    const { body } = await suggest(server, '123 Main St Apt 4B, Austin, TX 78701');
    expect(body.note).toBe(UNIT_NUMBER_NOTE);
    expect(body.suggestions[0]?.streetAddress).toBe('123 Main St');
  });

  it('answers junk, too short, too long and missing text with no suggestions, not an error', async () => {
    for (const q of [null, '', 'ab', '!!!???***', '12345678', `123 Main St ${'x'.repeat(200)}`]) {
      const { res, body } = await suggest(server, q);
      expect(res.status, String(q)).toBe(200);
      expect(body, String(q)).toEqual({ suggestions: [] });
    }
  });

  it('suggests imported listing addresses that start with the typed street, once each', async () => {
    const { body } = await suggest(server, '500 Congress');
    expect(body.suggestions[0]).toEqual({
      label: '500 Congress Ave, Austin, TX 78701',
      streetAddress: '500 Congress Ave',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      complete: true,
    });
    expect(body.suggestions.filter((s) => s.streetAddress === '500 Congress Ave')).toHaveLength(1);
    expect(body.suggestions.some((s) => s.streetAddress === '502 Congress Ave')).toBe(false);
  });

  it('matches % and _ literally', async () => {
    const underscore = await suggest(server, '100 Real_');
    expect(underscore.body.suggestions.map((s) => s.streetAddress)).toEqual(['100 Real_Rd']);
    const percent = await suggest(server, '100 Re%Rd');
    expect(percent.body.suggestions).toEqual([]);
  });

  it('suggests the signed-in user’s own past report addresses (contains), and nobody else’s', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    await server.database.db.insert(transactions).values({
      userId: owner.user.id,
      streetAddress: '4821 Shoal Creek Blvd',
      city: 'Austin',
      state: 'TX',
      zipCode: '78756',
      rent: 180000,
      bedrooms: '2',
      bathrooms: '1',
      sqft: 900,
      buildingType: 'apartment',
      qualityLevel: 2,
      amenitiesLevel: 2,
    });
    const mine = await suggest(server, '4821 Shoal', { cookie: owner.cookie });
    expect(mine.body.suggestions[0]).toMatchObject({
      label: '4821 Shoal Creek Blvd, Austin, TX 78756',
      complete: true,
    });
    const theirs = await suggest(server, '4821 Shoal', { cookie: other.cookie });
    expect(theirs.body.suggestions.some((s) => s.streetAddress === '4821 Shoal Creek Blvd')).toBe(false);
    const anonymous = await suggest(server, '4821 Shoal');
    expect(anonymous.body.suggestions.some((s) => s.streetAddress === '4821 Shoal Creek Blvd')).toBe(false);
  });

  it('is rate limited per client address', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.200' };
    for (let i = 0; i < ADDRESS_SUGGEST_RATE.limit; i++) {
      const res = await server.api('/api/address/suggest?q=ab', { headers: ip });
      expect(res.status).toBe(200);
      await res.body?.cancel();
    }
    const limited = await server.api('/api/address/suggest?q=ab', { headers: ip });
    expect(limited.status).toBe(429);
    expect(((await limited.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    const otherClient = await server.api('/api/address/suggest?q=ab', { headers: freshClientIp() });
    expect(otherClient.status).toBe(200);
  });
});

describe('GET /api/address/suggest with Google Places configured', () => {
  it('adds Google predictions, completing their ZIP codes by place id', async () => {
    google.requests.length = 0;
    const { body } = await suggest(googleServer, '123 Main');
    // The street comes from the place's own components (Google's short route name), the ZIP code too.
    expect(body.suggestions).toEqual([
      {
        label: '123 Main St, Austin, TX 78701',
        streetAddress: '123 Main St',
        city: 'Austin',
        state: 'TX',
        zipCode: '78701',
        complete: true,
      },
      {
        label: '123 Main St, Dallas, TX 75202',
        streetAddress: '123 Main St',
        city: 'Dallas',
        state: 'TX',
        zipCode: '75202',
        complete: true,
      },
    ]);
    const [autocomplete] = google.autocompletes();
    expect(autocomplete?.query.get('input')).toBe('123 Main');
    expect(autocomplete?.query.get('types')).toBe('address');
    expect(autocomplete?.query.get('components')).toBe('country:us');
    expect(autocomplete?.query.get('key')).toBe('test-google-key');
    expect(
      google
        .geocodes()
        .map((r) => r.query.get('place_id'))
        .sort(),
    ).toEqual(['place-main-austin', 'place-main-dallas']);
  });

  it('still answers with local suggestions when Google fails', async () => {
    google.always = {
      json: { status: 'REQUEST_DENIED', predictions: [], error_message: 'The provided API key is invalid.' },
    };
    try {
      const { res, body } = await suggest(googleServer, '123 main st 78701');
      expect(res.status).toBe(200);
      expect(body.suggestions).toEqual([
        {
          label: '123 Main St, Austin, TX 78701',
          streetAddress: '123 Main St',
          city: 'Austin',
          state: 'TX',
          zipCode: '78701',
          complete: true,
        },
      ]);
    } finally {
      google.always = null;
    }
  });

  it('still answers with local suggestions when Google never answers', async () => {
    google.always = { neverAnswers: true };
    try {
      // GEOCODER_TIMEOUT_MS bounds Google's whole part of the answer, with no retry: the answer comes though Google's
      // never does.
      const { res, body } = await suggest(googleServer, '123 main st 78701');
      expect(res.status).toBe(200);
      expect(body.suggestions).toHaveLength(1);
    } finally {
      google.always = null;
    }
  });
});
