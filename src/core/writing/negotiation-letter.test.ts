import { describe, expect, it } from 'vitest';
import { listing, renewal } from '#fixtures/letter-facts';
import {
  defaultProposalHint,
  defaultProposedRent,
  LETTER_LENGTHS,
  LETTER_TONES,
  letterBenchmark,
  letterDateText,
  proposalHintText,
  type LetterFacts,
} from './negotiation-letter';
import { LETTER_LENGTH_LABELS, LETTER_TONE_LABELS } from '../labels';

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
    expect(
      defaultProposedRent({ ...renewal, expectedRent: 2290, rentCap: { ...renewal.rentCap!, maxAllowedRent: 2274.3 } }),
    ).toBe(2274);
    expect(
      defaultProposedRent({ ...renewal, rentCap: { ...renewal.rentCap!, maxAllowedRent: null, verdict: 'depends' } }),
    ).toBe(2251);
    // The cap is the lower bound only when it is lower.
    expect(defaultProposedRent({ ...renewal, rentCap: { ...renewal.rentCap!, maxAllowedRent: 2400 } })).toBe(2251);
  });

  it('ignores a cap on a new listing', () => {
    expect(
      defaultProposedRent({
        ...listing,
        rentCap: { lawName: 'X', capPercent: 5, maxAllowedRent: 1500, verdict: 'over' },
      }),
    ).toBe(1780);
  });
});

// The renter pays $3,000 for a one-bedroom in San Francisco 94103 and is offered $3,360; the report puts the market
// at $2,361. The letter once proposed "$2,361 a month": a renewal letter asking for a cut.
const sanFrancisco: LetterFacts = {
  ...renewal,
  address: '1000 Mission St, San Francisco, CA 94103',
  askingRent: 3360,
  currentRent: 3000,
  expectedRent: 2361,
  minPrice: 2219.34,
  maxPrice: 2502.66,
  bedrooms: '1',
  subjectSqft: 650,
  rentCap: {
    lawName: 'California Tenant Protection Act of 2019',
    capPercent: null,
    maxAllowedRent: null,
    verdict: 'over',
  },
};

describe('defaultProposedRent: a renewal is never below the current rent nor above the offer', () => {
  it('proposes the current rent when the market is below it: a renewal letter asks for no cut', () => {
    expect(defaultProposedRent(sanFrancisco)).toBe(3000);
    expect(defaultProposedRent({ ...sanFrancisco, rentCap: null })).toBe(3000);
    expect(
      defaultProposedRent({
        ...sanFrancisco,
        rentCap: { ...sanFrancisco.rentCap!, capPercent: 8, maxAllowedRent: 3240 },
      }),
    ).toBe(3000);
  });

  it('proposes the lowest of the offer, the maximum allowed rent and the expected rent when it is above the current rent', () => {
    // The expected rent, between the current rent and the offer.
    expect(defaultProposedRent({ ...sanFrancisco, expectedRent: 3150.4 })).toBe(3150);
    // The law's maximum, below the expected rent.
    expect(
      defaultProposedRent({
        ...sanFrancisco,
        expectedRent: 3300,
        rentCap: { ...sanFrancisco.rentCap!, capPercent: 8, maxAllowedRent: 3240 },
      }),
    ).toBe(3240);
    // The offer, when the market supports it and the law allows it.
    expect(defaultProposedRent({ ...sanFrancisco, expectedRent: 3500, rentCap: null })).toBe(3360);
  });

  it('proposes the offer when it is no raise, even if the market is lower still', () => {
    expect(defaultProposedRent({ ...sanFrancisco, askingRent: 2900 })).toBe(2900);
    expect(defaultProposedRent({ ...sanFrancisco, askingRent: 3000 })).toBe(3000);
  });

  it('without a known current rent, keeps the lowest of the offer, the cap and the expected rent', () => {
    expect(defaultProposedRent({ ...sanFrancisco, currentRent: null })).toBe(2361);
  });
});

describe('defaultProposedRent: a new listing is never above the asking rent', () => {
  it('proposes the asking rent when the market is above it, and the expected rent when below', () => {
    expect(defaultProposedRent({ ...listing, expectedRent: 2500 })).toBe(2100);
    expect(defaultProposedRent({ ...listing, expectedRent: 2100.4 })).toBe(2100);
    expect(defaultProposedRent({ ...listing, expectedRent: 1500 })).toBe(1500);
    // A current rent has no say in a new lease.
    expect(defaultProposedRent({ ...listing, currentRent: 2000 })).toBe(1780);
  });
});

describe('defaultProposalHint', () => {
  it('says why the suggested rent is what it is', () => {
    const hint = (facts: LetterFacts) => proposalHintText(defaultProposalHint(facts), 'en');
    expect(hint(listing)).toBe('We suggest $1,780: the expected rent for this unit.');
    expect(hint({ ...listing, askingRent: 1700 })).toBe(
      'We suggest $1,700: the rent asked, which the market supports.',
    );
    expect(hint({ ...renewal, rentCap: null })).toBe('We suggest $2,251: the expected rent for this unit.');
    expect(hint({ ...renewal, expectedRent: 2290 })).toBe('We suggest $2,274: the most the statewide rent cap allows.');
    expect(hint({ ...renewal, expectedRent: 2400, rentCap: null })).toBe(
      'We suggest $2,300: the offered rent, which the market supports.',
    );
    expect(hint(sanFrancisco)).toBe('We suggest $3,000: your current rent. The market does not support a raise.');
    expect(hint({ ...sanFrancisco, askingRent: 2900 })).toBe(
      'We suggest $2,900: the offered rent, no raise on what you pay now.',
    );
    expect(defaultProposalHint(sanFrancisco)).toEqual({
      id: 'proposalHint',
      values: { rent: 3000, reason: 'current' },
    });
  });
});

describe('letterBenchmark: an official figure is cited only when it supports the renter', () => {
  const figure = (rent: number) => ({
    name: 'HUD Fair Market Rent',
    area: 'San Francisco County',
    release: 'HUD FY2026 Fair Market Rents',
    rent,
  });

  it('is the most local figure below the rent being negotiated', () => {
    expect(letterBenchmark([figure(2400), figure(2977)], 3360)).toEqual(figure(2400));
    expect(letterBenchmark([figure(3500), figure(2977)], 3360)).toEqual(figure(2977));
  });

  it('is none when every figure is at or above that rent', () => {
    expect(letterBenchmark([figure(3360), figure(3500)], 3360)).toBeNull();
    expect(letterBenchmark([], 3360)).toBeNull();
  });
});

describe('letterDateText', () => {
  it('writes an ISO date as a US date', () => {
    expect(letterDateText('2026-05-04')).toBe('May 4, 2026');
    expect(letterDateText('2026-12-31T10:00:00Z')).toBe('December 31, 2026');
    expect(letterDateText('soon')).toBe('soon');
  });
});
