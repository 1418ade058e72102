import { describe, expect, it } from 'vitest';
import { pricePerSqft } from './price-per-sqft';

describe('pricePerSqft', () => {
  it('divides rent by size', () => {
    expect(pricePerSqft(1500, 1000)).toBe(1.5);
    expect(pricePerSqft('1850.00', '1000')).toBe(1.85);
    expect(pricePerSqft(0, 800)).toBe(0);
  });

  it('is null without a positive size or a rent', () => {
    expect(pricePerSqft(1500, 0)).toBeNull();
    expect(pricePerSqft(1500, -10)).toBeNull();
    expect(pricePerSqft(1500, null)).toBeNull();
    expect(pricePerSqft(null, 900)).toBeNull();
    expect(pricePerSqft('abc', 900)).toBeNull();
  });
});
