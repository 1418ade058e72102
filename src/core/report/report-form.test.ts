import { describe, expect, it } from 'vitest';
import { AMENITIES_OPTIONS, BUILDING_TYPE_OPTIONS, CONDITION_OPTIONS, buildingTypeLabel } from './report-form-options';
import { EMPTY_REPORT_FORM, REPORT_FORM_FIELD_ORDER, reportFormSchema, validateReportForm } from './report-form';
import { NO_NEXT_STEP_FIELDS, moveInSpecialsOf, renewalCurrentRentOf } from './report-form-values';
import { REPORT_FIELD_LABELS } from '../labels';

const valid = {
  propertyUrl: 'https://example.com/listing/123',
  streetAddress: '123 Main St',
  city: 'Austin',
  state: 'TX',
  zipCode: '78701',
  buildingType: 'apartment',
  rentAmount: '1500',
  bedrooms: '2',
  baths: '1',
  sqFt: '850',
  qualityLevel: '2',
  amenitiesLevel: '2.5',
};

function errorsFor(input: Record<string, unknown>) {
  const result = validateReportForm(input);
  if (result.ok) throw new Error('expected the form to be invalid');
  return result;
}

describe('reportFormSchema: a complete form', () => {
  it('parses form strings into typed values', () => {
    expect(reportFormSchema.parse(valid)).toEqual({
      propertyUrl: 'https://example.com/listing/123',
      streetAddress: '123 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      buildingType: 'apartment',
      rentAmount: 1500,
      bedrooms: '2',
      baths: '1',
      sqFt: 850,
      qualityLevel: 2,
      amenitiesLevel: 2.5,
      // A form without the renewal and specials fields is a new listing without move-in specials.
      ...NO_NEXT_STEP_FIELDS,
    });
  });

  it('accepts JSON numbers too', () => {
    const parsed = reportFormSchema.parse({
      ...valid,
      rentAmount: 1500,
      sqFt: 850,
      qualityLevel: 3,
      amenitiesLevel: 1,
      bedrooms: 0,
      baths: 2,
    });
    expect(parsed).toMatchObject({
      rentAmount: 1500,
      sqFt: 850,
      qualityLevel: 3,
      amenitiesLevel: 1,
      bedrooms: '0',
      baths: '2',
    });
  });

  it('cleans and trims text, and upper-cases the state', () => {
    const parsed = reportFormSchema.parse({
      ...valid,
      streetAddress: '  123\u0000 Main St\n',
      city: ' Austin ',
      state: ' tx ',
      zipCode: ' 78701-1234 ',
      buildingType: 'House',
    });
    expect(parsed).toMatchObject({
      streetAddress: '123 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701-1234',
      buildingType: 'house',
    });
  });

  it('accepts numeric text with separators', () => {
    expect(reportFormSchema.parse({ ...valid, rentAmount: '$1,500.50', sqFt: '1,200' })).toMatchObject({
      rentAmount: 1500.5,
      sqFt: 1200,
    });
  });

  it('normalizes bedrooms and baths to their option values', () => {
    expect(reportFormSchema.parse({ ...valid, bedrooms: 'Studio', baths: 3 })).toMatchObject({
      bedrooms: '0',
      baths: '3+',
    });
    expect(reportFormSchema.parse({ ...valid, bedrooms: 7, baths: '4' })).toMatchObject({
      bedrooms: '6+',
      baths: '3+',
    });
    expect(reportFormSchema.parse({ ...valid, bedrooms: '6+', baths: '3+' })).toMatchObject({
      bedrooms: '6+',
      baths: '3+',
    });
  });

  it('accepts DC and every level in halves', () => {
    expect(reportFormSchema.parse({ ...valid, state: 'DC' }).state).toBe('DC');
    for (const level of [1, 1.5, 2, 2.5, 3]) {
      expect(reportFormSchema.parse({ ...valid, qualityLevel: level, amenitiesLevel: String(level) })).toMatchObject({
        qualityLevel: level,
        amenitiesLevel: level,
      });
    }
  });

  it('accepts a rent of a cent and a size of 0, and both at their upper limits', () => {
    expect(reportFormSchema.parse({ ...valid, rentAmount: 0.01, sqFt: '0' })).toMatchObject({
      rentAmount: 0.01,
      sqFt: 0,
    });
    expect(reportFormSchema.parse({ ...valid, rentAmount: 100000, sqFt: 50000 })).toMatchObject({
      rentAmount: 100000,
      sqFt: 50000,
    });
  });
});

