import { toDate } from './plan-status';
import { DAY_MS } from '../primitives/time';

// The money-back guarantee (docs/product.md#refunds-and-the-money-back-guarantee): 100 percent, no questions asked.
// Readings we chose:
// - A purchase can be refunded within 30 days of payment, once.
// - A refund takes back exactly what the purchase gave: its days come off the plan's end (never before now, so a
//   pass bought on top of another keeps the other's time), and its credits come off what is left (never below 0:
//   reports already run are not charged back).

export const REFUND_WINDOW_DAYS = 30;

export interface PurchaseGrant {
  readonly days: number | null;
  readonly credits: number | null;
}

export interface RevocableProfile {
  readonly plan_type: number;
  readonly plan_ends: Date | string | null;
  readonly credits: number;
}

export interface RevokedPlan {
  readonly plan_ends: Date | null;
  readonly credits: number;
}

export function isRefundable(purchase: { status: string; paidAt: Date | string | null }, now: Date): boolean {
  const paid = toDate(purchase.paidAt);
  return purchase.status === 'paid' && paid !== null && now.getTime() - paid.getTime() <= REFUND_WINDOW_DAYS * DAY_MS;
}

/** The last day a paid purchase can be refunded. */
export function refundDeadline(paidAt: Date | string): Date {
  return new Date((toDate(paidAt) as Date).getTime() + REFUND_WINDOW_DAYS * DAY_MS);
}

export function revokeGrant(profile: RevocableProfile, grant: PurchaseGrant, now: Date): RevokedPlan {
  const ends = toDate(profile.plan_ends);
  let planEnds = ends;
  if (grant.days && ends) {
    const cut = ends.getTime() - grant.days * DAY_MS;
    planEnds = new Date(Math.max(cut, Math.min(now.getTime(), ends.getTime())));
  }
  const credits = Math.max(0, profile.credits - (grant.credits ?? 0));
  return { plan_ends: planEnds, credits };
}
