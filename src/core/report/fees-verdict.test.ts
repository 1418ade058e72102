import { describe, expect, it } from 'vitest';
import { feesVerdictSentence, totalAgainstBenchmark } from './fees-verdict';

describe('feesVerdictSentence: the verdict names the fees and what the home costs', () => {
  const facts = { label: 'Fair Value' as const, monthlyFees: 185, ownUtilities: 0, totalMonthlyCost: 2185 };

  it('says a fair rent is not the whole price', () => {
    expect(feesVerdictSentence(facts)).toBe(
      'A fair rent, but $185 a month in fees brings what you would pay to $2,185.',
    );
    expect(feesVerdictSentence(facts, 'es')).toBe(
      'Una renta justa, pero $185 al mes en cargos elevan lo que pagaría a $2,185.',
    );
  });

  it('follows the label, and names utilities when the renter gave them', () => {
    expect(feesVerdictSentence({ ...facts, label: 'Poorer Value', ownUtilities: 120, totalMonthlyCost: 2305 })).toBe(
      'A high rent, and $305 a month in fees and utilities brings what you would pay to $2,305.',
    );
    expect(feesVerdictSentence({ ...facts, label: 'Better Value', monthlyFees: 0, ownUtilities: 90 })).toBe(
      'A good rent, but $90 a month in utilities brings what you would pay to $2,185.',
    );
    expect(feesVerdictSentence({ ...facts, label: null })).toBe(
      '$185 a month in fees brings what you would pay to $2,185.',
    );
  });

  it('says nothing when there is nothing to add', () => {
    expect(feesVerdictSentence({ ...facts, monthlyFees: 0, totalMonthlyCost: 2000 })).toBeNull();
  });
});

describe('totalAgainstBenchmark: like with like, or nothing', () => {
  const benchmark = { name: 'HUD Small Area Fair Market Rent', rent: 2000 };

  it('weighs a total with utilities against the official gross rent', () => {
    expect(totalAgainstBenchmark({ totalMonthlyCost: 2305, utilitiesCounted: true, benchmark })).toBe(
      'The official figures count rent plus utilities, as your total does: $2,305 a month is 15% above the HUD Small ' +
        'Area Fair Market Rent of $2,000.',
    );
    expect(totalAgainstBenchmark({ totalMonthlyCost: 1700, utilitiesCounted: true, benchmark }, 'es')).toContain(
      '$1,700 al mes está un 15% por debajo de la',
    );
  });

  it('never weighs a total without utilities against a figure that has them', () => {
    const text = totalAgainstBenchmark({ totalMonthlyCost: 2185, utilitiesCounted: false, benchmark });
    expect(text).toBe(
      'The official figures count rent plus utilities: add the utilities you would pay to weigh your total against them.',
    );
    expect(text).not.toContain('$');
    expect(totalAgainstBenchmark({ totalMonthlyCost: 2185, utilitiesCounted: true, benchmark: null })).toBeNull();
  });
});
