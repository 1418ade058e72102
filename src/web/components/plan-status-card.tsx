import { Trans, useLingui } from '@lingui/react';
import { useId, useState } from 'react';
import { PLAN_MESSAGES } from '#core/messages';
import { getPlanSummary, planProfileOf } from '#core/account/plan-status';
import { upgradeOffer } from '#core/account/upgrade-offer';
import { buttonClass } from './button-styles';
import type { AccountProfile } from '../lib/account-api';
import { useCoreText } from '../lib/core-messages';

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
  const { _ } = useLingui();
  const core = useCoreText();
  // "Now" once per mount: the card shows whole days, so it need not tick.
  const [now] = useState(() => new Date());
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="rounded-xl border border-slate-200 bg-white p-5 sm:p-6">
      <Heading id={headingId} className="text-lg font-bold text-slate-900">
        {_('components.plan.title')}
      </Heading>
      {profile ? (
        <PlanDetails profile={profile} now={now} />
      ) : (
        <p className="mt-2 text-slate-600">
          {unavailable ? _('components.plan.unavailable') : _('components.plan.loading')}
        </p>
      )}
      {onUpgrade ? (
        <button type="button" onClick={onUpgrade} className={`${buttonClass('primary')} mt-4`}>
          {core(upgradeOffer(profile ? planProfileOf(profile) : null, now).action)}
        </button>
      ) : null}
    </section>
  );
}

function PlanDetails({ profile, now }: { profile: AccountProfile; now: Date }) {
  const core = useCoreText();
  const summary = getPlanSummary(planProfileOf(profile), now);
  return (
    <div className="mt-2 space-y-1">
      <p className="text-xl font-semibold text-brand-800">{core(summary.planName)}</p>
      {summary.showExpired ? <p className="font-bold text-red-700">{core(PLAN_MESSAGES.expired)}</p> : null}
      {summary.status === 'ACTIVE_UNLIMITED' && summary.daysLeft !== null ? (
        <p className="text-slate-700">
          <Trans id="components.plan.daysLeft" values={{ days: summary.daysLeft }} components={{ 0: <strong /> }} />
        </p>
      ) : (
        <p className="text-slate-700">
          <Trans id="components.plan.credits" values={{ credits: summary.credits }} components={{ 0: <strong /> }} />
        </p>
      )}
    </div>
  );
}
