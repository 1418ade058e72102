import { describe, expect, it } from 'vitest';
import { detectColumns, normalizeHeader } from './listing-columns';

const UCI =
  'id;category;title;body;amenities;bathrooms;bedrooms;currency;fee;has_photo;pets_allowed;price;price_display;price_type;square_feet;address;cityname;state;latitude;longitude;source;time'.split(
    ';',
  );

describe('detectColumns', () => {
  it('recognises the UCI apartment listings layout', () => {
    const mapping = detectColumns(UCI);
    const name = (field: keyof typeof mapping.fields) => UCI[mapping.fields[field] as number];
    expect(name('source_id')).toBe('id');
    expect(name('rent')).toBe('price');
    expect(name('sqft')).toBe('square_feet');
    expect(name('lat')).toBe('latitude');
    expect(name('lng')).toBe('longitude');
    expect(name('city')).toBe('cityname');
    expect(name('listed_at')).toBe('time');
    expect(name('building_type')).toBe('category');
    expect(name('price_type')).toBe('price_type');
    expect(mapping.fields.zip).toBeUndefined();
    expect(mapping.text.map((i) => UCI[i])).toEqual(['title', 'body']);
    expect(mapping.missing).toEqual([]);
  });

  it('recognises common spellings whatever their case and punctuation', () => {
    const mapping = detectColumns([
      '\uFEFFListing ID',
      'Rent',
      'Sq Ft',
      'Beds',
      'Baths',
      'Zip Code',
      'Listed Date',
      'Lat',
      'Lon',
    ]);
    expect(mapping.fields).toMatchObject({
      source_id: 0,
      rent: 1,
      sqft: 2,
      bedrooms: 3,
      bathrooms: 4,
      zip: 5,
      listed_at: 6,
      lat: 7,
      lng: 8,
    });
    expect(normalizeHeader(' Zip Code ')).toBe('zip_code');
  });

  it('prefers rent to price when a file has both', () => {
    expect(detectColumns(['price', 'rent', 'beds', 'date', 'zip']).fields.rent).toBe(1);
  });

  it('follows --map over the names, and --map column=ignore leaves a column out', () => {
    const mapping = detectColumns(['monthly', 'price', 'beds', 'date', 'postal'], {
      monthly: 'rent',
      price: 'ignore',
      POSTAL: 'zip',
    });
    expect(mapping.fields).toMatchObject({ rent: 0, zip: 4 });
    expect(Object.values(mapping.fields)).not.toContain(1);
    expect(mapping.missing).toEqual([]);
  });

  it('reports --map entries naming no column or no field', () => {
    expect(detectColumns(['price', 'beds'], { nope: 'rent', beds: 'size' }).badMaps).toEqual([
      'nope=rent',
      'beds=size',
    ]);
  });

  it('says what is missing: rent, bedrooms, a date, and coordinates or a ZIP', () => {
    expect(detectColumns(['id;price;beds']).missing).toHaveLength(4);
    expect(detectColumns(['price', 'beds', 'date', 'lat']).missing).toEqual([
      'latitude and longitude (latitude/lat, longitude/lng/lon) or a ZIP code (zip, zipcode, postal_code)',
    ]);
    expect(detectColumns(['price', 'beds', 'date', 'zip']).missing).toEqual([]);
  });
});
