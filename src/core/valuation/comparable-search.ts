import { BEDROOM_BUCKET_MAX, bedroomBucket } from '../listings/listing-unit';
import { DAY_MS } from '../primitives/time';
// The rules of the comparable search over our own listings (the `listings` provider of
// docs/product.md#market-data-sources): which listings are candidates for a subject before they are ranked.

/** The search radius widens through these steps, in miles, until enough candidates are found. */
export const RADIUS_STEPS_MILES = [0.5, 1, 2, 5, 10, 25, 50, 100] as const;

/** Past 25 miles the search goes on to 50 and 100, so a rural address still finds comparables. */
const MAX_RADIUS_MILES = 100;

/** Widen the radius until at least this many candidates are inside it (or the last step is reached). */
export const MIN_CANDIDATES = 20;

/** The stored bedroom counts that match a bucket: [min, max], max null for the open "6+" bucket. */
export function bedroomRange(bedrooms: number): { min: number; max: number | null } {
  const bucket = bedroomBucket(bedrooms);
  return bucket === BEDROOM_BUCKET_MAX ? { min: bucket, max: null } : { min: bucket, max: bucket };
}

/**
 * The stored bedroom counts a search reads: the subject's bucket and one either side, so a thin market
 * still has comparables; ranking puts the same count first and the valuation adjusts the others by HUD's bedroom
 * ratios of the area.
 */
export function bedroomRangeAround(bedrooms: number): { min: number; max: number | null } {
  const bucket = bedroomBucket(bedrooms);
  return { min: Math.max(0, bucket - 1), max: bucket >= BEDROOM_BUCKET_MAX - 1 ? null : bucket + 1 };
}

/**
 * The radius the search settles on, from the distances of every candidate inside `probedMiles`: the first step
 * holding at least MIN_CANDIDATES of them, or null when none up to `probedMiles` does (widen further). At the last
 * step the search settles whatever the count.
 */
export function settledRadius(distancesMiles: readonly number[], probedMiles: number): number | null {
  for (const step of RADIUS_STEPS_MILES) {
    if (step > probedMiles) break;
    if (countWithin(distancesMiles, step) >= MIN_CANDIDATES) return step;
  }
  return probedMiles >= MAX_RADIUS_MILES ? MAX_RADIUS_MILES : null;
}

/**
 * Which step to read next after reading `probedMiles` and finding `found` candidates inside it. Widening one step
 * at a time would take six reads in the countryside; instead the density seen so far says how far the 20th
 * candidate probably is, and the read skips to that step (with a margin). The steps skipped over lose nothing:
 * the wider read holds their candidates, and settledRadius still picks the first step with enough.
 */
export function nextProbeRadius(probedMiles: number, found: number): number | null {
  const next = RADIUS_STEPS_MILES.find((step) => step > probedMiles);
  if (next === undefined) return null;
  const needed = probedMiles * Math.sqrt(MIN_CANDIDATES / Math.max(found, 1)) * 1.25;
  return RADIUS_STEPS_MILES.find((step) => step >= Math.max(next, needed)) ?? MAX_RADIUS_MILES;
}

export function countWithin(distancesMiles: readonly number[], radiusMiles: number): number {
  let count = 0;
  for (const d of distancesMiles) if (d <= radiusMiles) count++;
  return count;
}

export interface LookbackWindow {
  readonly from: Date;
  readonly to: Date;
}

/**
 * The lookback window: `lookbackDays` back from `asOf`, both ends included. Listings seen after `asOf` are outside
 * it too, so a historical as-of date (COMPS_AS_OF) sees the market as it was then, not later listings.
 */
export function lookbackWindow(asOf: Date, lookbackDays: number): LookbackWindow {
  return { from: new Date(asOf.getTime() - lookbackDays * DAY_MS), to: new Date(asOf.getTime()) };
}

export function isInWindow(listedAt: Date, window: LookbackWindow): boolean {
  const t = listedAt.getTime();
  return t >= window.from.getTime() && t <= window.to.getTime();
}

/**
 * An as-of date (COMPS_AS_OF, "2019-12-31") as the instant the window ends: the end of that day in UTC, so listings
 * seen during the day are inside the window.
 */
export function endOfDayUtc(isoDate: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(isoDate);
  if (!match) throw new RangeError(`Expected a date as YYYY-MM-DD, got "${isoDate}".`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]), 23, 59, 59, 999));
}

/** An instant as the ISO calendar date (UTC) the port's `window` reports. */
export function isoDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}
