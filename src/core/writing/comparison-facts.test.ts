import { describe, expect, it } from 'vitest';
import type { ComparedReport } from './comparison-entry';
import { toComparisonFacts, toComparisonFactsList } from './comparison-facts';

const report: ComparedReport = {
  street_address: '123 Main St',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  rent: 1500,
  bedrooms: '2',
  bathrooms: '1',
  sqft: 850,
  building_type: 'apartment',
  quality_level: 2.5,
  amenities_level: '3.0',
  value_score: '6.46',
};

describe('toComparisonFacts', () => {
  it('is the comparison entry plus the figures the compare table shows', () => {
    expect(toComparisonFacts(report, 1)).toEqual({
      letter: 'B',
      label: 'Property B',
      address: '123 Main St, Austin, TX 78701',
      rent: 1500,
      bedrooms: '2',
      bathrooms: '1',
      sqft: 850,
      propertyType: 'Apartment/Condo',
      condition: 'Above Average',
      amenities: 'High',
      evaluation: 'Better Value',
      valueScore: 6.5,
      pricePerSqft: 1.76,
      netEffectiveRent: null,
      totalMonthlyCost: null,
      oneTimeCosts: 0,
      costPerYear: 18_000,
      qualityLevel: 2.5,
      amenitiesLevel: 3,
    });
  });

  it('shows the score as the research page does (2 to 8.5) while the label follows the stored score', () => {
    const high = toComparisonFacts({ ...report, value_score: 9.4 }, 0);
    expect(high).toMatchObject({ valueScore: 8.5, evaluation: 'Better Value' });
    const low = toComparisonFacts({ ...report, value_score: '1.20' }, 0);
    expect(low).toMatchObject({ valueScore: 2, evaluation: 'Poorer Value' });
  });

  it('leaves missing figures null', () => {
    const facts = toComparisonFacts({ ...report, value_score: null, sqft: 0, rent: null }, 0);
    expect(facts).toMatchObject({ valueScore: null, pricePerSqft: null, costPerYear: null, evaluation: '' });
  });

  it('counts a year on the total monthly cost with the one-time costs (decision 090)', () => {
    const facts = toComparisonFacts(
      { ...report, net_effective_rent: 1685, total_monthly_cost: 1805, one_time_costs: 1850 },
      0,
    );
    expect(facts).toMatchObject({ rent: 1500, netEffectiveRent: 1685, totalMonthlyCost: 1805, oneTimeCosts: 1850 });
    expect(facts.costPerYear).toBe(1805 * 12 + 1850);
  });

  it('counts a year on the net effective rent when the listing had specials, and keeps the asking rent', () => {
    const facts = toComparisonFacts({ ...report, net_effective_rent: 1458.333 }, 0);
    expect(facts).toMatchObject({ rent: 1500, netEffectiveRent: 1458.33, costPerYear: 17_500, pricePerSqft: 1.76 });
    expect(toComparisonFacts({ ...report, net_effective_rent: '1,458.33' }, 0).netEffectiveRent).toBe(1458.33);
    expect(toComparisonFacts({ ...report, net_effective_rent: null }, 0)).toMatchObject({
      netEffectiveRent: null,
      costPerYear: 18_000,
    });
  });

  it('labels a list in order', () => {
    expect(toComparisonFactsList([report, report, report]).map((f) => f.label)).toEqual([
      'Property A',
      'Property B',
      'Property C',
    ]);
  });
});
