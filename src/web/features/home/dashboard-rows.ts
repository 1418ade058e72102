import type { DashboardHistoryItem } from '../../lib/account-api';

/**
 * A history item under the core sort and ranking rules' field names (the dashboard sorts by rent, sqft and
 * value_score: docs/product.md#history-and-dashboard).
 */
export type DashboardRow = {
  readonly item: DashboardHistoryItem;
  readonly rent: number;
  readonly sqft: number;
  readonly value_score: number | null;
};

export function toDashboardRows(items: readonly DashboardHistoryItem[]): DashboardRow[] {
  return items.map((item) => ({ item, rent: item.rent, sqft: item.sqft, value_score: item.valueScore }));
}
