import { useId, useState } from 'react';
import { PLAN_MESSAGES } from '#core/messages';
import { getPlanSummary, planProfileOf } from '#core/account/plan-status';
import { buttonClass } from './button-styles';
import type { AccountProfile } from '../lib/account-api';

export type PlanStatusCardProps = {
  /** undefined while the profile loads. */
  profile: AccountProfile | undefined;
  /** The profile could not be loaded: say so instead of "Loading plan…". */
  unavailable?: boolean;
  /** Opens the upgrade modal; the button is left out without it. */
  onUpgrade?: () => void;
  headingLevel?: 'h2' | 'h3';
};

/**
 * The plan status (docs/product.md#plan-status): plan name, credits or days left, "Plan Expired!", and the upgrade
 * button.
 */
export function PlanStatusCard({
  profile,
  unavailable = false,
  onUpgrade,
  headingLevel: Heading = 'h2',
}: PlanStatusCardProps) {
  // "Now" once per mount: the card shows whole days, so it need not tick.
  const [now] = useState(() => new Date());
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <Heading id={headingId} className="text-lg font-bold text-slate-900">
        Your Plan
      </Heading>
      {profile ? (
        <PlanDetails profile={profile} now={now} />
      ) : (
        <p className="mt-2 text-slate-600">
          {unavailable ? 'Your plan status is not available right now.' : 'Loading plan…'}
        </p>
      )}
      {onUpgrade ? (
        <button type="button" onClick={onUpgrade} className={`${buttonClass('primary')} mt-4`}>
          Upgrade Plan
        </button>
      ) : null}
    </section>
  );
}

function PlanDetails({ profile, now }: { profile: AccountProfile; now: Date }) {
  const summary = getPlanSummary(planProfileOf(profile), now);
  return (
    <div className="mt-2 space-y-1">
      <p className="text-xl font-semibold text-brand-800">{summary.planName}</p>
      {summary.showExpired ? <p className="font-bold text-red-700">{PLAN_MESSAGES.expired}</p> : null}
      {summary.status === 'ACTIVE_UNLIMITED' && summary.daysLeft !== null ? (
        <p className="text-slate-700">
          Unlimited reports, <strong>{summary.daysLeft}</strong> {summary.daysLeft === 1 ? 'day' : 'days'} left
        </p>
      ) : (
        <p className="text-slate-700">
          Report credits: <strong>{summary.credits}</strong>
        </p>
      )}
    </div>
  );
}
