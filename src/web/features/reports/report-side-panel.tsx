import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { paths } from '../../lib/paths';
import { accountProfileQueryOptions } from '../../lib/account-api';
import { PlanStatusCard } from '../../components/plan-status-card';
import { SearchHistory } from '../../components/search-history';
import { UpgradeModal } from '../../components/upgrade-modal';
import { DisclosureChevronIcon } from '../../components/icons';

/**
 * The report's side panel (docs/product.md#what-to-do-next): Run A New Report (back to an empty step 1), the plan
 * status card and the search history. `onNewReport` resets the research page in place; elsewhere it goes to
 * /research reset.
 */
export function ReportSidePanel({ onNewReport, signedIn }: { onNewReport?: () => void; signedIn: boolean }) {
  const { _ } = useLingui();
  const navigate = useNavigate();
  const profile = useQuery({ ...accountProfileQueryOptions, enabled: signedIn });
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const newReport = onNewReport ?? (() => void navigate(paths.research, { state: { reset: true } }));
  return (
    <div className="space-y-6" data-print-hide>
      <button type="button" onClick={newReport} className={`${buttonClass('primary')} w-full`}>
        {_('reports.side.newReport')}
      </button>
      {signedIn ? (
        <>
          <PlanStatusCard profile={profile.data} unavailable={profile.isError} onUpgrade={() => setUpgradeOpen(true)} />
          <section aria-labelledby="report-history-heading" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="report-history-heading" className="text-lg font-bold text-slate-900">
              {_('reports.side.history')}
            </h2>
            {/* One tap away on a phone, where the panel comes after the whole report; open beside it on a wide screen. */}
            <details className="open-on-wide group mt-2 lg:mt-3">
              <summary className="inline-flex cursor-pointer list-none items-center gap-1.5 py-1 font-semibold text-brand-700 [&::-webkit-details-marker]:hidden">
                <DisclosureChevronIcon className="size-4" />
                {_('reports.side.showHistory')}
              </summary>
              <div className="mt-2 lg:mt-0">
                <SearchHistory enabled={signedIn} />
              </div>
            </details>
          </section>
          <UpgradeModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
        </>
      ) : null}
    </div>
  );
}
