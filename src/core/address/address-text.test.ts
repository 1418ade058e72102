import { describe, expect, it } from 'vitest';
import { joinAddress } from './address-text';

describe('joinAddress', () => {
  it('joins street, city, state and zip as US mail does', () => {
    expect(joinAddress({ street: '123 Main St', city: 'Austin', state: 'TX', zip: '78701' })).toBe(
      '123 Main St, Austin, TX 78701',
    );
  });

  it('leaves out missing parts', () => {
    expect(joinAddress({ street: '123 Main St', city: 'Austin', state: 'TX' })).toBe('123 Main St, Austin, TX');
    expect(joinAddress({ street: '123 Main St', zip: '78701' })).toBe('123 Main St, 78701');
    expect(joinAddress({ city: 'Austin', state: null, zip: '  ' })).toBe('Austin');
    expect(joinAddress({})).toBe('');
  });

  it('tidies spaces', () => {
    expect(joinAddress({ street: ' 123   Main St ', city: ' Austin ', state: 'TX', zip: '78701' })).toBe(
      '123 Main St, Austin, TX 78701',
    );
  });
});
