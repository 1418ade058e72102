// The signed-in home's own copy (docs/product.md#signed-in-home); the shared texts come from src/core/messages.

import { formatCount } from '#core/primitives/format';

export const HOME_TITLE = 'Smarter Renting Starts Here!';

export const HOME_CARDS = [
  { title: 'Research a Rental', text: 'Enter a listing and get its Rental Value Report.', key: 'research' },
  { title: 'Compare Properties', text: 'Put researched properties side by side.', key: 'compare' },
  { title: 'Apply with Confidence', text: 'A step-by-step guide from preparing to signing.', key: 'apply' },
] as const;

export const HISTORY_TITLE = 'Search History';
export const DASHBOARD_TITLE = 'Your Dashboard';
export const RANKINGS_TITLE = 'Rankings';
export const TABLE_TITLE = 'All Your Reports';
export const TABLE_SORT_HINT = 'Sort by Rent, Sq Ft or Value Score with the column buttons.';
export const TABLE_SCROLL_HINT = 'Scroll sideways to see every column.';

export const RANKING_LABELS = {
  bestValue: 'Best Value Score',
  lowestRent: 'Lowest Rent',
  lowestPricePerSqft: 'Lowest Price per Sq Ft',
  mostSpace: 'Most Space',
} as const;

export function reportCountText(count: number): string {
  return `${formatCount(count)} ${count === 1 ? 'report' : 'reports'} in your history`;
}

export function cappedText(shown: number): string {
  return `Showing your latest ${shown.toLocaleString('en-US')} reports.`;
}

export const UPGRADE_LEAD =
  'Get unlimited reports, your full search history and a dashboard of every listing you research.';
