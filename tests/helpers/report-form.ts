/** A valid research form (docs/product.md#fields-and-options); pass overrides for the case under test. */
export function reportForm(overrides: Record<string, unknown> = {}) {
  return {
    propertyUrl: 'https://example.com/listing/42',
    streetAddress: '1600 S Congress Ave',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    buildingType: 'apartment',
    rentAmount: '1850',
    bedrooms: '2',
    baths: '1',
    sqFt: '900',
    qualityLevel: '2',
    amenitiesLevel: '2',
    ...overrides,
  };
}

/** The Chicago listing the browser tests read reports of: a one-bedroom a little below its market. */
export const CHICAGO_LISTING = {
  streetAddress: '1234 W Wilson Ave',
  city: 'Chicago',
  state: 'IL',
  zipCode: '60640',
  rentAmount: '1650',
  bedrooms: '1',
  sqFt: '700',
} as const;
