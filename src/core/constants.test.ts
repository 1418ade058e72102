import { describe, expect, it } from 'vitest';
import {
  COMPARE_LOADING_MESSAGE_MS,
  COMPARE_MAP_HEIGHT_PX,
  COMPARE_MAP_ZOOM,
  COMPARE_MAX,
  COMPARE_MIN,
  COMPARE_SELECTOR_THRESHOLD,
  COMPS_LOOKBACK_MONTHS,
  DEMO_ROTATION_MS,
  DEMO_SCORE_CARDS,
  DISPLAY_SCORE_MAX,
  DISPLAY_SCORE_MIN,
  HISTORY_LIMIT,
  MIN_COMPS,
  OFFER_CARD_TIER_ID,
  PLAN_TYPE,
  PURCHASE_TIERS,
  RANGE_HIGH_FACTOR,
  RANGE_LOW_FACTOR,
  RESEARCH_LOADING_MESSAGE_MS,
  RESUME_REPORT_DELAY_MS,
  SIGNUP_CREDITS,
  SIGNUP_CREDITS_WITH_PURCHASE_INTENT,
  SIGNUP_REDIRECT_MS,
  VERDICT_TOLERANCE_DOLLARS,
  getPurchaseTier,
  signupCredits,
} from './constants';

describe('purchase tiers', () => {
  it('defines the three purchase tiers', () => {
    expect(PURCHASE_TIERS).toEqual([
      {
        id: 1,
        name: 'Pay As You Go',
        priceCents: 500,
        reports: 3,
        days: null,
        planType: 1,
        mostPopular: false,
        offered: true,
      },
      {
        id: 2,
        name: '30-Day Access',
        priceCents: 2000,
        reports: null,
        days: 30,
        planType: 2,
        mostPopular: true,
        offered: true,
      },
      {
        id: 3,
        name: '60-Day Access',
        priceCents: 3000,
        reports: null,
        days: 60,
        planType: 3,
        mostPopular: false,
        offered: false,
      },
    ]);
  });

  it('marks only tier 2 as most popular and only tier 3 as not offered', () => {
    expect(PURCHASE_TIERS.filter((t) => t.mostPopular).map((t) => t.id)).toEqual([2]);
    expect(PURCHASE_TIERS.filter((t) => !t.offered).map((t) => t.id)).toEqual([3]);
  });

  it('shows the 30-day pass on the offer card', () => {
    expect(getPurchaseTier(OFFER_CARD_TIER_ID)?.name).toBe('30-Day Access');
  });

  it('finds tiers by id and nothing for unknown ids', () => {
    expect(getPurchaseTier(1)?.priceCents).toBe(500);
    expect(getPurchaseTier(3)?.days).toBe(60);
    expect(getPurchaseTier(0)).toBeUndefined();
    expect(getPurchaseTier(4)).toBeUndefined();
  });
});

describe('plan types', () => {
  it('numbers plans as the users table does', () => {
    expect(PLAN_TYPE).toEqual({ free: 0, payAsYouGo: 1, thirtyDay: 2, sixtyDay: 3 });
  });
});

describe('signup credits', () => {
  it('gives 1 credit, or 0 with a purchase intent', () => {
    expect(SIGNUP_CREDITS).toBe(1);
    expect(SIGNUP_CREDITS_WITH_PURCHASE_INTENT).toBe(0);
    expect(signupCredits(false)).toBe(1);
    expect(signupCredits(true)).toBe(0);
  });
});

describe('limits and timers', () => {
  it('match the documented limits and timers', () => {
    expect([COMPARE_MIN, COMPARE_MAX, COMPARE_SELECTOR_THRESHOLD, HISTORY_LIMIT]).toEqual([2, 10, 2, 10]);
    expect([COMPARE_MAP_ZOOM, COMPARE_MAP_HEIGHT_PX]).toEqual([11, 400]);
    expect([
      SIGNUP_REDIRECT_MS,
      DEMO_ROTATION_MS,
      RESEARCH_LOADING_MESSAGE_MS,
      COMPARE_LOADING_MESSAGE_MS,
      RESUME_REPORT_DELAY_MS,
    ]).toEqual([5000, 5000, 2000, 1500, 100]);
    expect([RANGE_LOW_FACTOR, RANGE_HIGH_FACTOR, VERDICT_TOLERANCE_DOLLARS]).toEqual([0.94, 1.06, 1]);
    expect([MIN_COMPS, DISPLAY_SCORE_MIN, DISPLAY_SCORE_MAX, COMPS_LOOKBACK_MONTHS]).toEqual([4, 2, 8.5, 12]);
  });

  it('lists the demo card values of the landing page', () => {
    expect(DEMO_SCORE_CARDS).toEqual([
      { label: 'Good Value', score: 7.8 },
      { label: 'Fair Value', score: 5.1 },
      { label: 'Overpriced', score: 2.1 },
    ]);
  });
});