describe('reportFormSchema: the listing URL', () => {
  it('is optional: blank, null or missing gives null', () => {
    expect(reportFormSchema.parse({ ...valid, propertyUrl: '' }).propertyUrl).toBeNull();
    expect(reportFormSchema.parse({ ...valid, propertyUrl: '   ' }).propertyUrl).toBeNull();
    expect(reportFormSchema.parse({ ...valid, propertyUrl: null }).propertyUrl).toBeNull();
    const { propertyUrl: _omit, ...withoutUrl } = valid;
    expect(reportFormSchema.parse(withoutUrl).propertyUrl).toBeNull();
  });

  it.each([
    ['not a url'],
    ['javascript:alert(1)'],
    ['ftp://example.com/x'],
    ['file:///etc/passwd'],
    ['example.com/listing'],
    [42],
  ])('rejects %j', (propertyUrl) => {
    expect(errorsFor({ ...valid, propertyUrl }).errors.propertyUrl).toBe(
      'Please enter a valid listing URL starting with http:// or https://.',
    );
  });

  it('accepts http links and caps the length at 2048', () => {
    expect(reportFormSchema.parse({ ...valid, propertyUrl: 'http://example.com' }).propertyUrl).toBe(
      'http://example.com',
    );
    const base = 'https://example.com/';
    expect(
      reportFormSchema.parse({ ...valid, propertyUrl: base + 'a'.repeat(2048 - base.length) }).propertyUrl,
    ).toHaveLength(2048);
    expect(errorsFor({ ...valid, propertyUrl: base + 'a'.repeat(2049 - base.length) }).errors.propertyUrl).toBe(
      'The listing URL must be at most 2048 characters.',
    );
  });
});

describe('reportFormSchema: required fields and their messages', () => {
  it.each([
    ['rentAmount', 'The "Rent" field is required.'],
    ['bedrooms', 'The "Bedrooms" field is required.'],
    ['baths', 'The "Baths" field is required.'],
    ['sqFt', 'The "Sq/ft" field is required.'],
    ['buildingType', 'The "Property Type" field is required.'],
    ['qualityLevel', 'The "Condition/Quality" field is required.'],
    ['amenitiesLevel', 'The "Amenities/Features" field is required.'],
    ['streetAddress', 'Street Address is required.'],
    ['city', 'City is required.'],
    ['state', 'State is required.'],
    ['zipCode', 'Zip Code is required.'],
  ])('reports %s when blank, missing or null', (field, message) => {
    expect(errorsFor({ ...valid, [field]: '' }).errors).toEqual({ [field]: message });
    expect(errorsFor({ ...valid, [field]: undefined }).errors).toEqual({ [field]: message });
    expect(errorsFor({ ...valid, [field]: null }).errors).toEqual({ [field]: message });
  });

  it('treats whitespace-only text and NaN as blank', () => {
    expect(errorsFor({ ...valid, city: '   ' }).errors.city).toBe('City is required.');
    expect(errorsFor({ ...valid, rentAmount: '  ' }).errors.rentAmount).toBe('The "Rent" field is required.');
    expect(errorsFor({ ...valid, sqFt: Number.NaN }).errors.sqFt).toBe('The "Sq/ft" field is required.');
  });

  it('reports a choice outside the options with the required message', () => {
    expect(errorsFor({ ...valid, buildingType: 'castle' }).errors.buildingType).toBe(
      'The "Property Type" field is required.',
    );
    expect(errorsFor({ ...valid, qualityLevel: '1.25' }).errors.qualityLevel).toBe(
      'The "Condition/Quality" field is required.',
    );
    expect(errorsFor({ ...valid, amenitiesLevel: 4 }).errors.amenitiesLevel).toBe(
      'The "Amenities/Features" field is required.',
    );
    expect(errorsFor({ ...valid, bedrooms: '2.5' }).errors.bedrooms).toBe('The "Bedrooms" field is required.');
    expect(errorsFor({ ...valid, baths: '1.5' }).errors.baths).toBe('The "Baths" field is required.');
    expect(errorsFor({ ...valid, bedrooms: -1 }).errors.bedrooms).toBe('The "Bedrooms" field is required.');
  });

  it('reports every missing field of an empty form at once, with the banner', () => {
    const result = errorsFor(EMPTY_REPORT_FORM);
    expect(result.banner).toBe('Please fill out all required fields. The missing fields have been highlighted.');
    expect(Object.keys(result.errors).sort()).toEqual(
      [
        'streetAddress',
        'city',
        'state',
        'zipCode',
        'buildingType',
        'rentAmount',
        'bedrooms',
        'baths',
        'sqFt',
        'qualityLevel',
        'amenitiesLevel',
      ].sort(),
    );
    expect(result.firstInvalid).toBe('streetAddress');
  });

  it('focuses the first invalid field in screen order', () => {
    expect(errorsFor({ ...valid, amenitiesLevel: '', rentAmount: '' }).firstInvalid).toBe('rentAmount');
    expect(errorsFor({ ...valid, sqFt: '' }).firstInvalid).toBe('sqFt');
  });

  it('refuses a non-object', () => {
    expect(validateReportForm(null).ok).toBe(false);
  });
});

