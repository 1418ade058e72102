import { sql } from 'drizzle-orm';
import {
  DEFAULT_RANKING_WEIGHTS,
  firstPerAddress,
  MAX_COMPARABLES,
  sortByLikeness,
  type RankingWeights,
} from '#core/valuation/comparable-ranking';
import { bedroomBucket } from '#core/listings/listing-unit';
import {
  bedroomRangeAround,
  countWithin,
  isoDate,
  lookbackWindow,
  nextProbeRadius,
  RADIUS_STEPS_MILES,
  settledRadius,
} from '#core/valuation/comparable-search';
import { boundingBox, haversineMiles } from '#core/primitives/geo-distance';
import { median } from '#core/primitives/median';
import { addressKey, isSameAddress } from '#core/address/same-address';
import type { Database } from '../../db/client';
import { fetchListingDetails, probeListings } from './search-listings';
import { toComparable, type Candidate, type DetailedCandidate } from './listing-candidate';
import { isCancelledStatement, timeoutError, withTimeout } from './listings-search-timeout';
import {
  RentDataError,
  type Comparable,
  type ComparablesResult,
  type RentDataProvider,
  type RentDataSubject,
} from './rent-data-port';
import { SERVER_MESSAGES } from '../../http/server-messages';

// The `listings` rent-data provider (decision 011): comparables from the operator's own imported listings. The search
// widens its radius through RADIUS_STEPS_MILES until MIN_CANDIDATES listings of the subject's bedroom bucket (and
// building type, where a listing knows it) from the lookback window are inside it; the candidates are ranked by
// likeness (core/valuation/comparable-ranking), the subject's own address is left out, one listing per address is kept, and
// the best are returned nearest first. Reads: docs/decisions/012-listings-search-index.md.

export interface ListingsProviderOptions {
  db: Database;
  /** COMPS_LOOKBACK_DAYS. */
  lookbackDays: number;
  /** COMPS_AS_OF as an instant (core endOfDayUtc); default: now, at each search. */
  asOf?: Date;
  /** RENT_DATA_TIMEOUT_MS: a search running longer fails with RentDataError('timeout'). */
  timeoutMs?: number;
  /** How many comparables to return at most; default MAX_COMPARABLES. */
  maxComparables?: number;
  weights?: RankingWeights;
}

/** Rows one read returns (the nearest of its box): far more than ranking needs, few enough to keep a dense city fast. */
const PROBE_LIMIT = 1000;
const DEFAULT_TIMEOUT_MS = 8000;
/** Details are read for this many ranked candidates per wanted comparable (own address and repeats drop out). */
const DETAILS_PER_COMPARABLE = 3;

