import type { BenchmarkKey } from '#core/benchmarks/benchmark-figures';

// The compare page's own wording. docs/product.md#compare names the parts (title, Select/Update Properties, Back to
// Research, the table's rows, "AI-Powered Comparison Summary"); the shared messages live in core/messages.ts. Texts
// marked "ours" were added beyond the page's original design (best-value marks, cost per year, sample data note).

export const COMPARE_TEXTS = {
  seoTitle: 'Compare Properties',
  title: 'Compare Properties',
  intro: 'Your researched listings side by side: value, rent, size and what each costs over a year.',
  selectButton: 'Select/Update Properties',
  backToResearch: 'Back to Research',
  emptyTitle: 'Compare Properties',
  emptyText:
    'You need at least two Rental Value Reports to compare properties. Research a listing or two, then come back to see them side by side.',
  emptyButton: 'Research a Property',
  mapHeading: 'Map of the Properties',
  mapLabel: (letters: string) => `Map of the compared properties, marked ${letters}`,
  /** ours: when no address could be placed, the map shows the default city */
  mapNothingPlaced: 'None of these addresses could be placed on the map.',
  /** ours */
  mapSomeSkipped: (labels: string) => `Not on the map (address could not be placed): ${labels}.`,
  aiSummaryHeading: 'AI-Powered Comparison Summary',
  builtinSummaryHeading: 'Comparison Summary',
  builtinSummaryNote: "Written automatically from the reports' figures.",
  leftColumnHeading: 'Where Each Property Wins',
  rightColumnHeading: 'Trade-offs and Recommendation',
  tableHeading: 'Comparison Table',
  tableCaption: 'Your selected properties side by side; the best figure in each row is marked.',
  /** ours */
  bestLegend: 'Best in row',
  bestSr: '(best in this row)',
  scrollHint: 'Scroll sideways to see every property.',
  viewListing: 'View Listing',
  newTab: '(opens in a new tab)',
  noListingUrl: 'No link',
  /** ours (docs/product.md#move-in-specials): under each figure of the Net effective rent row */
  withSpecials: 'with specials',
  noSpecials: 'no specials',
  /** ours: the report's own badge, so sample figures are never taken for real ones */
  sampleBadge: 'Sample market data',
  sampleAll: 'These reports were run on generated sample data for trying RentValue, not real listings.',
  sampleSome: (labels: string) => `${labels} ran on generated sample data for trying RentValue, not real listings.`,
  selectorIntro: 'Tick the Rental Value Reports to compare, from 2 up to 10.',
  selectorCount: (selected: number, max: number) => `${selected} of ${max} selected`,
  selectorConfirm: 'Compare Selected',
  selectorCancel: 'Cancel',
  selectorNoReports: 'You have no Rental Value Reports yet.',
  selectorMore: (shown: number, total: number) => `Showing your newest ${shown} of ${total} reports.`,
  loadingReports: 'Loading your reports...',
} as const;

/**
 * The table's rows, in the order docs/product.md#comparison-table gives; Cost per Year (ours) sits under Rent so the
 * two read together, and the official benchmark (ours, docs/product.md#official-benchmarks-on-the-report) under them,
 * as the rent's yardstick. Net effective rent (ours: what the renter pays once move-in specials and fees are counted)
 * sits between Rent and Cost per Year, and is shown only when a compared listing had specials.
 */
export const COMPARE_ROW_LABELS = {
  evaluation: 'Evaluation',
  rent: 'Rent',
  netEffectiveRent: 'Net effective rent',
  costPerYear: 'Cost per Year',
  benchmark: 'Official benchmark',
  valueScore: 'Value Score',
  bedrooms: 'Bedrooms',
  baths: 'Baths',
  sqft: 'SqFt',
  pricePerSqft: 'Price/SqFt',
  propertyType: 'Property Type',
  condition: 'Condition',
  amenities: 'Amenities',
  viewListing: 'View Listing',
} as const;

/**
 * ours: the official benchmarks' short names in the table's "Official benchmark" row
 * (docs/product.md#official-benchmarks-on-the-report).
 */
export const BENCHMARK_SHORT_NAMES: Readonly<Record<BenchmarkKey, string>> = {
  safmr: 'HUD Small Area FMR',
  fmr: 'HUD FMR',
  acs: 'Census median rent',
};

/** "2.5 out of 3 stars", for assistive technology beside the drawn stars. */
export function starsText(level: number): string {
  return `${level} out of 3 stars`;
}
