import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_RANKING_KEYS, dashboardRankings, type DashboardRankingKey } from '#core/account/dashboard-rankings';
import { formatPricePerSqft, formatSqft, formatUsd } from '#core/primitives/format';
import { formatDisplayScore } from '#core/valuation/value-score';
import { reportPath } from '../../lib/paths';
import type { DashboardHistoryItem } from '../../lib/account-api';
import { toDashboardRows } from './dashboard-rows';
import { RANKING_LABELS, RANKINGS_TITLE } from './home-texts';

const formatters: Record<DashboardRankingKey, (value: number) => string> = {
  bestValue: (value) => `${formatDisplayScore(value)} / 10`,
  lowestRent: (value) => `${formatUsd(value)}/mo`,
  lowestPricePerSqft: (value) => `${formatPricePerSqft(value)}/sq ft`,
  mostSpace: (value) => `${formatSqft(value)} sq ft`,
};

/** The best of the renter's own reports on four questions (core dashboardRankings), each linking to its report. */
export function DashboardRankingsPanel({ items }: { items: readonly DashboardHistoryItem[] }) {
  const titleId = useId();
  const rankings = useMemo(() => dashboardRankings(toDashboardRows(items)), [items]);
  return (
    <section aria-labelledby={titleId} className="mt-5">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {RANKINGS_TITLE}
      </h3>
      {/* minmax(0, 1fr) columns (grid-cols-N) and min-w-0 cards: a long address truncates inside its card instead of
          widening the card past the screen. */}
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {DASHBOARD_RANKING_KEYS.map((key) => {
          const ranking = rankings[key];
          return (
            <li key={key} className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">{RANKING_LABELS[key]}</p>
              {ranking ? (
                <>
                  <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
                    {formatters[key](ranking.value)}
                  </p>
                  <Link
                    to={reportPath(ranking.row.item.id)}
                    title={ranking.row.item.streetAddress}
                    className="mt-1 block truncate text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                  >
                    {ranking.row.item.streetAddress}
                  </Link>
                </>
              ) : (
                <p className="mt-1 text-2xl font-bold text-slate-500" aria-label="Not available">
                  —
                </p>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
