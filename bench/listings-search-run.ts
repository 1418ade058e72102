import { sql } from 'drizzle-orm';
import { openDatabase, queryRows, type DatabaseHandle } from '#server/db/client';
import { upsertListings } from '#server/listings/upsert-listings';
import { vacuumListings } from '#server/listings/vacuum-listings';
import { createListingsProvider } from '#server/providers/rent-data/listings-provider';
import type { RentDataSubject } from '#server/providers/rent-data/rent-data-port';
import { seededRandom } from '#core/primitives/seeded-random';
import { generateListings, generatePoint } from './listings-generator';
import { percentiles } from './stats';

// The comparable search under load: generated listings are written into a database in batches (the import's own
// upsert), then 1,000 random subjects are searched one after another through the listings provider, exactly as a
// report would, and the latencies summarised.

/** Fixed, so generated dates and the lookback window agree from run to run. */
export const BENCH_AS_OF = new Date('2026-06-30T23:59:59.999Z');
const SEED = 20_260_630;
const BATCH = 5000;

/** Fills the listings table up to `count` generated rows (rows already there are kept: sizes grow in steps). */
export async function fillListings(handle: DatabaseHandle, from: number, count: number): Promise<number> {
  const started = performance.now();
  let batch = [];
  for (const row of generateListings(count, SEED, BENCH_AS_OF, from)) {
    batch.push(row);
    if (batch.length === BATCH) {
      await upsertListings(handle.db, 'bench', batch);
      batch = [];
    }
  }
  await upsertListings(handle.db, 'bench', batch);
  // What the import command does at its end: statistics for the planner, and the visibility map that lets the
  // search read the index alone.
  await vacuumListings(handle.db);
  return Math.round(performance.now() - started);
}

export function benchSubjects(count: number, seed = 7): RentDataSubject[] {
  const subjects: RentDataSubject[] = [];
  for (let i = 0; i < count; i++) {
    const next = seededRandom(seed * 7919 + i).next;
    const point = generatePoint(next);
    const r = next();
    const bedrooms = r < 0.05 ? 0 : r < 0.45 ? 1 : r < 0.8 ? 2 : r < 0.95 ? 3 : r < 0.99 ? 4 : 6;
    subjects.push({
      streetAddress: `${100 + i} Bench Ave`,
      city: point.city,
      state: point.state,
      zipCode: point.zip ?? '',
      latitude: point.lat,
      longitude: point.lng,
      bedrooms,
      baths: bedrooms >= 3 ? 2 : 1,
      sqft: [480, 720, 1000, 1300, 1700, 2100, 2600][bedrooms] as number,
      buildingType: next() < 0.85 ? 'apartment' : 'house',
    });
  }
  return subjects;
}

export async function measureSearch(handle: DatabaseHandle, subjects: readonly RentDataSubject[]) {
  const provider = createListingsProvider({ db: handle.db, lookbackDays: 365, asOf: BENCH_AS_OF, timeoutMs: 60_000 });
  // Warm-up: the first searches load the index pages and plan the statement.
  for (const subject of subjects.slice(0, 50)) await provider.findComparables(subject);
  const samples: number[] = [];
  const radius: Record<string, number> = {};
  let comps = 0;
  for (const subject of subjects) {
    const started = performance.now();
    const result = await provider.findComparables(subject);
    samples.push(performance.now() - started);
    radius[String(result.radiusMiles)] = (radius[String(result.radiusMiles)] ?? 0) + 1;
    comps += result.comparables.length;
  }
  const [count] = await queryRows<{ n: string | number }>(handle.db, sql`select count(*) as n from listings`);
  return {
    rows: Number(count?.n ?? 0),
    searchMs: percentiles(samples),
    meanComparables: Math.round((comps / subjects.length) * 10) / 10,
    radiusMiles: radius,
  };
}

/**
 * The quick figure for `npm run bench` (about 10 s): 50,000 generated listings in an in-memory PGlite, 500 subjects.
 * `npm run bench:search` gives the full picture (100k to 1M rows, PostgreSQL, the import).
 */
export async function benchListingsSearchQuick() {
  const handle = await openDatabase({ dataDir: 'memory://' });
  try {
    await handle.migrate();
    const fillMs = await fillListings(handle, 0, 50_000);
    return { database: 'pglite', fillMs, ...(await measureSearch(handle, benchSubjects(500))) };
  } finally {
    await handle.close();
  }
}
