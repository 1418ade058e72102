import { describe, expect, it } from 'vitest';
import { median } from './median';

describe('median', () => {
  it('is null for no values', () => {
    expect(median([])).toBeNull();
  });

  it('is the value itself for one value', () => {
    expect(median([1500])).toBe(1500);
  });

  it('is the middle value for an odd count', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([1000, 5000, 1200, 1100, 900])).toBe(1100);
  });

  it('is the mean of the two middle values for an even count', () => {
    expect(median([1, 2, 3, 4])).toBe(2.5);
    expect(median([1000, 1200])).toBe(1100);
    expect(median([4, 1, 3, 2])).toBe(2.5);
  });

  it('sorts numerically, not as text', () => {
    expect(median([100, 20, 3])).toBe(20);
  });

  it('does not reorder the caller array', () => {
    const values = [3, 1, 2];
    median(values);
    expect(values).toEqual([3, 1, 2]);
  });

  it('handles ties and negatives', () => {
    expect(median([5, 5, 5, 5])).toBe(5);
    expect(median([-2, -1, 0])).toBe(-1);
  });
});
