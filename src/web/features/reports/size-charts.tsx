import { useLingui } from '@lingui/react';
import { useLayoutEffect, useRef, useState } from 'react';
import {
  Bar,
  BarChart,
  CartesianGrid,
  LabelList,
  ReferenceLine,
  ResponsiveContainer,
  Scatter,
  ScatterChart,
  Tooltip,
  XAxis,
  YAxis,
  type LabelProps,
  type ScatterShapeProps,
  type TooltipContentProps,
} from 'recharts';
import { setAutoFreeze } from 'immer';
import { formatPricePerSqft, formatSqft, formatUsd } from '#core/primitives/format';
import type { PpsfChart, SqftChart, SqftPoint } from '#core/report/report-charts';
import { AXIS_TEXT_COLOR, COMP_COLOR, GRID_COLOR, MARKET_COLOR, SUBJECT_COLOR } from '../../components/report-styles';

// The Square Footage and Price/Sq Ft charts (docs/product.md#charts), in their own chunk with Recharts. Each is drawn
// for sighted users only: the section around it carries a text summary of the same figures. A chart fills the box its
// card gives it (shorter on a phone); the axes' titles, the legend and the caption are the card's own HTML around the
// drawing (chart-sections.tsx), so no text of the drawing can land on them at any width or in any language.

// Recharts keeps the elements it is given (labels, shapes) in its Redux store, whose Immer freezes what it holds; Preact
// writes to an element when it mounts or unmounts it (decision 086), so a frozen one stops the page. Nothing here
// relies on the freezing, which only guards against mutating the store by mistake.
setAutoFreeze(false);

const INITIAL_SIZE = { width: 640, height: 300 };
const tick = { fill: AXIS_TEXT_COLOR, fontSize: 12 };

const wholeDollars = (value: number) => formatUsd(value);
const sqftTick = (value: number) => formatSqft(value);
const ppsfTick = (value: number) => formatPricePerSqft(value);

