import { describe, expect, it } from 'vitest';
import {
  concessionDollars,
  concessionWeeks,
  effectiveRent,
  monthlyFees,
  type MoveInSpecials,
} from './move-in-specials';
import { specialsTexts } from './specials-texts';

const NO_FEES = { parkingFee: 0, petFee: 0, amenityFee: 0, utilitiesFee: 0 };
const specials = (over: Partial<MoveInSpecials> = {}): MoveInSpecials => ({
  concessionKind: 'none',
  concessionAmount: 0,
  leaseMonths: 12,
  fees: NO_FEES,
  ...over,
});

describe('net effective rent: (rent × months − concession) / months + monthly fees', () => {
  it('is the asking rent with no special and no fee', () => {
    expect(effectiveRent(2000, specials())).toEqual({
      askingRent: 2000,
      concession: 0,
      monthlyFees: 0,
      leaseMonths: 12,
      netEffectiveRent: 2000,
      leaseTotal: 24000,
    });
  });

  it('reads one month free on a 12-month lease as 11/12 of the rent', () => {
    const result = effectiveRent(2400, specials({ concessionKind: 'months', concessionAmount: 1 }));
    expect(result.concession).toBe(2400);
    expect(result.netEffectiveRent).toBe(2200);
    expect(result.leaseTotal).toBe(26400);
  });

  it('reads weeks free as a 52nd of a year’s rent each', () => {
    // 6 weeks free at $2,600: 2,600 × 12 × 6 / 52 = $3,600 off; (31,200 − 3,600) / 12 = $2,300.
    expect(concessionDollars(2600, { concessionKind: 'weeks', concessionAmount: 6 })).toBe(3600);
    expect(effectiveRent(2600, specials({ concessionKind: 'weeks', concessionAmount: 6 })).netEffectiveRent).toBe(2300);
  });

  it('reads a dollar amount off the lease', () => {
    expect(
      effectiveRent(1800, specials({ concessionKind: 'dollars', concessionAmount: 500, leaseMonths: 13 }))
        .netEffectiveRent,
    ).toBe(1761.54);
  });

  it('adds every monthly fee', () => {
    const fees = { parkingFee: 150, petFee: 35, amenityFee: 25.5, utilitiesFee: 80 };
    expect(monthlyFees({ fees })).toBe(290.5);
    const result = effectiveRent(2000, specials({ concessionKind: 'months', concessionAmount: 1, fees }));
    expect(result.netEffectiveRent).toBe(2123.83);
    expect(result.leaseTotal).toBe(25486);
  });

  it('never counts a concession above the whole lease’s rent', () => {
    expect(
      effectiveRent(1000, specials({ concessionKind: 'dollars', concessionAmount: 50_000 })).netEffectiveRent,
    ).toBe(0);
  });

  it('turns concessions into weeks to compare with the lease', () => {
    expect(concessionWeeks('weeks', 4, 2000)).toBe(4);
    expect(concessionWeeks('months', 12, 2000)).toBe(52);
    expect(concessionWeeks('dollars', 24000, 2000)).toBe(52);
    expect(concessionWeeks('dollars', 100, 0)).toBe(0);
    expect(concessionWeeks('none', 3, 2000)).toBe(0);
  });
});

// The report's "What you would really pay" once showed "$26,400.00" and "worth $2,400.00" where the product
// shows whole dollars. Only a net effective rent with cents keeps them ("$2,021.15"); a whole one reads "$2,200".
describe('specialsTexts: the report section in whole dollars', () => {
  const texts = (rent: number, over: Partial<MoveInSpecials>) => {
    const entered = specials(over);
    return specialsTexts(rent, { ...entered, ...effectiveRent(rent, entered) });
  };

  it('one month free on $2,400: the lease and the special in whole dollars', () => {
    const t = texts(2400, { concessionKind: 'months', concessionAmount: 1 });
    expect(t.askingRent).toBe('$2,400/mo');
    expect(t.leaseTotalTerm).toBe('Total for the 12-month lease');
    expect(t.leaseTotal).toBe('$26,400');
    expect(t.concession).toBe('Move-in special: 1 month free, worth $2,400 over the lease.');
    expect(t.fees).toBe('Monthly fees: none.');
    expect(t.netEffectiveRent).toBe('$2,200/mo');
    expect(t.formula).toBe(
      'Net effective rent = ($2,400 × 12 − $2,400) ÷ 12 + $0 = $2,200. The Value Score is computed on this figure.',
    );
  });

  it('six weeks free on $2,200 with $75 parking: cents only in the net effective rent', () => {
    const t = texts(2200, { concessionKind: 'weeks', concessionAmount: 6, fees: { ...NO_FEES, parkingFee: 75 } });
    expect(t.netEffectiveRent).toBe('$2,021.15/mo');
    expect(t.leaseTotal).toBe('$24,254');
    expect(t.concession).toBe('Move-in special: 6 weeks free, worth $3,046 over the lease.');
    expect(t.fees).toBe('Monthly fees: parking $75 ($75 a month).');
    expect(t.formula).toBe(
      'Net effective rent = ($2,200 × 12 − $3,046) ÷ 12 + $75 = $2,021.15. The Value Score is computed on this figure.',
    );
    const amounts =
      Object.values(t)
        .join(' ')
        .match(/\$[\d,]+(?:\.\d+)?/g) ?? [];
    expect(amounts.filter((amount) => amount.includes('.'))).toEqual(['$2,021.15', '$2,021.15']);
  });

  it('names dollars off and fees in whole dollars, and no special', () => {
    const off = texts(1800, {
      concessionKind: 'dollars',
      concessionAmount: 500,
      fees: { ...NO_FEES, petFee: 35.5, amenityFee: 20 },
    });
    expect(off.concession).toBe('Move-in special: $500 off, worth $500 over the lease.');
    expect(off.fees).toBe('Monthly fees: pet rent $36, amenity or service fees $20 ($56 a month).');
    expect(texts(1800, { fees: { ...NO_FEES, parkingFee: 50 } }).concession).toBe(
      'Move-in special: No move-in special.',
    );
  });
});
