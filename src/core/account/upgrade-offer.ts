import { PURCHASE_TIERS, type PurchaseTier } from '../constants';
import { PLAN_MESSAGES } from '../messages';
import { getPlanStatus, type PlanProfile } from './plan-status';

// What the plan card's button and the upgrade modal offer (docs/product.md#checkout). A renter whose unlimited pass
// is running is never offered a lesser plan as an upgrade: the Pay As You Go pack would add nothing while the pass
// runs, so only the day passes are offered, as an extension (a pass adds its days after the current end,
// apply-purchase.ts). Everyone else is offered every tier on sale.

export interface UpgradeOffer {
  /** 'extend' while an unlimited pass runs, else 'upgrade'. */
  readonly kind: 'upgrade' | 'extend';
  /** The button on the plan card: "Upgrade Plan" or "Extend Your Pass". */
  readonly action: string;
  readonly title: string;
  readonly message: string;
  readonly tiers: readonly PurchaseTier[];
}

const ON_SALE = PURCHASE_TIERS.filter((tier) => tier.offered);

/** The offer for a profile now; without a profile (a visitor, or while it loads), the plain upgrade. */
export function upgradeOffer(profile: PlanProfile | null | undefined, now: Date): UpgradeOffer {
  if (profile && getPlanStatus(profile, now) === 'ACTIVE_UNLIMITED') {
    return {
      kind: 'extend',
      action: PLAN_MESSAGES.extendAction,
      title: PLAN_MESSAGES.extendTitle,
      message: PLAN_MESSAGES.extendMessage,
      tiers: ON_SALE.filter((tier) => tier.days !== null),
    };
  }
  return {
    kind: 'upgrade',
    action: PLAN_MESSAGES.upgradeAction,
    title: PLAN_MESSAGES.upgradeTitle,
    message: PLAN_MESSAGES.upgradeMessage,
    tiers: ON_SALE,
  };
}
