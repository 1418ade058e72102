import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { buttonClass } from '../../components/button-styles';
import { paths } from '../../paths';
import { accountProfileQueryOptions } from '../account/account-api';
import { PlanStatusCard } from '../account/plan-status-card';
import { SearchHistory } from '../account/search-history';
import { UpgradeModal } from '../account/upgrade-modal';

/**
 * The report's side panel (SPEC §2 Report): Run A New Report (back to an empty step 1), the plan status card and
 * the search history. `onNewReport` resets the research page in place; elsewhere it goes to /research reset.
 */
export function ReportSidePanel({ onNewReport, signedIn }: { onNewReport?: () => void; signedIn: boolean }) {
  const navigate = useNavigate();
  const profile = useQuery({ ...accountProfileQueryOptions, enabled: signedIn });
  const [upgradeOpen, setUpgradeOpen] = useState(false);
  const newReport = onNewReport ?? (() => void navigate(paths.research, { state: { reset: true } }));
  return (
    <div className="space-y-6" data-print-hide>
      <button type="button" onClick={newReport} className={`${buttonClass('primary')} w-full`}>
        Run A New Report
      </button>
      {signedIn ? (
        <>
          <PlanStatusCard profile={profile.data} unavailable={profile.isError} onUpgrade={() => setUpgradeOpen(true)} />
          <section aria-labelledby="report-history-heading" className="rounded-xl border border-slate-200 bg-white p-5">
            <h2 id="report-history-heading" className="mb-3 text-lg font-bold text-slate-900">
              Search History
            </h2>
            <SearchHistory enabled={signedIn} />
          </section>
          <UpgradeModal open={upgradeOpen} onClose={() => setUpgradeOpen(false)} />
        </>
      ) : null}
    </div>
  );
}
