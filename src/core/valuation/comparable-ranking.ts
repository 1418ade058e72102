import { isSqftInRange } from './comps-filter';
import { DAY_MS } from '../primitives/time';

// Choosing comparables (docs/product.md#ranking-candidates): among the candidates the search found, the report uses
// the ones most like the subject, not merely the nearest. The expected rent is a median of the comps' prices
// (docs/product.md#expected-rent), so the comps should be units a tenant would weigh against the subject: close by,
// of about the same size, with the same baths, recent. Each difference costs; the cheapest candidates win. The
// weights were tuned on real listings (docs/decisions/011-comparable-ranking.md, `npm run bench:accuracy`).
//
// Two rules of the report's filter (docs/product.md#comparables-filter) are anticipated so that no returned slot is
// wasted: a candidate whose size is outside 0.3 to 2 times the subject's (or unknown) would be dropped, so it comes
// after every usable one; and the filter keeps one comp per address, so only the most alike listing of each address
// is returned.

export interface RankingSubject {
  /** Positive square feet; 0 or less means unknown and size then does not count. */
  readonly sqft: number;
  /** 1, 2 or 3 (3 stands for 3+). */
  readonly baths: number;
  /** The bedroom bucket; a candidate of another count costs `weights.bedrooms` per bedroom. */
  readonly bedrooms?: number;
}

export interface RankableCandidate {
  /** Stable identity, used only to break exact ties so a search always returns the same comps. */
  readonly id: number | string;
  readonly distanceMiles: number;
  readonly sqft: number | null;
  readonly baths: number | null;
  readonly listedAt: Date;
  readonly bedrooms?: number;
  /** The address in a normal form (core same-address addressKey: street plus town); '' when unknown, never merged. */
  readonly addressKey?: string;
}

export interface RankingWeights {
  /** Cost per unit of ln(1 + miles / DISTANCE_SCALE_MILES). */
  readonly distance: number;
  /** Cost per unit of |ln(candidate sqft / subject sqft)|: 0.18 is 20% larger, or 17% smaller. */
  readonly size: number;
  /** Cost per bath of difference (baths capped at 3, as the form's "3+"). */
  readonly baths: number;
  /** Cost per year of age at the as-of date. */
  readonly recency: number;
  /** Cost per bedroom of difference (±1 bedroom candidates fill in where the same count is thin); 0 when absent. */
  readonly bedrooms?: number;
}

/**
 * Tuned on the UCI apartment listings (docs/decisions/011): a unit 20% larger costs as much as one about a mile
 * away; one bath of difference as much as a quarter larger; a year of age as much as 10% larger or 0.3 miles.
 */
export const DEFAULT_RANKING_WEIGHTS: RankingWeights = {
  distance: 1,
  size: 2,
  baths: 0.4,
  recency: 0.5,
  bedrooms: 1.5,
};

/**
 * How many comparables a search returns at most. The expected rent is a similarity-weighted median, so more comps
 * do not dilute it with poor matches: 20 (docs/decisions/041-expected-rent.md).
 */
export const MAX_COMPARABLES = 20;

/**
 * Distance counts on a log scale: the step from 0 to 1 mile matters more than the step from 10 to 11. The scale is
 * where the curve bends, about the size of a neighbourhood.
 */
const DISTANCE_SCALE_MILES = 2;

/** A candidate the report's size rule would drop comes after every usable one, filling only an otherwise short set. */
const UNUSABLE_COST = 1000;
/** An unknown bath count costs as much as half a bath of difference. */
const UNKNOWN_BATHS_DIFFERENCE = 0.5;
const MAX_BATHS = 3;
const YEAR_MS = 365 * DAY_MS;

/** What a candidate costs as a comparable for the subject: 0 for a twin next door seen today, more for less alike. */
export function comparableCost(
  subject: RankingSubject,
  candidate: RankableCandidate,
  asOf: Date,
  weights: RankingWeights = DEFAULT_RANKING_WEIGHTS,
): number {
  let cost = weights.distance * Math.log1p(Math.max(0, candidate.distanceMiles) / DISTANCE_SCALE_MILES);
  if (subject.sqft > 0) {
    if (candidate.sqft === null || !isSqftInRange(candidate.sqft, subject.sqft)) cost += UNUSABLE_COST;
    else cost += weights.size * Math.abs(Math.log(candidate.sqft / subject.sqft));
  } else if (candidate.sqft === null || !(candidate.sqft > 0)) {
    cost += UNUSABLE_COST;
  }
  const bathsDifference =
    candidate.baths === null
      ? UNKNOWN_BATHS_DIFFERENCE
      : Math.abs(Math.min(candidate.baths, MAX_BATHS) - Math.min(subject.baths, MAX_BATHS));
  cost += weights.baths * bathsDifference;
  const ageYears = Math.max(0, asOf.getTime() - candidate.listedAt.getTime()) / YEAR_MS;
  cost += weights.recency * ageYears;
  if (subject.bedrooms !== undefined && candidate.bedrooms !== undefined) {
    cost += (weights.bedrooms ?? 0) * Math.abs(Math.min(candidate.bedrooms, 6) - Math.min(subject.bedrooms, 6));
  }
  return cost;
}

function compareIds(a: number | string, b: number | string): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a) < String(b) ? -1 : String(a) > String(b) ? 1 : 0;
}

/** Every candidate, most alike first; ties go to the nearer, then the lower id, so a search is repeatable. */
export function sortByLikeness<T extends RankableCandidate>(
  subject: RankingSubject,
  candidates: readonly T[],
  options: { asOf: Date; weights?: RankingWeights },
): T[] {
  const weights = options.weights ?? DEFAULT_RANKING_WEIGHTS;
  return candidates
    .map((candidate) => ({ candidate, cost: comparableCost(subject, candidate, options.asOf, weights) }))
    .sort(
      (a, b) =>
        a.cost - b.cost ||
        a.candidate.distanceMiles - b.candidate.distanceMiles ||
        compareIds(a.candidate.id, b.candidate.id),
    )
    .map((entry) => entry.candidate);
}

/** The first `limit` of an ordered list, keeping only the first listing of each address key ('' never merges). */
export function firstPerAddress<T extends { readonly addressKey?: string }>(ordered: readonly T[], limit: number): T[] {
  const chosen: T[] = [];
  const addresses = new Set<string>();
  for (const candidate of ordered) {
    if (chosen.length >= limit) break;
    const key = candidate.addressKey ?? '';
    if (key !== '') {
      if (addresses.has(key)) continue;
      addresses.add(key);
    }
    chosen.push(candidate);
  }
  return chosen;
}

/** The `limit` candidates most like the subject, most alike first, at most one per address. */
export function rankComparables<T extends RankableCandidate>(
  subject: RankingSubject,
  candidates: readonly T[],
  options: { asOf: Date; limit?: number; weights?: RankingWeights },
): T[] {
  return firstPerAddress(sortByLikeness(subject, candidates, options), options.limit ?? MAX_COMPARABLES);
}
