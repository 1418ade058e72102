import type { DashboardSortable } from './dashboard-sort';
import { toNumber } from '../primitives/parse-number';
import { pricePerSqft } from '../valuation/price-per-sqft';

// The signed-in dashboard's rankings (docs/product.md#history-and-dashboard). The list is our choice: the
// questions a renter asks of their own reports: which listing scored best, which is cheapest, which gives the
// most space per dollar and which is the biggest. Readings: rows without the figure take no part; a rent of 0 or
// a size of 0 is no figure; on a tie the earlier row wins (history comes newest first, so the latest report).

export const DASHBOARD_RANKING_KEYS = ['bestValue', 'lowestRent', 'lowestPricePerSqft', 'mostSpace'] as const;
export type DashboardRankingKey = (typeof DASHBOARD_RANKING_KEYS)[number];

interface DashboardRanking<T> {
  readonly row: T;
  /** The figure the row won on: score, whole dollars, dollars per sqft or sqft. */
  readonly value: number;
}

export type DashboardRankings<T> = { readonly [K in DashboardRankingKey]: DashboardRanking<T> | null };

function pick<T>(
  rows: readonly T[],
  figure: (row: T) => number | null,
  better: (a: number, b: number) => boolean,
): DashboardRanking<T> | null {
  let best: DashboardRanking<T> | null = null;
  for (const row of rows) {
    const value = figure(row);
    if (value === null) continue;
    if (best === null || better(value, best.value)) best = { row, value };
  }
  return best;
}

function positive(value: number | string | null | undefined): number | null {
  const number = toNumber(value);
  return number !== null && number > 0 ? number : null;
}

export function dashboardRankings<T extends DashboardSortable>(rows: readonly T[]): DashboardRankings<T> {
  const higher = (a: number, b: number) => a > b;
  const lower = (a: number, b: number) => a < b;
  return {
    bestValue: pick(rows, (row) => toNumber(row.value_score), higher),
    lowestRent: pick(rows, (row) => positive(row.rent), lower),
    lowestPricePerSqft: pick(
      rows,
      (row) => {
        const rent = positive(row.rent);
        return rent === null ? null : pricePerSqft(rent, row.sqft);
      },
      lower,
    ),
    mostSpace: pick(rows, (row) => positive(row.sqft), higher),
  };
}
