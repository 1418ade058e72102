import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import type { RankingWeights } from '../src/core/comparable-ranking';
import { endOfDayUtc, isoDate } from '../src/core/comparable-search';
import { computeValuation } from '../src/core/valuation';
import { openDatabase, queryRows, type DatabaseHandle } from '../src/server/db/client';
import { listings } from '../src/server/db/schema';
import { importListings, type ImportSummary } from '../src/server/listings/import-listings';
import { createListingsProvider } from '../src/server/providers/rent-data/listings-provider';
import type { ComparablesResult, RentDataSubject } from '../src/server/providers/rent-data/rent-data-port';

// How well the comparables predict rent (issue 4, "Accuracy"): import a real listings file, split it by a hash of
// each row's id into a market half (kept in the table) and a subject half (taken out), and run every subject
// through what a report does: the listings provider's search and ranking, the SPEC §5 filter and the SPEC §9
// expected price (median comp price x the factor for standard condition and amenities, 2 and 2, which is 1).

export interface AccuracyOptions {
  file: string;
  delimiter?: string;
  encoding?: string;
  maps?: Record<string, string>;
  lookbackDays?: number;
  weights?: RankingWeights;
  maxComparables?: number;
  /** Also measure choosing by distance alone (nearest 30 inside the radius), the baseline of the issue. */
  baseline?: boolean;
  /** Appended to each id before hashing: another salt gives another split, to check a figure is not luck. */
  splitSalt?: string;
}

export interface SubjectRow {
  sourceId: string;
  subject: RentDataSubject;
  rent: number;
}

export interface AccuracyFigures {
  subjects: number;
  /** Subjects with at least 4 comps left after the SPEC filter (a Value Score can be given). */
  covered: number;
  coverage: number;
  medianAbsPctError: number | null;
  within10Pct: number | null;
  within5Pct: number | null;
  p75AbsPctError: number | null;
  meanCompsAfterFilter: number;
  radiusMiles: Record<string, number>;
  searchMsP50: number;
}

const BASELINE_WEIGHTS: RankingWeights = { distance: 1, size: 0, baths: 0, recency: 0 };

/**
 * The split depends only on each row's own id, not on file order (the file is sorted by size): FNV-1a of the id,
 * mixed with murmur3's finaliser (FNV's lowest bit alone is just the parity of the characters), lowest bit.
 */
export function isSubjectHalf(sourceId: string, salt = ''): boolean {
  const key = sourceId + salt;
  let h = 0x811c9dc5;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 0x01000193);
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return (h & 1) === 1;
}

function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (at - lo);
}

const round4 = (n: number | null) => (n === null ? null : Math.round(n * 10_000) / 10_000);

/** Scores a set of (subject, comparables) pairs as reports would. */
export function scoreSubjects(
  runs: readonly { subject: SubjectRow; result: ComparablesResult; ms: number }[],
): AccuracyFigures {
  const errors: number[] = [];
  let compsTotal = 0;
  const radius: Record<string, number> = {};
  const times: number[] = [];
  for (const { subject, result, ms } of runs) {
    times.push(ms);
    const key = String(result.radiusMiles);
    radius[key] = (radius[key] ?? 0) + 1;
    const valuation = computeValuation({
      subject: { rent: subject.rent, sqft: subject.subject.sqft, qualityLevel: 2, amenitiesLevel: 2 },
      comps: result.comparables.map((c) => ({ address: c.address, price: c.price, sqft: c.sqft, bedrooms: c.bedrooms, baths: c.baths })),
    });
    compsTotal += valuation.comp_count;
    if (valuation.status !== 'scored') continue;
    errors.push(Math.abs(valuation.market_price - subject.rent) / subject.rent);
  }
  errors.sort((a, b) => a - b);
  times.sort((a, b) => a - b);
  const share = (limit: number) => (errors.length === 0 ? null : errors.filter((e) => e <= limit).length / errors.length);
  return {
    subjects: runs.length,
    covered: errors.length,
    coverage: round4(errors.length / Math.max(1, runs.length)) as number,
    medianAbsPctError: round4(quantile(errors, 0.5)),
    within10Pct: round4(share(0.1)),
    within5Pct: round4(share(0.05)),
    p75AbsPctError: round4(quantile(errors, 0.75)),
    meanCompsAfterFilter: Math.round((compsTotal / Math.max(1, runs.length)) * 10) / 10,
    radiusMiles: radius,
    searchMsP50: Math.round((quantile(times, 0.5) ?? 0) * 100) / 100,
  };
}

export interface AccuracyContext {
  handle: DatabaseHandle;
  summary: ImportSummary;
  subjects: SubjectRow[];
  asOf: Date;
  marketRows: number;
  close(): Promise<void>;
}

