import { MAP_MESSAGES } from '#core/messages';

/** The report map's height, shared by the map, its loading box and its placeholder so nothing jumps. */
export const MAP_HEIGHT_CLASS = 'h-64 sm:h-80';

/** Stands in for the map when the address has no coordinates or the map cannot load (SPEC §8 "Map"). */
export function MapPlaceholder() {
  return (
    <div>
      <div
        className={`${MAP_HEIGHT_CLASS} flex items-center justify-center rounded-lg border border-slate-300 bg-slate-200 text-lg font-semibold text-slate-700`}
      >
        {MAP_MESSAGES.loadError}
      </div>
      <p className="mt-2 text-sm text-slate-700">{MAP_MESSAGES.unavailable}</p>
    </div>
  );
}

/** Shown while the map's code loads. */
export function MapLoading() {
  return (
    <div
      role="status"
      className={`${MAP_HEIGHT_CLASS} flex items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-slate-700`}
    >
      {MAP_MESSAGES.loading}
    </div>
  );
}
