import { describe, expect, it } from 'vitest';
import { loadConfig } from '#server/config';
import { createGeocoder } from '#server/providers/geocoder/create-geocoder';

// The default geocoder needs no service: it answers from the `zipcodes` package's table.
const geocoder = createGeocoder(loadConfig({}));

describe('ZIP-centroid geocoder (the default)', () => {
  it('is the default', () => {
    expect(geocoder.name).toBe('zip-centroid');
  });

  it('places an address at its ZIP code’s centroid', async () => {
    expect(
      await geocoder.geocode({ streetAddress: '123 Main St', city: 'Austin', state: 'TX', zipCode: '78701' }),
    ).toEqual({
      latitude: 30.2713,
      longitude: -97.7426,
      precision: 'zip',
      matchedAddress: 'Austin, TX 78701',
      source: 'zip-centroid',
    });
    expect((await geocoder.geocode({ zipCode: '78701-1234' }))?.precision).toBe('zip');
  });

  it('uses the mean of the city’s ZIP centroids when there is no (known) ZIP code', async () => {
    const austin = await geocoder.geocode({ city: 'austin', state: 'tx' });
    expect(austin).toMatchObject({ precision: 'city', matchedAddress: 'Austin, TX', source: 'zip-centroid' });
    expect(austin?.latitude).toBeCloseTo(30.3, 1);
    expect(austin?.longitude).toBeCloseTo(-97.76, 1);
    const stLouis = await geocoder.geocode({ city: 'St. Louis', state: 'MO', zipCode: '00000' });
    expect(stLouis).toMatchObject({ precision: 'city', matchedAddress: 'Saint Louis, MO' });
  });

  it('falls back to the state’s centroid, then to nothing', async () => {
    const colorado = await geocoder.geocode({ city: 'Nowhereville', state: 'CO' });
    expect(colorado?.precision).toBe('state');
    expect(colorado?.latitude).toBeGreaterThan(37);
    expect(colorado?.latitude).toBeLessThan(41);
    expect(await geocoder.geocode({ city: 'Nowhereville' })).toBeNull();
    expect(await geocoder.geocode({})).toBeNull();
  });

  it('knows only US states and DC, not Canadian postal codes or territories', async () => {
    expect(await geocoder.geocode({ state: 'PR' })).toBeNull();
    expect(await geocoder.geocode({ zipCode: 'K1A 0B1' })).toBeNull();
    expect((await geocoder.geocode({ zipCode: '20500' }))?.matchedAddress).toBe('Washington, DC 20500');
  });
});
