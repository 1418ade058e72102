/**
 * A tile error with no tile loaded for this long means the tiles are not coming (leaflet-map.tsx). In a module of its
 * own, without Leaflet, so that the browser tests can read it.
 */
export const TILE_FAILURE_MS = 8000;

/** No tile loaded and none failed for this long after the map appeared: the tiles are not coming either. */
export const TILE_SILENCE_MS = 30_000;
