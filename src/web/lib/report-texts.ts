import type { DroppedCounts } from '#core/valuation/comps-filter';
import type { RangeVerdict } from '#core/valuation/expected-range';
import { formatPercentDifference, formatUsd } from '#core/primitives/format';
import { roundTo } from '#core/primitives/round';

// The report view's own wording (docs/product.md#report-page names the sections; the evidence panel and the badges
// are ours), kept in one place so the screen and its tests share it. The shared messages live in core/messages.ts.

export const REPORT_TEXTS = {
  eyebrow: 'Rental Value Report',
  sampleBadge: 'Sample market data',
  sampleExplanation: 'These comparables are generated sample data for trying RentValue, not real listings.',
  print: 'Print / Save as PDF',
  viewListing: 'View listing',
  newTab: '(opens in a new tab)',
  aiSummaryHeading: 'AI Evaluation Summary',
  builtinSummaryHeading: 'Evaluation Summary',
  builtinSummaryNote: "Written automatically from the report's figures.",
  valueScoreHeading: 'Value Score',
  scoreHelpButton: 'How is this calculated?',
  scoreHelpTitle: 'How the Value Score is calculated',
  priceRangeHeading: 'Price vs Expected Range',
  sqftHeading: 'Square Footage',
  ppsfHeading: 'Price per Sq Ft',
  compsHeading: 'Comparable Rentals',
  evidenceHeading: 'How we got this',
  thisListing: 'This listing',
  comparables: 'Comparable rentals',
  highest: 'Highest',
  lowest: 'Lowest',
  closestToMedian: 'Closest to median',
  median: 'Median',
  scrollHint: 'Scroll sideways to see every column.',
  benchmarkRentUnit: '/mo',
  benchmarkArea: 'Area',
  benchmarkRelease: 'Release',
  benchmarkCovers: 'Covers',
  benchmarkRent: 'Benchmark rent',
  benchmarkComparison: 'Compared with the asking rent',
  confidenceReasonsHeading: 'Why not higher:',
  noScoreExpected: 'Expected rent',
  rawMedian: 'Raw median of comparables',
  compsAlone: 'Comparables alone',
  benchmarkAlone: 'Official benchmark alone',
  expectedRentMix: 'What the expected rent stands on',
  providerRent: "Data provider's own estimate",
  disagreementLabel: 'Comparables and official benchmarks disagree',
  sampleLine: 'Sample market data, not real listings.',
  sampleLink: "What's this?",
  sampleAnchor: 'about-sample-data',
  contentsHeading: 'On this page',
  nextStepsHeading: 'What to do next',
  compareLink: 'Compare listings',
  researchAnotherLink: 'Research another',
  mapHeading: 'Map of the comparables',
  expectedRent: 'Expected rent',
  expectedRange: 'Expected range',
  moreOfBullet: 'More',
  showTable: 'Show the comparables table',
  showMap: 'Show the map',
  showBenchmarks: 'Show the official figures',
  showEvidence: 'Show how we got this',
} as const;

/**
 * The report's sections in the order a renter needs them (docs/decisions/067-verdict-first-report.md): the verdict,
 * why, what to do next, then the evidence. The ids are the targets of the phone's contents list; stable, since a link
 * may be shared with them.
 */
export const REPORT_SECTIONS = {
  why: { id: 'why', label: 'Why' },
  nextSteps: { id: 'next-steps', label: 'Next steps' },
  priceRange: { id: 'price-range', label: 'Price' },
  map: { id: 'map', label: 'Map' },
  comparables: { id: 'comparables', label: 'Comparables' },
  charts: { id: 'charts', label: 'Charts' },
  benchmarks: { id: 'benchmarks', label: 'Benchmarks' },
  evidence: { id: 'how-we-got-this', label: 'Method' },
} as const;

export type ReportSectionKey = keyof typeof REPORT_SECTIONS;

/** The label of the rent the Value Score judged, as the verdict card names it. */
export function scoredRentTerm(kind: 'asking' | 'netEffective' | 'offered'): string {
  return kind === 'netEffective' ? 'Net effective rent' : kind === 'offered' ? 'Offered rent' : 'Asking rent';
}

/** "Confidence: Medium": the label shown beside the expected rent (docs/product.md#confidence-levels). */
export function confidenceText(label: string): string {
  return `Confidence: ${label}`;
}

/**
 * How the expected rent is split between the comparables and the official benchmark:
 * "72% from comparables, 28% from the official benchmark"; null when unknown.
 */
export function compsShareText(share: number | null | undefined): string | null {
  if (typeof share !== 'number' || !Number.isFinite(share)) return null;
  const clamped = Math.min(1, Math.max(0, share));
  if (clamped === 1) return 'All from comparables';
  if (clamped === 0) return 'All from the official benchmark';
  // A small share is never rounded away: 0.996 reads 99%, not "all".
  const fromComps = Math.min(99, Math.max(1, Math.round(clamped * 100)));
  return `${fromComps}% from comparables, ${100 - fromComps}% from the official benchmark`;
}

