import { describe, expect, it } from 'vitest';
import { FAR_BELOW_SHARE, scamCheck } from './scam-check';

const listing = { expectedRent: 2000, confidence: 'high' as const, redFlags: [] };

describe('scamCheck (decision 089)', () => {
  it('warns of a listing at 45% of a confident expected rent, and says nothing at 90%', () => {
    expect(scamCheck({ ...listing, askingRent: 900 })).toEqual({
      id: 'warning',
      values: { percentOfExpected: 45, redFlags: [] },
    });
    expect(scamCheck({ ...listing, confidence: 'medium', askingRent: 900 })?.id).toBe('warning');
    expect(scamCheck({ ...listing, askingRent: 1800 })).toBeNull();
  });

  it('draws the line at half the expected rent, inclusive', () => {
    expect(FAR_BELOW_SHARE).toBe(0.5);
    expect(scamCheck({ ...listing, askingRent: 1000 })?.id).toBe('warning');
    expect(scamCheck({ ...listing, askingRent: 1001 })).toBeNull();
  });

  it('says the data is thin when the expected rent far above the asking rent has Low confidence', () => {
    expect(scamCheck({ ...listing, confidence: 'low', askingRent: 900 })).toEqual({
      id: 'thinData',
      values: { percentOfExpected: 45 },
    });
  });

  it('warns whenever the renter marked a red flag, whatever the rent, in the list order', () => {
    expect(scamCheck({ ...listing, askingRent: 2100, redFlags: ['depositBeforeLease', 'unusualPayment'] })).toEqual({
      id: 'warning',
      values: { percentOfExpected: null, redFlags: ['unusualPayment', 'depositBeforeLease'] },
    });
    // A red flag on a thin-data listing is a warning: the renter saw something the data cannot.
    expect(scamCheck({ ...listing, confidence: 'low', askingRent: 900, redFlags: ['ownerAway'] })).toEqual({
      id: 'warning',
      values: { percentOfExpected: null, redFlags: ['ownerAway'] },
    });
  });

  it('never checks a renewal offer, and says nothing without an expected rent', () => {
    expect(scamCheck({ ...listing, askingRent: null, redFlags: ['cannotSeeUnit'] })).toBeNull();
    expect(scamCheck({ ...listing, expectedRent: null, confidence: null, askingRent: 500 })).toBeNull();
    expect(scamCheck({ ...listing, expectedRent: 0, askingRent: 500 })).toBeNull();
  });
});
