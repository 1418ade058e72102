import { describe, expect, it } from 'vitest';
import { applyPurchase } from './apply-purchase';
import { getPlanSummary } from './plan-status';

const now = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('applyPurchase: 30-day pass (tier 2)', () => {
  it('starts 30 days from now for a free user', () => {
    expect(applyPurchase({ plan_type: 0, plan_ends: null, credits: 1 }, 2, now)).toEqual({
      plan_type: 2,
      plan_ends: at(30 * DAY),
      credits: 1,
      paid_plan: true,
    });
  });

  it('adds 30 days onto a running plan', () => {
    const result = applyPurchase({ plan_type: 2, plan_ends: at(5 * DAY), credits: 0 }, 2, now);
    expect(result.plan_ends).toEqual(at(35 * DAY));
    expect(result.plan_type).toBe(2);
  });

  it('starts from now when the plan ended before, or ends exactly now', () => {
    expect(applyPurchase({ plan_type: 2, plan_ends: at(-3 * DAY), credits: 0 }, 2, now).plan_ends).toEqual(
      at(30 * DAY),
    );
    expect(applyPurchase({ plan_type: 2, plan_ends: now, credits: 0 }, 2, now).plan_ends).toEqual(at(30 * DAY));
  });

  it('keeps a running 60-day plan type', () => {
    expect(applyPurchase({ plan_type: 3, plan_ends: at(DAY), credits: 0 }, 2, now).plan_type).toBe(3);
  });

  it('ignores a pay-as-you-go end date', () => {
    const result = applyPurchase({ plan_type: 1, plan_ends: at(10 * DAY), credits: 2 }, 2, now);
    expect(result).toEqual({ plan_type: 2, plan_ends: at(30 * DAY), credits: 2, paid_plan: true });
  });
});

describe('applyPurchase: 60-day pass (tier 3)', () => {
  it('gives 60 days and plan type 3', () => {
    expect(applyPurchase({ plan_type: 0, plan_ends: null, credits: 0 }, 3, now)).toEqual({
      plan_type: 3,
      plan_ends: at(60 * DAY),
      credits: 0,
      paid_plan: true,
    });
  });

  it('upgrades a running 30-day plan to type 3 and adds on', () => {
    const result = applyPurchase({ plan_type: 2, plan_ends: '2025-06-25T12:00:00.000Z', credits: 0 }, 3, now);
    expect(result.plan_type).toBe(3);
    expect(result.plan_ends).toEqual(at(70 * DAY));
  });
});

describe('applyPurchase: Pay As You Go (tier 1)', () => {
  it('adds 3 credits and makes a free user pay-as-you-go', () => {
    expect(applyPurchase({ plan_type: 0, plan_ends: null, credits: 1 }, 1, now)).toEqual({
      plan_type: 1,
      plan_ends: null,
      credits: 4,
      paid_plan: true,
    });
  });

  it('adds onto existing pay-as-you-go credits', () => {
    expect(applyPurchase({ plan_type: 1, plan_ends: null, credits: 2 }, 1, now).credits).toBe(5);
  });

  it('keeps a running unlimited plan as it is', () => {
    expect(applyPurchase({ plan_type: 2, plan_ends: at(DAY), credits: 0 }, 1, now)).toEqual({
      plan_type: 2,
      plan_ends: at(DAY),
      credits: 3,
      paid_plan: true,
    });
  });

  it('keeps a pack bought during a pass for after it: the 3 reports can be run once the pass has ended', () => {
    const bought = applyPurchase({ plan_type: 2, plan_ends: at(DAY), credits: 0 }, 1, now);
    expect(getPlanSummary(bought, now)).toMatchObject({ status: 'ACTIVE_UNLIMITED', credits: 3 });
    const afterThePass = at(2 * DAY);
    expect(getPlanSummary(bought, afterThePass)).toMatchObject({
      status: 'ACTIVE_CREDITS',
      credits: 3,
      canRunReport: true,
    });
  });

  it('turns an expired unlimited plan into pay-as-you-go', () => {
    const result = applyPurchase({ plan_type: 2, plan_ends: at(-DAY), credits: 0 }, 1, now);
    expect(result.plan_type).toBe(1);
    expect(result.credits).toBe(3);
  });

  it('treats negative credits as 0', () => {
    expect(applyPurchase({ plan_type: 0, plan_ends: null, credits: -1 }, 1, now).credits).toBe(3);
  });
});

describe('applyPurchase: unknown tier', () => {
  it('refuses', () => {
    expect(() => applyPurchase({ plan_type: 0, plan_ends: null, credits: 0 }, 9, now)).toThrow(RangeError);
  });
});
