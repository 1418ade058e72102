import { describe, expect, it } from 'vitest';
import { STATE_RENT_LEVELS, rentLevel } from './state-rent-levels';
import { ADDRESS_STATE_CODES } from './us-states';

describe('STATE_RENT_LEVELS', () => {
  it('has all 50 states and DC, and nothing else', () => {
    expect(Object.keys(STATE_RENT_LEVELS).sort()).toEqual([...ADDRESS_STATE_CODES].sort());
  });

  it('rises with every bedroom in every state', () => {
    for (const [state, row] of Object.entries(STATE_RENT_LEVELS)) {
      for (let i = 1; i < row.length; i++) expect(row[i], `${state} ${i} bedrooms`).toBeGreaterThan(row[i - 1] as number);
    }
  });

  it('keeps the published FY2025 extremes of the state averages', () => {
    const column = (i: number) => Object.values(STATE_RENT_LEVELS).map((row) => row[i] as number);
    expect(Math.min(...column(0))).toBe(STATE_RENT_LEVELS.SD?.[0]);
    expect(STATE_RENT_LEVELS.SD?.[0]).toBe(638);
    expect(Math.min(...column(2))).toBe(901);
    expect(STATE_RENT_LEVELS.AR?.[2]).toBe(901);
    expect(Math.min(...column(4))).toBe(1317);
    expect(STATE_RENT_LEVELS.NE?.[4]).toBe(1317);
    expect(Math.max(...column(2))).toBe(2314);
    expect(STATE_RENT_LEVELS.DC?.[2]).toBe(2314);
    expect(Math.max(...column(4))).toBe(3417);
    expect(STATE_RENT_LEVELS.HI?.[4]).toBe(3417);
  });
});

describe('rentLevel', () => {
  it('reads the table for 0 to 4 bedrooms, any case of state code', () => {
    expect(rentLevel('TX', 2)).toBe(STATE_RENT_LEVELS.TX?.[2]);
    expect(rentLevel(' ca ', 0)).toBe(STATE_RENT_LEVELS.CA?.[0]);
  });

  it('adds 15% of the 4-bedroom level per bedroom beyond four (HUD rule), 6 meaning 6+', () => {
    const four = STATE_RENT_LEVELS.OH?.[4] as number;
    expect(rentLevel('OH', 5)).toBe(Math.round(four * 1.15));
    expect(rentLevel('OH', 6)).toBe(Math.round(four * 1.3));
    expect(rentLevel('OH', 9)).toBe(Math.round(four * 1.3));
  });

  it('falls back to the national median row for an unknown code', () => {
    const twos = Object.values(STATE_RENT_LEVELS)
      .map((row) => row[2])
      .sort((a, b) => a - b);
    expect(rentLevel('PR', 2)).toBe(twos[Math.floor(twos.length / 2)]);
  });
});
