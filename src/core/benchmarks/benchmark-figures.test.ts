import { describe, expect, it } from 'vitest';
import {
  askingComparisonText,
  benchmarkAreaText,
  benchmarkCoversText,
  benchmarkDisagreement,
  benchmarkFigures,
  benchmarkNoteText,
  noScoreReason,
} from './benchmark-figures';
import { ACS_RELEASE } from './benchmark-texts';
import { AUSTIN_BENCHMARKS } from '#fixtures/austin-benchmarks';

const austin = AUSTIN_BENCHMARKS;

describe('benchmarkFigures', () => {
  it('lists the ZIP, county and metro figures for the bedroom count, with how the asking rent compares', () => {
    const figures = benchmarkFigures(austin, 2, 1850);
    expect(figures.map((f) => [f.key, f.rent, f.covers])).toEqual([
      ['safmr', 2890, { id: 'bedrooms', values: { count: 2 } }],
      ['fmr', 1852, { id: 'bedrooms', values: { count: 2 } }],
      ['acs', 1646, { id: 'allRentals', values: {} }],
    ]);
    expect(figures.map((f) => benchmarkCoversText(f.covers, 'en'))).toEqual([
      '2 bedrooms',
      '2 bedrooms',
      'All rentals, every size',
    ]);
    expect(figures[0]?.area).toEqual({
      id: 'zip',
      values: { zip: '78701', name: 'Austin-Round Rock-San Marcos, TX MSA' },
    });
    expect(benchmarkAreaText(figures[0]!.area, 'en')).toBe('ZIP 78701 (Austin-Round Rock-San Marcos, TX MSA)');
    expect(benchmarkAreaText(figures[1]!.area, 'en')).toContain('Travis County');
    expect(figures[0]?.askingDifferencePct).toBe(-35.99);
    expect(figures[2]?.release).toBe(ACS_RELEASE);
  });

  it('uses HUD’s +15% per bedroom past four', () => {
    expect(benchmarkFigures(austin, 6, 5000)[1]?.rent).toBe(Math.round(2760 * 1.3));
  });

  it('is empty without benchmarks', () => {
    expect(benchmarkFigures(null, 2, 1850)).toEqual([]);
  });
});

describe('benchmarkAreaText and benchmarkCoversText: a figure’s area and what it covers, in each language', () => {
  it('words the ZIP of a Small Area FMR, and keeps an official place name as written', () => {
    const [zip, county, metro] = benchmarkFigures(austin, 1, 1850);
    expect(benchmarkAreaText(zip!.area, 'es')).toBe('Código postal 78701 (Austin-Round Rock-San Marcos, TX MSA)');
    expect(benchmarkAreaText(county!.area, 'en')).toBe('Travis County (Austin-Round Rock-San Marcos, TX MSA)');
    expect(benchmarkAreaText(county!.area, 'es')).toBe('Travis County (Austin-Round Rock-San Marcos, TX MSA)');
    expect(benchmarkAreaText(metro!.area, 'es')).toBe('Austin-Round Rock-San Marcos, TX Metro Area');
  });

  it('words the bedroom count: a studio for 0, "6+" from 6', () => {
    const covers = (count: number) => ({ id: 'bedrooms', values: { count } }) as const;
    expect([0, 1, 2, 5, 6, 7].map((count) => benchmarkCoversText(covers(count), 'en'))).toEqual([
      'Studio',
      '1 bedroom',
      '2 bedrooms',
      '5 bedrooms',
      '6+ bedrooms',
      '6+ bedrooms',
    ]);
    expect([0, 1, 2, 5, 6, 7].map((count) => benchmarkCoversText(covers(count), 'es'))).toEqual([
      'Estudio',
      '1 habitación',
      '2 habitaciones',
      '5 habitaciones',
      '6+ habitaciones',
      '6+ habitaciones',
    ]);
    expect(benchmarkCoversText({ id: 'allRentals', values: {} }, 'es')).toBe(
      'Todas las viviendas en renta, de todos los tamaños',
    );
  });
});

describe('texts', () => {
  it('says how the asking rent compares', () => {
    expect(askingComparisonText(20.4)).toBe('Asking rent is 20% above this');
    expect(askingComparisonText(-36)).toBe('Asking rent is 36% below this');
    expect(askingComparisonText(0.2)).toBe('About the same as the asking rent');
    // A renewal's rent is the landlord's offer.
    expect(askingComparisonText(-14.2, 'offered')).toBe('Offered rent is 14% below this');
    expect(askingComparisonText(0.2, 'offered')).toBe('About the same as the offered rent');
  });

  it('says plainly when comps and benchmarks disagree', () => {
    const note = benchmarkDisagreement(2000, 1400);
    expect(note).toEqual({
      id: 'benchmarkDisagreement',
      values: { comps: 2000, benchmark: 1400, percent: 43, side: 'above' },
    });
    expect(benchmarkNoteText(note, 'en')).toMatch(/^The comparables point to \$2,000, 43% above the \$1,400/);
  });

  it('says why there is no score', () => {
    expect(noScoreReason(2, true)).toEqual({ id: 'noScore', values: { count: 2, min: 4, withBenchmark: true } });
    const noScoreText = (count: number, withBenchmark: boolean) =>
      benchmarkNoteText(noScoreReason(count, withBenchmark), 'en');
    expect(noScoreText(2, true)).toBe(
      'Only 2 usable comparable rentals were found; a Value Score needs at least 4. The expected rent shown combines them with the official rent benchmarks for this ZIP code, with Low confidence.',
    );
    expect(noScoreText(0, true)).toMatch(/comes from the official rent benchmarks/);
    expect(noScoreText(0, false)).toBe('No usable comparable rental was found; a Value Score needs at least 4.');
  });
});
