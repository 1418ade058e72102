import { describe, expect, it } from 'vitest';
import { comp, listing, renewal } from './letter-test-facts';
import {
  defaultProposedRent,
  LETTER_LENGTH_LABELS,
  LETTER_LENGTHS,
  LETTER_TONE_LABELS,
  LETTER_TONES,
  letterComps,
  letterDateText,
} from './negotiation-letter';

describe('labels', () => {
  it('names every tone and length', () => {
    expect(LETTER_TONES.map((tone) => LETTER_TONE_LABELS[tone])).toEqual(['Friendly', 'Neutral', 'Firm']);
    expect(LETTER_LENGTHS.map((length) => LETTER_LENGTH_LABELS[length])).toEqual(['Short email', 'Full letter']);
  });
});

describe('defaultProposedRent', () => {
  it('proposes the expected rent, rounded down, when the asking rent is above it', () => {
    expect(defaultProposedRent(listing)).toBe(1780);
    expect(defaultProposedRent({ ...listing, askingRent: 1800 })).toBe(1780);
  });

  it('never proposes more than asked: the asking rent itself when it is at or below the expected rent', () => {
    expect(defaultProposedRent({ ...listing, askingRent: 1700 })).toBe(1700);
    expect(defaultProposedRent({ ...listing, askingRent: 1780.4 })).toBe(1780);
    expect(defaultProposedRent({ ...listing, askingRent: 1699.99 })).toBe(1699);
    // The expected rent as the report shows it, never above what was asked.
    expect(defaultProposedRent({ ...listing, expectedRent: 1786.5, askingRent: 2200 })).toBe(1787);
    expect(defaultProposedRent({ ...listing, expectedRent: 1786.5, askingRent: 1786.7 })).toBe(1786);
  });

  it('treats the offered renewal rent as the asking rent', () => {
    const noCap = { ...renewal, rentCap: null };
    expect(defaultProposedRent(noCap)).toBe(2251);
    expect(defaultProposedRent({ ...noCap, askingRent: 2200 })).toBe(2200);
  });

  it('never proposes a renewal above the cap’s maximum allowed rent', () => {
    expect(defaultProposedRent({ ...renewal, expectedRent: 2290, rentCap: { ...renewal.rentCap!, maxAllowedRent: 2274.3 } })).toBe(2274);
    expect(defaultProposedRent({ ...renewal, rentCap: { ...renewal.rentCap!, maxAllowedRent: null, verdict: 'depends' } })).toBe(2251);
    // The cap is the lower bound only when it is lower.
    expect(defaultProposedRent({ ...renewal, rentCap: { ...renewal.rentCap!, maxAllowedRent: 2400 } })).toBe(2251);
  });

  it('ignores a cap on a new listing', () => {
    expect(defaultProposedRent({ ...listing, rentCap: { lawName: 'X', capPercent: 5, maxAllowedRent: 1500, verdict: 'over' } })).toBe(1780);
  });
});

describe('letterComps', () => {
  it('cites only comps renting for less than the asking rent, most similar (highest correlation) first, at most 3', () => {
    expect(letterComps(listing).map((c) => c.rent)).toEqual([1650, 1750, 1825]);
  });

  it('without correlation, orders by distance, then by the size gap to the unit', () => {
    const comps = [
      comp('A', 1500, { distanceMiles: 0.9, sqft: 1000 }),
      comp('B', 1500, { distanceMiles: 0.3, sqft: 600 }),
      comp('C', 1500, { distanceMiles: 0.3, sqft: 980 }),
      comp('D', 1500, { distanceMiles: null, sqft: 1000 }),
    ];
    expect(letterComps({ ...listing, comps }).map((c) => c.address)).toEqual(['C', 'B', 'A']);
  });

  it('puts comps with a correlation ahead of those without', () => {
    const comps = [comp('near', 1500, { distanceMiles: 0.1 }), comp('scored', 1500, { distanceMiles: 2, correlation: 0.6 })];
    expect(letterComps({ ...listing, comps }).map((c) => c.address)).toEqual(['scored', 'near']);
  });

  it('compares a renewal with the offered rent, and may cite fewer than 3 or none', () => {
    expect(letterComps({ ...renewal, askingRent: 1700 }).map((c) => c.rent)).toEqual([1650, 1600]);
    expect(letterComps({ ...listing, askingRent: 1600 })).toEqual([]);
    expect(letterComps({ ...listing, comps: [comp('same', 2100), comp('bad', Number.NaN)] })).toEqual([]);
  });
});

describe('letterDateText', () => {
  it('writes an ISO date as a US date', () => {
    expect(letterDateText('2026-05-04')).toBe('May 4, 2026');
    expect(letterDateText('2026-12-31T10:00:00Z')).toBe('December 31, 2026');
    expect(letterDateText('soon')).toBe('soon');
  });
});
