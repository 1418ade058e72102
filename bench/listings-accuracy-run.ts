import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { inArray } from 'drizzle-orm';
import { bedroomBucket } from '#core/listings/listing-unit';
import { isoDate } from '#core/valuation/comparable-search';
import { median } from '#core/primitives/median';
import { hashSeed } from '#core/primitives/seeded-random';
import { fmix32 } from '#core/primitives/hash';
import { localGrossRent } from '#core/benchmarks/rent-benchmarks';
import { computeValuation, type Valuation } from '#core/valuation/valuation';
import { openDatabase, type DatabaseHandle } from '#server/db/client';
import { listings } from '#server/db/schema';
import { importListings, type ImportSummary } from '#server/listings/import-listings';
import { tableBenchmarks } from '#server/providers/benchmarks/table-benchmarks';
import { nearestZip } from '#server/providers/geocoder/zip-database';
import { createListingsProvider } from '#server/providers/rent-data/listings-provider';
import type { ComparablesResult, RentDataSubject } from '#server/providers/rent-data/rent-data-port';
import { sampleRentDataProvider } from '#server/providers/rent-data/sample-rent-data';
import { toStoredComps } from '#server/reports/report-comps';
import { storedMarket, type StoredMarket } from '#core/valuation/stored-market';
import { compBenchmarks } from '#server/reports/report-market';
import { valuationOf } from '#server/reports/report-valuation';
import { FAR_BELOW_SHARE, scamCheck } from '#core/valuation/scam-check';

// How close the expected rent comes to real asking rents (decisions 011 and 041). A real listings file is imported into
// a fresh in-memory database and split by a hash of each row's id into a market half (kept) and a subject half (taken
// out). Each subject is valued as a report would value it, AS OF ITS OWN LISTING DATE: the listings provider's search
// sees no comparable listed after it. Every method gets the same comparables (the provider's best 20):
// - `product`: what a report shows (core computeValuation with the subject's benchmarks: adjusted comps, weighted
//   median, shrinkage toward the benchmark prior, the benchmark alone when no comp is left);
// - `specMedian`: the expected rent as first built, the plain median of the same comps (4 needed);
// - `adjustedNoBenchmark`: the adjustments and weighted median without any benchmark (no normalisation, no prior).
// The benchmark-to-asking factor of the product is for today's rents; this file is from 2019, so the bench fits the
// file's own factor on the market half (median of rent / local benchmark) and values with that (decision 041).

export interface AccuracyOptions {
  file: string;
  delimiter?: string;
  encoding?: string;
  maps?: Record<string, string>;
  lookbackDays?: number;
  maxComparables?: number;
  /** Appended to each id before hashing: another salt gives another split, to check a figure is not luck. */
  splitSalt?: string;
}

interface SubjectRow {
  sourceId: string;
  subject: RentDataSubject;
  rent: number;
  listedAt: Date;
}

export interface AccuracyFigures {
  subjects: number;
  /** Subjects that get an expected rent. */
  covered: number;
  coverage: number;
  /** Subjects that get a Value Score (at least 4 usable comps). */
  scoreCoverage: number;
  medianAbsPctError: number | null;
  within10Pct: number | null;
  within5Pct: number | null;
  p75AbsPctError: number | null;
}

/**
 * The split depends only on each row's own id, not on file order (the file is sorted by size): FNV-1a of the id,
 * mixed with murmur3's finaliser (FNV's lowest bit alone is just the parity of the characters), lowest bit.
 */
function isSubjectHalf(sourceId: string, salt = ''): boolean {
  return (fmix32(hashSeed(sourceId + salt)) & 1) === 1;
}

function quantile(sorted: readonly number[], q: number): number | null {
  if (sorted.length === 0) return null;
  const at = (sorted.length - 1) * q;
  const lo = Math.floor(at);
  const hi = Math.ceil(at);
  return (sorted[lo] as number) + ((sorted[hi] as number) - (sorted[lo] as number)) * (at - lo);
}

const round4 = (n: number | null) => (n === null ? null : Math.round(n * 10_000) / 10_000);

interface Outcome {
  rent: number;
  expected: number | null;
  scored: boolean;
}

