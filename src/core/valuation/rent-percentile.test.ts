import { describe, expect, it } from 'vitest';
import { rentPercentile } from './rent-percentile';

describe('rentPercentile', () => {
  it('is the share of comps priced below the asking rent', () => {
    expect(rentPercentile(1500, [1000, 1200, 1400, 1600, 1800])).toBe(60);
    expect(rentPercentile(900, [1000, 1200])).toBe(0);
    expect(rentPercentile(2000, [1000, 1200])).toBe(100);
  });

  it('counts ties as half', () => {
    expect(rentPercentile(1200, [1000, 1200, 1400, 1600])).toBe(38);
  });

  it('is null without comps', () => {
    expect(rentPercentile(1200, [])).toBeNull();
    expect(rentPercentile(Number.NaN, [1000])).toBeNull();
  });
});
