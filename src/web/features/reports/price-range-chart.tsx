import { useLingui } from '@lingui/react';
import { useId } from 'react';
import type { ReportValuation } from '#core/api/reports';
import type { RangeVerdict } from '#core/valuation/expected-range';
import { formatUsd } from '#core/primitives/format';
import { labelAnchor, priceRangeChart, type PriceRangeChart as PriceRangeData } from '#core/report/report-charts';
import { ConfidenceBadge } from './confidence-badge';
import { useCoreText } from '../../lib/core-messages';
import type { ScoredRentKind } from '#core/valuation/scored-rent';
import { REPORT_SECTIONS, percentDifferenceText, priceRangeSummary, scoredRentTerm, verdictText } from './report-texts';
import {
  COMP_COLOR,
  MARKET_COLOR,
  RANGE_FILL,
  SUBJECT_COLOR,
  cardClass,
  emptyStateClass,
  sectionHeadingClass,
} from '../../components/report-styles';

export type PriceRangeChartProps = {
  valuation: ReportValuation;
  /** Which rent the report scored (the asking rent, the rent after move-in specials, the offered renewal rent): its name. */
  scoredRentKind?: ScoredRentKind;
  /** Prices of the comparables used. */
  compPrices: readonly number[];
};

const aboveBadgeClass = 'bg-red-50 text-red-800 ring-red-200';
const withinBadgeClass = 'bg-slate-100 text-slate-800 ring-slate-200';
const belowBadgeClass = 'bg-green-50 text-green-800 ring-green-200';
const verdictBadgeClass: Record<RangeVerdict, string> = {
  above: aboveBadgeClass,
  within: withinBadgeClass,
  below: belowBadgeClass,
};

/**
 * Price vs Expected Range (docs/product.md#charts): the asking rent against the market price and its expected range.
 */
