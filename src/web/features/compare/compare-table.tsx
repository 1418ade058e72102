import { Trans, useLingui } from '@lingui/react';
import { useId, type ReactNode } from 'react';
import { askingComparisonText } from '#core/benchmarks/benchmark-figures';
import { BEST_DIRECTION, bestValueIndices, type BestValueRow } from '#core/compare/compare-best-value';
import { costRankingTexts } from '#core/compare/cost-ranking';
import { propertyName, type EvaluationLabel } from '#core/compare/compare-labels';
import {
  formatPricePerSqft,
  formatScore,
  formatSqft,
  formatUsd,
  formatUsdCentsIfAny,
  MISSING_FIGURE,
} from '#core/primitives/format';
import { formatBaths, formatBedrooms, parseBaths, parseBedrooms } from '#core/listings/listing-text';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';
import { useCoreText } from '../../lib/core-messages';
import { useLanguage } from '../../lib/use-language';
import type { CompareProperty } from './compare-api';
import { BENCHMARK_SHORT_NAME_IDS, COMPARE_ROW_LABEL_IDS } from './compare-texts';
import { StarRating } from './star-rating';

// Over 250 lines as one table: the compare page's rows, each with its label, its cell for every property and its
// best-value mark, read together as the table a renter reads.

// Only web addresses become links: a stored URL is whatever the renter typed.
const WEB_URL = /^https?:\/\//i;

type RowKey = keyof typeof COMPARE_ROW_LABEL_IDS;

interface RowSpec {
  key: RowKey;
  /** Rows with a best figure: which figure, and which way is better. */
  best?: { row: BestValueRow; value: (property: CompareProperty) => number | null };
  cell: (property: CompareProperty, all: readonly CompareProperty[]) => ReactNode;
  /** Rows shown only for some comparisons; every other row is always shown. */
  shown?: (all: readonly CompareProperty[]) => boolean;
}

const betterValueClass = 'bg-emerald-100 text-emerald-900';
const fairValueClass = 'bg-amber-100 text-amber-900';
const poorerValueClass = 'bg-red-100 text-red-900';
const evaluationBadgeClass: Record<EvaluationLabel, string> = {
  'Better Value': betterValueClass,
  'Fair Value': fairValueClass,
  'Poorer Value': poorerValueClass,
};