/** Imports the file into a fresh in-memory database and takes the subject half out of the market. */
export async function prepareAccuracy(options: AccuracyOptions): Promise<AccuracyContext> {
  const scratch = mkdtempSync(path.join(tmpdir(), 'rv-accuracy-'));
  const handle = await openDatabase({ dataDir: 'memory://' });
  await handle.migrate();
  const summary = await importListings({
    file: options.file,
    db: handle.db,
    delimiter: options.delimiter,
    encoding: options.encoding,
    maps: options.maps,
    source: 'accuracy',
    // The data set may sit in a read-only or shared folder: its rejects go to a scratch folder, deleted at the end.
    rejectsFile: path.join(scratch, 'rejects.csv'),
  });
  const rows = await handle.db.select().from(listings);
  const subjects: SubjectRow[] = [];
  const subjectIds: number[] = [];
  for (const row of rows) {
    if (!isSubjectHalf(row.sourceId, options.splitSalt)) continue;
    subjectIds.push(row.id);
    if (row.sqft === null) continue;
    subjects.push({
      sourceId: row.sourceId,
      rent: row.rent / 100,
      subject: {
        streetAddress: row.address,
        city: row.city ?? '',
        state: row.state ?? '',
        zipCode: row.zip ?? '',
        latitude: row.lat,
        longitude: row.lng,
        bedrooms: Math.min(row.bedrooms, 6),
        // The form offers 1, 2 and 3+ baths: a listing's 1.5 is entered as 2.
        baths: Math.min(3, Math.max(1, Math.round(row.bathrooms ?? 1))),
        sqft: row.sqft,
        buildingType: row.buildingType ?? 'apartment',
      },
    });
  }
  for (let i = 0; i < subjectIds.length; i += 5000) {
    await handle.db.delete(listings).where(inArray(listings.id, subjectIds.slice(i, i + 5000)));
  }
  // COMPS_AS_OF-style: the window ends on the day of the newest listing, as if the report ran then.
  const [newest] = await queryRows<{ last: string }>(
    handle.db,
    sql`select to_char(max(listed_at) at time zone 'UTC', 'YYYY-MM-DD') as last from listings`,
  );
  const asOf = endOfDayUtc(newest?.last ?? isoDate(new Date()));
  subjects.sort((a, b) => (a.sourceId < b.sourceId ? -1 : 1));
  return {
    handle,
    summary,
    subjects,
    asOf,
    marketRows: rows.length - subjectIds.length,
    close: async () => {
      await handle.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

export async function runSubjects(
  context: AccuracyContext,
  options: { lookbackDays: number; weights?: RankingWeights; maxComparables?: number },
) {
  const provider = createListingsProvider({
    db: context.handle.db,
    lookbackDays: options.lookbackDays,
    asOf: context.asOf,
    weights: options.weights,
    maxComparables: options.maxComparables,
  });
  const runs: { subject: SubjectRow; result: ComparablesResult; ms: number }[] = [];
  for (const subject of context.subjects) {
    const started = performance.now();
    const result = await provider.findComparables(subject.subject);
    runs.push({ subject, result, ms: performance.now() - started });
  }
  return runs;
}

export async function measureAccuracy(options: AccuracyOptions) {
  const lookbackDays = options.lookbackDays ?? 365;
  const context = await prepareAccuracy(options);
  try {
    const ranked = scoreSubjects(
      await runSubjects(context, { lookbackDays, weights: options.weights, maxComparables: options.maxComparables }),
    );
    // The baseline: every candidate inside the widened radius, nearest first, the first 30 (no likeness ranking).
    // Scoring all of them instead gives the coverage ceiling: subjects with 4 usable comps anywhere in the search.
    let baseline: AccuracyFigures | undefined;
    let coverageCeiling: number | undefined;
    if (options.baseline) {
      const everything = await runSubjects(context, {
        lookbackDays,
        weights: BASELINE_WEIGHTS,
        maxComparables: Number.MAX_SAFE_INTEGER,
      });
      coverageCeiling = scoreSubjects(everything).coverage;
      baseline = scoreSubjects(
        everything.map((run) => ({ ...run, result: { ...run.result, comparables: run.result.comparables.slice(0, 30) } })),
      );
    }
    return {
      file: path.basename(options.file),
      import: {
        read: context.summary.read,
        imported: context.summary.imported,
        rejected: context.summary.rejected,
        rejectedByReason: context.summary.rejectedByReason,
      },
      split: { market: context.marketRows, subjects: context.subjects.length, rule: 'fmix32(FNV-1a(id)) odd = subject' },
      window: { asOf: context.asOf.toISOString(), lookbackDays },
      rankedSelection: ranked,
      ...(baseline ? { radiusOnlyBaseline: baseline, coverageCeiling } : {}),
    };
  } finally {
    await context.close();
  }
}
