import { adjustmentFactor } from './adjustment-factor';
import { filterComps, type DroppedCounts, type RawComp, type ScoringComp } from './comps-filter';
import { MIN_COMPS } from './constants';
import { expectedRange, percentageDifference, rangeVerdict, type RangeVerdict } from './expected-range';
import { median } from './median';
import { roundTo } from './round';
import { valueScore } from './value-score';

// Everything a report stores from its comparables (SPEC §4 "Report run" step 3, §9).
// Readings we chose:
// - market_price is the expected price: median comp price x adjustment factor.
// - median_rent is the plain median of the kept comps' prices, before the factor.
// - Money and price per sqft keep cents (2 decimals); the score is computed from unrounded
//   figures and stored with 2 decimals; percentage_difference uses the unrounded market price.
// - Fewer than 4 comps after the filter, or a subject without positive rent and sqft, gives no
//   score ("Not enough data to calculate a Value Score."), but still reports what is known.

export interface ValuationSubject {
  readonly rent: number;
  readonly sqft: number;
  readonly qualityLevel: number;
  readonly amenitiesLevel: number;
}

export interface ValuationInput {
  readonly subject: ValuationSubject;
  readonly comps: readonly RawComp[];
}

interface ValuationCommon {
  readonly asking_price: number | null;
  readonly median_rent: number | null;
  readonly comp_count: number;
  /** The comps that survived the filter: the ones a report stores and charts. */
  readonly comps: ScoringComp[];
  readonly dropped: DroppedCounts;
}

export interface ScoredValuation extends ValuationCommon {
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
}

export type NotEnoughDataReason = 'invalid_subject' | 'too_few_comps';

export interface UnscoredValuation extends ValuationCommon {
  readonly status: 'not_enough_data';
  readonly reason: NotEnoughDataReason;
  readonly value_score: null;
  readonly market_price: null;
  readonly min_price: null;
  readonly max_price: null;
  readonly percentage_difference: null;
  readonly expected_price_per_sqft: null;
  readonly asking_price_per_sqft: null;
  readonly median_price_per_sqft: null;
  readonly adjustment_factor: null;
  readonly verdict: null;
}

export type Valuation = ScoredValuation | UnscoredValuation;

function isPositive(value: number): boolean {
  return Number.isFinite(value) && value > 0;
}

function roundOrNull(value: number | null): number | null {
  return value === null ? null : roundTo(value, 2);
}

export function computeValuation({ subject, comps }: ValuationInput): Valuation {
  const filtered = filterComps(comps, subject.sqft);
  const kept = filtered.kept;
  const medianPrice = median(kept.map((comp) => comp.price));
  const common: ValuationCommon = {
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
  if (!validSubject || medianPrice === null || kept.length < MIN_COMPS) {
    return {
      ...common,
      status: 'not_enough_data',
      reason: validSubject ? 'too_few_comps' : 'invalid_subject',
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
    };
  }

  const factor = adjustmentFactor(subject.qualityLevel, subject.amenitiesLevel);
  // Every kept comp has a positive sqft, so the median exists whenever medianPrice does.
  const medianPricePerSqft = median(kept.map((comp) => comp.price / comp.sqft)) as number;
  const expectedPrice = medianPrice * factor;
  const expectedPricePerSqft = medianPricePerSqft * factor;
  const score = valueScore({
    askingRent: subject.rent,
    subjectSqft: subject.sqft,
    expectedPrice,
    expectedPricePerSqft,
  });
  const range = expectedRange(expectedPrice);

  return {
    ...common,
    status: 'scored',
    asking_price: subject.rent,
    median_rent: roundTo(medianPrice, 2),
    value_score: score.score,
    market_price: roundTo(expectedPrice, 2),
    min_price: range.min,
    max_price: range.max,
    percentage_difference: percentageDifference(subject.rent, expectedPrice),
    expected_price_per_sqft: roundTo(expectedPricePerSqft, 2),
    asking_price_per_sqft: roundTo(score.askingPricePerSqft, 2),
    median_price_per_sqft: roundTo(medianPricePerSqft, 2),
    adjustment_factor: factor,
    verdict: rangeVerdict(subject.rent, range),
  };
}
