import type { I18n } from '@lingui/core';
import { useLingui } from '@lingui/react';
import { useQuery } from '@tanstack/react-query';
import type { PurchaseTier } from '#core/constants';
import type { PendingAction } from '#core/site/redirect-path';
import { formatUsd } from '#core/primitives/format';
import { planProfileOf } from '#core/account/plan-status';
import { upgradeOffer } from '#core/account/upgrade-offer';
import { buttonClass } from './button-styles';
import { Modal } from './modal';
import { useCoreText } from '../lib/core-messages';
import { useSession } from '../lib/use-session';
import { useCheckout } from '../lib/use-checkout';
import { accountProfileQueryOptions } from '../lib/account-api';

function tierDetail(tier: PurchaseTier, _: I18n['_']): string {
  if (tier.reports !== null) return _('components.upgrade.reports', { count: tier.reports });
  if (tier.days !== null) return _('components.upgrade.days', { days: tier.days });
  return '';
}

/**
 * "Upgrade Your Plan" (docs/product.md#checkout): the plans on offer, each bought through the hosted checkout.
 * `pendingAction` 'run_report' brings the buyer back to run the report they were waiting on (its form is already in
 * session storage). A failure shows under "Error" and the buttons come back.
 */
export function UpgradeModal(props: UpgradeModalProps) {
  // Nothing is written while closed: the plans' texts (plural rules, prices) would be made for nothing on every page
  // that offers an upgrade, while it comes to life.
  return props.open ? <UpgradeDialog {...props} /> : null;
}

type UpgradeModalProps = { open: boolean; onClose: () => void; pendingAction?: PendingAction | null };

function UpgradeDialog({ open, onClose, pendingAction = null }: UpgradeModalProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const checkout = useCheckout();
  const { isLoggedIn } = useSession();
  const profile = useQuery({ ...accountProfileQueryOptions, enabled: open && isLoggedIn });
  // A renter whose pass is running is offered only a pass, as an extension: never a lesser plan.
  const offer = upgradeOffer(profile.data ? planProfileOf(profile.data) : null, new Date());
  const tiers = offer.tiers;
  return (
    <Modal open={open} onClose={onClose} title={core(offer.title)} description={core(offer.message)} size="lg">
      <ul className={`grid gap-4 ${tiers.length > 1 ? 'sm:grid-cols-2' : ''}`}>
        {tiers.map((tier) => (
          <li
            key={tier.id}
            className={`relative rounded-xl border p-5 ${tier.mostPopular ? 'border-brand-700 bg-brand-50' : 'border-slate-200'}`}
          >
            {tier.mostPopular ? (
              <p className="mb-2 inline-block rounded-full bg-brand-700 px-2.5 py-0.5 text-xs font-bold uppercase tracking-wide text-white">
                {_('components.upgrade.mostPopular')}
              </p>
            ) : null}
            <p className="text-lg font-bold text-slate-900">{core(tier.name)}</p>
            <p className="mt-1 text-3xl font-bold text-slate-900">{formatUsd(tier.priceCents / 100)}</p>
            <p className="mt-1 text-sm text-slate-700">{tierDetail(tier, _)}</p>
            <p className="mt-1 text-sm text-slate-600">{_('components.upgrade.oneTime')}</p>
            <button
              type="button"
              className={`${buttonClass(tier.mostPopular ? 'primary' : 'secondary')} mt-4 w-full`}
              disabled={checkout.processingTier !== null}
              aria-busy={checkout.processingTier === tier.id}
              onClick={() => void checkout.buy(tier.id, pendingAction)}
            >
              {checkout.processingTier === tier.id
                ? _('components.upgrade.opening')
                : _('components.upgrade.buy', { plan: core(tier.name) })}
            </button>
          </li>
        ))}
      </ul>
      <p className="mt-4 text-sm text-slate-700">{_('components.upgrade.guarantee')}</p>
      {checkout.error ? (
        <div role="alert" className="mt-4 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800">
          <p className="font-semibold">{_('components.upgrade.error')}</p>
          <p>{checkout.error}</p>
        </div>
      ) : null}
    </Modal>
  );
}
