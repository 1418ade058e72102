// The expected rent before the condition/amenities factor (docs/product.md#expected-rent): the comps, each
// adjusted to the subject (core/valuation/comp-adjustments) and put on the subject's place through the official
// benchmarks, combined by a similarity-weighted median and shrunk toward the benchmark prior when they are few or
// scattered. With no usable comp the prior alone stands. Reads: docs/decisions/041-expected-rent.md.

import { ageYears, bathAdjustment, similarityWeight, sizeAdjustment, timeAdjustment } from './comp-adjustments';
import { levelForBedrooms, NATIONAL_BEDROOM_RATIOS, type BedroomLevels } from '../benchmarks/rent-benchmarks';
import { effectiveCount, weightedMedian } from '../primitives/weighted-median';

/** What the official benchmarks say about the subject's place (a snapshot, stored with the report). */
export interface MarketContext {
  /** The subject area's most local 40th-percentile gross rents, studio to 4 bedrooms, FY2026 terms; null: unknown. */
  readonly levels: BedroomLevels | null;
  /** Benchmark gross rent × factor = expected median asking rent (core BENCHMARK_TO_ASKING_FACTOR). */
  readonly factor: number;
  /** Yearly rent trend of the area, to bring older comps to the as-of date. */
  readonly annualTrend: number;
  /** The day the report values the listing on (the end of the comps' window). */
  readonly asOf: Date;
}

export interface EstimateSubject {
  readonly sqft: number;
  /** null when unknown: no bedroom adjustment or weight. */
  readonly bedrooms: number | null;
  readonly baths: number | null;
}

export interface EstimateComp {
  readonly price: number;
  readonly sqft: number;
  readonly bedrooms: number | null;
  readonly baths: number | null;
  readonly distanceMiles?: number | null;
  readonly listedAt?: Date | null;
  /** The comp's own area's benchmark gross rent for its own bedroom count, when its place is known. */
  readonly benchmarkRent?: number | null;
  readonly correlation?: number | null;
}

interface AdjustedComp {
  /** The comp's rent brought to the subject: size, baths, time and place/bedrooms. */
  readonly adjustedPrice: number;
  readonly weight: number;
}

export type Confidence = 'high' | 'medium' | 'low';

export interface MarketEstimate {
  /** The expected median asking rent for the subject before the condition/amenities factor; null: nothing known. */
  readonly expected: number | null;
  /** The similarity-weighted median of the adjusted comps alone (null with no comp). */
  readonly compsEstimate: number | null;
  /** The benchmark's estimate alone: the subject area's level × factor (null without a benchmark). */
  readonly prior: number | null;
  /** Share of the expected rent that comes from the comps (n_eff / (n_eff + k)); 0 with none. */
  readonly compsWeight: number;
  readonly effectiveComps: number;
  /** Weighted median absolute deviation of the adjusted comps' logs: 0.1 is about ±10% around the middle. */
  readonly spread: number | null;
  /** Weighted median distance of the comps, miles (null when the provider gave none). */
  readonly typicalDistanceMiles: number | null;
  readonly adjusted: AdjustedComp[];
  /** True when the comps and the benchmark prior disagree by more than BENCHMARK_DISAGREEMENT. */
  readonly disagreesWithBenchmark: boolean;
}

/** The shrinkage's base strength: the prior counts as this many comps when the comps are tightly grouped… */
export const PRIOR_STRENGTH = 1;
/** …and more as they scatter: k = PRIOR_STRENGTH × (1 + (spread / SPREAD_SCALE)²). */
const SPREAD_SCALE = 0.12;
/** Comps and benchmark more than 35% apart: the report says so (docs/product.md#confidence-levels). */
const BENCHMARK_DISAGREEMENT = 0.35;

function compLevel(context: MarketContext, comp: EstimateComp, subjectBedrooms: number): number | null {
  if (comp.benchmarkRent !== null && comp.benchmarkRent !== undefined && comp.benchmarkRent > 0)
    return comp.benchmarkRent;
  if (!context.levels) return null;
  return levelForBedrooms(context.levels, comp.bedrooms ?? subjectBedrooms);
}