function EvaluationBadge({ label }: { label: EvaluationLabel | null }) {
  const core = useCoreText();
  if (!label) return <>{MISSING_FIGURE}</>;
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-bold whitespace-nowrap ${evaluationBadgeClass[label]}`}
    >
      {core(label)}
    </span>
  );
}

/**
 * What the home costs a month (docs/product.md#move-in-specials, decision 090): rent after specials, fees and the
 * utilities the renter pays for a listing whose costs were given, else its rent, each noted so the two are not
 * mistaken for one another.
 */
function TotalMonthlyCost({ property }: { property: CompareProperty }) {
  const { _ } = useLingui();
  const given = property.leaseCost !== null;
  return (
    <>
      {formatUsdCentsIfAny(property.totalMonthlyCost)}
      <span className="block text-xs font-normal text-slate-600">
        {given
          ? property.monthlyExtras > 0
            ? property.monthlyExtras > property.monthlyFees
              ? _('compare.table.withFeesAndUtilities', { amount: formatUsdCentsIfAny(property.monthlyExtras) })
              : _('compare.table.withFees', { amount: formatUsdCentsIfAny(property.monthlyExtras) })
            : _('compare.table.withSpecials')
          : _('compare.table.noSpecials')}
      </span>
    </>
  );
}

/** "$26,520 over 12 months", one-time costs included; "—" when the lease's costs were not given. */
function LeaseCost({ property }: { property: CompareProperty }) {
  const { _ } = useLingui();
  if (!property.leaseCost) return <>{MISSING_FIGURE}</>;
  return (
    <>
      {formatUsd(property.leaseCost.total)}
      <span className="block text-xs font-normal text-slate-600">
        {_('compare.table.leaseMonths', { months: property.leaseCost.months })}
      </span>
    </>
  );
}

/** "+$4,200 a year" under each cost but the lowest: the difference in dollars a renter signs up for. */
function CostPerYear({ property, all }: { property: CompareProperty; all: readonly CompareProperty[] }) {
  const { _ } = useLingui();
  const lowest = Math.min(...all.map((p) => p.costPerYear));
  const extra = property.costPerYear - lowest;
  return (
    <>
      {formatUsd(property.costPerYear)}
      {extra > 0 ? (
        <span className="block text-xs font-normal text-slate-600">
          {_('compare.table.extraPerYear', { amount: formatUsd(extra) })}
        </span>
      ) : null}
    </>
  );
}

function LevelCell({ label, level }: { label: string; level: number }) {
  const core = useCoreText();
  return (
    <span className="inline-flex flex-col items-center gap-1">
      <span>{label ? core(label) : MISSING_FIGURE}</span>
      <StarRating level={level} />
    </span>
  );
}

function ListingLink({ property }: { property: CompareProperty }) {
  const { _ } = useLingui();
  const language = useLanguage();
  if (!property.url || !WEB_URL.test(property.url))
    return <span className="text-slate-600">{_('compare.table.noListingUrl')}</span>;
  return (
    <a
      href={property.url}
      target="_blank"
      rel="noopener noreferrer"
      className="font-semibold text-brand-700 underline hover:text-brand-800"
    >
      <Trans
        id="compare.table.viewListing"
        values={{ label: propertyName(property.letter, language) }}
        components={{ 0: <span className="sr-only" /> }}
      />
    </a>
  );
}

/** The listing's property type (one of the report form's choices, from src/core) in the page's language. */
function PropertyType({ value }: { value: string }) {
  const core = useCoreText();
  return <>{value ? core(value) : MISSING_FIGURE}</>;
}

/** "$2,780" with "HUD Small Area FMR" and how the asking rent compares under it; "—" when there is none. */
function BenchmarkCell({ property }: { property: CompareProperty }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const { benchmark } = property;
  if (!benchmark) return <>{MISSING_FIGURE}</>;
  return (
    <span className="inline-flex flex-col items-center">
      {/* A line each; the trailing space keeps "$2,780 HUD Small Area FMR" whole for anything reading the text. */}
      <span>{`${formatUsd(benchmark.rent)} `}</span>
      <span className="text-xs whitespace-nowrap text-slate-700">{_(BENCHMARK_SHORT_NAME_IDS[benchmark.key])}</span>
      <span className="mt-0.5 text-xs text-slate-600">
        {askingComparisonText(benchmark.askingDifferencePct, 'asking', language)}
      </span>
    </span>
  );
}

/** Whether some compared listing came with its specials, fees or costs: only then do the cost rows say more than rent. */
function withCosts(all: readonly CompareProperty[]): boolean {
  return all.some((p) => p.leaseCost !== null);
}

function CostRank({ rank, count }: { rank: number; count: number }) {
  const { _ } = useLingui();
  return <>{_('compare.table.rankOf', { rank, count })}</>;
}

const ROWS: readonly RowSpec[] = [
  { key: 'evaluation', cell: (p) => <EvaluationBadge label={p.evaluation} /> },
  { key: 'rent', best: { row: 'rent', value: (p) => p.rent }, cell: (p) => formatUsd(p.rent) },
  {
    key: 'totalMonthlyCost',
    // Best on what each renter pays, so a listing without specials competes on its rent, as in Cost per Year.
    best: { row: 'totalMonthlyCost', value: (p) => p.totalMonthlyCost },
    cell: (p) => <TotalMonthlyCost property={p} />,
    // A row that only repeats the rents with "no specials" under each would tell the renter nothing.
    shown: withCosts,
  },
  {
    key: 'costPerYear',
    best: { row: 'costPerYear', value: (p) => p.costPerYear },
    cell: (p, all) => <CostPerYear property={p} all={all} />,
  },
  { key: 'costRank', cell: (p, all) => <CostRank rank={p.costRank} count={all.length} />, shown: withCosts },
  { key: 'leaseCost', cell: (p) => <LeaseCost property={p} />, shown: withCosts },
  { key: 'benchmark', cell: (p) => <BenchmarkCell property={p} /> },
  {
    key: 'valueScore',
    best: { row: 'valueScore', value: (p) => p.displayScore },
    cell: (p) => formatScore(p.displayScore),
  },
  {
    key: 'bedrooms',
    best: { row: 'bedrooms', value: (p) => parseBedrooms(p.bedrooms) },
    cell: (p) => formatBedrooms(p.bedrooms),
  },
  {
    key: 'baths',
    best: { row: 'baths', value: (p) => parseBaths(p.bathrooms) },
    cell: (p) => formatBaths(p.bathrooms),
  },
  { key: 'sqft', best: { row: 'sqft', value: (p) => p.sqft }, cell: (p) => formatSqft(p.sqft) },
  {
    key: 'pricePerSqft',
    best: { row: 'pricePerSqft', value: (p) => p.pricePerSqft },
    cell: (p) => formatPricePerSqft(p.pricePerSqft),
  },
  { key: 'propertyType', cell: (p) => <PropertyType value={p.propertyType} /> },
  {
    key: 'condition',
    best: { row: 'condition', value: (p) => p.qualityLevel },
    cell: (p) => <LevelCell label={p.condition} level={p.qualityLevel} />,
  },
  {
    key: 'amenities',
    best: { row: 'amenities', value: (p) => p.amenitiesLevel },
    cell: (p) => <LevelCell label={p.amenities} level={p.amenitiesLevel} />,
  },
  { key: 'viewListing', cell: (p) => <ListingLink property={p} /> },
];

function CheckIcon({ className = '' }: { className?: string }) {
  return (
    <svg
      aria-hidden="true"
      focusable="false"
      viewBox="0 0 20 20"
      fill="currentColor"
      className={`size-4 shrink-0 ${className}`}
    >
      <path
        fillRule="evenodd"
        d="M16.7 5.3a1 1 0 0 1 0 1.4l-8 8a1 1 0 0 1-1.4 0l-4-4a1 1 0 1 1 1.4-1.4L8 12.6l7.3-7.3a1 1 0 0 1 1.4 0Z"
        clipRule="evenodd"
      />
    </svg>
  );
}

/** How many property columns a wide screen shows without scrolling. */
const WIDE_SCREEN_COLUMNS = 6;

// The row labels stay in place while the properties scroll sideways under them on a phone.
const stickyLabelClass =
  'sticky left-0 z-10 w-28 min-w-28 border-r border-slate-200 bg-white px-3 text-left sm:w-40 sm:min-w-40';
const cellBaseClass = 'min-w-36 border-b border-slate-200 px-3 py-3 text-center align-middle tabular-nums';

/**
 * The comparison table (docs/product.md#comparison-table): a column per property, its rows with Cost per Year (on
 * what the renter pays, one-time costs included) and, when a listing came with its specials, fees or costs, Total
 * monthly cost, Rank by total cost and Cost over the lease, with the ranking by total cost above it and where fees turn
 * the order of the rents around (decision 090); the best figure of each numeric row marked with a tint, a tick and
 * words (not colour alone).
 */
export function CompareTable({ properties }: { properties: readonly CompareProperty[] }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const headingId = useId();
  const captionId = useId();
  const ranking = costRankingTexts(properties, language);

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id={headingId} className={sectionHeadingClass}>
          {_('compare.table.heading')}
        </h2>
        <p className="inline-flex items-center gap-1.5 rounded-full bg-emerald-50 px-2.5 py-1 text-xs font-semibold text-emerald-900 ring-1 ring-emerald-200">
          <CheckIcon className="text-emerald-700" />
          {_('compare.table.bestLegend')}
        </p>
      </div>
      <p id={captionId} className="mt-1 text-sm text-slate-700">
        {_('compare.table.caption')}
        {/* Phones always scroll; wide screens only once the columns outgrow them. */}
        <span className={properties.length > WIDE_SCREEN_COLUMNS ? '' : 'md:hidden'}>
          {' '}
          {_('compare.table.scrollHint')}
        </span>
      </p>
      {ranking ? (
        <div
          data-cost-ranking
          className="mt-3 rounded-lg bg-amber-50 px-3 py-2 text-sm text-slate-800 ring-1 ring-amber-200"
        >
          <p className="font-semibold">{ranking.ranking}</p>
          {ranking.notes.map((note) => (
            <p key={note} data-fee-note className="mt-1">
              {note}
            </p>
          ))}
        </div>
      ) : null}
      {/* Scrolls sideways on its own; focusable so keyboard users can scroll it too. `relative` makes it the box of the
          cells' visually hidden texts, which would otherwise widen the whole page from outside the scroll area. */}
      <div
        role="region"
        aria-labelledby={captionId}
        tabIndex={0}
        data-compare-table-scroll
        className="relative -mx-5 mt-3 overflow-x-auto border-y border-slate-200 sm:mx-0 sm:rounded-lg sm:border"
      >
        <table className="w-full border-separate border-spacing-0 text-sm">
          <caption className="sr-only">{_('compare.table.caption')}</caption>
          <thead>
            <tr>
              <td className={`${stickyLabelClass} border-b bg-slate-50 py-3`} />
              {properties.map((property) => (
                <th
                  key={property.id}
                  scope="col"
                  className={`${cellBaseClass} bg-slate-50 font-semibold text-slate-900`}
                >
                  <span className="inline-flex items-center gap-2">
                    <span
                      aria-hidden="true"
                      className="inline-flex size-6 items-center justify-center rounded-full bg-brand-700 text-xs font-bold text-white"
                    >
                      {property.letter}
                    </span>
                    <span className="whitespace-nowrap">{propertyName(property.letter, language)}</span>
                  </span>
                  <span
                    className="mx-auto mt-1 block max-w-44 truncate text-xs font-normal text-slate-600"
                    title={property.address}
                  >
                    {property.streetAddress}
                  </span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {ROWS.filter((row) => row.shown?.(properties) ?? true).map((row) => {
              const best = row.best
                ? bestValueIndices(properties.map(row.best.value), BEST_DIRECTION[row.best.row])
                : [];
              return (
                <tr key={row.key}>
                  <th scope="row" className={`${stickyLabelClass} border-b py-3 font-semibold text-slate-800`}>
                    {_(COMPARE_ROW_LABEL_IDS[row.key])}
                  </th>
                  {properties.map((property, index) => {
                    const isBest = best.includes(index);
                    return (
                      <td
                        key={property.id}
                        data-best={isBest || undefined}
                        className={`${cellBaseClass} ${isBest ? 'bg-emerald-50 font-semibold text-emerald-950' : 'text-slate-800'}`}
                      >
                        <span className="inline-flex items-center justify-center gap-1">
                          {isBest ? <CheckIcon className="text-emerald-700" /> : null}
                          <span>{row.cell(property, properties)}</span>
                          {isBest ? <span className="sr-only">{_('compare.table.bestSr')}</span> : null}
                        </span>
                      </td>
                    );
                  })}
                </tr>
              );
            })}
          </tbody>
        </table>
      </div>
    </section>
  );
}
