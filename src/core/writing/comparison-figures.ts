import { bestValueIndices, monthlyPaid } from '../compare/compare-best-value';
import type { ComparisonFacts } from './comparison-facts';
import { formatScore } from '../primitives/format';
import { isFigure, oneLine } from './writer-text';

// What the comparison writer's two columns share (comparison-writer.ts): the bullet labels, the figures compared,
// who holds the extreme of each, how listings are named, and which listing is recommended.

export const COMPARISON_BULLET_LABELS = {
  bestValue: 'Best Value',
  lowestRent: 'Lowest Rent',
  mostSpace: 'Most Space',
  pricePerSqft: 'Lowest Price per Sq Ft',
  conditionAmenities: 'Condition and Amenities',
  space: 'Paying for Space',
  cheapest: 'Saving Money',
  poorerValue: 'Poorer Value',
  recommendation: 'Recommendation',
} as const;

export type Figure = (facts: ComparisonFacts) => number | null;

/** What the renter pays a month: the net effective rent when the listing had move-in specials, else the rent. */
export const rentOf: Figure = (f) => monthlyPaid(f.rent, f.netEffectiveRent);
export const scoreOf: Figure = (f) => f.valueScore;
export const sqftOf: Figure = (f) => (f.sqft !== null && f.sqft > 0 ? f.sqft : null);
export const perSqftOf: Figure = (f) => f.pricePerSqft;
export const qualityOf: Figure = (f) => f.qualityLevel;
export const amenitiesOf: Figure = (f) => f.amenitiesLevel;

/** The listings whose monthly figure is a net effective rent (their move-in specials and fees were given). */
export function withSpecials(all: readonly ComparisonFacts[]): ComparisonFacts[] {
  return all.filter((f) => isFigure(f.netEffectiveRent));
}

/** "Property A", "Property A and Property B", "Property A, Property B and Property C". */
export function names(list: readonly ComparisonFacts[]): string {
  const labels = list.map((f) => f.label);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

export function verb(list: readonly unknown[], one: string, many: string): string {
  return list.length === 1 ? one : many;
}

/** "Property B (456 Oak Ave)": the street part of the address, so the recommendation names a place. */
export function labelWithStreet(facts: ComparisonFacts): string {
  const street = oneLine(facts.address.split(',')[0] ?? '');
  return street ? `${facts.label} (${street})` : facts.label;
}

export function scoreText(facts: ComparisonFacts): string {
  if (!isFigure(facts.valueScore)) return 'no Value Score';
  return facts.evaluation
    ? `a Value Score of ${formatScore(facts.valueScore)} (${facts.evaluation})`
    : `a Value Score of ${formatScore(facts.valueScore)}`;
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

export function bullet(label: string, text: string): string {
  return `* ${label}: ${oneLine(text)}`;
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
