import { describe, expect, it } from 'vitest';
import { PLAN_TYPE } from '../constants';
import { upgradeOffer } from './upgrade-offer';

const now = new Date('2026-06-15T12:00:00.000Z');
const DAY = 24 * 60 * 60 * 1000;

describe('upgradeOffer', () => {
  it('offers a renter with a running 30-day pass no lesser plan: only a pass, as an extension', () => {
    const offer = upgradeOffer(
      { plan_type: PLAN_TYPE.thirtyDay, plan_ends: new Date(now.getTime() + 10 * DAY), credits: 0 },
      now,
    );
    expect(offer.kind).toBe('extend');
    expect(offer.action).toBe('Extend Your Pass');
    expect(offer.action).not.toMatch(/upgrade/i);
    expect(offer.tiers.map((tier) => tier.name)).toEqual(['30-Day Access']);
    expect(offer.tiers.every((tier) => tier.priceCents >= 2000)).toBe(true);
  });

  it('offers every tier on sale to a free, pay-as-you-go or expired renter, and to a visitor', () => {
    for (const profile of [
      { plan_type: PLAN_TYPE.free, plan_ends: null, credits: 1 },
      { plan_type: PLAN_TYPE.payAsYouGo, plan_ends: null, credits: 2 },
      { plan_type: PLAN_TYPE.thirtyDay, plan_ends: new Date(now.getTime() - DAY), credits: 0 },
      null,
    ]) {
      const offer = upgradeOffer(profile, now);
      expect(offer.kind).toBe('upgrade');
      expect(offer.action).toBe('Upgrade Plan');
      expect(offer.tiers.map((tier) => tier.name)).toEqual(['Pay As You Go', '30-Day Access']);
    }
  });
});
