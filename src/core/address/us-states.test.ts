import { describe, expect, it } from 'vitest';
import {
  ADDRESS_STATES,
  ADDRESS_STATE_CODES,
  DISTRICT_OF_COLUMBIA,
  US_STATES,
  US_STATE_CODES,
  isAddressStateCode,
  isUsStateCode,
  stateName,
} from './us-states';

describe('US_STATES', () => {
  it('lists the 50 states', () => {
    expect(US_STATES).toHaveLength(50);
    expect(new Set(US_STATE_CODES).size).toBe(50);
  });

  it('is sorted by code', () => {
    const codes = [...US_STATE_CODES];
    expect(codes).toEqual([...codes].sort());
  });

  it('uses two-letter upper-case codes and non-empty names', () => {
    for (const state of US_STATES) {
      expect(state.code).toMatch(/^[A-Z]{2}$/);
      expect(state.name.length).toBeGreaterThan(3);
    }
  });

  it('leaves out DC and the territories', () => {
    expect(US_STATE_CODES).not.toContain('DC');
    expect(US_STATE_CODES).not.toContain('PR');
  });

  it('starts and ends as sorted codes do', () => {
    expect(US_STATES[0]).toEqual({ code: 'AK', name: 'Alaska' });
    expect(US_STATES[49]).toEqual({ code: 'WY', name: 'Wyoming' });
  });
});

describe('ADDRESS_STATES', () => {
  it('adds DC to the 50 states in code order', () => {
    expect(ADDRESS_STATES).toHaveLength(51);
    expect(ADDRESS_STATES).toContainEqual(DISTRICT_OF_COLUMBIA);
    expect([...ADDRESS_STATE_CODES]).toEqual([...ADDRESS_STATE_CODES].sort());
    expect(ADDRESS_STATE_CODES.indexOf('DC')).toBe(ADDRESS_STATE_CODES.indexOf('CT') + 1);
  });
});

describe('state checks', () => {
  it('accepts the 50 states for signup and DC only for addresses', () => {
    expect(isUsStateCode('TX')).toBe(true);
    expect(isUsStateCode('DC')).toBe(false);
    expect(isAddressStateCode('DC')).toBe(true);
    expect(isAddressStateCode('TX')).toBe(true);
  });

  it('rejects unknown, lower-case and empty codes', () => {
    expect(isUsStateCode('tx')).toBe(false);
    expect(isUsStateCode('XX')).toBe(false);
    expect(isAddressStateCode('')).toBe(false);
    expect(isAddressStateCode('PR')).toBe(false);
  });

  it('names a state by code, forgiving case and spaces', () => {
    expect(stateName('NY')).toBe('New York');
    expect(stateName(' dc ')).toBe('District of Columbia');
    expect(stateName('ZZ')).toBeUndefined();
  });
});
