// "Coordinates inside the United States" (a listings import rule, docs/product.md#listings-import): the 50 states
// and DC lie inside these three boxes (contiguous states, Alaska, Hawaii). A point outside all three is a swapped
// sign, a swapped pair or a placeholder such as 0,0, never a US rental.

import type { LatLngBox } from '../primitives/geo-distance';

const US_BOXES: readonly LatLngBox[] = [
  // Contiguous states, from the Florida Keys to Lake of the Woods, Cape Alava to West Quoddy Head.
  { minLat: 24.3, maxLat: 49.5, minLng: -125, maxLng: -66.8 },
  // Alaska, clamped at the 180th meridian (its far Aleutians west of it are not rental markets).
  { minLat: 51, maxLat: 71.6, minLng: -180, maxLng: -129.9 },
  // Hawaii's main islands.
  { minLat: 18.8, maxLat: 22.4, minLng: -160.4, maxLng: -154.7 },
];

export function isInBox(latitude: number, longitude: number, box: LatLngBox): boolean {
  return latitude >= box.minLat && latitude <= box.maxLat && longitude >= box.minLng && longitude <= box.maxLng;
}

export function isInsideUnitedStates(latitude: number, longitude: number): boolean {
  return US_BOXES.some((box) => isInBox(latitude, longitude, box));
}
