import { describe, expect, it } from 'vitest';
import { addressKey, isSameAddress, streetKey } from './same-address';

describe('streetKey', () => {
  it.each([
    ['1717 12th Avenue', '1717 12th ave'],
    ['1717 12th Ave.', '1717 12th ave'],
    ['  350 West 50th Street ', '350 w 50th st'],
    ['120 Liberty Parkway Apartment C01', '120 liberty pkwy apt c01'],
    ['120 Liberty Pkwy #C01', '120 liberty pkwy apt c01'],
    ['2nd St NE', '2nd st ne'],
    ['Second Street Northeast', '2nd st ne'],
  ])('%s reads as %s', (street, key) => {
    expect(streetKey(street)).toBe(key);
  });

  it('is empty without a street', () => {
    expect(streetKey('')).toBe('');
    expect(streetKey(null)).toBe('');
    expect(streetKey(' , ')).toBe('');
  });
});

describe('isSameAddress', () => {
  const subject = { street: '1717 12th Avenue', city: 'Seattle', zip: '98122' };

  it('matches the same street written differently', () => {
    expect(isSameAddress(subject, { street: '1717 12th Ave', city: 'seattle', zip: '98122-1234' })).toBe(true);
    expect(isSameAddress(subject, { street: '1717 12TH AVE.', city: null, zip: null })).toBe(true);
  });

  it('does not match another number, another unit, another ZIP or another town', () => {
    expect(isSameAddress(subject, { street: '1719 12th Ave', city: 'Seattle', zip: '98122' })).toBe(false);
    expect(isSameAddress(subject, { street: '1717 12th Ave Apt 2', city: 'Seattle', zip: '98122' })).toBe(false);
    expect(isSameAddress(subject, { street: '1717 12th Ave', city: 'Seattle', zip: '98101' })).toBe(false);
    expect(isSameAddress({ street: '1717 12th Ave', city: 'Seattle' }, { street: '1717 12th Ave', city: 'Tacoma' })).toBe(false);
  });

  it('never matches without a street on either side', () => {
    expect(isSameAddress({ street: '', city: 'Seattle' }, { street: '', city: 'Seattle' })).toBe(false);
    expect(isSameAddress(subject, { street: '', city: 'Seattle', zip: '98122' })).toBe(false);
  });
});

describe('addressKey', () => {
  it('joins the street key and the town, empty without a street', () => {
    expect(addressKey({ street: '1717 12th Avenue', city: 'Seattle' })).toBe('1717 12th ave|seattle');
    expect(addressKey({ street: '', city: 'Seattle' })).toBe('');
  });
});
