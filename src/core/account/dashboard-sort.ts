import { toNumber } from '../primitives/parse-number';

// The dashboard table's sort (docs/product.md#history-and-dashboard): by rent, sqft or value_score;
// value_score descending by default; clicking the sorted column flips its direction. Readings we
// chose: clicking another column sorts it descending first (highest rent, biggest, best score on
// top, as the default); rows without a value go last in either direction; equal values keep their
// order.

export type DashboardSortKey = 'rent' | 'sqft' | 'value_score';
type SortDirection = 'asc' | 'desc';

export interface DashboardSort {
  readonly key: DashboardSortKey;
  readonly direction: SortDirection;
}

export const DEFAULT_DASHBOARD_SORT: DashboardSort = { key: 'value_score', direction: 'desc' };

export function nextDashboardSort(current: DashboardSort, key: DashboardSortKey): DashboardSort {
  if (current.key === key) return { key, direction: current.direction === 'desc' ? 'asc' : 'desc' };
  return { key, direction: 'desc' };
}

export type DashboardSortable = { readonly [K in DashboardSortKey]?: number | string | null };

export function sortDashboardRows<T extends DashboardSortable>(rows: readonly T[], sort: DashboardSort): T[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = toNumber(a[sort.key]);
    const y = toNumber(b[sort.key]);
    if (x === null && y === null) return 0;
    if (x === null) return 1;
    if (y === null) return -1;
    return (x - y) * sign;
  });
}