/** en-US short month names, as Intl writes them ("Jan 5, 2026"); no Intl formatter to build on the report's first render. */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

/** "Jan 5, 2026" from an ISO date or timestamp; null when missing or unreadable. Dates are read in UTC so a date-only
 *  value is not shifted a day by the browser's time zone. */
export function formatReportDate(iso: string | null | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  return `${MONTHS[date.getUTCMonth()]} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** "past 12 months" for a year, else "past N days". */
export function lookbackText(days: number): string {
  if (days === 365 || days === 366) return 'past 12 months';
  if (days % 30 === 0 && days >= 60) return `past ${days / 30} months`;
  return `past ${days} ${days === 1 ? 'day' : 'days'}`;
}

/** The lookback with its dates when known: "past 12 months (Jan 5, 2025 – Jan 5, 2026)". */
export function windowText(days: number, from: string | null, to: string | null): string {
  const start = formatReportDate(from);
  const end = formatReportDate(to);
  const lookback = lookbackText(days);
  return start && end ? `${lookback} (${start} – ${end})` : lookback;
}

const DATA_SOURCES: Readonly<Record<string, string>> = {
  sample: 'Sample market data',
  listings: 'Imported listings',
  rentcast: 'RentCast',
};

export function dataSourceLabel(source: string | null | undefined): string {
  if (!source) return 'Not recorded';
  return DATA_SOURCES[source] ?? source;
}

/** "1 mile", "2.5 miles"; null when unknown. */
export function radiusText(miles: number | null | undefined): string | null {
  if (typeof miles !== 'number' || !Number.isFinite(miles)) return null;
  const rounded = roundTo(miles, 1);
  return `${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

/** A comparable's distance for the table: "0.4", "< 0.1", "—". */
export function distanceText(miles: number | null | undefined): string {
  if (typeof miles !== 'number' || !Number.isFinite(miles)) return '—';
  if (miles < 0.05) return '< 0.1';
  return roundTo(miles, 1).toFixed(1);
}

const DROPPED_REASONS: readonly (readonly [keyof DroppedCounts, string])[] = [
  ['invalid', 'missing price or size'],
  ['priceOutlier', 'priced at 3× the median or more'],
  ['sqftOutOfRange', 'size outside 0.3–2× this listing'],
  ['duplicateAddress', 'repeat listings of one address'],
];

export interface DroppedReason {
  readonly key: keyof DroppedCounts;
  readonly count: number;
  readonly reason: string;
}

/** The filter's drops with a count, in the filter's order (docs/product.md#comparables-filter). */
export function droppedReasons(dropped: DroppedCounts): DroppedReason[] {
  return DROPPED_REASONS.filter(([key]) => dropped[key] > 0).map(([key, reason]) => ({
    key,
    count: dropped[key],
    reason,
  }));
}

export function droppedTotal(dropped: DroppedCounts): number {
  return DROPPED_REASONS.reduce((sum, [key]) => sum + dropped[key], 0);
}

const PRECISIONS: Readonly<Record<string, string>> = {
  rooftop: 'Located at the exact address',
  street: 'Located along the street',
  zip: 'Located by ZIP code',
  city: 'Located by city',
  state: 'Located by state',
};

/** How precisely the address was placed; null when not recorded. */
export function geocodePrecisionText(precision: string | null | undefined): string | null {
  if (!precision) return null;
  return PRECISIONS[precision] ?? `Located by ${precision}`;
}

/** "Higher than 62% of comparables"; null when there were none. */
export function askingPercentileText(percentile: number | null | undefined): string | null {
  if (typeof percentile !== 'number' || !Number.isFinite(percentile)) return null;
  return `Higher than ${Math.round(percentile)}% of comparables`;
}

export function compsUsedText(used: number, found: number): string {
  return `${used} used of ${found} found`;
}

/** The placeholder row for comps the table does not show. */
export function hiddenRowsText(count: number): string {
  return `… ${count} more ${count === 1 ? 'comparable' : 'comparables'}`;
}

/** "Asking $2,400 vs expected $2,250 (range $2,115 – $2,385)". */
export function priceRangeSummary(asking: number, market: number, min: number, max: number): string {
  return `Asking ${formatUsd(asking)} vs expected ${formatUsd(market)} (range ${formatUsd(min)} – ${formatUsd(max)})`;
}

const VERDICT_TEXTS: Readonly<Record<RangeVerdict, string>> = {
  above: 'Above the expected range',
  within: 'Within the expected range',
  below: 'Below the expected range',
};

export function verdictText(verdict: RangeVerdict): string {
  return VERDICT_TEXTS[verdict];
}

/** "+6.67% vs the expected price"; null when unknown. */
export function percentDifferenceText(value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return `${formatPercentDifference(value)} vs the expected price`;
}

/** "1st", "2nd", "3rd", "11th", "22nd". */
export function ordinal(n: number): string {
  const lastTwo = n % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return `${n}th`;
  switch (n % 10) {
    case 1:
      return `${n}st`;
    case 2:
      return `${n}nd`;
    case 3:
      return `${n}rd`;
    default:
      return `${n}th`;
  }
}
