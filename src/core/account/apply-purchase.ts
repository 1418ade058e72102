import { getPurchaseTier, type PlanType } from '../constants';
import { isUnlimitedPlanType, toDate, type PlanProfile } from './plan-status';
import { DAY_MS } from '../primitives/time';

// Upgrades add onto a plan (docs/product.md#upgrades-add-onto-a-plan). Readings we chose:
// - A day pass adds its days after the current end when an unlimited plan is still running,
//   otherwise from now; an unlimited plan type never steps down (60-day stays 60-day).
// - A credit pack adds its reports to the stored credits; while an unlimited plan is running
//   its plan type and end are kept and the credits wait: they can be spent once it has ended
//   (plan-status.ts, docs/decisions/056). Bought after the plan ended, a pack makes the user
//   pay-as-you-go.

export interface PurchasedPlan {
  readonly plan_type: PlanType;
  readonly plan_ends: Date | null;
  readonly credits: number;
  readonly paid_plan: true;
}

function asPlanType(value: number): PlanType {
  return value === 0 || value === 1 || value === 2 || value === 3 ? value : 0;
}

export function applyPurchase(profile: PlanProfile, tierId: number, now: Date): PurchasedPlan {
  const tier = getPurchaseTier(tierId);
  if (!tier) throw new RangeError(`Unknown purchase tier: ${tierId}`);
  const currentEnds = toDate(profile.plan_ends);
  const credits = Number.isFinite(profile.credits) && profile.credits > 0 ? Math.floor(profile.credits) : 0;
  const unlimitedRunning =
    isUnlimitedPlanType(profile.plan_type) && currentEnds !== null && currentEnds.getTime() > now.getTime();

  if (tier.days !== null) {
    const start = unlimitedRunning && currentEnds ? currentEnds.getTime() : now.getTime();
    return {
      plan_type: unlimitedRunning ? asPlanType(Math.max(profile.plan_type, tier.planType)) : tier.planType,
      plan_ends: new Date(start + tier.days * DAY_MS),
      credits,
      paid_plan: true,
    };
  }

  return {
    plan_type: unlimitedRunning ? asPlanType(profile.plan_type) : tier.planType,
    plan_ends: currentEnds,
    credits: credits + (tier.reports ?? 0),
    paid_plan: true,
  };
}
