import type { I18n } from '@lingui/core';
import type { DroppedCounts } from '#core/valuation/comps-filter';
import type { RangeVerdict } from '#core/valuation/expected-range';
import { formatPercentDifference, formatUsd } from '#core/primitives/format';
import { roundTo } from '#core/primitives/round';
import type { ScoredRentKind } from '#core/valuation/scored-rent';
import { shortDate } from '../../lib/short-date';

// The report view's own wording (docs/product.md#report-page names the sections; the evidence panel and the badges
// are ours) as messages of the reports catalogue (docs/i18n.md): these helpers take the page's `_`. The shared
// messages live in core/messages.ts, translated where they are shown (useCoreText).

export type Translate = I18n['_'];

/** The anchor of the sample-data explanation, the target of the heading's "What's this?" link. */
export const SAMPLE_ANCHOR = 'about-sample-data';

/**
 * The report's sections in the order a renter needs them (docs/decisions/067-verdict-first-report.md): the verdict,
 * why, what to do next, then the evidence. The ids are the targets of the phone's contents list; stable, since a link
 * may be shared with them. The label is a message id of the reports catalogue.
 */
export const REPORT_SECTIONS = {
  why: { id: 'why', labelId: 'reports.contents.why' },
  nextSteps: { id: 'next-steps', labelId: 'reports.contents.nextSteps' },
  priceRange: { id: 'price-range', labelId: 'reports.contents.priceRange' },
  map: { id: 'map', labelId: 'reports.contents.map' },
  comparables: { id: 'comparables', labelId: 'reports.contents.comparables' },
  charts: { id: 'charts', labelId: 'reports.contents.charts' },
  benchmarks: { id: 'benchmarks', labelId: 'reports.contents.benchmarks' },
  evidence: { id: 'how-we-got-this', labelId: 'reports.contents.evidence' },
} as const;

export type ReportSectionKey = keyof typeof REPORT_SECTIONS;

/** The label of the rent the Value Score judged, as the verdict card names it. */
export function scoredRentTerm(_: Translate, kind: ScoredRentKind): string {
  if (kind === 'netEffective') return _('reports.rent.netEffective');
  if (kind === 'afterSpecials') return _('reports.rent.afterSpecials');
  return kind === 'offered' ? _('reports.rent.offered') : _('reports.rent.asking');
}

/**
 * How the expected rent is split between the comparables and the official benchmark:
 * "72% from comparables, 28% from the official benchmark"; null when unknown.
 */
export function compsShareText(_: Translate, share: number | null | undefined): string | null {
  if (typeof share !== 'number' || !Number.isFinite(share)) return null;
  const clamped = Math.min(1, Math.max(0, share));
  if (clamped === 1) return _('reports.evidence.share.allComps');
  if (clamped === 0) return _('reports.evidence.share.allBenchmark');
  // A small share is never rounded away: 0.996 reads 99%, not "all".
  const fromComps = Math.min(99, Math.max(1, Math.round(clamped * 100)));
  return _('reports.evidence.share.split', { comps: fromComps, benchmark: 100 - fromComps });
}

/** "past 12 months" for a year, else "past N days" (in Spanish with its article: "los últimos 12 meses"). */
export function lookbackText(_: Translate, days: number): string {
  if (days === 365 || days === 366) return _('reports.evidence.lookback.year');
  if (days % 30 === 0 && days >= 60) return _('reports.evidence.lookback.months', { months: days / 30 });
  return _('reports.evidence.lookback.days', { days });
}

/** The lookback with its dates when known: "past 12 months (Jan 5, 2025 – Jan 5, 2026)". */
export function windowText(
  _: Translate,
  language: string,
  days: number,
  from: string | null,
  to: string | null,
): string {
  const start = shortDate(from, language);
  const end = shortDate(to, language);
  const lookback = lookbackText(_, days);
  return start && end ? _('reports.evidence.window', { lookback, start, end }) : lookback;
}

