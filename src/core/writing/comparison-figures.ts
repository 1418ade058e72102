import { bestValueIndices, monthlyPaid } from '../compare/compare-best-value';
import type { ComparisonFacts } from './comparison-facts';
import { isFigure } from './writer-text';

// The figures a comparison compares (comparison-plan.ts): what each listing's figure is, who holds the extreme of
// each, and which listing is recommended.

export type Figure = (facts: ComparisonFacts) => number | null;

/** What the renter pays a month: the total monthly cost when the listing had move-in specials, else the rent. */
export const rentOf: Figure = (f) => monthlyPaid(f.rent, f.totalMonthlyCost ?? f.netEffectiveRent);
export const scoreOf: Figure = (f) => f.valueScore;
export const sqftOf: Figure = (f) => (f.sqft !== null && f.sqft > 0 ? f.sqft : null);
export const perSqftOf: Figure = (f) => f.pricePerSqft;
export const qualityOf: Figure = (f) => f.qualityLevel;
export const amenitiesOf: Figure = (f) => f.amenitiesLevel;

/** The listings whose monthly figure is a net effective rent (their move-in specials and fees were given). */
export function withSpecials(all: readonly ComparisonFacts[]): ComparisonFacts[] {
  return all.filter((f) => isFigure(f.netEffectiveRent));
}

/** The listings holding the extreme of a figure, all of them on a tie; empty when none has it. */
export function extremes(
  all: readonly ComparisonFacts[],
  figure: Figure,
  direction: 'lowest' | 'highest',
): ComparisonFacts[] {
  const values = all.map(figure).filter(isFigure);
  if (values.length === 0) return [];
  const target = direction === 'lowest' ? Math.min(...values) : Math.max(...values);
  return all.filter((f) => figure(f) === target);
}

export function withFigure(all: readonly ComparisonFacts[], figure: Figure): ComparisonFacts[] {
  return all.filter((f) => isFigure(figure(f)));
}

/** True when at least two listings have the figure and they differ: only then is there a winner to name. */
export function differs(all: readonly ComparisonFacts[], figure: Figure, direction: 'lowest' | 'highest'): boolean {
  return bestValueIndices(all.map(figure), direction).length > 0;
}

/**
 * The listing to shortlist: the highest Value Score, then the lower rent, then the lower price per sq ft. Without
 * any score, the lowest price per sq ft, then the lower rent; with neither, the lowest rent; else the first.
 */
export function recommendedListing(all: readonly ComparisonFacts[]): ComparisonFacts {
  const byOrder = (figures: readonly [Figure, 'lowest' | 'highest'][]) => {
    let pool = [...all];
    for (const [figure, direction] of figures) {
      const best = extremes(pool, figure, direction);
      if (best.length > 0) pool = best;
    }
    return pool[0];
  };
  const scored = withFigure(all, scoreOf).length > 0;
  const pick = scored
    ? byOrder([
        [scoreOf, 'highest'],
        [rentOf, 'lowest'],
        [perSqftOf, 'lowest'],
      ])
    : byOrder([
        [perSqftOf, 'lowest'],
        [rentOf, 'lowest'],
      ]);
  const first = all[0];
  if (!first) throw new RangeError('A comparison needs listings.');
  return pick ?? first;
}