export function PriceRangeChart({ valuation, compPrices, scoredRentKind = 'asking' }: PriceRangeChartProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const headingId = useId();
  const input = {
    askingPrice: valuation.askingPrice,
    marketPrice: valuation.marketPrice,
    minPrice: valuation.minPrice,
    maxPrice: valuation.maxPrice,
    compPrices,
  };
  let chart = priceRangeChart(input);
  // Without a Value Score the expected range leans on the official benchmarks, not on the comparables' spread, so one
  // or a few comparables at a single price do not make the range meaningless: draw it without their dots.
  if (chart.kind === 'empty' && valuation.valueScore === null && compPrices.length > 0) {
    chart = priceRangeChart({ ...input, compPrices: [] });
  }
  const difference = percentDifferenceText(_, valuation.percentageDifference);
  const confidence = valuation.marketPrice !== null ? valuation.confidence : null;

  return (
    <section id={REPORT_SECTIONS.priceRange.id} aria-labelledby={headingId} className={`${cardClass} scroll-mt-20`}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {_('reports.priceRange.heading')}
      </h2>
      {chart.kind === 'empty' ? (
        <>
          <p className={emptyStateClass}>{core(chart.message)}</p>
          {confidence ? (
            <div className="mt-3">
              <ConfidenceBadge confidence={confidence} />
            </div>
          ) : null}
        </>
      ) : (
        <figure className="mt-3">
          <figcaption className="space-y-2">
            <p className="text-slate-800">
              {priceRangeSummary(
                _,
                scoredRentKind,
                chart.asking.value,
                chart.market.value,
                chart.min.value,
                chart.max.value,
              )}
            </p>
            {valuation.verdict ? (
              <p className="flex flex-wrap items-center gap-2">
                <span
                  className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-semibold ring-1 ring-inset ${verdictBadgeClass[valuation.verdict]}`}
                >
                  {verdictText(_, valuation.verdict)}
                </span>
                {difference ? <span className="text-sm text-slate-700">{difference}</span> : null}
              </p>
            ) : null}
            {confidence ? <ConfidenceBadge confidence={confidence} /> : null}
          </figcaption>
          <RangeBar chart={chart} kind={scoredRentKind} />
          <RangeLegend showComps={chart.comps.length > 0} kind={scoredRentKind} />
        </figure>
      )}
    </section>
  );
}

// Drawn in SVG with x positions in percentages of the width, so the bar stretches with its card while labels keep
// their size. The caption above carries every figure, so the drawing is hidden from assistive technology.
function RangeBar({ chart, kind }: { chart: PriceRangeData; kind: ScoredRentKind }) {
  const { _ } = useLingui();
  const pct = (position: number) => `${(position * 100).toFixed(3)}%`;
  const bandStart = chart.min.position;
  const bandWidth = chart.max.position - chart.min.position;
  return (
    <svg aria-hidden="true" className="mt-4 block h-28 w-full overflow-visible" focusable="false">
      <text
        x={pct(chart.asking.position)}
        y={14}
        textAnchor={labelAnchor(chart.asking.position)}
        className="text-[13px] font-semibold"
        fill={SUBJECT_COLOR}
      >
        {_('reports.priceRange.askingLabel', { kind, amount: formatUsd(chart.asking.value) })}
      </text>
      <rect x="0" y={38} width="100%" height={4} rx={2} fill="#e2e8f0" />
      <rect x={pct(bandStart)} y={28} width={pct(bandWidth)} height={24} rx={4} fill={RANGE_FILL} stroke="#93c5fd" />
      {chart.comps.map((comp, index) => (
        <circle key={index} cx={pct(comp.position)} cy={40} r={3.5} fill={COMP_COLOR} fillOpacity={0.7} />
      ))}
      <line
        x1={pct(chart.market.position)}
        x2={pct(chart.market.position)}
        y1={26}
        y2={54}
        stroke={MARKET_COLOR}
        strokeWidth={2.5}
      />
      <line
        x1={pct(chart.asking.position)}
        x2={pct(chart.asking.position)}
        y1={20}
        y2={40}
        stroke={SUBJECT_COLOR}
        strokeWidth={2}
      />
      <circle cx={pct(chart.asking.position)} cy={40} r={8} fill={SUBJECT_COLOR} stroke="#ffffff" strokeWidth={2.5} />
      <text
        x={pct(chart.market.position)}
        y={72}
        textAnchor={labelAnchor(chart.market.position)}
        className="text-[13px] font-semibold"
        fill={MARKET_COLOR}
      >
        {_('reports.priceRange.expectedLabel', { amount: formatUsd(chart.market.value) })}
      </text>
      <text x={pct(chart.min.position)} y={94} textAnchor="end" className="text-xs" fill="#475569">
        {formatUsd(chart.min.value)}
      </text>
      <text x={pct(chart.max.position)} y={94} textAnchor="start" className="text-xs" fill="#475569">
        {formatUsd(chart.max.value)}
      </text>
    </svg>
  );
}

function RangeLegend({ showComps, kind }: { showComps: boolean; kind: ScoredRentKind }) {
  const { _ } = useLingui();
  return (
    <ul aria-hidden="true" className="mt-2 flex flex-wrap gap-x-5 gap-y-1 text-sm text-slate-700">
      <li className="flex items-center gap-2">
        <span className="size-3 rounded-full bg-orange-700" />
        {scoredRentTerm(_, kind)}
      </li>
      <li className="flex items-center gap-2">
        <span className="h-3 w-5 rounded-sm border border-blue-300 bg-blue-100" />
        {_('reports.expectedRange')}
      </li>
      <li className="flex items-center gap-2">
        <span className="h-3.5 w-0.5 bg-blue-700" />
        {_('reports.expectedRent')}
      </li>
      {showComps ? (
        <li className="flex items-center gap-2">
          <span className="size-2 rounded-full bg-slate-500/70" />
          {_('reports.priceRange.compRents')}
        </li>
      ) : null}
    </ul>
  );
}
