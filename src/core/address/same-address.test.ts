import { describe, expect, it } from 'vitest';
import { addressKey, isSameAddress } from './same-address';

describe('isSameAddress', () => {
  const subject = { street: '1717 12th Avenue', city: 'Seattle', zip: '98122' };

  it('matches the same street written differently', () => {
    expect(isSameAddress(subject, { street: '1717 12th Ave', city: 'seattle', zip: '98122-1234' })).toBe(true);
    expect(isSameAddress(subject, { street: '1717 12TH AVE.', city: null, zip: null })).toBe(true);
    expect(
      isSameAddress(
        { street: '400 N 4th St', city: 'St. Louis' },
        { street: '400 North 4th Street', city: 'st louis' },
      ),
    ).toBe(true);
  });

  it('does not match another number, another unit, another ZIP or another town', () => {
    expect(isSameAddress(subject, { street: '1719 12th Ave', city: 'Seattle', zip: '98122' })).toBe(false);
    expect(isSameAddress(subject, { street: '1717 12th Ave Apt 2', city: 'Seattle', zip: '98122' })).toBe(false);
    expect(isSameAddress(subject, { street: '1717 12th Ave', city: 'Seattle', zip: '98101' })).toBe(false);
    expect(
      isSameAddress({ street: '1717 12th Ave', city: 'Seattle' }, { street: '1717 12th Ave', city: 'Tacoma' }),
    ).toBe(false);
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