export function createListingsProvider(options: ListingsProviderOptions): RentDataProvider {
  const { db, lookbackDays } = options;
  const limit = options.maxComparables ?? MAX_COMPARABLES;
  const weights = options.weights ?? DEFAULT_RANKING_WEIGHTS;
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;

  /**
   * The search as one transaction whose every read first sets `statement_timeout` (SET LOCAL, through set_config)
   * to what is left of the budget: PostgreSQL cancels a read that would end past it, whatever the global
   * DATABASE_STATEMENT_TIMEOUT_MS, and no read starts after it. PGlite accepts the setting but cannot interrupt a
   * statement (one thread); there the budget is checked between reads (docs/decisions/054).
   */
  async function search(
    subject: RentDataSubject,
    asOf: Date,
    signal: AbortSignal | undefined,
  ): Promise<ComparablesResult> {
    const deadline = Date.now() + timeoutMs;
    // The geocoder runs first; an address it could not place has no neighbourhood to search (and reads nothing).
    if (subject.latitude === null || subject.longitude === null) return searchWith(async () => db, subject, asOf);
    return db.transaction(async (tx) => {
      const budgeted = async (): Promise<Database> => {
        const left = Math.ceil(deadline - Date.now());
        if (left <= 0 || signal?.aborted) throw timeoutError(timeoutMs);
        await tx.execute(sql`select set_config('statement_timeout', ${String(left)}, true)`);
        return tx;
      };
      return searchWith(budgeted, subject, asOf);
    });
  }

  async function searchWith(
    budgeted: () => Promise<Database>,
    subject: RentDataSubject,
    asOf: Date,
  ): Promise<ComparablesResult> {
    const window = lookbackWindow(asOf, lookbackDays);
    const result = (comparables: Comparable[], radiusMiles: number | null): ComparablesResult => {
      const middle = median(comparables.map((c) => c.price));
      return {
        provider: 'listings',
        comparables,
        medianRent: middle === null ? null : Math.round(middle),
        radiusMiles,
        window: { from: isoDate(window.from), to: isoDate(window.to) },
        isSample: false,
      };
    };
    if (subject.latitude === null || subject.longitude === null) return result([], null);
    const centre = { latitude: subject.latitude, longitude: subject.longitude };
    const bucket = bedroomBucket(subject.bedrooms);

    const probe = async (radiusMiles: number) => {
      const rows = await probeListings(await budgeted(), {
        centre,
        bedrooms: bedroomRangeAround(subject.bedrooms),
        box: boundingBox(centre, radiusMiles),
        from: window.from,
        to: window.to,
        buildingType: subject.buildingType,
        limit: PROBE_LIMIT,
      });
      const inside: Candidate[] = [];
      for (const row of rows) {
        const distanceMiles = haversineMiles(centre, { latitude: row.lat, longitude: row.lng });
        if (distanceMiles <= radiusMiles) {
          inside.push({ ...row, distanceMiles, baths: row.bathrooms });
        }
      }
      return inside;
    };

    // Widen until MIN_CANDIDATES are inside a step, reading ahead where the area is sparse (core nextProbeRadius).
    // A read returns the nearest PROBE_LIMIT listings of its box, so the first step holding 20 is exact even when a
    // read is capped; past the cap, the nearest PROBE_LIMIT of a step are the ones ranked.
    const settle = async (): Promise<{ radius: number; candidates: Candidate[] }> => {
      let step: number = RADIUS_STEPS_MILES[0];
      for (;;) {
        const inside = await probe(step);
        // The radius settles on listings of the subject's own bedroom count; ±1 bedroom ones inside it come along.
        const distances = inside.filter((c) => bedroomBucket(c.bedrooms) === bucket).map((c) => c.distanceMiles);
        const radius = settledRadius(distances, step);
        if (radius !== null) return { radius, candidates: inside.filter((c) => c.distanceMiles <= radius) };
        const next = nextProbeRadius(step, countWithin(distances, step));
        if (next === null) return { radius: step, candidates: inside };
        step = next;
      }
    };
    const { radius, candidates } = await settle();

    // Rank on what the index holds, then read addresses and rents for the best few only.
    const ordered = sortByLikeness({ sqft: subject.sqft, baths: subject.baths, bedrooms: bucket }, candidates, {
      asOf,
      weights,
    });
    const subjectAddress = { street: subject.streetAddress, city: subject.city, zip: subject.zipCode };
    const chosen: DetailedCandidate[] = [];
    for (let at = 0; at < ordered.length && chosen.length < limit;) {
      const slice = ordered.slice(at, at + Math.max(limit, (limit - chosen.length) * DETAILS_PER_COMPARABLE));
      at += slice.length;
      const details = await fetchListingDetails(
        await budgeted(),
        slice.map((c) => c.id),
      );
      const detailed: DetailedCandidate[] = [];
      for (const candidate of slice) {
        const found = details.get(candidate.id);
        // Gone since the probe (a concurrent import), or the subject itself: never a comparable.
        if (!found || isSameAddress(subjectAddress, { street: found.address, city: found.city, zip: found.zip }))
          continue;
        detailed.push({ ...candidate, ...found, addressKey: addressKey({ street: found.address, city: found.city }) });
      }
      const kept = firstPerAddress([...chosen, ...detailed], limit);
      chosen.splice(0, chosen.length, ...kept);
    }
    chosen.sort((a, b) => a.distanceMiles - b.distanceMiles || a.id - b.id);
    return result(chosen.map(toComparable), radius);
  }

  return {
    name: 'listings',
    async findComparables(subject, callOptions) {
      const asOf = callOptions?.asOf ?? options.asOf ?? new Date();
      try {
        return await withTimeout(search(subject, asOf, callOptions?.signal), timeoutMs, callOptions?.signal);
      } catch (error) {
        if (error instanceof RentDataError) throw error;
        if (isCancelledStatement(error)) throw timeoutError(timeoutMs);
        // The renter reads this message: the database's own (the failed SQL and its parameters) stays in the cause,
        // which reaches the log redacted (redact-error.ts).
        throw new RentDataError('unavailable', SERVER_MESSAGES.compsUnavailable, {
          cause: error,
        });
      }
    },
  };
}