function nationalRatio(to: number, from: number): number {
  const at = (b: number) => NATIONAL_BEDROOM_RATIOS[Math.min(6, Math.max(0, Math.floor(b))) as 0] as number;
  return at(to) / at(from);
}

/** Each comp's rent brought to the subject, with its similarity weight. */
function adjustComps(subject: EstimateSubject, comps: readonly EstimateComp[], context: MarketContext): AdjustedComp[] {
  const subjectBedrooms = subject.bedrooms ?? null;
  const subjectLevel =
    context.levels && subjectBedrooms !== null ? levelForBedrooms(context.levels, subjectBedrooms) : null;
  return comps.map((comp) => {
    const years = ageYears(comp.listedAt ?? null, context.asOf);
    let price =
      comp.price *
      sizeAdjustment(subject.sqft, comp.sqft) *
      bathAdjustment(subject.baths, comp.baths) *
      timeAdjustment(context.annualTrend, years);
    if (subjectBedrooms !== null) {
      const level = compLevel(context, comp, subjectBedrooms);
      if (subjectLevel !== null && level !== null) price *= subjectLevel / level;
      else if (comp.bedrooms !== null && comp.bedrooms !== subjectBedrooms)
        price *= nationalRatio(subjectBedrooms, comp.bedrooms);
    }
    const weight = similarityWeight({
      distanceMiles: comp.distanceMiles ?? null,
      subjectSqft: subject.sqft,
      compSqft: comp.sqft,
      subjectBaths: subject.baths,
      compBaths: comp.baths,
      subjectBedrooms,
      compBedrooms: comp.bedrooms,
      ageYears: years,
      correlation: comp.correlation ?? null,
    });
    return { adjustedPrice: price, weight };
  });
}

/** The expected rent for the subject from its comps and the benchmark prior (see the file's header). */
export function estimateMarketRent(
  subject: EstimateSubject,
  comps: readonly EstimateComp[],
  context: MarketContext,
): MarketEstimate {
  const adjusted = adjustComps(subject, comps, context);
  const prior =
    context.levels && subject.bedrooms !== null
      ? levelForBedrooms(context.levels, subject.bedrooms) * context.factor
      : null;
  const compsEstimate = weightedMedian(adjusted.map((c) => ({ value: c.adjustedPrice, weight: c.weight })));
  const effectiveComps = effectiveCount(adjusted.map((c) => c.weight));
  let spread: number | null = null;
  if (compsEstimate !== null && compsEstimate > 0) {
    const centre = Math.log(compsEstimate);
    spread = weightedMedian(
      adjusted.map((c) => ({ value: Math.abs(Math.log(c.adjustedPrice) - centre), weight: c.weight })),
    );
  }
  const distances = comps
    .map((comp, i) => ({ value: comp.distanceMiles ?? NaN, weight: (adjusted[i] as AdjustedComp).weight }))
    .filter((d) => Number.isFinite(d.value));
  const typicalDistanceMiles = weightedMedian(distances);

  let expected: number | null = compsEstimate;
  let compsWeight = compsEstimate === null ? 0 : 1;
  if (prior !== null && prior > 0) {
    if (compsEstimate === null || !(compsEstimate > 0)) {
      expected = prior;
      compsWeight = 0;
    } else {
      // Shrink in logs: n/(n+k) of the comps, k/(n+k) of the prior; scattered comps give the prior more say.
      const k = PRIOR_STRENGTH * (1 + ((spread ?? 0) / SPREAD_SCALE) ** 2);
      compsWeight = effectiveComps / (effectiveComps + k);
      expected = Math.exp(compsWeight * Math.log(compsEstimate) + (1 - compsWeight) * Math.log(prior));
    }
  }
  const disagreesWithBenchmark =
    prior !== null &&
    prior > 0 &&
    compsEstimate !== null &&
    Math.abs(compsEstimate / prior - 1) > BENCHMARK_DISAGREEMENT;
  return {
    expected,
    compsEstimate,
    prior,
    compsWeight,
    effectiveComps,
    spread,
    typicalDistanceMiles,
    adjusted,
    disagreesWithBenchmark,
  };
}
