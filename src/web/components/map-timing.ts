/**
 * A tile error with no tile loaded for this long means the tiles are not coming (leaflet-map.tsx). In a module of its
 * own, without Leaflet, so that the browser tests can read it.
 */
export const TILE_FAILURE_MS = 8000;
