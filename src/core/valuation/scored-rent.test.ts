import { describe, expect, it } from 'vitest';
import { scoredRentOf } from './scored-rent';

const fees = { parkingFee: 100, petFee: 0, amenityFee: 0, utilitiesFee: 0 };

describe('scoredRentOf', () => {
  it('scores a plain listing on its asking rent', () => {
    expect(scoredRentOf({ rent: 1800, specials: null, renewalCurrentRent: null })).toEqual({
      kind: 'asking',
      amount: 1800,
      effective: null,
    });
  });

  it('scores a listing with specials on what the renter pays each month', () => {
    const scored = scoredRentOf({
      rent: 2400,
      specials: { concessionKind: 'months', concessionAmount: 1, leaseMonths: 12, fees },
      renewalCurrentRent: null,
    });
    expect(scored.kind).toBe('netEffective');
    expect(scored.amount).toBe(2300);
    expect(scored.effective?.leaseTotal).toBe(27600);
  });

  it('scores a renewal on the offered rent', () => {
    expect(scoredRentOf({ rent: 2100, specials: null, renewalCurrentRent: 1900 })).toEqual({
      kind: 'offered',
      amount: 2100,
      effective: null,
    });
  });
});
