import { describe, expect, it } from 'vitest';
import { DEFAULT_MAP_CENTRE, DEFAULT_MAP_ZOOM, mapCentre } from './map-centre';

describe('mapCentre', () => {
  it('falls back to the fixed city with no points', () => {
    expect(mapCentre([])).toEqual(DEFAULT_MAP_CENTRE);
    expect(mapCentre([], { lat: 1, lng: 2 })).toEqual({ lat: 1, lng: 2 });
  });

  it('is the point itself for one point', () => {
    expect(mapCentre([{ lat: 30.27, lng: -97.74 }])).toEqual({ lat: 30.27, lng: -97.74 });
  });

  it('is the mean of the points', () => {
    const centre = mapCentre([
      { lat: 30, lng: -98 },
      { lat: 31, lng: -97 },
      { lat: 32, lng: -99 },
    ]);
    expect(centre.lat).toBeCloseTo(31, 12);
    expect(centre.lng).toBeCloseTo(-98, 12);
  });

  it('skips points that are not coordinates', () => {
    expect(
      mapCentre([
        { lat: Number.NaN, lng: 1 },
        { lat: 95, lng: 0 },
        { lat: 10, lng: 20 },
      ]),
    ).toEqual({ lat: 10, lng: 20 });
    expect(mapCentre([{ lat: 0, lng: 200 }])).toEqual(DEFAULT_MAP_CENTRE);
  });

  it('uses zoom 11 by default', () => {
    expect(DEFAULT_MAP_ZOOM).toBe(11);
  });
});
