import { useLingui } from '@lingui/react';
import { lazy, Suspense, useId, type ReactNode } from 'react';
import type { ReportComp, ReportListing } from '#core/api/reports';
import { formatPricePerSqft, formatSqft, formatUsd } from '#core/primitives/format';
import { ppsfChart, sqftChart } from '#core/report/report-charts';
import { useNearViewport } from '../../lib/use-near-viewport';
import { ChunkBoundary } from '../../components/chunk-boundary';
import { useCoreText } from '../../lib/core-messages';
import { cardClass, emptyStateClass, sectionHeadingClass } from '../../components/report-styles';

// Recharts loads in its own chunk when a chart has data to draw, after the report's first paint and once the chart
// comes within a screen of the viewport (docs/decisions/066-server-rendered-report-pages.md: the heading, the score
// and the range never wait for it, and a renter who never scrolls that far never pays for it); the empty messages
// need none of it.
/** Loads the charts' code (also for a print, which must not wait on the viewport). */
export const loadChartCode = () => import('./size-charts');
const SqftScatter = lazy(() => loadChartCode().then((module) => ({ default: module.SqftScatter })));
const PpsfBars = lazy(() => loadChartCode().then((module) => ({ default: module.PpsfBars })));

// Shorter on a phone, where the report's height counts most (docs/decisions/067-verdict-first-report.md: the axes'
// titles around it take what the drawing gave up); the drawing fills it at every width (size-charts.tsx).
const CHART_BOX = 'h-[176px] sm:h-[300px]';

export type ChartSectionProps = {
  listing: ReportListing;
  /** The comparables used. */
  comps: readonly ReportComp[];
};

/**
 * The Square Footage chart: rent against size (docs/product.md#charts), or "Not enough square footage data to build
 * this chart."
 */
export function SqftSection({ listing, comps }: ChartSectionProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const chart = sqftChart({ address: listing.streetAddress, rent: listing.rent, sqft: listing.sqft }, comps);
  let summary: string | null = null;
  if (chart.kind === 'ready') {
    const rents = chart.comps.map((point) => point.rent);
    const listingPart = chart.subject
      ? _('reports.charts.sqftListing', { sqft: formatSqft(chart.subject.sqft), rent: formatUsd(chart.subject.rent) })
      : null;
    const compsPart = _('reports.charts.sqftComps', {
      count: chart.comps.length,
      minSqft: formatSqft(chart.minSqft),
      maxSqft: formatSqft(chart.maxSqft),
      medianSqft: formatSqft(chart.medianSqft),
      minRent: formatUsd(Math.min(...rents)),
      maxRent: formatUsd(Math.max(...rents)),
    });
    summary = listingPart ? `${listingPart} ${compsPart}` : compsPart;
  }
  return (
    <ChartCard
      heading={_('reports.charts.sqftHeading')}
      legend="dot"
      axes={{ x: _('reports.charts.sizeAxis'), y: _('reports.charts.rentAxis') }}
      empty={chart.kind === 'empty' ? core(chart.message) : null}
      summary={summary}
    >
      {chart.kind === 'ready' ? <SqftScatter chart={chart} /> : null}
    </ChartCard>
  );
}

/**
 * The Price/Sq Ft chart: every rental's price per sq ft, dearest first (docs/product.md#charts), or "Not enough data
 * to build this chart."
 */
