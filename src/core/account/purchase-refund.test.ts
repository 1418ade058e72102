import { describe, expect, it } from 'vitest';
import { applyPurchase } from './apply-purchase';
import { isRefundable, refundDeadline, revokeGrant } from './purchase-refund';

const DAY = 86_400_000;
const now = new Date('2026-11-22T12:00:00Z');

describe('money-back refunds', () => {
  it('allows a refund within 30 days of payment, once', () => {
    expect(isRefundable({ status: 'paid', paidAt: new Date(now.getTime() - 30 * DAY) }, now)).toBe(true);
    expect(isRefundable({ status: 'paid', paidAt: new Date(now.getTime() - 30 * DAY - 1) }, now)).toBe(false);
    expect(isRefundable({ status: 'refunded', paidAt: now }, now)).toBe(false);
    expect(isRefundable({ status: 'pending', paidAt: null }, now)).toBe(false);
    expect(refundDeadline('2026-11-01T00:00:00Z').toISOString()).toBe('2026-12-01T00:00:00.000Z');
  });

  it('takes back exactly the days a pass added on top of another', () => {
    const before = { plan_type: 2, plan_ends: new Date(now.getTime() + 10 * DAY), credits: 0 };
    const after = applyPurchase(before, 2, now);
    expect(after.plan_ends!.getTime()).toBe(now.getTime() + 40 * DAY);
    const revoked = revokeGrant({ ...after, plan_ends: after.plan_ends }, { days: 30, credits: null }, now);
    expect(revoked.plan_ends!.getTime()).toBe(now.getTime() + 10 * DAY);
  });

  it('ends a lone pass now rather than in the past', () => {
    const after = applyPurchase({ plan_type: 0, plan_ends: null, credits: 0 }, 2, now);
    const later = new Date(now.getTime() + 5 * DAY);
    expect(revokeGrant(after, { days: 30, credits: null }, later).plan_ends!.getTime()).toBe(later.getTime());
  });

  it('takes back unused credits only', () => {
    expect(revokeGrant({ plan_type: 1, plan_ends: null, credits: 4 }, { days: null, credits: 3 }, now).credits).toBe(1);
    expect(revokeGrant({ plan_type: 1, plan_ends: null, credits: 2 }, { days: null, credits: 3 }, now).credits).toBe(0);
  });
});
