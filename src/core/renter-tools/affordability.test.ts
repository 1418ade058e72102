import { describe, expect, it } from 'vitest';
import {
  ADDITIONAL_PAY_FREQUENCY_OPTIONS,
  PAYS_PER_YEAR,
  PRIMARY_PAY_FREQUENCY_OPTIONS,
  computeAffordability,
  isPayFrequency,
  isPrimaryPayFrequency,
  parseAmount,
} from './affordability';

describe('pay frequencies', () => {
  it('pays weekly 52, biweekly 26, semimonthly 24, monthly 12, annually 1 times a year', () => {
    expect(PAYS_PER_YEAR).toEqual({ weekly: 52, biweekly: 26, semimonthly: 24, monthly: 12, annually: 1 });
  });

  it('offers annually for additional income only', () => {
    expect(PRIMARY_PAY_FREQUENCY_OPTIONS).toEqual([
      { value: 'weekly', perYear: 52 },
      { value: 'biweekly', perYear: 26 },
      { value: 'semimonthly', perYear: 24 },
      { value: 'monthly', perYear: 12 },
    ]);
    expect(ADDITIONAL_PAY_FREQUENCY_OPTIONS.map((o) => o.value)).toEqual([
      'weekly',
      'biweekly',
      'semimonthly',
      'monthly',
      'annually',
    ]);
  });

  it('recognizes frequency values', () => {
    expect(isPayFrequency('annually')).toBe(true);
    expect(isPrimaryPayFrequency('annually')).toBe(false);
    expect(isPrimaryPayFrequency('weekly')).toBe(true);
    expect(isPayFrequency('daily')).toBe(false);
    expect(isPayFrequency(12)).toBe(false);
  });
});

describe('parseAmount', () => {
  it.each([
    ['$1,234.50', 1234.5],
    ['1234.50', 1234.5],
    ['  2500 ', 2500],
    ['5,000', 5000],
    [3000, 3000],
    ['', 0],
    ['   ', 0],
    ['abc', 0],
    ['12abc', 0],
    ['-500', 0],
    [null, 0],
    [undefined, 0],
    [Number.NaN, 0],
  ])('reads %j as %d', (input, expected) => {
    expect(parseAmount(input)).toBe(expected);
  });
});

describe('computeAffordability', () => {
  it('turns a monthly income of 5,000 into a 1,667 to 2,000 rent range', () => {
    expect(computeAffordability({ primaryIncome: '5000', primaryFrequency: 'monthly' })).toEqual({
      annualIncome: 60000,
      monthlyIncome: 5000,
      rentLow: 1667,
      rentHigh: 2000,
    });
  });

  it('turns $1,000 a week into $52,000 a year and a $1,444 to $1,733 rent range', () => {
    // 52,000 / 12 = 4,333.33 a month; / 3 = 1,444.44 -> 1,444; / 2.5 = 1,733.33 -> 1,733.
    expect(computeAffordability({ primaryIncome: '$1,000', primaryFrequency: 'weekly' })).toMatchObject({
      annualIncome: 52000,
      rentLow: 1444,
      rentHigh: 1733,
    });
  });

  it.each([
    ['weekly', 52],
    ['biweekly', 26],
    ['semimonthly', 24],
    ['monthly', 12],
    ['annually', 1],
  ] as const)('multiplies additional %s income by %d', (frequency, perYear) => {
    const result = computeAffordability({
      primaryIncome: '',
      primaryFrequency: 'monthly',
      additionalIncome: '100',
      additionalFrequency: frequency,
    });
    expect(result.annualIncome).toBe(100 * perYear);
  });

  it('adds additional income at its own frequency', () => {
    const result = computeAffordability({
      primaryIncome: '$2,000',
      primaryFrequency: 'biweekly',
      additionalIncome: '6000',
      additionalFrequency: 'annually',
    });
    expect(result.annualIncome).toBe(58000);
    expect(result.monthlyIncome).toBeCloseTo(4833.333, 3);
    expect(result.rentLow).toBe(1611);
    expect(result.rentHigh).toBe(1933);
  });

  it.each([
    ['weekly', 1000, 52000],
    ['biweekly', 1000, 26000],
    ['semimonthly', 1000, 24000],
    ['monthly', 1000, 12000],
  ] as const)('multiplies %s pay by its frequency', (frequency, amount, annual) => {
    expect(computeAffordability({ primaryIncome: amount, primaryFrequency: frequency }).annualIncome).toBe(annual);
  });

  it('treats blank and invalid inputs as 0', () => {
    expect(
      computeAffordability({
        primaryIncome: '',
        primaryFrequency: 'monthly',
        additionalIncome: 'n/a',
        additionalFrequency: 'weekly',
      }),
    ).toEqual({ annualIncome: 0, monthlyIncome: 0, rentLow: 0, rentHigh: 0 });
  });

  it('counts additional income alone', () => {
    const result = computeAffordability({
      primaryIncome: '',
      primaryFrequency: 'monthly',
      additionalIncome: '1200',
      additionalFrequency: 'monthly',
    });
    expect(result).toEqual({ annualIncome: 14400, monthlyIncome: 1200, rentLow: 400, rentHigh: 480 });
  });

  it('rounds halves up', () => {
    // 4.5 / 3 = 1.5 -> 2; 3.75 / 2.5 = 1.5 -> 2.
    expect(computeAffordability({ primaryIncome: 4.5, primaryFrequency: 'monthly' }).rentLow).toBe(2);
    expect(computeAffordability({ primaryIncome: 3.75, primaryFrequency: 'monthly' }).rentHigh).toBe(2);
    // 1250.5 / 2.5 = 500.2 -> 500; 1501.5 / 3 = 500.5 -> 501.
    expect(computeAffordability({ primaryIncome: 1250.5, primaryFrequency: 'monthly' }).rentHigh).toBe(500);
    expect(computeAffordability({ primaryIncome: 1501.5, primaryFrequency: 'monthly' }).rentLow).toBe(501);
  });
});
