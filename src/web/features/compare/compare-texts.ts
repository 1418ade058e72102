import type { BenchmarkKey } from '#core/benchmarks/benchmark-figures';

// The compare page's lists whose texts are message ids of compare/messages (docs/i18n.md). docs/product.md#compare
// names the parts (title, Select/Update Properties, Back to Research, the table's rows, "AI-Powered Comparison
// Summary"); the shared messages live in core/messages.ts.

/**
 * The table's rows, in the order docs/product.md#comparison-table gives; Cost per Year (ours) sits under Rent so the
 * two read together, and the official benchmark (ours, docs/product.md#official-benchmarks-on-the-report) under them,
 * as the rent's yardstick. Total monthly cost (ours: rent after move-in specials, fees and utilities, decision 090)
 * sits between Rent and Cost per Year; it, Rank by total cost and Cost over the lease are shown only when a compared
 * listing came with its specials and fees.
 */
export const COMPARE_ROW_LABEL_IDS = {
  evaluation: 'compare.row.evaluation',
  rent: 'compare.row.rent',
  totalMonthlyCost: 'compare.row.totalMonthlyCost',
  costPerYear: 'compare.row.costPerYear',
  costRank: 'compare.row.costRank',
  leaseCost: 'compare.row.leaseCost',
  benchmark: 'compare.row.benchmark',
  valueScore: 'compare.row.valueScore',
  bedrooms: 'compare.row.bedrooms',
  baths: 'compare.row.baths',
  sqft: 'compare.row.sqft',
  pricePerSqft: 'compare.row.pricePerSqft',
  propertyType: 'compare.row.propertyType',
  condition: 'compare.row.condition',
  amenities: 'compare.row.amenities',
  viewListing: 'compare.row.viewListing',
} as const;

/**
 * ours: the official benchmarks' short names in the table's "Official benchmark" row
 * (docs/product.md#official-benchmarks-on-the-report).
 */
export const BENCHMARK_SHORT_NAME_IDS: Readonly<Record<BenchmarkKey, string>> = {
  safmr: 'compare.benchmark.safmr',
  fmr: 'compare.benchmark.fmr',
  acs: 'compare.benchmark.acs',
};
