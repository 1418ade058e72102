import { describe, expect, it } from 'vitest';
import { scoredRentOf } from './scored-rent';

const fees = { amenityFee: 0, trashFee: 0, techFee: 0, utilitiesFee: 0, otherFee: 0, parkingFee: 100, petFee: 0 };
const entered = {
  leaseMonths: 12,
  fees,
  ownUtilities: 0,
  moveIn: { applicationFee: 0, brokerFee: 0, securityDeposit: 0 },
};

describe('scoredRentOf', () => {
  it('scores a plain listing on its asking rent', () => {
    expect(scoredRentOf({ rent: 1800, specials: null, renewalCurrentRent: null })).toEqual({
      kind: 'asking',
      amount: 1800,
      effective: null,
    });
  });

  // Decision 090 changed this: comparables' rents are advertised without fees, so the score judges the rent after the
  // special and the $100 of fees go to what the renter pays (before, the score judged $2,300, fees included).
  it('scores a listing with a move-in special on the rent after it, fees apart', () => {
    const scored = scoredRentOf({
      rent: 2400,
      specials: { concessionKind: 'months', concessionAmount: 1, ...entered, scoredOn: 'rent' },
      renewalCurrentRent: null,
    });
    expect(scored.kind).toBe('afterSpecials');
    expect(scored.amount).toBe(2200);
    expect(scored.effective?.totalMonthlyCost).toBe(2300);
    expect(scored.effective?.leaseTotal).toBe(27600);
  });

  it('scores a listing with fees alone on its asking rent', () => {
    const scored = scoredRentOf({
      rent: 2400,
      specials: { concessionKind: 'none', concessionAmount: 0, ...entered, scoredOn: 'rent' },
      renewalCurrentRent: null,
    });
    expect(scored.kind).toBe('asking');
    expect(scored.amount).toBe(2400);
    expect(scored.effective?.totalMonthlyCost).toBe(2500);
  });

  it('reads a report stored before decision 090 as it was scored: on the net effective rent, fees included', () => {
    const scored = scoredRentOf({
      rent: 2400,
      specials: { concessionKind: 'months', concessionAmount: 1, ...entered },
      renewalCurrentRent: null,
    });
    expect(scored.kind).toBe('netEffective');
    expect(scored.amount).toBe(2300);
  });

  it('scores a renewal on the offered rent', () => {
    expect(scoredRentOf({ rent: 2100, specials: null, renewalCurrentRent: 1900 })).toEqual({
      kind: 'offered',
      amount: 2100,
      effective: null,
    });
  });
});
