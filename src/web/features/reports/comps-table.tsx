import { useLingui } from '@lingui/react';
import { useId, useMemo } from 'react';
import type { ReportComp, ReportListing } from '#core/api/reports';
import { buildCompsTableRows, type CompRow } from '#core/report/comps-table';
import { formatPricePerSqft, formatSqft, formatUsd } from '#core/primitives/format';
import { formatBaths, formatBedrooms } from '#core/listings/listing-text';
import { CHART_MESSAGES } from '#core/messages';
import { pricePerSqft } from '#core/valuation/price-per-sqft';
import { useCoreText } from '../../lib/core-messages';
import { REPORT_SECTIONS, distanceText, type Translate } from './report-texts';
import { SectionDisclosure } from './section-disclosure';
import { cardClass, emptyStateClass, sectionHeadingClass } from '../../components/report-styles';

export type CompsTableProps = {
  listing: ReportListing;
  /** The comparables used. */
  comps: readonly ReportComp[];
  /** The rent data's median, for the "Closest to median" tag. */
  medianRent: number | null;
};

/** The columns' message ids. */
const COLUMNS = [
  'reports.comps.column.address',
  'reports.comps.column.rent',
  'reports.comps.column.beds',
  'reports.comps.column.baths',
  'reports.comps.column.sqft',
  'reports.comps.column.ppsf',
  'reports.comps.column.distance',
] as const;
const numberCellClass = 'px-3 py-2.5 text-right tabular-nums whitespace-nowrap';

function Tag({ children, tone = 'slate' }: { children: string; tone?: 'slate' | 'orange' }) {
  const colourClass = tone === 'orange' ? 'bg-orange-100 text-orange-900' : 'bg-slate-100 text-slate-700';
  return (
    <span className={`inline-flex rounded-full px-2 py-0.5 text-xs font-semibold ${colourClass}`}>{children}</span>
  );
}

/** "24 comparable rentals used, from $1,265 to $2,680 a month (median $1,873)": the table's gist, shown while it is closed. */
function compsGist(_: Translate, comps: readonly ReportComp[], medianRent: number | null): string {
  const prices = comps.map((comp) => comp.price);
  const values = {
    count: comps.length,
    min: formatUsd(Math.min(...prices)),
    max: formatUsd(Math.max(...prices)),
  };
  return medianRent === null
    ? _('reports.comps.gist', values)
    : _('reports.comps.gistWithMedian', { ...values, median: formatUsd(medianRent) });
}

/**
 * The comparables table (docs/product.md#comparables-table): the listing among the comps by rent, dearest first, with
 * hidden rows counted.
 */