describe('reportFormSchema: values out of range', () => {
  it('rejects rent and sqft below 0 or above the limits', () => {
    expect(errorsFor({ ...valid, rentAmount: -1 }).errors.rentAmount).toBe('Rent must be between $0 and $100,000.');
    expect(errorsFor({ ...valid, rentAmount: 100000.01 }).errors.rentAmount).toBe(
      'Rent must be between $0 and $100,000.',
    );
    expect(errorsFor({ ...valid, sqFt: '-5' }).errors.sqFt).toBe('Sq/ft must be between 0 and 50,000.');
    expect(errorsFor({ ...valid, sqFt: 50001 }).errors.sqFt).toBe('Sq/ft must be between 0 and 50,000.');
  });

  it('rejects text that is not a number', () => {
    expect(errorsFor({ ...valid, rentAmount: 'lots' }).errors.rentAmount).toBe('Rent must be a number.');
    expect(errorsFor({ ...valid, sqFt: '12abc' }).errors.sqFt).toBe('Sq/ft must be a number.');
    expect(errorsFor({ ...valid, rentAmount: Number.POSITIVE_INFINITY }).errors.rentAmount).toBe(
      'The "Rent" field is required.',
    );
  });

  it('rejects unknown states and malformed zip codes', () => {
    expect(errorsFor({ ...valid, state: 'XX' }).errors.state).toBe('Please enter a valid two-letter US state code.');
    expect(errorsFor({ ...valid, state: 'Texas' }).errors.state).toBe('Please enter a valid two-letter US state code.');
    for (const zipCode of ['7870', '787011', 'ABCDE', '78701-12', '78701 1234']) {
      expect(errorsFor({ ...valid, zipCode }).errors.zipCode).toBe(
        'Please enter a valid Zip Code (5 digits, or ZIP+4).',
      );
    }
  });

  it('caps the street address at 200 and the city at 100 characters', () => {
    expect(reportFormSchema.parse({ ...valid, streetAddress: 'a'.repeat(200) }).streetAddress).toHaveLength(200);
    expect(errorsFor({ ...valid, streetAddress: 'a'.repeat(201) }).errors.streetAddress).toBe(
      'Street Address must be at most 200 characters.',
    );
    expect(errorsFor({ ...valid, city: 'a'.repeat(101) }).errors.city).toBe('City must be at most 100 characters.');
  });
});

