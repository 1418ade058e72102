// Distances between listings. The comparable search reads a latitude/longitude box from an index and then keeps
// the rows whose great-circle distance is inside the radius: the box is cheap to probe, the circle is the rule.

export interface GeoPoint {
  readonly latitude: number;
  readonly longitude: number;
}

export interface LatLngBox {
  readonly minLat: number;
  readonly maxLat: number;
  readonly minLng: number;
  readonly maxLng: number;
}

/** Mean Earth radius (IUGG), in statute miles. */
const EARTH_RADIUS_MILES = 3958.7613;

const RADIANS = Math.PI / 180;

/** Great-circle distance in miles (haversine: stable for the short distances comparables are about). */
export function haversineMiles(a: GeoPoint, b: GeoPoint): number {
  const dLat = (b.latitude - a.latitude) * RADIANS;
  const dLng = (b.longitude - a.longitude) * RADIANS;
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(a.latitude * RADIANS) * Math.cos(b.latitude * RADIANS) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/**
 * The smallest latitude/longitude box that holds every point within `radiusMiles` of the centre. The longitude
 * half-width is the exact one for a circle on the sphere (the widest point of the circle is not on the centre's
 * parallel), so no point of the circle falls outside; near a pole the box spans every longitude.
 */
export function boundingBox(centre: GeoPoint, radiusMiles: number): LatLngBox {
  const angular = radiusMiles / EARTH_RADIUS_MILES;
  const dLat = angular / RADIANS;
  const minLat = Math.max(-90, centre.latitude - dLat);
  const maxLat = Math.min(90, centre.latitude + dLat);
  const cosLat = Math.cos(centre.latitude * RADIANS);
  const ratio = Math.sin(angular) / cosLat;
  if (!(ratio < 1) || minLat <= -90 || maxLat >= 90) return { minLat, maxLat, minLng: -180, maxLng: 180 };
  const dLng = Math.asin(ratio) / RADIANS;
  // Alaska's Aleutians cross the 180th meridian; a box there is clamped rather than split in two.
  return {
    minLat,
    maxLat,
    minLng: Math.max(-180, centre.longitude - dLng),
    maxLng: Math.min(180, centre.longitude + dLng),
  };
}
