import { Link } from 'react-router';
import { PURCHASE_TIERS } from '../../../core/constants';
import { formatUsd } from '../../../core/format';
import { PLAN_MESSAGES } from '../../../core/messages';
import { Modal } from '../../components/modal';
import { paths } from '../../paths';


function tierDetail(tier: (typeof PURCHASE_TIERS)[number]): string {
  if (tier.reports !== null) return `${tier.reports} Rental Value Reports`;
  if (tier.days !== null) return `Unlimited reports for ${tier.days} days`;
  return '';
}

/** "Upgrade Your Plan" (SPEC §2 Account): the plans on offer. Purchase buttons arrive with checkout. */
export function UpgradeModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const tiers = PURCHASE_TIERS.filter((tier) => tier.offered);
  return (
    <Modal open={open} onClose={onClose} title={PLAN_MESSAGES.upgradeTitle} description={PLAN_MESSAGES.upgradeMessage} size="lg">
      <ul className="grid gap-4 sm:grid-cols-2">
        {tiers.map((tier) => (
          <li
            key={tier.id}
            className={`relative rounded-xl border p-5 ${tier.mostPopular ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
          >
            {tier.mostPopular ? (
              <p className="mb-2 inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
                Most Popular
              </p>
            ) : null}
            <p className="text-lg font-bold text-slate-900">{tier.name}</p>
            <p className="mt-1 text-3xl font-bold text-slate-900">{formatUsd(tier.priceCents / 100)}</p>
            <p className="mt-1 text-sm text-slate-700">{tierDetail(tier)}</p>
            <p className="mt-1 text-sm text-slate-600">One-time payment, no subscription.</p>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">
        Upgrades add onto your existing plan, with a 100% money-back guarantee, no questions asked.
      </p>
      <p className="mt-2 text-sm text-slate-700">
        Online checkout is not open yet. To upgrade now,{' '}
        <Link to={paths.contact} className="font-semibold text-brand-700 underline-offset-2 hover:underline">
          contact us
        </Link>
        .
      </p>
    </Modal>
  );
}
