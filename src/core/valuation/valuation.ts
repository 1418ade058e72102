import { adjustmentFactor } from './adjustment-factor';
import { filterComps, type DroppedCounts, type RawComp, type ScoringComp } from './comps-filter';
import { MIN_COMPS } from '../constants';
import { expectedRange, percentageDifference, rangeVerdict, type RangeVerdict } from './expected-range';
import { marketConfidence, type ConfidenceResult } from './market-confidence';
import { estimateMarketRent, type MarketContext, type MarketEstimate } from './market-estimate';
import { median } from '../primitives/median';
import { roundTo } from '../primitives/round';
import { valueScore } from './value-score';

// Everything a report stores from its comparables (the scoring stage of docs/product.md#run-stages).
// Readings we chose:
// - market_price is the expected price: median comp price x adjustment factor, where the comps are first adjusted
//   to the subject (size, baths, bedrooms, place, time), combined by a similarity-weighted median and shrunk toward
//   the official benchmark when they are few or scattered (core/valuation/market-estimate). With no market context
//   and comps of the subject's own size this is exactly the plain median (docs/product.md#expected-rent). The
//   expected price per sq ft is the same adjusted figure over the subject's size: every adjusted comp describes the
//   subject unit.
// - median_rent is the plain median of the kept comps' prices, before the factor.
// - Money and price per sqft keep cents (2 decimals); the score is computed from unrounded
//   figures and stored with 2 decimals; percentage_difference uses the unrounded market price.
// - Fewer than 4 comps after the filter, or a subject without positive rent and sqft, gives no
//   score ("Not enough data to calculate a Value Score."), but still reports what is known: with a benchmark the
//   expected rent and range (Low confidence), without one nothing more.

interface ValuationSubject {
  readonly rent: number;
  readonly sqft: number;
  readonly qualityLevel: number;
  readonly amenitiesLevel: number;
  /** 0 for a studio, 6 for 6+; without it no bedroom adjustment or prior. */
  readonly bedrooms?: number | null;
  /** 1, 2 or 3 (3+). */
  readonly baths?: number | null;
}

export interface ValuationInput {
  readonly subject: ValuationSubject;
  readonly comps: readonly RawComp[];
  /** The official benchmarks of the subject's place and the as-of date; without it the comps alone count. */
  readonly market?: MarketContext | null;
}

/**
 * How the expected rent was reached, for the report's evidence: the estimate's figures (rounded; before
 * the condition factor), what it stands on and how far to trust it.
 */
type ValuationEstimate = Omit<MarketEstimate, 'expected' | 'adjusted'> & {
  readonly basis: 'comps' | 'comps_and_benchmark' | 'benchmark';
  readonly confidence: ConfidenceResult;
};

interface ValuationCommon {
  readonly asking_price: number | null;
  readonly median_rent: number | null;
  readonly comp_count: number;
  /** The comps that survived the filter: the ones a report stores and charts. */
  readonly comps: ScoringComp[];
  readonly dropped: DroppedCounts;
  /** Null only when nothing at all is known (no usable comp and no benchmark, or an invalid subject). */
  readonly estimate: ValuationEstimate | null;
}

interface ScoredValuation extends ValuationCommon {
  readonly status: 'scored';
  readonly value_score: number;
  readonly asking_price: number;
  readonly market_price: number;
  readonly min_price: number;
  readonly max_price: number;
  readonly median_rent: number;
  readonly percentage_difference: number;
  readonly expected_price_per_sqft: number;
  readonly asking_price_per_sqft: number;
  readonly median_price_per_sqft: number;
  readonly adjustment_factor: number;
  readonly verdict: RangeVerdict;
  readonly estimate: ValuationEstimate;
}

type NotEnoughDataReason = 'invalid_subject' | 'too_few_comps';

interface UnscoredValuation extends ValuationCommon {
  readonly status: 'not_enough_data';
  readonly reason: NotEnoughDataReason;
  readonly value_score: null;
  /** With too few comps but a benchmark: the benchmark-based expected rent and its range (Low confidence). */
  readonly market_price: number | null;
  readonly min_price: number | null;
  readonly max_price: number | null;
  readonly percentage_difference: number | null;
  readonly expected_price_per_sqft: number | null;
  readonly asking_price_per_sqft: number | null;
  readonly median_price_per_sqft: number | null;
  readonly adjustment_factor: number | null;
  readonly verdict: RangeVerdict | null;
}

export type Valuation = ScoredValuation | UnscoredValuation;

