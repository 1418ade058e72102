import { describe, expect, it } from 'vitest';
import { isJunkAddressQuery, parseAddressText, type PlaceLookup } from './address-parse';

// A tiny stand-in for the ZIP code database the server passes in.
const PLACES: Record<string, { city: string; state: string }> = {
  '78701': { city: 'Austin', state: 'TX' },
  '10001': { city: 'New York', state: 'NY' },
  '63101': { city: 'Saint Louis', state: 'MO' },
  '59001': { city: 'Absarokee', state: 'MT' },
};
const CITY_ZIPS: Record<string, string[]> = {
  'austin|TX': ['78701', '78702', '78703'],
  'new york|NY': ['10001', '10002'],
  'saint louis|MO': ['63101', '63102'],
  'absarokee|MT': ['59001'],
};
const lookup: PlaceLookup = {
  placeOfZip: (zip) => PLACES[zip] ?? null,
  cityInState: (name, state) => {
    const key = `${name.toLowerCase()}|${state}`;
    if (!CITY_ZIPS[key]) return null;
    return Object.values(PLACES).find((p) => p.city.toLowerCase() === name.toLowerCase())?.city ?? null;
  },
  zipsOfCity: (city, state) => CITY_ZIPS[`${city.toLowerCase()}|${state}`] ?? [],
};

describe('parseAddressText', () => {
  it('reads the comma form', () => {
    expect(parseAddressText('123 Main St, Austin, TX 78701', lookup)).toEqual({
      streetAddress: '123 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      unitRemoved: null,
      complete: true,
    });
  });

  it('reads the form without commas, splitting street and city at a known city', () => {
    expect(parseAddressText('123 Main St Austin TX', lookup)).toMatchObject({
      streetAddress: '123 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '',
      complete: false,
    });
    expect(parseAddressText('350 5th Ave New York NY 10001', lookup)).toMatchObject({
      streetAddress: '350 5th Ave',
      city: 'New York',
      state: 'NY',
      zipCode: '10001',
      complete: true,
    });
  });

  it('reads a city written before the first comma', () => {
    expect(parseAddressText('123 Main St Austin, TX 78701', lookup)).toMatchObject({
      streetAddress: '123 Main St',
      city: 'Austin',
      state: 'TX',
      complete: true,
    });
  });

  it('splits at the street suffix when the city is unknown', () => {
    expect(parseAddressText('42 Elm Ave NW Smallville KS')).toMatchObject({
      streetAddress: '42 Elm Ave NW',
      city: 'Smallville',
      state: 'KS',
    });
  });

  it('completes city and state from the ZIP code', () => {
    expect(parseAddressText('123 main st 78701', lookup)).toEqual({
      streetAddress: '123 Main St',
      city: 'Austin',
      state: 'TX',
      zipCode: '78701',
      unitRemoved: null,
      complete: true,
    });
  });

  it('completes the ZIP code of a city that has only one', () => {
    expect(parseAddressText('7 Front St, Absarokee, MT', lookup)).toMatchObject({ zipCode: '59001', complete: true });
    expect(parseAddressText('7 Front St, Austin, TX', lookup)).toMatchObject({ zipCode: '', complete: false });
  });

  it('takes unit numbers out and says which', () => {
    expect(parseAddressText('123 Main St Apt 4B, Austin, TX 78701', lookup)).toMatchObject({
      streetAddress: '123 Main St',
      city: 'Austin',
      unitRemoved: 'Apt 4B',
      complete: true,
    });
    expect(parseAddressText('123 Main St, Unit C-3, Austin, TX 78701', lookup)).toMatchObject({
      streetAddress: '123 Main St',
      city: 'Austin',
      unitRemoved: 'Unit C-3',
    });
    expect(parseAddressText('123 Main St #12 Austin TX 78701', lookup)).toMatchObject({
      streetAddress: '123 Main St',
      unitRemoved: '#12',
    });
    expect(parseAddressText('500 Market St Suite 200, Saint Louis, MO 63101', lookup)).toMatchObject({
      streetAddress: '500 Market St',
      unitRemoved: 'Suite 200',
    });
  });

  it('does not mistake Florida for a floor, or a Court for Connecticut', () => {
    expect(parseAddressText('1 Ocean Dr, Miami, FL 33139')).toMatchObject({ state: 'FL', unitRemoved: null });
    expect(parseAddressText('12 Oak Ct')).toMatchObject({ streetAddress: '12 Oak Ct', state: '' });
    expect(parseAddressText('12 Oak Ct Hartford CT')).toMatchObject({
      streetAddress: '12 Oak Ct',
      city: 'Hartford',
      state: 'CT',
    });
  });

  it('reads full state names and a trailing country', () => {
    expect(parseAddressText('123 Main St, Austin, Texas 78701, USA', lookup)).toMatchObject({
      state: 'TX',
      complete: true,
    });
    expect(parseAddressText('1 Broadway, Albany, New York', lookup)).toMatchObject({ city: 'Albany', state: 'NY' });
  });

  it('keeps a five-digit house number as the house number', () => {
    expect(parseAddressText('12345 Ranch Rd, Austin, TX 78701', lookup)).toMatchObject({
      streetAddress: '12345 Ranch Rd',
      zipCode: '78701',
    });
  });

  it('fixes the case of text typed in one case only, and keeps mixed case', () => {
    expect(parseAddressText('10 MAIN ST NW, AUSTIN, TX 78701', lookup)?.streetAddress).toBe('10 Main St NW');
    expect(parseAddressText('10 McAllister St, Austin, TX 78701', lookup)?.streetAddress).toBe('10 McAllister St');
    expect(parseAddressText('10 w 22nd st, austin, tx 78701', lookup)).toMatchObject({
      streetAddress: '10 W 22nd St',
      state: 'TX',
    });
  });

  it('is incomplete without a house number', () => {
    expect(parseAddressText('Main St, Austin, TX 78701', lookup)).toMatchObject({ complete: false });
  });

  it('accepts Wisconsin grid and hyphenated Queens house numbers', () => {
    expect(parseAddressText('N123W456 Main St, Austin, TX 78701', lookup)?.complete).toBe(true);
    expect(parseAddressText('37-10 Main St, Austin, TX 78701', lookup)?.complete).toBe(true);
  });

  it('is null for junk', () => {
    expect(parseAddressText('')).toBeNull();
    expect(parseAddressText('ab')).toBeNull();
    expect(parseAddressText('12345678')).toBeNull();
    expect(parseAddressText('$$$%%%^^^&&&***')).toBeNull();
    expect(parseAddressText('x'.repeat(201))).toBeNull();
  });
});

describe('isJunkAddressQuery', () => {
  it('accepts ordinary partial addresses', () => {
    expect(isJunkAddressQuery('123 Ma')).toBe(false);
    expect(isJunkAddressQuery("O'Neil Ave")).toBe(false);
  });

  it('refuses too short, too long, no letters and mostly symbols', () => {
    expect(isJunkAddressQuery('  a ')).toBe(true);
    expect(isJunkAddressQuery('a'.repeat(201))).toBe(true);
    expect(isJunkAddressQuery('123 456')).toBe(true);
    expect(isJunkAddressQuery('<<<>>>{{}}a')).toBe(true);
  });
});