describe('form options', () => {
  it('lists property types', () => {
    expect(BUILDING_TYPE_OPTIONS).toEqual([
      { value: 'apartment', label: 'Apartment/Condo' },
      { value: 'house', label: 'House' },
    ]);
    expect(buildingTypeLabel('apartment')).toBe('Apartment/Condo');
    expect(buildingTypeLabel('house')).toBe('House');
    expect(buildingTypeLabel('boat')).toBeNull();
    expect(buildingTypeLabel(null)).toBeNull();
  });

  it('lists condition options from 3 down to 1', () => {
    expect(CONDITION_OPTIONS).toEqual([
      { value: 3, label: 'Luxury/High End' },
      { value: 2.5, label: 'Above Average' },
      { value: 2, label: 'Standard/Average' },
      { value: 1.5, label: 'Below Average' },
      { value: 1, label: 'Budget/Low End' },
    ]);
  });

  it('lists amenities options from 3 down to 1', () => {
    expect(AMENITIES_OPTIONS).toEqual([
      { value: 3, label: 'High' },
      { value: 2.5, label: 'Above Average' },
      { value: 2, label: 'Standard/Average' },
      { value: 1.5, label: 'Below Average' },
      { value: 1, label: 'Minimal' },
    ]);
  });

  it('names the required-field labels of the form rules', () => {
    expect(Object.values(REPORT_FIELD_LABELS)).toEqual([
      'Rent',
      'Bedrooms',
      'Baths',
      'Sq/ft',
      'Property Type',
      'Condition/Quality',
      'Amenities/Features',
    ]);
  });

  it('orders every field once', () => {
    // The 12 listing fields, plus the mode, the current rent, the move-in specials' fields (decision 090 added three
    // fee kinds, the utilities and three move-in costs: 23 became 30) and the warning signs.
    expect(new Set(REPORT_FORM_FIELD_ORDER).size).toBe(30);
    expect([...REPORT_FORM_FIELD_ORDER].sort()).toEqual(Object.keys(EMPTY_REPORT_FORM).sort());
  });
});