export function PpsfSection({ listing, comps }: ChartSectionProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const chart = ppsfChart({ address: listing.streetAddress, rent: listing.rent, sqft: listing.sqft }, comps);
  let summary: string | null = null;
  if (chart.kind === 'ready') {
    const listingPart =
      chart.subjectRank !== null && chart.subjectPpsf !== null
        ? _('reports.charts.ppsfListing', {
            ppsf: formatPricePerSqft(chart.subjectPpsf),
            rank: chart.subjectRank,
            total: chart.bars.length,
          })
        : null;
    const count = chart.bars.length - (chart.subjectRank === null ? 0 : 1);
    const compsPart = _('reports.charts.ppsfComps', {
      count,
      min: formatPricePerSqft(chart.minPpsf),
      max: formatPricePerSqft(chart.maxPpsf),
      median: formatPricePerSqft(chart.medianPpsf),
    });
    summary = listingPart ? `${listingPart} ${compsPart}` : compsPart;
  }
  return (
    <ChartCard
      heading={_('reports.charts.ppsfHeading')}
      legend="bar"
      median={
        chart.kind === 'ready' ? _('reports.charts.median', { value: formatPricePerSqft(chart.medianPpsf) }) : undefined
      }
      axes={{ x: _('reports.charts.rentalsAxis'), y: _('reports.charts.ppsfAxis') }}
      empty={chart.kind === 'empty' ? core(chart.message) : null}
      summary={summary}
    >
      {chart.kind === 'ready' ? <PpsfBars chart={chart} /> : null}
    </ChartCard>
  );
}

type ChartCardProps = {
  heading: string;
  /** The empty message, shown instead of the chart. */
  empty: string | null;
  /** The chart's figures in words: its text alternative, shown under it. */
  summary: string | null;
  legend: 'dot' | 'bar';
  /** The median's legend entry (its dashed line), when the drawing has one. */
  median?: string | undefined;
  /** The axes' titles, written around the drawing (above it for the vertical axis, under it for the horizontal). */
  axes: { x: string; y: string };
  children: ReactNode;
};

function ChartCard({ heading, empty, summary, legend, median, axes, children }: ChartCardProps) {
  const { _ } = useLingui();
  const headingId = useId();
  const [box, mount] = useNearViewport<HTMLDivElement>();
  const loading = <ChartMessage loading>{_('reports.charts.loading')}</ChartMessage>;
  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {heading}
      </h2>
      {empty !== null ? (
        <p className={emptyStateClass}>{empty}</p>
      ) : (
        <figure className="mt-3">
          {/* The drawing repeats the caption's figures, so assistive technology reads the caption only. Its axes'
              titles are lines of their own around it, so they wrap on a phone rather than run into the ticks. */}
          <div aria-hidden="true">
            <p className={axisTitleClass}>{axes.y}</p>
            <div ref={box} data-chart-box className={`${CHART_BOX} -mx-2 mt-0.5 sm:mx-0`}>
              <ChunkBoundary fallback={<ChartMessage>{_('reports.charts.unavailable')}</ChartMessage>}>
                {mount ? <Suspense fallback={loading}>{children}</Suspense> : loading}
              </ChunkBoundary>
            </div>
            <p className={`${axisTitleClass} mt-0.5 text-center`}>{axes.x}</p>
          </div>
          <ChartLegend shape={legend} median={median} />
          {summary ? <figcaption className="mt-3 text-sm leading-relaxed text-slate-700">{summary}</figcaption> : null}
        </figure>
      )}
    </section>
  );
}

function ChartMessage({ children, loading = false }: { children: ReactNode; loading?: boolean }) {
  return (
    <div
      data-chart-message=""
      data-chart-loading={loading ? '' : undefined}
      className="flex h-full items-center justify-center rounded-lg bg-slate-50 text-slate-600"
    >
      {children}
    </div>
  );
}

const axisTitleClass = 'text-xs font-semibold text-slate-600';

function ChartLegend({ shape, median }: { shape: 'dot' | 'bar'; median: string | undefined }) {
  const { _ } = useLingui();
  const swatchClass = shape === 'dot' ? 'size-3 rounded-full' : 'h-3 w-2.5 rounded-[1px]';
  return (
    <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <span className={`${swatchClass} bg-orange-700`} />
        {_('reports.thisListing')}
      </li>
      <li className="flex items-center gap-2">
        <span className={`${swatchClass} bg-slate-500`} />
        {_('reports.comparables')}
      </li>
      {median ? (
        <li className="flex items-center gap-2">
          <span className="w-5 border-t-2 border-dashed border-blue-700" />
          {median}
        </li>
      ) : null}
    </ul>
  );
}
