import { describe, expect, it } from 'vitest';
import { toComparisonEntries, toComparisonEntry, type ComparedReport } from './comparison-entry';

const report: ComparedReport = {
  street_address: '123 Main St',
  city: 'Austin',
  state: 'TX',
  zip_code: '78701',
  rent: '1500.00',
  bedrooms: '2',
  bathrooms: 1,
  sqft: 850,
  building_type: 'apartment',
  quality_level: '2.5',
  amenities_level: 3,
  value_score: '6.40',
};

describe('toComparisonEntry', () => {
  it('describes a report in the compare table words', () => {
    expect(toComparisonEntry(report, 0)).toEqual({
      label: 'Property A',
      address: '123 Main St, Austin, TX 78701',
      rent: 1500,
      bedrooms: '2',
      bathrooms: '1',
      sqft: 850,
      propertyType: 'Apartment/Condo',
      condition: 'Above Average',
      amenities: 'High',
      evaluation: 'Better Value',
    });
  });

  it('leaves unknown values blank', () => {
    const entry = toComparisonEntry(
      {
        ...report,
        rent: null,
        sqft: null,
        bedrooms: null,
        building_type: null,
        quality_level: null,
        amenities_level: 9,
        value_score: null,
      },
      2,
    );
    expect(entry).toMatchObject({
      label: 'Property C',
      rent: null,
      sqft: null,
      bedrooms: '',
      propertyType: '',
      condition: '',
      amenities: '',
      evaluation: '',
    });
  });
});

describe('toComparisonEntries', () => {
  it('labels entries A, B, … in order', () => {
    const entries = toComparisonEntries([report, { ...report, building_type: 'house', value_score: 3 }]);
    expect(entries.map((e) => [e.label, e.propertyType, e.evaluation])).toEqual([
      ['Property A', 'Apartment/Condo', 'Better Value'],
      ['Property B', 'House', 'Poorer Value'],
    ]);
    expect(toComparisonEntries([])).toEqual([]);
  });
});
