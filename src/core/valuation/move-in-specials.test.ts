import { describe, expect, it } from 'vitest';
import {
  concessionDollars,
  concessionWeeks,
  effectiveRent,
  monthlyFees,
  readSpecials,
  specialsFigures,
  type MoveInSpecials,
} from './move-in-specials';
import { specialsTexts } from './specials-texts';

const NO_FEES = { amenityFee: 0, trashFee: 0, techFee: 0, utilitiesFee: 0, otherFee: 0, parkingFee: 0, petFee: 0 };
const NO_MOVE_IN = { applicationFee: 0, brokerFee: 0, securityDeposit: 0 };
const specials = (over: Partial<MoveInSpecials> = {}): MoveInSpecials => ({
  concessionKind: 'none',
  concessionAmount: 0,
  leaseMonths: 12,
  fees: NO_FEES,
  ownUtilities: 0,
  moveIn: NO_MOVE_IN,
  scoredOn: 'rent',
  ...over,
});
describe('total monthly cost: (rent × months − concession) / months + monthly fees + utilities', () => {
  it('is the asking rent with no special and no fee', () => {
    expect(effectiveRent(2000, specials())).toEqual({
      askingRent: 2000,
      concession: 0,
      leaseMonths: 12,
      rentAfterSpecials: 2000,
      monthlyFees: 0,
      ownUtilities: 0,
      netEffectiveRent: 2000,
      totalMonthlyCost: 2000,
      oneTimeCosts: 0,
      securityDeposit: 0,
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
    const fees = { ...NO_FEES, parkingFee: 150, petFee: 35, amenityFee: 25.5, utilitiesFee: 80 };
    expect(monthlyFees({ fees })).toBe(290.5);
    const result = effectiveRent(2000, specials({ concessionKind: 'months', concessionAmount: 1, fees }));
    expect(result.rentAfterSpecials).toBe(1833.33);
    expect(result.netEffectiveRent).toBe(2123.83);
    expect(result.leaseTotal).toBe(25486);
  });

  it('counts the mandatory fees, the utilities the renter pays and the one-time costs, never the deposit', () => {
    // $2,000 rent; $60 trash + $25 tech + $100 other = $185 of fees; $120 of utilities; $50 application and $1,800
    // broker fees; a $2,000 deposit that comes back.
    const result = effectiveRent(
      2000,
      specials({
        fees: { ...NO_FEES, trashFee: 60, techFee: 25, otherFee: 100 },
        ownUtilities: 120,
        moveIn: { applicationFee: 50, brokerFee: 1800, securityDeposit: 2000 },
      }),
    );
    expect(result).toMatchObject({
      rentAfterSpecials: 2000,
      monthlyFees: 185,
      netEffectiveRent: 2185,
      totalMonthlyCost: 2305,
      oneTimeCosts: 1850,
      securityDeposit: 2000,
      leaseTotal: 2305 * 12 + 1850,
    });
  });

  it('reads a report stored before the later fee kinds with none of them', () => {
    const stored = {
      concessionKind: 'none' as const,
      concessionAmount: 0,
      leaseMonths: 12,
      fees: { parkingFee: 75, petFee: 0, amenityFee: 0, utilitiesFee: 0 },
    };
    const read = readSpecials(stored);
    expect(read.fees).toEqual({ ...NO_FEES, parkingFee: 75 });
    expect(read.ownUtilities).toBe(0);
    expect(read.moveIn).toEqual(NO_MOVE_IN);
    expect(read.scoredOn).toBeUndefined();
    expect(effectiveRent(1500, read).totalMonthlyCost).toBe(1575);
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
    return specialsTexts(rent, specialsFigures(entered, effectiveRent(rent, entered)));
  };

  it('one month free on $2,400: the lease and the special in whole dollars', () => {
    const t = texts(2400, { concessionKind: 'months', concessionAmount: 1 });
    expect(t.askingRent).toBe('$2,400/mo');
    expect(t.leaseTotalTerm).toBe('Cost over the 12-month lease');
    expect(t.leaseTotal).toBe('$26,400');
    expect(t.concession).toBe('Move-in special: 1 month free, worth $2,400 over the lease.');
    expect(t.fees).toBe('Monthly fees: none.');
    expect(t.utilities).toBe('Utilities you pay yourself: none given.');
    expect(t.moveIn).toBeNull();
    expect(t.totalMonthlyCost).toBe('$2,200/mo');
    expect(t.treatment).toContain(
      'the Value Score judges the rent ($2,200 after the move-in special), never this total',
    );
    expect(t.formula).toBe(
      'Total monthly cost = ($2,400 × 12 − $2,400) ÷ 12 + $0 in fees + $0 in utilities = $2,200. ' +
        'Cost over the lease = $2,200 × 12 + $0 = $26,400.',
    );
  });

  it('six weeks free on $2,200 with $75 parking: cents only in the figures a month', () => {
    const t = texts(2200, { concessionKind: 'weeks', concessionAmount: 6, fees: { ...NO_FEES, parkingFee: 75 } });
    expect(t.totalMonthlyCost).toBe('$2,021.15/mo');
    expect(t.leaseTotal).toBe('$24,254');
    expect(t.concession).toBe('Move-in special: 6 weeks free, worth $3,046 over the lease.');
    expect(t.fees).toBe('Monthly fees: parking $75 ($75 a month).');
    expect(t.formula).toBe(
      'Total monthly cost = ($2,200 × 12 − $3,046) ÷ 12 + $75 in fees + $0 in utilities = $2,021.15. ' +
        'Cost over the lease = $2,021.15 × 12 + $0 = $24,254.',
    );
    const amounts =
      Object.values(t)
        .join(' ')
        .match(/\$[\d,]+(?:\.\d+)?/g) ?? [];
    expect(amounts.filter((amount) => amount.includes('.'))).toEqual([
      '$2,021.15',
      '$1,946.15',
      '$2,021.15',
      '$2,021.15',
    ]);
  });

  it('names the utilities, the one-time costs and the refundable deposit', () => {
    const t = texts(2000, {
      fees: { ...NO_FEES, trashFee: 60, techFee: 25, otherFee: 100 },
      ownUtilities: 120,
      moveIn: { applicationFee: 50, brokerFee: 1800, securityDeposit: 2000 },
    });
    expect(t.fees).toBe(
      'Monthly fees: trash or valet trash $60, internet, tech or smart-home package $25, other required fees $100 ' +
        '($185 a month).',
    );
    expect(t.utilities).toBe('Utilities you pay yourself: $120 a month, your estimate.');
    expect(t.moveIn).toBe(
      "Move-in costs: application fee $50, broker fee $1,800 ($1,850, counted in the lease's cost); security deposit " +
        '$2,000, due at move-in and refundable.',
    );
    expect(t.concession).toBeNull();
    expect(t.treatment).toContain('judges the rent ($2,000), never this total');
    expect(t.formula).toBe(
      'Total monthly cost = $2,000 + $185 in fees + $120 in utilities = $2,305. ' +
        'Cost over the lease = $2,305 × 12 + $1,850 = $29,510.',
    );
  });

  it('names dollars off and fees in whole dollars, and no special', () => {
    const off = texts(1800, {
      concessionKind: 'dollars',
      concessionAmount: 500,
      fees: { ...NO_FEES, petFee: 35.5, amenityFee: 20 },
    });
    expect(off.concession).toBe('Move-in special: $500 off, worth $500 over the lease.');
    expect(off.fees).toBe('Monthly fees: amenity or service fees $20, pet rent $36 ($56 a month).');
    expect(texts(1800, { fees: { ...NO_FEES, parkingFee: 50 } }).concession).toBeNull();
  });
});