/** Median error, share within 10% and 5%, coverage of a set of outcomes. */
function figures(outcomes: readonly Outcome[]): AccuracyFigures {
  const errors = outcomes
    .filter((o) => o.expected !== null)
    .map((o) => Math.abs((o.expected as number) - o.rent) / o.rent)
    .sort((a, b) => a - b);
  const share = (limit: number) =>
    errors.length === 0 ? null : errors.filter((e) => e <= limit).length / errors.length;
  const total = Math.max(1, outcomes.length);
  return {
    subjects: outcomes.length,
    covered: errors.length,
    coverage: round4(errors.length / total) as number,
    scoreCoverage: round4(outcomes.filter((o) => o.scored).length / total) as number,
    medianAbsPctError: round4(quantile(errors, 0.5)),
    within10Pct: round4(share(0.1)),
    within5Pct: round4(share(0.05)),
    p75AbsPctError: round4(quantile(errors, 0.75)),
  };
}

export interface AccuracyContext {
  handle: DatabaseHandle;
  summary: ImportSummary;
  subjects: SubjectRow[];
  marketRows: number;
  /** Median of rent / local benchmark gross rent over the market half: this file's benchmark-to-asking factor. */
  fileFactor: number;
  close(): Promise<void>;
}

function zipOf(row: { zip: string | null; lat: number; lng: number }): string {
  return row.zip ?? nearestZip(row.lat, row.lng) ?? '';
}