export function CompsTable({ listing, comps, medianRent }: CompsTableProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const headingId = useId();
  const captionId = useId();
  const caption = _('reports.comps.caption');
  const rows = useMemo(
    () => (comps.length === 0 ? [] : buildCompsTableRows({ subjectRent: listing.rent, comps, apiMedian: medianRent })),
    [comps, listing.rent, medianRent],
  );

  return (
    <section id={REPORT_SECTIONS.comparables.id} aria-labelledby={headingId} className={`${cardClass} scroll-mt-20`}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {_('reports.comps.heading')}
      </h2>
      {rows.length === 0 ? (
        <p className={emptyStateClass}>{core(CHART_MESSAGES.noCompsForTable)}</p>
      ) : (
        <>
          <p className="mt-1 text-slate-800">{compsGist(_, comps, medianRent)}</p>
          <SectionDisclosure summary={_('reports.comps.show')}>
            <p id={captionId} className="text-sm text-slate-700">
              {caption}
              <span className="sm:hidden"> {_('reports.comps.scrollHint')}</span>
            </p>
            {/* Scrolls sideways on its own on narrow screens; focusable so keyboard users can scroll it too. */}
            <div
              role="region"
              aria-labelledby={captionId}
              tabIndex={0}
              data-scroll-box
              className="relative -mx-5 mt-3 overflow-x-auto overscroll-x-contain border-y border-slate-200 bg-[linear-gradient(to_right,white_30%,transparent),linear-gradient(to_left,white_30%,transparent),radial-gradient(farthest-side_at_0_50%,rgb(15_23_42/0.18),transparent),radial-gradient(farthest-side_at_100%_50%,rgb(15_23_42/0.18),transparent)] bg-[length:2.5rem_100%,2.5rem_100%,0.875rem_100%,0.875rem_100%] bg-[position:left_center,right_center,left_center,right_center] bg-no-repeat [background-attachment:local,local,scroll,scroll] sm:mx-0 sm:rounded-lg sm:border print:overflow-visible"
            >
              <table className="w-full min-w-[44rem] border-collapse text-sm">
                <caption className="sr-only">{caption}</caption>
                <thead className="bg-slate-50 text-slate-700">
                  <tr>
                    {COLUMNS.map((column, index) => (
                      <th
                        key={column}
                        scope="col"
                        className={`border-b border-slate-200 px-3 py-2 font-semibold whitespace-nowrap ${index === 0 ? 'pl-5 text-left sm:pl-3' : 'text-right'}`}
                      >
                        {_(column)}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {rows.map((row, index) => {
                    if (row.kind === 'hidden') {
                      return (
                        <tr key={`hidden-${index}`} className="border-b border-slate-100">
                          <td colSpan={COLUMNS.length} className="px-5 py-1.5 text-left text-slate-600 italic sm:px-3">
                            {_('reports.comps.hiddenRows', { count: row.count })}
                          </td>
                        </tr>
                      );
                    }
                    if (row.kind === 'subject') return <SubjectRow key="subject" listing={listing} />;
                    return <ComparableRow key={`comp-${index}`} row={row} />;
                  })}
                </tbody>
              </table>
            </div>
          </SectionDisclosure>
        </>
      )}
    </section>
  );
}

function SubjectRow({ listing }: { listing: ReportListing }) {
  const { _ } = useLingui();
  const core = useCoreText();
  return (
    <tr className="border-y-2 border-orange-300 bg-orange-50 font-semibold text-slate-900">
      <th scope="row" className="py-2.5 pr-3 pl-5 text-left font-semibold sm:pl-3">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{listing.streetAddress}</span>
          <Tag tone="orange">{_('reports.thisListing')}</Tag>
        </span>
      </th>
      <td className={numberCellClass}>{formatUsd(listing.rent)}</td>
      <td className={numberCellClass}>{core(formatBedrooms(listing.bedrooms))}</td>
      <td className={numberCellClass}>{formatBaths(listing.bathrooms)}</td>
      <td className={numberCellClass}>{formatSqft(listing.sqft)}</td>
      <td className={numberCellClass}>{formatPricePerSqft(pricePerSqft(listing.rent, listing.sqft))}</td>
      <td className={numberCellClass}>—</td>
    </tr>
  );
}

function ComparableRow({ row }: { row: CompRow<ReportComp> }) {
  const { _ } = useLingui();
  const core = useCoreText();
  const { comp } = row;
  const tags = [
    row.highest ? _('reports.comps.tag.highest') : null,
    row.lowest ? _('reports.comps.tag.lowest') : null,
    row.closestToMedian ? _('reports.comps.tag.closestToMedian') : null,
  ].filter((tag): tag is NonNullable<typeof tag> => tag !== null);
  return (
    <tr className="border-b border-slate-100 text-slate-800 last:border-b-0 hover:bg-slate-50">
      <th scope="row" className="py-2.5 pr-3 pl-5 text-left font-normal sm:pl-3">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span>{comp.address}</span>
          {tags.map((tag) => (
            <Tag key={tag}>{tag}</Tag>
          ))}
        </span>
      </th>
      <td className={numberCellClass}>{formatUsd(comp.price)}</td>
      <td className={numberCellClass}>{core(formatBedrooms(comp.bedrooms))}</td>
      <td className={numberCellClass}>{formatBaths(comp.baths)}</td>
      <td className={numberCellClass}>{formatSqft(comp.sqft)}</td>
      <td className={numberCellClass}>{formatPricePerSqft(pricePerSqft(comp.price, comp.sqft))}</td>
      <td className={numberCellClass}>{distanceText(comp.distanceMiles)}</td>
    </tr>
  );
}
