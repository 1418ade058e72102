import { describe, expect, it } from 'vitest';
import { isInsideUnitedStates } from './us-bounds';

describe('isInsideUnitedStates', () => {
  it.each([
    ['New York', 40.7128, -74.006],
    ['Key West', 24.5551, -81.78],
    ['Seattle', 47.6062, -122.3321],
    ['Anchorage', 61.2181, -149.9003],
    ['Honolulu', 21.3069, -157.8583],
    ['centre of the contiguous states', 39.8283, -98.5795],
  ])('holds %s', (_name, lat, lng) => {
    expect(isInsideUnitedStates(lat, lng)).toBe(true);
  });

  it.each([
    ['0,0', 0, 0],
    ['a lost minus sign', 40.7128, 74.006],
    ['swapped latitude and longitude', -74.006, 40.7128],
    ['Mexico City', 19.4326, -99.1332],
    ['London', 51.5072, -0.1276],
  ])('leaves out %s', (_name, lat, lng) => {
    expect(isInsideUnitedStates(lat, lng)).toBe(false);
  });
});
