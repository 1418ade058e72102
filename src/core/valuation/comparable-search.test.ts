import { describe, expect, it } from 'vitest';
import { bedroomBucket } from '../listings/listing-unit';
import {
  bedroomRange,
  bedroomRangeAround,
  endOfDayUtc,
  isInWindow,
  isoDate,
  lookbackWindow,
  MIN_CANDIDATES,
  nextProbeRadius,
  RADIUS_STEPS_MILES,
  settledRadius,
} from './comparable-search';

describe('radius steps', () => {
  // The 50 and 100 mile steps are there so a rural address still finds comparables.
  it('widen 0.5, 1, 2, 5, 10, 25, 50, 100 miles until 20 candidates', () => {
    expect(RADIUS_STEPS_MILES).toEqual([0.5, 1, 2, 5, 10, 25, 50, 100]);
    expect(MIN_CANDIDATES).toBe(20);
  });

  const at = (miles: number, count: number) => Array.from({ length: count }, () => miles);

  it('settles on the first step holding 20 candidates', () => {
    expect(settledRadius(at(0.4, 20), 0.5)).toBe(0.5);
    expect(settledRadius([...at(0.4, 19), ...at(0.9, 1)], 25)).toBe(1);
    expect(settledRadius([...at(0.4, 10), ...at(4, 10), ...at(20, 30)], 25)).toBe(5);
  });

  it('counts a candidate exactly on the circle as inside', () => {
    expect(settledRadius(at(2, 20), 2)).toBe(2);
  });

  it('widens when a step holds 19', () => {
    expect(settledRadius(at(0.4, 19), 0.5)).toBeNull();
    expect(settledRadius(at(0.4, 19), 5)).toBeNull();
  });

  it('settles at 100 miles whatever the count, and not at 25 (no longer the last step)', () => {
    expect(settledRadius(at(3, 2), 25)).toBeNull();
    expect(settledRadius(at(3, 2), 100)).toBe(100);
    expect(settledRadius([], 100)).toBe(100);
  });

  it('reads ahead where the area is sparse, one step where it is nearly dense enough', () => {
    // 19 within half a mile: the 20th is just beyond, so the next step.
    expect(nextProbeRadius(0.5, 19)).toBe(1);
    // Nothing within half a mile: skip to 5 miles rather than reading 1 and 2 first.
    expect(nextProbeRadius(0.5, 0)).toBe(5);
    expect(nextProbeRadius(5, 2)).toBe(25);
    expect(nextProbeRadius(5, 12)).toBe(10);
    expect(nextProbeRadius(25, 0)).toBe(100);
    expect(nextProbeRadius(25, 15)).toBe(50);
    expect(nextProbeRadius(100, 0)).toBeNull();
  });
});

describe('bedroom buckets', () => {
  it.each([
    [0, 0],
    [1, 1],
    [5, 5],
    [6, 6],
    [7, 6],
    [12, 6],
    [2.5, 2],
    [-1, 0],
    [Number.NaN, 0],
  ])('%s bedrooms is bucket %s', (bedrooms, bucket) => {
    expect(bedroomBucket(bedrooms)).toBe(bucket);
  });

  it('matches one count below 6 and every count from 6 up', () => {
    expect(bedroomRange(0)).toEqual({ min: 0, max: 0 });
    expect(bedroomRange(3)).toEqual({ min: 3, max: 3 });
    expect(bedroomRange(6)).toEqual({ min: 6, max: null });
    expect(bedroomRange(9)).toEqual({ min: 6, max: null });
  });
});

describe('lookback window', () => {
  const asOf = new Date('2019-12-31T23:59:59.999Z');
  const window = lookbackWindow(asOf, 365);

  it('reaches 365 days back from the as-of instant', () => {
    expect(window.to.toISOString()).toBe('2019-12-31T23:59:59.999Z');
    expect(window.from.toISOString()).toBe('2018-12-31T23:59:59.999Z');
    expect(isoDate(window.from)).toBe('2018-12-31');
  });

  it('includes both ends and nothing after the as-of date', () => {
    expect(isInWindow(window.from, window)).toBe(true);
    expect(isInWindow(window.to, window)).toBe(true);
    expect(isInWindow(new Date(window.from.getTime() - 1), window)).toBe(false);
    expect(isInWindow(new Date(window.to.getTime() + 1), window)).toBe(false);
  });

  it('reads COMPS_AS_OF as the end of that day', () => {
    expect(endOfDayUtc('2019-12-26').toISOString()).toBe('2019-12-26T23:59:59.999Z');
    expect(() => endOfDayUtc('26/12/2019')).toThrow(RangeError);
  });
});

describe('bedroomRangeAround', () => {
  it('reads one bedroom either side of the bucket, 6+ open-ended', () => {
    expect(bedroomRangeAround(0)).toEqual({ min: 0, max: 1 });
    expect(bedroomRangeAround(2)).toEqual({ min: 1, max: 3 });
    expect(bedroomRangeAround(5)).toEqual({ min: 4, max: null });
    expect(bedroomRangeAround(9)).toEqual({ min: 5, max: null });
  });
});
