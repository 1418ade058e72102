import zipcodes from 'zipcodes';
import { startHttpStandIn, type HttpStandIn, type StandInAnswer, type StandInRequest } from './http-stand-in';

// RentCast's API as its OpenAPI description documents GET /avm/rent/long-term: X-Api-Key header; query address
// ("Street, City, State, Zip") or latitude/longitude, propertyType, bedrooms, bathrooms, squareFootage, compCount,
// maxRadius, daysOld; answer { rent, rentRangeLow, rentRangeHigh, latitude, longitude, comparables: [...] }.
// Errors answer { status, error, message } with the HTTP status.

export interface RentcastStandIn extends HttpStandIn {
  /** Base URL for RENTCAST_BASE_URL (…/v1). */
  url: string;
  /** Answer the next requests this way (each entry once), before the normal answer. */
  queue: StandInAnswer[];
  /** Answer every request this way until set back to null. */
  always: StandInAnswer | null;
  /** The long-term rent requests received. */
  estimates(): StandInRequest[];
  /** Changes each normal answer's comparables before it is sent (e.g. text a real feed may carry), until null. */
  editComparables: ((comparables: Record<string, unknown>[]) => void) | null;
}

function errorAnswer(status: number, error: string, message: string): StandInAnswer {
  return { status, json: { status, error, message } };
}

const STREETS = ['Grand Lake Dr', 'Adaja Riv', 'Avila Vis', 'Plata Cir', 'Blue Lake Dr', 'Quail Lk', 'Pine Lake Dr'];

/** Comparables around the subject in RentCast's format, made from the request so tests can check the mapping. */
function estimate(query: URLSearchParams): StandInAnswer {
  const address = query.get('address');
  const zip = address?.match(/(\d{5})\s*$/)?.[1];
  const place = zip ? zipcodes.lookup(zip) : undefined;
  const latitude = Number(query.get('latitude') ?? place?.latitude ?? 29.475962);
  const longitude = Number(query.get('longitude') ?? place?.longitude ?? -98.351442);
  const city = place?.city ?? 'San Antonio';
  const state = place?.state ?? 'TX';
  const zipCode = place?.zip ?? '78244';
  const bedrooms = Number(query.get('bedrooms') ?? 2);
  const bathrooms = Number(query.get('bathrooms') ?? 1);
  const sqft = Number(query.get('squareFootage') ?? 1000);
  const count = Math.min(25, Math.max(5, Number(query.get('compCount') ?? 10)));
  const base = 900 + bedrooms * 350 + (state === 'CA' || state === 'NY' ? 1200 : 0);
  const comparables = Array.from({ length: count }, (_, i) => {
    const line1 = `${7300 + i * 7} ${STREETS[i % STREETS.length]}`;
    return {
      id: `${line1}, ${city}, ${state} ${zipCode}`.replace(/\s/g, '-'),
      formattedAddress: `${line1}, ${city}, ${state} ${zipCode}`,
      addressLine1: line1,
      addressLine2: null,
      city,
      state,
      zipCode,
      county: 'Stand-in',
      latitude: Number((latitude + 0.002 * ((i % 5) - 2)).toFixed(6)),
      longitude: Number((longitude + 0.003 * ((i % 3) - 1)).toFixed(6)),
      propertyType: query.get('propertyType') ?? 'Single Family',
      bedrooms,
      bathrooms,
      squareFootage: Math.round(sqft * (0.85 + (i % 7) * 0.05)),
      // One listing of the feed has no price: RentCast leaves fields out it does not know.
      ...(i === count - 1 ? {} : { price: base + ((i * 37) % 300) - 150 }),
      listedDate: new Date(Date.UTC(2025, 0, 10 + i)).toISOString(),
      lastSeenDate: new Date(Date.UTC(2025, 1, 10 + i)).toISOString(),
      daysOld: 10 + i,
      distance: Number((0.2 + i * 0.11).toFixed(4)),
      correlation: Number((0.99 - i * 0.005).toFixed(4)),
    };
  });
  const prices = comparables.flatMap((c) => (c.price === undefined ? [] : [c.price])).sort((a, b) => a - b);
  const rent = prices[Math.floor(prices.length / 2)] ?? 0;
  return {
    json: {
      rent,
      rentRangeLow: Math.round(rent * 0.93),
      rentRangeHigh: Math.round(rent * 1.07),
      latitude,
      longitude,
      comparables,
    },
  };
}

export async function startRentcastStandIn(apiKey = 'test-rentcast-key'): Promise<RentcastStandIn> {
  const standIn: Pick<RentcastStandIn, 'queue' | 'always' | 'editComparables'> = {
    queue: [],
    always: null,
    editComparables: null,
  };
  const server = await startHttpStandIn((request) => {
    if (request.path !== '/v1/avm/rent/long-term') return errorAnswer(404, 'not-found', 'Not found');
    if (request.headers['x-api-key'] !== apiKey) {
      return errorAnswer(401, 'auth/api-key-invalid', 'Your API key is invalid, inactive, or has been revoked');
    }
    const next = standIn.queue.shift() ?? standIn.always;
    if (next) return next;
    const hasAddress = Boolean(request.query.get('address'));
    const hasPoint = request.query.has('latitude') && request.query.has('longitude');
    if (!hasAddress && !hasPoint) {
      return errorAnswer(400, 'validation', 'Either an address or latitude and longitude must be provided');
    }
    const answer = estimate(request.query);
    standIn.editComparables?.((answer.json as { comparables: Record<string, unknown>[] }).comparables);
    return answer;
  });
  return Object.assign(standIn, server, {
    url: `${server.origin}/v1`,
    estimates: () => server.requests.filter((r) => r.path === '/v1/avm/rent/long-term'),
  });
}
