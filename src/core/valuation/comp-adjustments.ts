import { DAY_MS } from '../primitives/time';
// Appraisers' adjustments (docs/product.md#comp-adjustments-and-similarity-weights): each comparable's rent is
// brought to what it would be for the subject unit before the comps are combined: size, baths, bedrooms (through the
// area's HUD bedroom ratios) and time. Then each comp gets a weight for how alike it is. The figures were fitted on
// real listings (docs/decisions/041-expected-rent.md, `npm run bench:accuracy`).

/**
 * Rent grows slower than floor area: +10% sq ft gives about +4.8% rent. Fitted on the UCI apartment listings as the
 * slope of log rent on log sq ft within one ZIP code and bedroom count (0.49 over 2,623 listings).
 */
export const SIZE_ELASTICITY = 0.49;

/** One more bath (same ZIP, bedrooms and size) rents for about 9% more: exp(0.09) per bath, fitted the same way. */
export const BATH_LOG_EFFECT = 0.09;

/** A yearly rent trend is held within these bounds, so one odd area's figures cannot swing old comps far. */
const ANNUAL_TREND_BOUNDS = { min: -0.05, max: 0.08 } as const;

const YEAR_MS = 365.25 * DAY_MS;
/** Baths are compared as the form offers them: 1, 2, 3+. */
const MAX_BATHS = 3;

/** (subject sq ft / comp sq ft) ^ SIZE_ELASTICITY: a smaller comp's rent is raised for a larger subject. */
export function sizeAdjustment(subjectSqft: number, compSqft: number): number {
  if (!(subjectSqft > 0) || !(compSqft > 0)) return 1;
  return (subjectSqft / compSqft) ** SIZE_ELASTICITY;
}

/** exp(BATH_LOG_EFFECT × (subject baths − comp baths)), baths capped at 3; 1 when either is unknown. */
export function bathAdjustment(subjectBaths: number | null, compBaths: number | null): number {
  if (subjectBaths === null || compBaths === null || !Number.isFinite(subjectBaths) || !Number.isFinite(compBaths))
    return 1;
  return Math.exp(BATH_LOG_EFFECT * (Math.min(subjectBaths, MAX_BATHS) - Math.min(compBaths, MAX_BATHS)));
}

/** The comp's age at the as-of date in years (0 for a listing dated after it or unknown). */
export function ageYears(listedAt: Date | null, asOf: Date): number {
  if (listedAt === null || Number.isNaN(listedAt.getTime())) return 0;
  return Math.max(0, asOf.getTime() - listedAt.getTime()) / YEAR_MS;
}

/** (1 + trend) ^ age: an older comp's rent brought to the as-of date with the area's yearly trend (bounded). */
export function timeAdjustment(annualTrend: number, years: number): number {
  const trend = Math.min(
    Math.max(Number.isFinite(annualTrend) ? annualTrend : 0, ANNUAL_TREND_BOUNDS.min),
    ANNUAL_TREND_BOUNDS.max,
  );
  return (1 + trend) ** Math.max(0, years);
}

/**
 * How much each difference costs in the similarity weight exp(−cost). Tuned on the dev listings with the other
 * steps in place: a comp 20% larger weighs like one about a mile away; another bedroom count like one 8 miles away.
 */
const SIMILARITY_COSTS = {
  /** Per unit of ln(1 + miles / 2). */
  distance: 1,
  /** Per unit of |ln(comp sq ft / subject sq ft)|. */
  size: 2,
  /** Per bath of difference. */
  baths: 0.4,
  /** Per bedroom of difference (±1 bedroom comps are admitted when the same count is thin). */
  bedrooms: 1.5,
  /** Per year of age. */
  age: 0.5,
} as const;

export interface SimilarityInput {
  readonly distanceMiles: number | null;
  readonly subjectSqft: number;
  readonly compSqft: number;
  readonly subjectBaths: number | null;
  readonly compBaths: number | null;
  readonly subjectBedrooms: number | null;
  readonly compBedrooms: number | null;
  readonly ageYears: number;
  /** A provider's own similarity score from 0 to 1 (RentCast's `correlation`); multiplies the weight. */
  readonly correlation?: number | null;
}

/** exp(−cost) of the differences above; unknown figures cost nothing (they are not evidence of a difference). */
export function similarityWeight(input: SimilarityInput): number {
  let cost = 0;
  if (input.distanceMiles !== null && Number.isFinite(input.distanceMiles)) {
    cost += SIMILARITY_COSTS.distance * Math.log1p(Math.max(0, input.distanceMiles) / 2);
  }
  if (input.subjectSqft > 0 && input.compSqft > 0) {
    cost += SIMILARITY_COSTS.size * Math.abs(Math.log(input.compSqft / input.subjectSqft));
  }
  if (input.subjectBaths !== null && input.compBaths !== null) {
    cost +=
      SIMILARITY_COSTS.baths * Math.abs(Math.min(input.subjectBaths, MAX_BATHS) - Math.min(input.compBaths, MAX_BATHS));
  }
  if (input.subjectBedrooms !== null && input.compBedrooms !== null) {
    cost += SIMILARITY_COSTS.bedrooms * Math.abs(input.subjectBedrooms - input.compBedrooms);
  }
  cost += SIMILARITY_COSTS.age * Math.max(0, input.ageYears);
  const correlation = input.correlation;
  const provider =
    correlation !== null && correlation !== undefined && correlation > 0 && correlation <= 1 ? correlation : 1;
  return Math.exp(-cost) * provider;
}
