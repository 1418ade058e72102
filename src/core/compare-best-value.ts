// The compare table goes beyond SPEC §2: each numeric row marks its best figure, so a renter sees at a glance which
// listing leads on what, and a "Cost per Year" row turns monthly gaps into the dollars they add up to.

export type BestDirection = 'lowest' | 'highest';

export const MONTHS_PER_YEAR = 12;

function isFigure(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

/**
 * The positions holding the best figure of a row (all of them on a tie). Nothing is marked when fewer than two
 * listings have the figure or when every figure is the same: a "best" that everyone shares tells the renter nothing.
 */
export function bestValueIndices(values: readonly (number | null | undefined)[], direction: BestDirection): number[] {
  const figures = values.filter(isFigure);
  if (figures.length < 2) return [];
  const best = direction === 'lowest' ? Math.min(...figures) : Math.max(...figures);
  const worst = direction === 'lowest' ? Math.max(...figures) : Math.min(...figures);
  if (best === worst) return [];
  const indices: number[] = [];
  values.forEach((value, index) => {
    if (isFigure(value) && value === best) indices.push(index);
  });
  return indices;
}

/** A year of rent: the monthly rent times 12; null when the rent is unknown. */
export function costPerYear(monthlyRent: number | null | undefined): number | null {
  return isFigure(monthlyRent) ? monthlyRent * MONTHS_PER_YEAR : null;
}

/** Which way is better in each numeric row of the compare table. */
export const BEST_DIRECTION = {
  rent: 'lowest',
  costPerYear: 'lowest',
  valueScore: 'highest',
  bedrooms: 'highest',
  baths: 'highest',
  sqft: 'highest',
  pricePerSqft: 'lowest',
  condition: 'highest',
  amenities: 'highest',
} as const satisfies Record<string, BestDirection>;

export type BestValueRow = keyof typeof BEST_DIRECTION;