/** Sources named as they are: a provider's own name. */
// eslint-disable-next-line lingui/no-unlocalized-strings -- a data provider's brand name, the same in every language
const PROVIDER_NAMES: Readonly<Record<string, string>> = { rentcast: 'RentCast' };

export function dataSourceLabel(_: Translate, source: string | null | undefined): string {
  if (!source) return _('reports.evidence.source.none');
  if (source === 'sample') return _('reports.evidence.source.sample');
  if (source === 'listings') return _('reports.evidence.source.listings');
  return PROVIDER_NAMES[source] ?? source;
}

/** "1 mile", "2.5 miles"; null when unknown. */
export function radiusText(_: Translate, miles: number | null | undefined): string | null {
  if (typeof miles !== 'number' || !Number.isFinite(miles)) return null;
  return _('reports.evidence.radius', { miles: roundTo(miles, 1) });
}

/** A comparable's distance for the table: "0.4", "< 0.1", "—". */
export function distanceText(miles: number | null | undefined): string {
  if (typeof miles !== 'number' || !Number.isFinite(miles)) return '—';
  if (miles < 0.05) return '< 0.1';
  return roundTo(miles, 1).toFixed(1);
}

/** The message of each reason the filter drops a comparable: `<0>{count}</0> missing price or size`. */
const DROPPED_REASONS: readonly (readonly [keyof DroppedCounts, string])[] = [
  ['invalid', 'reports.evidence.dropped.invalid'],
  ['priceOutlier', 'reports.evidence.dropped.priceOutlier'],
  ['sqftOutOfRange', 'reports.evidence.dropped.sqftOutOfRange'],
  ['duplicateAddress', 'reports.evidence.dropped.duplicateAddress'],
];

export interface DroppedReason {
  readonly key: keyof DroppedCounts;
  readonly count: number;
  /** The reason's message id; its value `count` is the number, in its tag <0>. */
  readonly messageId: string;
}

/** The filter's drops with a count, in the filter's order (docs/product.md#comparables-filter). */
export function droppedReasons(dropped: DroppedCounts): DroppedReason[] {
  return DROPPED_REASONS.filter(([key]) => dropped[key] > 0).map(([key, messageId]) => ({
    key,
    count: dropped[key],
    messageId,
  }));
}

export function droppedTotal(dropped: DroppedCounts): number {
  return DROPPED_REASONS.reduce((sum, [key]) => sum + dropped[key], 0);
}

/** How precisely the address was placed; null when not recorded. */
export function geocodePrecisionText(_: Translate, precision: string | null | undefined): string | null {
  if (!precision) return null;
  return _('reports.evidence.precision', { precision });
}

/** "Higher than 62% of comparables"; null when there were none. */
export function askingPercentileText(_: Translate, percentile: number | null | undefined): string | null {
  if (typeof percentile !== 'number' || !Number.isFinite(percentile)) return null;
  return _('reports.evidence.percentile', { percent: Math.round(percentile) });
}

/** "Asking $2,400 vs expected $2,250 (range $2,115 – $2,385)", naming the rent the report scored. */
export function priceRangeSummary(
  _: Translate,
  kind: ScoredRentKind,
  asking: number,
  market: number,
  min: number,
  max: number,
): string {
  return _('reports.priceRange.summary', {
    kind,
    asking: formatUsd(asking),
    expected: formatUsd(market),
    min: formatUsd(min),
    max: formatUsd(max),
  });
}

export function verdictText(_: Translate, verdict: RangeVerdict): string {
  return _('reports.priceRange.verdict', { verdict });
}

/** "+6.67% vs the expected price"; null when unknown. */
export function percentDifferenceText(_: Translate, value: number | null | undefined): string | null {
  if (typeof value !== 'number' || !Number.isFinite(value)) return null;
  return _('reports.priceRange.difference', { difference: formatPercentDifference(value) });
}
