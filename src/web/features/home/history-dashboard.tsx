import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { Link } from 'react-router';
import { HISTORY_MESSAGES } from '#core/messages';
import { formatCount } from '#core/primitives/format';
import { buttonClass } from '../../components/button-styles';
import { ErrorAlert } from '../../components/alerts';
import { useErrorMessage } from '../../lib/error-message';
import { useCoreText } from '../../lib/core-messages';
import { paths } from '../../lib/paths';
import { dashboardHistoryQueryOptions, historyCountQueryOptions } from '../../lib/account-api';
import { SearchHistory } from '../../components/search-history';
import { DashboardRankingsPanel } from './dashboard-rankings-panel';
import { HistoryTable } from './history-table';

const panelClass = 'rounded-xl border border-slate-200 bg-white p-5 sm:p-6';

/**
 * With an active plan: the latest-10 search history on the left, the dashboard on the right
 * (docs/product.md#history-and-dashboard).
 */
export function HistoryDashboard() {
  const { _ } = useLingui();
  const historyId = useId();
  const dashboardId = useId();
  return (
    // grid-cols-1 is minmax(0, 1fr): the one column of a phone stays as wide as the screen. The implicit column was
    // `auto`, which grew to the widest line that does not wrap (a long address truncated in the history list).
    <div className="grid grid-cols-1 items-start gap-6 lg:grid-cols-[18rem_minmax(0,1fr)]">
      <section aria-labelledby={historyId} className={`${panelClass} min-w-0`}>
        <h2 id={historyId} className="mb-4 text-xl font-bold text-slate-900">
          {_('home.history.title')}
        </h2>
        <SearchHistory enabled />
      </section>
      <section aria-labelledby={dashboardId} className={`${panelClass} min-w-0`}>
        <h2 id={dashboardId} className="text-xl font-bold text-slate-900">
          {_('home.dashboard.title')}
        </h2>
        <Dashboard />
      </section>
    </div>
  );
}

function Dashboard() {
  const { _ } = useLingui();
  const core = useCoreText();
  const describeError = useErrorMessage();
  const history = useQuery(dashboardHistoryQueryOptions);
  const count = useQuery(historyCountQueryOptions);

  if (history.isPending) {
    return (
      <p role="status" className="mt-4 text-slate-600">
        {_('home.dashboard.loading')}
      </p>
    );
  }
  if (history.isError) return <ErrorAlert className="mt-4">{describeError(history.error)}</ErrorAlert>;
  if (history.data.items.length === 0) {
    return (
      <div className="mt-4 rounded-lg bg-slate-50 px-4 py-8 text-center">
        <p className="text-slate-700">{core(HISTORY_MESSAGES.dashboardEmpty)}</p>
        <Link to={paths.research} className={`mt-4 ${buttonClass('primary')}`}>
          {core(HISTORY_MESSAGES.getStarted)}
        </Link>
      </div>
    );
  }
  // The exact count comes from its own query because the list may be capped.
  const total = count.data ?? history.data.items.length;
  return (
    <>
      <p className="mt-1 text-sm text-slate-600">
        {history.data.capped
          ? _('home.dashboard.countCapped', {
              n: total,
              count: formatCount(total),
              shown: formatCount(history.data.items.length),
            })
          : _('home.dashboard.count', { n: total, count: formatCount(total) })}
      </p>
      <DashboardRankingsPanel items={history.data.items} />
      <HistoryTable items={history.data.items} />
    </>
  );
}