function TooltipBox({ title, lines }: { title: string; lines: string[] }) {
  return (
    <div className="max-w-64 rounded-md border border-slate-200 bg-white px-3 py-2 text-sm text-slate-800 shadow-md">
      <p className="font-semibold text-slate-900">{title}</p>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}

function dot(radius: number, fill: string, strokeWidth: number) {
  return function Dot({ cx, cy }: ScatterShapeProps) {
    if (cx === undefined || cy === undefined) return <g />;
    return <circle cx={cx} cy={cy} r={radius} fill={fill} stroke="#ffffff" strokeWidth={strokeWidth} />;
  };
}
const compDot = dot(5, COMP_COLOR, 1);

const halo = { stroke: '#ffffff', strokeWidth: 4, strokeLinejoin: 'round', paintOrder: 'stroke' } as const;

/**
 * "This listing" on one line above its mark, haloed in white so it stays legible over the comparables. Centred on the
 * mark, then moved sideways as far as it takes to stay inside the plot (a mark near an edge, a long Spanish label):
 * measured once drawn, so it is the label's real width whatever the font.
 */
function ListingLabel({ viewBox, parentViewBox, value, offset = 10 }: LabelProps) {
  const ref = useRef<SVGTextElement>(null);
  const [shift, setShift] = useState(0);
  const mark = viewBox && 'width' in viewBox ? viewBox : null;
  const plot = parentViewBox && 'width' in parentViewBox ? parentViewBox : null;
  const plotLeft = plot?.x ?? 0;
  const plotWidth = plot?.width ?? 0;
  const centre = mark ? mark.x + mark.width / 2 : 0;
  useLayoutEffect(() => {
    const text = ref.current;
    if (!text || plotWidth <= 0) return;
    const half = text.getBBox().width / 2;
    const left = plotLeft + half;
    const right = plotLeft + plotWidth - half;
    setShift(left > right ? plotLeft + plotWidth / 2 - centre : Math.min(Math.max(centre, left), right) - centre);
  }, [centre, plotLeft, plotWidth, value]);
  if (value === undefined || value === null || value === '' || !mark) return null;
  return (
    <text
      ref={ref}
      x={centre + shift}
      y={mark.y - offset}
      textAnchor="middle"
      fill={SUBJECT_COLOR}
      fontSize={13}
      fontWeight={700}
      {...halo}
    >
      {value}
    </text>
  );
}
const subjectDot = dot(8, SUBJECT_COLOR, 2);

function SqftTooltip({ active, payload }: TooltipContentProps) {
  const { _ } = useLingui();
  const point = payload?.[0]?.payload as (SqftPoint & { label?: string }) | undefined;
  if (!active || !point) return null;
  return (
    <TooltipBox
      title={point.label ?? point.address}
      lines={[
        _('reports.sqftValue', { sqft: formatSqft(point.sqft) }),
        _('reports.charts.rentPerMonth', { rent: formatUsd(point.rent) }),
      ]}
    />
  );
}

/** Rent against size: the comparables in grey, the listing in orange labelled "This listing". */
export function SqftScatter({ chart }: { chart: SqftChart }) {
  const { _ } = useLingui();
  const thisListing = _('reports.thisListing');
  const subject = chart.subject ? [{ ...chart.subject, label: thisListing }] : [];
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
      <ScatterChart margin={{ top: 24, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid stroke={GRID_COLOR} />
        <XAxis
          type="number"
          dataKey="sqft"
          name={_('reports.charts.size')}
          domain={['auto', 'auto']}
          tickFormatter={sqftTick}
          tick={tick}
          stroke={GRID_COLOR}
          height={22}
        />
        <YAxis
          type="number"
          dataKey="rent"
          name={_('reports.charts.rent')}
          domain={['auto', 'auto']}
          tickFormatter={wholeDollars}
          tick={tick}
          stroke={GRID_COLOR}
          width="auto"
        />
        <Tooltip
          content={(props) => <SqftTooltip {...props} />}
          cursor={{ strokeDasharray: '3 3' }}
          isAnimationActive={false}
        />
        <Scatter name={_('reports.comparables')} data={chart.comps} shape={compDot} isAnimationActive={false} />
        {subject.length > 0 ? (
          <Scatter name={thisListing} data={subject} shape={subjectDot} isAnimationActive={false}>
            <LabelList dataKey="label" content={ListingLabel} offset={10} />
          </Scatter>
        ) : null}
      </ScatterChart>
    </ResponsiveContainer>
  );
}

interface PpsfRow {
  key: string;
  address: string;
  ppsf: number;
  comp?: number;
  subject?: number;
  label?: string;
}

function PpsfTooltip({ active, payload }: TooltipContentProps) {
  const { _ } = useLingui();
  const row = payload?.[0]?.payload as PpsfRow | undefined;
  if (!active || !row) return null;
  return (
    <TooltipBox
      title={row.label ?? row.address}
      lines={[_('reports.charts.ppsfValue', { ppsf: formatPricePerSqft(row.ppsf) })]}
    />
  );
}

/** Price per sq ft of every rental, dearest first, the listing's bar in orange labelled "This listing", the median dashed. */
export function PpsfBars({ chart }: { chart: PpsfChart }) {
  const { _ } = useLingui();
  const thisListing = _('reports.thisListing');
  // Two series stacked on one slot: each row fills only one, so the listing's bar takes its own colour.
  const rows: PpsfRow[] = chart.bars.map((bar) =>
    bar.isSubject
      ? { key: bar.key, address: bar.address, ppsf: bar.ppsf, subject: bar.ppsf, label: thisListing }
      : { key: bar.key, address: bar.address, ppsf: bar.ppsf, comp: bar.ppsf },
  );
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={INITIAL_SIZE}>
      <BarChart
        data={rows}
        margin={{ top: 24, right: 16, bottom: 8, left: 0 }}
        barCategoryGap="12%"
        accessibilityLayer={false}
      >
        <CartesianGrid stroke={GRID_COLOR} vertical={false} />
        <XAxis dataKey="key" tick={false} stroke={GRID_COLOR} height={1} />
        <YAxis tickFormatter={ppsfTick} tick={tick} stroke={GRID_COLOR} width="auto" />
        <Tooltip
          content={(props) => <PpsfTooltip {...props} />}
          cursor={{ fill: '#f1f5f9' }}
          isAnimationActive={false}
        />
        {/* Named in the legend under the drawing ("Median $2.74"), where no bar or label can cover it. */}
        <ReferenceLine y={chart.medianPpsf} stroke={MARKET_COLOR} strokeDasharray="5 4" />
        <Bar dataKey="comp" stackId="ppsf" fill={COMP_COLOR} isAnimationActive={false} />
        <Bar dataKey="subject" stackId="ppsf" fill={SUBJECT_COLOR} isAnimationActive={false}>
          <LabelList dataKey="label" content={ListingLabel} offset={8} />
        </Bar>
      </BarChart>
    </ResponsiveContainer>
  );
}