function isPositive(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

function roundOrNull(value: number | null): number | null {
  return value === null ? null : roundTo(value, 2);
}

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && value !== '') {
    const time = Date.parse(value);
    return Number.isNaN(time) ? null : new Date(time);
  }
  return null;
}

function finiteOrNull(value: unknown): number | null {
  return typeof value === 'number' && Number.isFinite(value) ? value : null;
}

export function computeValuation({ subject, comps, market = null }: ValuationInput): Valuation {
  const filtered = filterComps(comps, subject.sqft);
  const kept = filtered.kept;
  const medianPrice = median(kept.map((comp) => comp.price));
  const common = {
    asking_price: isPositive(subject.rent) ? subject.rent : null,
    median_rent: roundOrNull(medianPrice),
    comp_count: kept.length,
    comps: kept,
    dropped: filtered.dropped,
  };

  const validSubject =
    isPositive(subject.rent) &&
    isPositive(subject.sqft) &&
    Number.isFinite(subject.qualityLevel) &&
    Number.isFinite(subject.amenitiesLevel);
  const unscored = {
    ...common,
    status: 'not_enough_data' as const,
    value_score: null,
    market_price: null,
    min_price: null,
    max_price: null,
    percentage_difference: null,
    expected_price_per_sqft: null,
    asking_price_per_sqft: null,
    median_price_per_sqft: null,
    adjustment_factor: null,
    verdict: null,
    estimate: null,
  };
  if (!validSubject) return { ...unscored, reason: 'invalid_subject' };

  const found = estimateMarketRent(
    { sqft: subject.sqft, bedrooms: finiteOrNull(subject.bedrooms), baths: finiteOrNull(subject.baths) },
    kept.map((comp) => ({
      price: comp.price,
      sqft: comp.sqft,
      bedrooms: comp.bedrooms,
      baths: comp.baths,
      distanceMiles: comp.distanceMiles,
      listedAt: toDate(comp.listedAt),
      benchmarkRent: comp.benchmarkRent,
      correlation: comp.correlation,
    })),
    market ?? { levels: null, factor: 1, annualTrend: 0, asOf: new Date(0) },
  );
  const enoughComps = kept.length >= MIN_COMPS;
  // Without a benchmark, too few comps give no expected rent at all (docs/product.md#expected-rent).
  if (found.expected === null || (!enoughComps && found.prior === null)) {
    return { ...unscored, reason: 'too_few_comps' };
  }
  const estimate: ValuationEstimate = {
    basis: found.compsEstimate === null ? 'benchmark' : found.prior === null ? 'comps' : 'comps_and_benchmark',
    compsEstimate: roundOrNull(found.compsEstimate),
    prior: roundOrNull(found.prior),
    compsWeight: roundTo(found.compsWeight, 4),
    effectiveComps: roundTo(found.effectiveComps, 2),
    spread: found.spread === null ? null : roundTo(found.spread, 4),
    typicalDistanceMiles: roundOrNull(found.typicalDistanceMiles),
    disagreesWithBenchmark: found.disagreesWithBenchmark,
    confidence: marketConfidence({
      comps: kept.length,
      effectiveComps: found.effectiveComps,
      spread: found.spread,
      typicalDistanceMiles: found.typicalDistanceMiles,
    }),
  };

  const factor = adjustmentFactor(subject.qualityLevel, subject.amenitiesLevel);
  const medianPricePerSqft = median(kept.map((comp) => comp.price / comp.sqft));
  const expectedPrice = found.expected * factor;
  const expectedPricePerSqft = expectedPrice / subject.sqft;
  const range = expectedRange(expectedPrice);
  const figures = {
    market_price: roundTo(expectedPrice, 2),
    min_price: range.min,
    max_price: range.max,
    percentage_difference: percentageDifference(subject.rent, expectedPrice),
    expected_price_per_sqft: roundTo(expectedPricePerSqft, 2),
    asking_price_per_sqft: roundTo(subject.rent / subject.sqft, 2),
    median_price_per_sqft: roundOrNull(medianPricePerSqft),
    adjustment_factor: factor,
    verdict: rangeVerdict(subject.rent, range),
    estimate,
  };
  if (!enoughComps) return { ...unscored, ...figures, reason: 'too_few_comps' };

  const score = valueScore({
    askingRent: subject.rent,
    subjectSqft: subject.sqft,
    expectedPrice,
    expectedPricePerSqft,
  });
  return {
    ...common,
    ...figures,
    status: 'scored',
    asking_price: subject.rent,
    median_rent: roundTo(medianPrice as number, 2),
    value_score: score.score,
    median_price_per_sqft: roundTo(medianPricePerSqft as number, 2),
  };
}
