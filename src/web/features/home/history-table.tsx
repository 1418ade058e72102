import { useLingui } from '@lingui/react';
import { useId, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { qualityLabel } from '#core/compare/compare-labels';
import {
  DEFAULT_DASHBOARD_SORT,
  nextDashboardSort,
  sortDashboardRows,
  type DashboardSort,
  type DashboardSortKey,
} from '#core/account/dashboard-sort';
import { formatPricePerSqft, formatSqft, formatUsd, MISSING_FIGURE } from '#core/primitives/format';
import { roomsText } from '#core/listings/listing-text';
import { pricePerSqft } from '#core/valuation/price-per-sqft';
import { formatDisplayScore } from '#core/valuation/value-score';
import { RenewalTag } from '../../components/renewal-tag';
import { reportPath } from '../../lib/paths';
import { useCoreText } from '../../lib/core-messages';
import type { DashboardHistoryItem } from '../../lib/account-api';
import { toDashboardRows } from './dashboard-rows';
import { shortDate } from '../../lib/short-date';
import { useLanguage } from '../../lib/use-language';

function SortIcon({ direction }: { direction: 'asc' | 'desc' | null }) {
  return (
    <svg aria-hidden="true" focusable="false" viewBox="0 0 20 20" fill="currentColor" className="size-4 shrink-0">
      {direction === 'asc' ? <path d="M10 5l5 7H5z" /> : null}
      {direction === 'desc' ? <path d="M10 15l5-7H5z" /> : null}
      {direction === null ? <path d="M10 3l4 5H6zM10 17l4-5H6z" opacity="0.45" /> : null}
    </svg>
  );
}

const thClass = 'whitespace-nowrap px-2 py-2 text-left text-xs font-semibold uppercase tracking-wide text-slate-700';

type SortableHeaderProps = {
  label: string;
  column: DashboardSortKey;
  sort: DashboardSort;
  onSort: (key: DashboardSortKey) => void;
  /** The column's share of the fixed table layout. */
  widthClass: string;
};

function SortableHeader({ label, column, sort, onSort, widthClass }: SortableHeaderProps) {
  const active = sort.key === column;
  return (
    <th
      scope="col"
      aria-sort={active ? (sort.direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      className={`${thClass} ${widthClass} text-right`}
    >
      <button
        type="button"
        onClick={() => onSort(column)}
        className={`-mx-1 inline-flex items-center gap-1 rounded px-1 py-0.5 uppercase tracking-wide hover:bg-slate-200 ${active ? 'text-brand-800' : ''}`}
      >
        {label}
        <SortIcon direction={active ? sort.direction : null} />
      </button>
    </th>
  );
}

/**
 * Every report in one table, about 460px tall with its own scroll, sortable by rent, sqft and value score (value
 * score highest first by default; clicking the sorted column flips it): docs/product.md#history-and-dashboard.
 */
export function HistoryTable({ items }: { items: readonly DashboardHistoryItem[] }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const core = useCoreText();
  const captionId = useId();
  const hintId = useId();
  const [sort, setSort] = useState<DashboardSort>(DEFAULT_DASHBOARD_SORT);
  const rows = useMemo(() => sortDashboardRows(toDashboardRows(items), sort), [items, sort]);
  const onSort = (key: DashboardSortKey) => setSort((current) => nextDashboardSort(current, key));

  return (
    <div className="mt-6">
      <p id={hintId} className="mb-2 text-sm text-slate-600">
        {_('home.table.sortHint')}
        {/* The table is wider than any phone and scrolls in its own box: say so where it always does. */}
        <span className="sm:hidden"> {_('home.table.scrollHint')}</span>
      </p>
      {/* Focusable, so keyboard users can scroll the table's own area (it scrolls both ways on a phone). */}
      <div
        role="region"
        aria-labelledby={captionId}
        aria-describedby={hintId}
        tabIndex={0}
        className="max-h-[460px] overflow-auto rounded-lg border border-slate-200 focus-visible:outline-2 focus-visible:outline-brand-700"
      >
        <table className="w-full min-w-[44rem] table-fixed border-collapse text-sm">
          <caption id={captionId} className="sr-only">
            {_('home.table.title')}
          </caption>
          <thead className="sticky top-0 z-10 bg-slate-100 shadow-[0_1px_0_var(--color-slate-200)]">
            <tr>
              <th scope="col" className={`${thClass} w-[25%] pl-3`}>
                {_('home.table.property')}
              </th>
              <th scope="col" className={`${thClass} w-[14%]`}>
                {_('home.table.rooms')}
              </th>
              <SortableHeader
                label={_('home.table.rent')}
                column="rent"
                sort={sort}
                onSort={onSort}
                widthClass="w-[11%]"
              />
              <SortableHeader
                label={_('home.table.sqft')}
                column="sqft"
                sort={sort}
                onSort={onSort}
                widthClass="w-[10%]"
              />
              <th scope="col" className={`${thClass} w-[10%] text-right`}>
                {_('home.table.pricePerSqft')}
              </th>
              <th scope="col" className={`${thClass} w-[12%]`}>
                {_('home.table.quality')}
              </th>
              <SortableHeader
                label={_('home.table.valueScore')}
                column="value_score"
                sort={sort}
                onSort={onSort}
                widthClass="w-[18%] pr-3"
              />
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-200">
            {rows.map(({ item }) => (
              <tr key={item.id} className="hover:bg-brand-50">
                <th scope="row" className="px-3 py-2 text-left font-normal">
                  <Link
                    to={reportPath(item.id)}
                    title={item.streetAddress}
                    className="block truncate font-semibold text-brand-800 underline-offset-2 hover:underline"
                  >
                    {item.streetAddress}
                  </Link>
                  <span className="flex min-w-0 items-center gap-1.5 text-xs text-slate-600">
                    {item.renewal ? <RenewalTag /> : null}
                    <span className="truncate">
                      {item.city}, {item.state} · {shortDate(item.createdAt, language)}
                    </span>
                  </span>
                </th>
                <td className="whitespace-nowrap px-2 py-2 text-slate-700">
                  {roomsText(item.bedrooms, item.bathrooms, language)}
                </td>
                <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums text-slate-900">
                  {formatUsd(item.rent)}
                </td>
                <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums text-slate-900">
                  {formatSqft(item.sqft)}
                </td>
                <td className="whitespace-nowrap px-2 py-2 text-right tabular-nums text-slate-700">
                  {formatPricePerSqft(pricePerSqft(item.rent, item.sqft))}
                </td>
                <td className="px-2 py-2 text-slate-700">{core(qualityLabel(item.qualityLevel) ?? MISSING_FIGURE)}</td>
                <td className="whitespace-nowrap py-2 pl-2 pr-5 text-right font-semibold tabular-nums text-slate-900">
                  {formatDisplayScore(item.valueScore)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
