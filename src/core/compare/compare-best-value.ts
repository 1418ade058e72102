// The comparison table's extras (docs/product.md#comparison-table): each numeric row marks its best figure, so a
// renter sees at a glance which listing leads on what, and a "Cost per Year" row turns monthly gaps into the dollars
// they add up to. Where a listing's move-in specials, fees and utilities are known, what the renter pays (its total
// monthly cost) is the monthly figure a year is counted on, with its one-time move-in costs (decision 090), so a
// listing with a month free is not made to look dearer than it is, nor one with $185 of fees cheaper.

import { MONTHS_PER_YEAR } from '../primitives/time';

export type BestDirection = 'lowest' | 'highest';

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

/**
 * What the renter pays a month: the total monthly cost when the listing's move-in specials and fees are known, else
 * the rent; null when neither is known.
 */
export function monthlyPaid(rent: number | null | undefined, totalMonthlyCost?: number | null): number | null {
  if (isFigure(totalMonthlyCost)) return totalMonthlyCost;
  return isFigure(rent) ? rent : null;
}

/**
 * A year of what the renter pays: the total monthly cost (else the rent) times 12, plus the one-time costs of moving
 * in (application and broker fees); null when neither monthly figure is known.
 */
export function costPerYear(
  rent: number | null | undefined,
  totalMonthlyCost?: number | null,
  oneTimeCosts?: number | null,
): number | null {
  const paid = monthlyPaid(rent, totalMonthlyCost);
  return paid === null ? null : paid * MONTHS_PER_YEAR + (isFigure(oneTimeCosts) ? oneTimeCosts : 0);
}

/** Which way is better in each numeric row of the compare table. */
export const BEST_DIRECTION = {
  rent: 'lowest',
  totalMonthlyCost: 'lowest',
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
