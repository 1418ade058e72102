import { describe, expect, it } from 'vitest';
import { costRankingTexts, costRanks, feeRankingNotes, type CostRanked } from './cost-ranking';

const listing = (letter: string, rent: number, extras: number, oneTime = 0, utilities = 0): CostRanked => ({
  letter,
  evaluation: 'Fair Value',
  rentAfterSpecials: rent,
  monthlyExtras: extras,
  monthlyFees: extras - utilities,
  costPerYear: (rent + extras) * 12 + oneTime,
});

describe('costRanks', () => {
  it('ranks the cheapest first and lets equal costs share a rank', () => {
    expect(costRanks([30_000, 24_000, 30_000, 20_000])).toEqual([3, 2, 3, 1]);
  });
});

describe('feeRankingNotes: where fees turn the order of the rents around', () => {
  it('names the listing whose fees make it the most expensive though its rent is not the highest', () => {
    // B rents for less than A, but $185 of fees a month make it the dearest.
    const list = [listing('A', 2100, 0), listing('B', 2000, 185), listing('C', 1900, 0)];
    expect(feeRankingNotes(list)).toEqual([
      { id: 'mostExpensive', letter: 'B', label: 'Fair Value', extras: 185, kind: 'fees' },
    ]);
    expect(costRankingTexts(list, 'en')).toEqual({
      ranking:
        'Ranked by total cost: 1. Property C ($22,800 a year), 2. Property A ($25,200 a year), 3. Property B ($26,220 a year).',
      notes: ['Property B: a fair rent, but $185 a month in fees makes it the most expensive of your list.'],
    });
    expect(costRankingTexts(list, 'es')?.notes).toEqual([
      'Propiedad B: una renta justa, pero $185 al mes en cargos la vuelven la más cara de su lista.',
    ]);
  });

  it('names the lowest rent that fees make dearer than another, one-time costs counted', () => {
    const list = [listing('A', 1800, 150), listing('B', 1900, 0), listing('C', 1950, 0, 1850)];
    expect(feeRankingNotes(list)).toEqual([
      { id: 'noLongerCheapest', letter: 'A', extras: 150, kind: 'fees', cheaper: 'B' },
    ]);
    expect(costRankingTexts(list, 'en')?.notes).toEqual([
      'Property A has the lowest rent, but $150 a month in fees makes Property B cheaper over a year.',
    ]);
    expect(costRankingTexts(list, 'es')?.notes).toEqual([
      'La Propiedad A tiene la renta más baja, pero $150 al mes en cargos hacen que la Propiedad B cueste menos en un año.',
    ]);
  });

  it('names utilities as utilities', () => {
    const list = [listing('A', 2100, 0), listing('B', 2000, 305, 0, 120), listing('C', 1900, 0)];
    expect(costRankingTexts(list, 'en')?.notes[0]).toBe(
      'Property B: a fair rent, but $305 a month in fees and utilities makes it the most expensive of your list.',
    );
    expect(costRankingTexts(list, 'es')?.notes[0]).toBe(
      'Propiedad B: una renta justa, pero $305 al mes en cargos y servicios públicos la vuelven la más cara de su lista.',
    );
  });

  it('says nothing without fees, or when fees do not change the order', () => {
    expect(costRankingTexts([listing('A', 1800, 0), listing('B', 1900, 0)], 'en')).toBeNull();
    expect(feeRankingNotes([listing('A', 1800, 20), listing('B', 1900, 0)])).toEqual([]);
  });
});
