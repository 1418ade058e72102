import { isValidAiText } from '#core/writing/ai-text';
import type { ReportBenchmarks, ReportComp, ReportView } from '#core/api/reports';
import { benchmarkDisagreement, benchmarkFigures, noScoreReason } from '#core/benchmarks/benchmark-figures';
import {
  BENCHMARKS_EXPLAINER,
  BENCHMARKS_HEADING,
  BENCHMARKS_SOURCE_AND_RELEASES,
} from '#core/benchmarks/benchmark-texts';
import { normalizeAddress } from '#core/address/address-normalize';
import { parseBedrooms } from '#core/listings/listing-text';
import { CONFIDENCE_LABELS } from '#core/labels';
import { rentPercentile } from '#core/valuation/rent-percentile';
import { DAY_MS } from '#core/primitives/time';
import type { Valuation } from '#core/valuation/valuation';
import { displayScore } from '#core/valuation/value-score';
import type { comps as compsTable, transactions } from '../db/schema';
import type { StoredComp } from './report-comps';
import { reportAddress } from './report-subject';
import { nextStepView } from './report-next-step-view';
import { valuationOf } from './report-valuation';
import { scamCheck } from '#core/valuation/scam-check';

type TransactionRow = typeof transactions.$inferSelect;
type CompRow = typeof compsTable.$inferSelect;

function storedCompOfRow(row: CompRow): StoredComp {
  return {
    address: row.address,
    price: row.price / 100,
    sqft: row.sqft,
    bedrooms: row.bedrooms,
    baths: row.baths,
    latitude: row.latitude,
    longitude: row.longitude,
    distanceMiles: row.distanceMiles,
    listedAt: row.listedAt,
    source: row.source,
    zip: row.zip,
    benchmarkRent: row.benchmarkRent === null ? null : row.benchmarkRent / 100,
    correlation: row.correlation,
  };
}

function benchmarksOf(row: TransactionRow, rent: number): ReportBenchmarks | null {
  if (!row.benchmarks) return null;
  return {
    heading: BENCHMARKS_HEADING,
    figures: benchmarkFigures(row.benchmarks.area, parseBedrooms(row.bedrooms) ?? 0, rent),
    explainer: BENCHMARKS_EXPLAINER,
    source: BENCHMARKS_SOURCE_AND_RELEASES,
  };
}

function factorOf(valuation: Valuation): number {
  return valuation.adjustment_factor ?? 1;
}

/** An estimate before the condition/amenities factor, as the expected rent would be (factor applied, cents kept). */
function scaled(value: number | null | undefined, valuation: Valuation): number | null {
  return value === null || value === undefined ? null : Math.round(value * factorOf(valuation) * 100) / 100;
}

/** Marks which stored comps the filter kept (by address, price and size; a kept comp is one of them). */
function markUsed(comps: readonly StoredComp[], valuation: Valuation): ReportComp[] {
  const remaining = new Map<string, number>();
  const key = (address: string, price: number, sqft: number | null) => `${normalizeAddress(address)}|${price}|${sqft}`;
  for (const kept of valuation.comps) {
    const k = key(kept.address, kept.price, kept.sqft);
    remaining.set(k, (remaining.get(k) ?? 0) + 1);
  }
  return comps.map((c) => {
    const k = key(c.address, c.price, c.sqft);
    const left = remaining.get(k) ?? 0;
    if (left > 0) remaining.set(k, left - 1);
    return {
      address: c.address,
      price: c.price,
      sqft: c.sqft,
      bedrooms: c.bedrooms,
      baths: c.baths,
      latitude: c.latitude,
      longitude: c.longitude,
      distanceMiles: c.distanceMiles,
      listedAt: c.listedAt ? c.listedAt.toISOString() : null,
      used: left > 0,
    };
  });
}

function windowDays(from: string | null, to: string | null, fallback: number): number {
  if (!from || !to) return fallback;
  const days = Math.round((Date.parse(to) - Date.parse(from)) / DAY_MS);
  return Number.isFinite(days) && days > 0 ? days : fallback;
}

const dollars = (cents: number | null) => (cents === null ? null : cents / 100);

/** What a report's view derives from its stored comparables: the scoring and the comps marked used or not. */
export interface ReportScoring {
  valuation: Valuation;
  comps: ReportComp[];
}

