import { COMPARE_MAP_ZOOM } from '../constants';

// The compare map (docs/product.md#compare-map) centres on the mean of the geocoded points, or
// on a fixed city when none was geocoded. The city is our choice: Chicago, roughly central to
// the lower 48 states so the fallback view is not at one coast.

export interface LatLng {
  readonly lat: number;
  readonly lng: number;
}

export const DEFAULT_MAP_CENTRE: LatLng = { lat: 41.8781, lng: -87.6298 };
export const DEFAULT_MAP_ZOOM = COMPARE_MAP_ZOOM;

function isPoint(point: LatLng): boolean {
  return (
    Number.isFinite(point.lat) && Number.isFinite(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180
  );
}

export function mapCentre(points: readonly LatLng[], fallback: LatLng = DEFAULT_MAP_CENTRE): LatLng {
  const valid = points.filter(isPoint);
  if (valid.length === 0) return fallback;
  const sum = valid.reduce((total, point) => ({ lat: total.lat + point.lat, lng: total.lng + point.lng }), {
    lat: 0,
    lng: 0,
  });
  return { lat: sum.lat / valid.length, lng: sum.lng / valid.length };
}