describe('the renewal check and the move-in specials', () => {
  const specials = {
    specialsOn: 'yes',
    concessionKind: 'weeks',
    concessionAmount: '6',
    leaseMonths: '12',
    parkingFee: '$150',
    petFee: '',
  };

  it('reads a renewal offer: the current rent is required, and the rent field is the offered rent', () => {
    const missing = validateReportForm({ ...valid, mode: 'renewal' });
    expect(missing).toMatchObject({
      ok: false,
      errors: { currentRent: 'The "Current rent" field is required.' },
      firstInvalid: 'currentRent',
    });
    const parsed = reportFormSchema.parse({ ...valid, mode: 'renewal', currentRent: '1,400' });
    expect(renewalCurrentRentOf(parsed)).toBe(1400);
    expect(parsed.rentAmount).toBe(1500);
    expect(validateReportForm({ ...valid, mode: 'renewal', currentRent: 'lots' })).toMatchObject({
      errors: { currentRent: 'Current rent must be a number.' },
    });
    expect(validateReportForm({ ...valid, mode: 'renewal', currentRent: '100001' })).toMatchObject({
      errors: { currentRent: 'Current rent must be between $0 and $100,000.' },
    });
  });

  it('ignores move-in specials on a renewal and the current rent on a new listing', () => {
    expect(
      moveInSpecialsOf(reportFormSchema.parse({ ...valid, mode: 'renewal', currentRent: '1400', ...specials })),
    ).toBeNull();
    expect(renewalCurrentRentOf(reportFormSchema.parse({ ...valid, currentRent: '1400' }))).toBeNull();
  });

  it('reads the specials only when chosen, with blank fees as none', () => {
    expect(moveInSpecialsOf(reportFormSchema.parse({ ...valid, ...specials, specialsOn: '' }))).toBeNull();
    expect(moveInSpecialsOf(reportFormSchema.parse({ ...valid, ...specials }))).toEqual({
      concessionKind: 'weeks',
      concessionAmount: 6,
      leaseMonths: 12,
      fees: { amenityFee: 0, trashFee: 0, techFee: 0, utilitiesFee: 0, otherFee: 0, parkingFee: 150, petFee: 0 },
      ownUtilities: 0,
      moveIn: { applicationFee: 0, brokerFee: 0, securityDeposit: 0 },
      scoredOn: 'rent',
    });
  });

  it('takes the fees, the utilities and the move-in costs as money, refusing bad input before any credit', () => {
    const full = { ...valid, ...specials, trashFee: '60', techFee: '25.50', ownUtilities: '120', brokerFee: '1800' };
    expect(moveInSpecialsOf(reportFormSchema.parse(full))).toMatchObject({
      fees: { trashFee: 60, techFee: 25.5, parkingFee: 150 },
      ownUtilities: 120,
      moveIn: { applicationFee: 0, brokerFee: 1800, securityDeposit: 0 },
    });
    const bad = validateReportForm({ ...full, otherFee: 'lots', ownUtilities: '20000', securityDeposit: '-5' });
    expect(bad).toMatchObject({
      ok: false,
      errors: {
        otherFee: 'Monthly fees must be numbers.',
        ownUtilities: 'Each monthly fee must be between $0 and $10,000.',
        securityDeposit: 'Each move-in cost must be between $0 and $100,000.',
      },
      firstInvalid: 'otherFee',
    });
  });

  it('requires the lease length, and the amount of a chosen special, in screen order', () => {
    const result = validateReportForm({ ...valid, specialsOn: 'yes', concessionKind: 'months' });
    expect(result).toMatchObject({
      ok: false,
      errors: {
        concessionAmount: 'The "Move-in special" field is required.',
        leaseMonths: 'The "Lease length" field is required.',
      },
      firstInvalid: 'concessionAmount',
    });
  });

  it('keeps numbers in range and a special within the lease', () => {
    const errorsOf = (input: object) => {
      const result = validateReportForm({ ...valid, ...specials, ...input });
      return result.ok ? {} : result.errors;
    };
    expect(errorsOf({ leaseMonths: '0' })).toEqual({
      leaseMonths: 'Lease length must be a whole number of months from 1 to 36.',
    });
    expect(errorsOf({ leaseMonths: '12.5' })).toEqual({
      leaseMonths: 'Lease length must be a whole number of months from 1 to 36.',
    });
    expect(errorsOf({ leaseMonths: '37' })).toEqual({
      leaseMonths: 'Lease length must be a whole number of months from 1 to 36.',
    });
    expect(errorsOf({ parkingFee: '-5' })).toEqual({ parkingFee: 'Each monthly fee must be between $0 and $10,000.' });
    expect(errorsOf({ petFee: 'fifty' })).toEqual({ petFee: 'Monthly fees must be numbers.' });
    expect(errorsOf({ concessionKind: 'weeks', concessionAmount: '53' })).toEqual({
      concessionAmount: 'The move-in special cannot be more than the rent of the whole lease.',
    });
    expect(errorsOf({ concessionKind: 'months', concessionAmount: '13' })).toEqual({
      concessionAmount: 'The move-in special cannot be more than the rent of the whole lease.',
    });
    expect(errorsOf({ concessionKind: 'months', concessionAmount: '12' })).toEqual({});
    expect(errorsOf({ concessionKind: 'dollars', concessionAmount: '18001' })).toEqual({
      concessionAmount: 'The move-in special cannot be more than the rent of the whole lease.',
    });
    expect(errorsOf({ concessionKind: 'dollars', concessionAmount: '18000' })).toEqual({});
    expect(errorsOf({ concessionKind: 'free pizza' })).toEqual({
      concessionKind: 'Please choose a move-in special from the list.',
    });
    expect(validateReportForm({ ...valid, mode: 'sublet' })).toMatchObject({
      errors: { mode: 'Please choose a new listing or a renewal offer.' },
    });
  });

  it('parses what a form without the new fields sends as a plain new listing', () => {
    expect(reportFormSchema.parse({ ...valid, ...EMPTY_REPORT_FORM, ...valid })).toMatchObject(NO_NEXT_STEP_FIELDS);
  });
});