/** Imports the file into a fresh in-memory database and takes the subject half out of the market. */
async function prepareAccuracy(options: AccuracyOptions): Promise<AccuracyContext> {
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
  const benchmarks = tableBenchmarks();
  const subjects: SubjectRow[] = [];
  const subjectIds: number[] = [];
  const marketRatios: number[] = [];
  for (const row of rows) {
    if (!isSubjectHalf(row.sourceId, options.splitSalt)) {
      const level = localGrossRent(
        benchmarks.lookup({ zip: zipOf(row), state: row.state ?? '' }),
        Math.min(row.bedrooms, 6),
      );
      if (level) marketRatios.push(row.rent / 100 / level.rent);
      continue;
    }
    subjectIds.push(row.id);
    if (row.sqft === null) continue;
    subjects.push({
      sourceId: row.sourceId,
      rent: row.rent / 100,
      listedAt: row.listedAt,
      subject: {
        streetAddress: row.address,
        city: row.city ?? '',
        state: row.state ?? '',
        zipCode: zipOf(row),
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
  subjects.sort((a, b) => (a.sourceId < b.sourceId ? -1 : 1));
  return {
    handle,
    summary,
    subjects,
    marketRows: rows.length - subjectIds.length,
    fileFactor: Math.round((median(marketRatios) ?? 1) * 1000) / 1000,
    close: async () => {
      await handle.close();
      rmSync(scratch, { recursive: true, force: true });
    },
  };
}

interface SubjectRun {
  subject: SubjectRow;
  product: Valuation;
  specMedian: Valuation;
  adjustedNoBenchmark: Valuation;
}

function bedroomsLabel(bedrooms: number): string {
  return bedrooms >= 6 ? '6+' : String(bedrooms);
}

function formRow(subject: SubjectRow, market: StoredMarket | null, windowTo: string) {
  return {
    rent: Math.round(subject.rent * 100),
    sqft: subject.subject.sqft,
    qualityLevel: 2,
    amenitiesLevel: 2,
    bedrooms: bedroomsLabel(subject.subject.bedrooms),
    bathrooms: subject.subject.baths >= 3 ? '3+' : String(subject.subject.baths),
    benchmarks: market,
    compsWindowTo: windowTo,
  };
}

/** Every subject through the listings provider as of its own listing date, then each method on the same comps. */
async function runSubjects(context: AccuracyContext, options: { lookbackDays: number; maxComparables?: number }) {
  const provider = createListingsProvider({
    db: context.handle.db,
    lookbackDays: options.lookbackDays,
    maxComparables: options.maxComparables,
  });
  const benchmarks = tableBenchmarks();
  const runs: SubjectRun[] = [];
  const times: number[] = [];
  for (const subject of context.subjects) {
    const started = performance.now();
    const found = await provider.findComparables(subject.subject, { asOf: subject.listedAt });
    times.push(performance.now() - started);
    const area = benchmarks.lookup({
      zip: subject.subject.zipCode,
      state: subject.subject.state,
      city: subject.subject.city,
    });
    const market = storedMarket(area, context.fileFactor);
    const stored = toStoredComps(found.comparables, compBenchmarks(benchmarks, area));
    const windowTo = isoDate(subject.listedAt);
    const plain = stored.map((c) => ({
      ...c,
      distanceMiles: null,
      listedAt: null,
      benchmarkRent: null,
      correlation: null,
    }));
    runs.push({
      subject,
      product: valuationOf(formRow(subject, market, windowTo), stored),
      adjustedNoBenchmark: valuationOf(formRow(subject, null, windowTo), stored),
      specMedian: specMedianValuation(subject, plain),
    });
  }
  times.sort((a, b) => a - b);
  return { runs, searchMsP50: Math.round((quantile(times, 0.5) ?? 0) * 100) / 100 };
}

/** The expected rent as first built: the plain median of the comps' prices (same comps), 4 needed, no adjustment. */
function specMedianValuation(subject: SubjectRow, comps: ReturnType<typeof toStoredComps>): Valuation {
  return computeValuation({
    subject: { rent: subject.rent, sqft: subject.subject.sqft, qualityLevel: 2, amenitiesLevel: 2 },
    comps: comps.map((c) => ({
      address: c.address,
      price: c.price,
      sqft: c.sqft,
      bedrooms: c.bedrooms,
      baths: c.baths,
    })),
  }) as Valuation & { status: string };
}

function outcome(run: SubjectRun, method: 'product' | 'specMedian' | 'adjustedNoBenchmark'): Outcome {
  const valuation = run[method];
  // The first-built median needs its 4 comps of the subject's own bedroom count: ±1 bedroom comps came later.
  if (method === 'specMedian') {
    const same = valuation.comps.filter(
      (c) => c.bedrooms !== null && bedroomBucket(c.bedrooms) === run.subject.subject.bedrooms,
    );
    if (same.length < 4) return { rent: run.subject.rent, expected: null, scored: false };
    const middle = median(same.map((c) => c.price));
    return { rent: run.subject.rent, expected: middle, scored: true };
  }
  return { rent: run.subject.rent, expected: valuation.market_price, scored: valuation.status === 'scored' };
}

function breakdown(runs: readonly SubjectRun[], key: (run: SubjectRun) => string, minimum = 1) {
  const groups = new Map<string, SubjectRun[]>();
  for (const run of runs) {
    const k = key(run);
    groups.set(k, [...(groups.get(k) ?? []), run]);
  }
  return Object.fromEntries(
    [...groups]
      .filter(([, group]) => group.length >= minimum)
      .sort(([a], [b]) => (a < b ? -1 : 1))
      .map(([k, group]) => {
        const f = figures(group.map((run) => outcome(run, 'product')));
        return [
          k,
          {
            subjects: f.subjects,
            medianAbsPctError: f.medianAbsPctError,
            within10Pct: f.within10Pct,
            coverage: f.coverage,
            scoreCoverage: f.scoreCoverage,
          },
        ];
      }),
  );
}

/**
 * How many real listings the scam check would warn about (decision 089): each subject's asking rent as a share of its
 * expected rent, among subjects with a confident (High or Medium) one: the share at or under each candidate line, and
 * what the product's check says (a warning for far below a confident expected rent, thin data below a Low one).
 */
function scamCheckShares(runs: readonly SubjectRun[]) {
  const rows = runs.flatMap((run) => {
    const estimate = run.product.estimate;
    const expected = run.product.market_price;
    return estimate && expected ? [{ share: run.subject.rent / expected, level: estimate.confidence.level }] : [];
  });
  const confident = rows.filter((row) => row.level !== 'low');
  const pct = (count: number, of: number) => Math.round((count / Math.max(1, of)) * 10_000) / 100;
  const checks = rows.map((row) =>
    scamCheck({ askingRent: row.share, expectedRent: 1, confidence: row.level, redFlags: [] }),
  );
  return {
    subjectsWithExpectedRent: rows.length,
    confidentSubjects: confident.length,
    line: FAR_BELOW_SHARE,
    pctOfConfidentAtOrUnder: Object.fromEntries(
      [0.4, 0.45, 0.5, 0.55, 0.6, 0.65, 0.7, 0.75, 0.8].map((line) => [
        line,
        pct(confident.filter((row) => row.share <= line).length, confident.length),
      ]),
    ),
    warnings: checks.filter((check) => check?.id === 'warning').length,
    warningsPctOfSubjects: pct(checks.filter((check) => check?.id === 'warning').length, rows.length),
    thinData: checks.filter((check) => check?.id === 'thinData').length,
  };
}

export async function measureAccuracy(options: AccuracyOptions) {
  const lookbackDays = options.lookbackDays ?? 365;
  const context = await prepareAccuracy(options);
  try {
    const { runs, searchMsP50 } = await runSubjects(context, { lookbackDays, maxComparables: options.maxComparables });
    return {
      file: path.basename(options.file),
      import: {
        read: context.summary.read,
        imported: context.summary.imported,
        rejected: context.summary.rejected,
      },
      split: {
        market: context.marketRows,
        subjects: context.subjects.length,
        rule: 'fmix32(FNV-1a(id)) odd = subject',
      },
      valuedAsOf: "each subject's own listing date (no comparable listed after it)",
      lookbackDays,
      fileBenchmarkFactor: context.fileFactor,
      product: figures(runs.map((run) => outcome(run, 'product'))),
      methods: {
        specMedian: figures(runs.map((run) => outcome(run, 'specMedian'))),
        adjustedNoBenchmark: figures(runs.map((run) => outcome(run, 'adjustedNoBenchmark'))),
      },
      byBedrooms: breakdown(runs, (run) => bedroomsLabel(run.subject.subject.bedrooms)),
      byState: breakdown(runs, (run) => run.subject.subject.state || '?', 30),
      byConfidence: breakdown(runs, (run) => run.product.estimate?.confidence.level ?? 'none'),
      scamCheck: scamCheckShares(runs),
      meanCompsAfterFilter:
        Math.round((runs.reduce((sum, run) => sum + run.product.comp_count, 0) / Math.max(1, runs.length)) * 10) / 10,
      searchMsP50,
    };
  } finally {
    await context.close();
  }
}

/**
 * `--provider sample`: the sample market's median for each subject against the subject's real asking rent, as a
 * ratio. The file is from 2019 and the sample market is today's, so the ratio sits above 1; what matters is that it
 * is steady across states, bedroom counts and sizes.
 */
export async function measureSampleMarket(options: AccuracyOptions) {
  const context = await prepareAccuracy(options);
  try {
    const provider = sampleRentDataProvider({
      lookbackDays: options.lookbackDays ?? 365,
      asOf: new Date('2026-06-30T23:59:59Z'),
    });
    const ratios: { state: string; bedrooms: string; size: string; ratio: number }[] = [];
    for (const subject of context.subjects) {
      const found: ComparablesResult = await provider.findComparables(subject.subject);
      if (found.medianRent === null) continue;
      const sqft = subject.subject.sqft;
      ratios.push({
        state: subject.subject.state,
        bedrooms: bedroomsLabel(subject.subject.bedrooms),
        size:
          sqft < 700
            ? 'under 700 sq ft'
            : sqft < 1000
              ? '700-999 sq ft'
              : sqft < 1400
                ? '1,000-1,399 sq ft'
                : '1,400+ sq ft',
        ratio: found.medianRent / subject.rent,
      });
    }
    const summarise = (values: number[]) => {
      const sorted = [...values].sort((a, b) => a - b);
      return {
        subjects: sorted.length,
        medianRatio: round4(quantile(sorted, 0.5)),
        p25: round4(quantile(sorted, 0.25)),
        p75: round4(quantile(sorted, 0.75)),
      };
    };
    const by = (key: 'state' | 'bedrooms' | 'size', minimum: number) => {
      const groups = new Map<string, number[]>();
      for (const r of ratios) groups.set(r[key], [...(groups.get(r[key]) ?? []), r.ratio]);
      const rows = [...groups].filter(([, v]) => v.length >= minimum).sort(([a], [b]) => (a < b ? -1 : 1));
      const medians = rows.map(
        ([, v]) =>
          quantile(
            [...v].sort((a, b) => a - b),
            0.5,
          ) as number,
      );
      return {
        groups: Object.fromEntries(rows.map(([k, v]) => [k, summarise(v)])),
        // How steady: the spread of the group medians around their own median.
        groupMedianSpread: round4(
          (quantile(
            [...medians].sort((a, b) => a - b),
            0.75,
          ) ?? 0) -
            (quantile(
              [...medians].sort((a, b) => a - b),
              0.25,
            ) ?? 0),
        ),
      };
    };
    return {
      file: path.basename(options.file),
      provider: 'sample',
      note: 'sample median / real 2019 asking rent; 2019 rents sit below today’s, so expect above 1',
      overall: summarise(ratios.map((r) => r.ratio)),
      byBedrooms: by('bedrooms', 20),
      bySize: by('size', 20),
      byState: by('state', 30),
    };
  } finally {
    await context.close();
  }
}
