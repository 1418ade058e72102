import { useLingui } from '@lingui/react';
import { useId, useMemo } from 'react';
import { Link } from 'react-router';
import { DASHBOARD_RANKING_KEYS, dashboardRankings, type DashboardRankingKey } from '#core/account/dashboard-rankings';
import { formatPricePerSqft, formatSqft, formatUsd } from '#core/primitives/format';
import { formatDisplayScore } from '#core/valuation/value-score';
import { RenewalTag } from '../../components/renewal-tag';
import { reportPath } from '../../lib/paths';
import type { DashboardHistoryItem } from '../../lib/account-api';
import { toDashboardRows } from './dashboard-rows';
import { RANKING_LABEL_IDS } from './home-texts';

type Translate = ReturnType<typeof useLingui>['_'];

/** Each ranking's figure with its unit, in the page's language. */
function formatRanking(key: DashboardRankingKey, value: number, _: Translate): string {
  switch (key) {
    case 'bestValue':
      return `${formatDisplayScore(value)} / 10`;
    case 'lowestRent':
      return _('home.rankings.perMonth', { value: formatUsd(value) });
    case 'lowestPricePerSqft':
      return _('home.rankings.perSqft', { value: formatPricePerSqft(value) });
    case 'mostSpace':
      return _('home.rankings.sqft', { value: formatSqft(value) });
  }
}

/** The best of the renter's own reports on four questions (core dashboardRankings), each linking to its report. */
export function DashboardRankingsPanel({ items }: { items: readonly DashboardHistoryItem[] }) {
  const { _ } = useLingui();
  const titleId = useId();
  const rankings = useMemo(() => dashboardRankings(toDashboardRows(items)), [items]);
  return (
    <section aria-labelledby={titleId} className="mt-5">
      <h3 id={titleId} className="text-base font-semibold text-slate-900">
        {_('home.rankings.title')}
      </h3>
      {/* minmax(0, 1fr) columns (grid-cols-N) and min-w-0 cards: a long address truncates inside its card instead of
          widening the card past the screen. */}
      <ul className="mt-3 grid grid-cols-1 gap-3 sm:grid-cols-2">
        {DASHBOARD_RANKING_KEYS.map((key) => {
          const ranking = rankings[key];
          return (
            <li key={key} className="min-w-0 rounded-lg border border-slate-200 bg-slate-50 p-4">
              <p className="text-xs font-semibold uppercase tracking-wide text-slate-600">
                {_(RANKING_LABEL_IDS[key])}
              </p>
              {ranking ? (
                <>
                  <p className="mt-1 text-2xl font-bold tabular-nums text-slate-900">
                    {formatRanking(key, ranking.value, _)}
                  </p>
                  <p className="mt-1 flex min-w-0 items-center gap-1.5">
                    {ranking.row.item.renewal ? <RenewalTag /> : null}
                    <Link
                      to={reportPath(ranking.row.item.id)}
                      title={ranking.row.item.streetAddress}
                      className="block truncate text-sm font-semibold text-brand-700 underline-offset-2 hover:underline"
                    >
                      {ranking.row.item.streetAddress}
                    </Link>
                  </p>
                </>
              ) : (
                <p className="mt-1 text-2xl font-bold text-slate-500" aria-label={_('home.rankings.notAvailable')}>
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
