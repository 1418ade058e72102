import { describe, expect, it } from 'vitest';
import {
  freeReportsLeft,
  canRunReport,
  planProfileOf,
  daysLeft,
  getPlanStatus,
  getPlanStatusState,
  getPlanSummary,
  isHomePlanActive,
  isUnlimitedPlanType,
  planName,
  toDate,
} from './plan-status';

const now = new Date('2025-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;
const at = (offsetMs: number) => new Date(now.getTime() + offsetMs);

describe('getPlanSummary: unlimited plans', () => {
  it('is ACTIVE_UNLIMITED for a 30-day plan ending in the future', () => {
    expect(getPlanSummary({ plan_type: 2, plan_ends: at(10 * DAY), credits: 0 }, now)).toEqual({
      status: 'ACTIVE_UNLIMITED',
      credits: 0,
      daysLeft: 10,
      planName: '30-Day Unlimited Access',
      showExpired: false,
      canRunReport: true,
    });
  });

  it('treats a 60-day plan the same way', () => {
    const summary = getPlanSummary({ plan_type: 3, plan_ends: at(45 * DAY), credits: 2 }, now);
    expect(summary.status).toBe('ACTIVE_UNLIMITED');
    expect(summary.daysLeft).toBe(45);
    expect(summary.credits).toBe(2);
  });

  it('is INACTIVE_EXPIRED once the plan has ended and no credits are left', () => {
    expect(getPlanSummary({ plan_type: 2, plan_ends: at(-DAY), credits: 0 }, now)).toEqual({
      status: 'INACTIVE_EXPIRED',
      credits: 0,
      daysLeft: null,
      planName: '30-Day Unlimited Access',
      showExpired: true,
      canRunReport: false,
    });
  });

  it('keeps credits usable after the plan has ended (decision 056): "Plan Expired!" with the credits left', () => {
    expect(getPlanSummary({ plan_type: 2, plan_ends: at(-DAY), credits: 5 }, now)).toEqual({
      status: 'ACTIVE_CREDITS',
      credits: 5,
      daysLeft: null,
      planName: '30-Day Unlimited Access',
      showExpired: true,
      canRunReport: true,
    });
    expect(canRunReport({ plan_type: 3, plan_ends: at(-DAY), credits: 1 }, now)).toBe(true);
  });

  it('counts a plan that ends exactly now as expired', () => {
    expect(getPlanStatus({ plan_type: 2, plan_ends: now, credits: 0 }, now)).toBe('INACTIVE_EXPIRED');
    expect(getPlanSummary({ plan_type: 2, plan_ends: now, credits: 1 }, now)).toMatchObject({
      status: 'ACTIVE_CREDITS',
      showExpired: true,
    });
  });

  it('counts a plan ending 1 ms from now as active with 1 day left', () => {
    const summary = getPlanSummary({ plan_type: 2, plan_ends: at(1), credits: 0 }, now);
    expect(summary.status).toBe('ACTIVE_UNLIMITED');
    expect(summary.daysLeft).toBe(1);
  });

  it('rounds days left up', () => {
    expect(getPlanSummary({ plan_type: 2, plan_ends: at(DAY), credits: 0 }, now).daysLeft).toBe(1);
    expect(getPlanSummary({ plan_type: 2, plan_ends: at(DAY + 1), credits: 0 }, now).daysLeft).toBe(2);
    expect(getPlanSummary({ plan_type: 2, plan_ends: at(29.5 * DAY), credits: 0 }, now).daysLeft).toBe(30);
    expect(getPlanSummary({ plan_type: 2, plan_ends: at(30 * DAY), credits: 0 }, now).daysLeft).toBe(30);
  });

  it('reads plan_ends from ISO strings and plain dates', () => {
    expect(getPlanStatus({ plan_type: 2, plan_ends: '2025-06-20T00:00:00Z', credits: 0 }, now)).toBe(
      'ACTIVE_UNLIMITED',
    );
    expect(getPlanStatus({ plan_type: 2, plan_ends: '2025-06-15', credits: 0 }, now)).toBe('INACTIVE_EXPIRED');
    expect(getPlanSummary({ plan_type: 2, plan_ends: '2025-06-20', credits: 0 }, now).daysLeft).toBe(5);
  });

  it('treats a missing or unreadable end as expired', () => {
    expect(getPlanStatus({ plan_type: 2, plan_ends: null, credits: 0 }, now)).toBe('INACTIVE_EXPIRED');
    expect(getPlanStatus({ plan_type: 3, plan_ends: 'not a date', credits: 0 }, now)).toBe('INACTIVE_EXPIRED');
    expect(getPlanSummary({ plan_type: 2, plan_ends: null, credits: 3 }, now)).toMatchObject({
      status: 'ACTIVE_CREDITS',
      daysLeft: null,
      showExpired: true,
    });
  });
});

describe('getPlanSummary: credit plans', () => {
  it('is ACTIVE_CREDITS for a free user with credits', () => {
    expect(getPlanSummary({ plan_type: 0, plan_ends: null, credits: 1 }, now)).toEqual({
      status: 'ACTIVE_CREDITS',
      credits: 1,
      daysLeft: null,
      planName: 'Free Tier',
      showExpired: false,
      canRunReport: true,
    });
  });

  it('is ACTIVE_CREDITS for pay-as-you-go with credits, whatever plan_ends says', () => {
    expect(getPlanStatus({ plan_type: 1, plan_ends: null, credits: 3 }, now)).toBe('ACTIVE_CREDITS');
    expect(getPlanStatus({ plan_type: 1, plan_ends: at(-DAY), credits: 3 }, now)).toBe('ACTIVE_CREDITS');
  });

  it('is INACTIVE_NO_CREDITS at 0 credits', () => {
    expect(getPlanSummary({ plan_type: 0, plan_ends: null, credits: 0 }, now)).toEqual({
      status: 'INACTIVE_NO_CREDITS',
      credits: 0,
      daysLeft: null,
      planName: 'Free Tier',
      showExpired: false,
      canRunReport: false,
    });
    expect(getPlanStatus({ plan_type: 1, plan_ends: null, credits: 0 }, now)).toBe('INACTIVE_NO_CREDITS');
  });

  it('treats negative or non-finite credits as 0', () => {
    expect(getPlanSummary({ plan_type: 0, plan_ends: null, credits: -2 }, now).credits).toBe(0);
    expect(getPlanStatus({ plan_type: 0, plan_ends: null, credits: Number.NaN }, now)).toBe('INACTIVE_NO_CREDITS');
  });
});

describe('getPlanStatusState', () => {
  it('is loading without a profile', () => {
    expect(getPlanStatusState(null, now)).toBe('loading');
    expect(getPlanStatusState(undefined, now)).toBe('loading');
  });

  it('is the plan status once the profile is there', () => {
    expect(getPlanStatusState({ plan_type: 0, plan_ends: null, credits: 1 }, now)).toBe('ACTIVE_CREDITS');
  });
});

describe('canRunReport', () => {
  it('allows active plans only', () => {
    expect(canRunReport({ plan_type: 2, plan_ends: at(DAY), credits: 0 }, now)).toBe(true);
    expect(canRunReport({ plan_type: 0, plan_ends: null, credits: 1 }, now)).toBe(true);
    expect(canRunReport({ plan_type: 2, plan_ends: now, credits: 0 }, now)).toBe(false);
    expect(canRunReport({ plan_type: 2, plan_ends: now, credits: 4 }, now)).toBe(true);
    expect(canRunReport({ plan_type: 0, plan_ends: null, credits: 0 }, now)).toBe(false);
  });
});

describe('isHomePlanActive', () => {
  it('needs a paid plan type and an end in the future', () => {
    expect(isHomePlanActive({ plan_type: 2, plan_ends: at(DAY) }, now)).toBe(true);
    expect(isHomePlanActive({ plan_type: 1, plan_ends: at(DAY) }, now)).toBe(true);
    expect(isHomePlanActive({ plan_type: 0, plan_ends: at(DAY) }, now)).toBe(false);
    expect(isHomePlanActive({ plan_type: 2, plan_ends: at(-DAY) }, now)).toBe(false);
    expect(isHomePlanActive({ plan_type: 2, plan_ends: null }, now)).toBe(false);
  });

  it('counts a plan that ends exactly now as not active', () => {
    expect(isHomePlanActive({ plan_type: 2, plan_ends: now }, now)).toBe(false);
    expect(isHomePlanActive({ plan_type: 2, plan_ends: now.toISOString() }, now)).toBe(false);
  });
});

describe('helpers', () => {
  it('names plans', () => {
    expect(planName(0)).toBe('Free Tier');
    expect(planName(1)).toBe('Free Tier');
    expect(planName(2)).toBe('30-Day Unlimited Access');
    expect(planName(3)).toBe('30-Day Unlimited Access');
  });

  it('knows the unlimited plan types', () => {
    expect([0, 1, 2, 3, 4].map(isUnlimitedPlanType)).toEqual([false, false, true, true, false]);
  });

  it('reads dates', () => {
    expect(toDate(null)).toBeNull();
    expect(toDate(undefined)).toBeNull();
    expect(toDate('')).toBeNull();
    expect(toDate('garbage')).toBeNull();
    expect(toDate(new Date(Number.NaN))).toBeNull();
    expect(toDate('2025-01-02T03:04:05Z')?.toISOString()).toBe('2025-01-02T03:04:05.000Z');
    expect(toDate(now)).toBe(now);
  });

  it('counts days left, negative once past', () => {
    expect(daysLeft(at(-1.5 * DAY), now)).toBe(-1);
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(null, now)).toBeNull();
  });
});

describe('planProfileOf', () => {
  it('reads the account profile as the plan rules do', () => {
    expect(planProfileOf({ planType: 2, planEnds: '2030-01-01T00:00:00.000Z', credits: 3 })).toEqual({
      plan_type: 2,
      plan_ends: '2030-01-01T00:00:00.000Z',
      credits: 3,
    });
  });
});

describe('freeReportsLeft', () => {
  it('counts the sign-up report as free until the account buys a plan', () => {
    expect(freeReportsLeft({ paidPlan: false, credits: 1 })).toBe(1);
    expect(freeReportsLeft({ paidPlan: false, credits: 0 })).toBe(0);
    expect(freeReportsLeft({ paidPlan: false, credits: -2 })).toBe(0);
    expect(freeReportsLeft({ paidPlan: true, credits: 5 })).toBe(0);
  });
});