export function reportScoring(row: TransactionRow, compRows: readonly CompRow[]): ReportScoring {
  const stored = compRows.map(storedCompOfRow);
  const valuation = valuationOf(row, stored);
  return { valuation, comps: markUsed(stored, valuation) };
}

/** The report as the API answers it; `scoring` is reportScoring of the same row (it is only read, never changed). */
export function toReportView(options: {
  row: TransactionRow;
  scoring: ReportScoring;
  lookbackDays: number;
  owner: boolean;
}): ReportView {
  const { row, owner } = options;
  const { valuation, comps } = options.scoring;
  const used = comps.filter((c) => c.used);
  const rent = row.rent / 100;
  return {
    id: row.id,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    listing: {
      url: row.url,
      streetAddress: row.streetAddress,
      city: row.city,
      state: row.state,
      zipCode: row.zipCode,
      rent,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      sqft: row.sqft,
      buildingType: row.buildingType,
      qualityLevel: row.qualityLevel,
      amenitiesLevel: row.amenitiesLevel,
    },
    mapQueryAddress: row.mapQueryAddress ?? reportAddress(row),
    latitude: row.latitude,
    longitude: row.longitude,
    valuation: {
      valueScore: row.valueScore,
      displayScore: row.valueScore === null ? null : displayScore(row.valueScore),
      askingPrice: dollars(row.askingPrice) ?? rent,
      marketPrice: dollars(row.marketPrice),
      minPrice: dollars(row.minPrice),
      maxPrice: dollars(row.maxPrice),
      medianRent: dollars(row.medianRent),
      percentageDifference: row.percentageDifference,
      verdict: valuation.verdict,
      askingPricePerSqft: valuation.asking_price_per_sqft,
      expectedPricePerSqft: valuation.expected_price_per_sqft,
      medianPricePerSqft: valuation.median_price_per_sqft,
      adjustmentFactor: valuation.adjustment_factor,
      confidence: valuation.estimate
        ? {
            level: valuation.estimate.confidence.level,
            label: CONFIDENCE_LABELS[valuation.estimate.confidence.level],
            reasons: valuation.estimate.confidence.reasons,
          }
        : null,
      basis: valuation.estimate?.basis ?? null,
      noScoreReason:
        row.valueScore === null ? noScoreReason(valuation.comp_count, valuation.estimate?.prior != null) : null,
    },
    evaluation: isValidAiText(row.aiEvaluationSummary)
      ? { text: row.aiEvaluationSummary, source: row.evaluationSource ?? 'builtin', language: row.language }
      : { text: null, source: null, language: row.language },
    evidence: {
      dataSource: row.dataSource,
      isSample: row.dataSource === 'sample',
      compsFound: comps.length,
      compsUsed: used.length,
      dropped: valuation.dropped,
      radiusMiles: row.compsRadiusMiles,
      lookbackDays: windowDays(row.compsWindowFrom, row.compsWindowTo, options.lookbackDays),
      windowFrom: row.compsWindowFrom,
      windowTo: row.compsWindowTo,
      askingPercentile: rentPercentile(
        rent,
        used.map((c) => c.price),
      ),
      geocodePrecision: row.geocodePrecision,
      compsEstimate: scaled(valuation.estimate?.compsEstimate, valuation),
      benchmarkEstimate: scaled(valuation.estimate?.prior, valuation),
      compsShare: valuation.estimate ? valuation.estimate.compsWeight : null,
      providerRent: dollars(row.providerMedianRent),
      benchmarkDisagreement:
        valuation.estimate?.disagreesWithBenchmark && valuation.estimate.compsEstimate && valuation.estimate.prior
          ? benchmarkDisagreement(
              valuation.estimate.compsEstimate * factorOf(valuation),
              valuation.estimate.prior * factorOf(valuation),
            )
          : null,
    },
    benchmarks: benchmarksOf(row, rent),
    ...nextStepView(row),
    scamCheck: scamCheck({
      askingRent: row.renewalCurrentRent === null ? rent : null,
      expectedRent: dollars(row.marketPrice),
      confidence: valuation.estimate?.confidence.level ?? null,
      redFlags: row.redFlags ?? [],
    }),
    comps,
    ...(owner ? { share: { token: row.shareToken } } : {}),
    readOnly: !owner,
  };
}
