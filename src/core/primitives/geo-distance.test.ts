import { describe, expect, it } from 'vitest';
import { boundingBox, haversineMiles } from './geo-distance';

const NYC = { latitude: 40.7128, longitude: -74.006 };
const LA = { latitude: 34.0522, longitude: -118.2437 };

describe('haversineMiles', () => {
  it('measures known distances', () => {
    expect(haversineMiles(NYC, LA)).toBeCloseTo(2445.6, 0);
    // One degree of latitude is about 69.1 miles.
    expect(haversineMiles({ latitude: 40, longitude: -100 }, { latitude: 41, longitude: -100 })).toBeCloseTo(69.09, 1);
    expect(haversineMiles(NYC, NYC)).toBe(0);
  });

  it('is symmetric', () => {
    expect(haversineMiles(NYC, LA)).toBeCloseTo(haversineMiles(LA, NYC), 9);
  });
});

describe('boundingBox', () => {
  it.each([0.5, 5, 25])('holds every point of a %s-mile circle, and the box is tight', (radius) => {
    for (const centre of [NYC, { latitude: 61.2, longitude: -149.9 }, { latitude: 25.8, longitude: -80.2 }]) {
      const box = boundingBox(centre, radius);
      for (let bearing = 0; bearing < 360; bearing += 5) {
        // The point `radius` miles away on this bearing (spherical destination formula).
        const d = radius / 3958.7613;
        const lat1 = (centre.latitude * Math.PI) / 180;
        const lng1 = (centre.longitude * Math.PI) / 180;
        const b = (bearing * Math.PI) / 180;
        const lat2 = Math.asin(Math.sin(lat1) * Math.cos(d) + Math.cos(lat1) * Math.sin(d) * Math.cos(b));
        const lng2 =
          lng1 + Math.atan2(Math.sin(b) * Math.sin(d) * Math.cos(lat1), Math.cos(d) - Math.sin(lat1) * Math.sin(lat2));
        const point = { latitude: (lat2 * 180) / Math.PI, longitude: (lng2 * 180) / Math.PI };
        expect(haversineMiles(centre, point)).toBeCloseTo(radius, 6);
        expect(point.latitude).toBeGreaterThanOrEqual(box.minLat - 1e-9);
        expect(point.latitude).toBeLessThanOrEqual(box.maxLat + 1e-9);
        expect(point.longitude).toBeGreaterThanOrEqual(box.minLng - 1e-9);
        expect(point.longitude).toBeLessThanOrEqual(box.maxLng + 1e-9);
      }
      // Tight: the box's edge midpoints are on the circle, not beyond it.
      expect(haversineMiles(centre, { latitude: box.maxLat, longitude: centre.longitude })).toBeCloseTo(radius, 6);
    }
  });

  it('spans every longitude near a pole', () => {
    const box = boundingBox({ latitude: 89.9, longitude: 10 }, 25);
    expect(box.minLng).toBe(-180);
    expect(box.maxLng).toBe(180);
  });
});
