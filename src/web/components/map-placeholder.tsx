import { MAP_MESSAGES } from '#core/messages';
import { useCoreText } from '../lib/core-messages';

/** The report map's height, shared by the map and its loading box so nothing jumps while it loads. */
export const MAP_HEIGHT_CLASS = 'h-52 sm:h-80';

/**
 * Stands in for the map when the address has no coordinates or the tiles cannot load (docs/product.md#report-map):
 * one line, not a map-sized grey box (docs/decisions/067-verdict-first-report.md), so a map that cannot show costs
 * the renter no scrolling. Shared with the compare page.
 */
export function MapPlaceholder() {
  const core = useCoreText();
  return (
    <p
      data-map-unavailable
      className="flex items-start gap-2 rounded-lg border border-slate-300 bg-slate-50 px-3 py-2 text-sm text-slate-800"
    >
      <svg aria-hidden="true" viewBox="0 0 20 20" fill="currentColor" className="mt-0.5 size-4 shrink-0 text-slate-500">
        <path d="M10 2a6 6 0 0 0-6 6c0 4.4 5.3 9.4 5.5 9.6a.7.7 0 0 0 1 0C10.7 17.4 16 12.4 16 8a6 6 0 0 0-6-6Zm0 8.5A2.5 2.5 0 1 1 10 5.5a2.5 2.5 0 0 1 0 5Z" />
      </svg>
      <span>
        <strong className="font-semibold">{core(MAP_MESSAGES.loadError)}.</strong> {core(MAP_MESSAGES.unavailable)}
      </span>
    </p>
  );
}

/** Shown while the map's code loads. */
export function MapLoading({ heightClass = MAP_HEIGHT_CLASS }: { heightClass?: string }) {
  const core = useCoreText();
  return (
    <div
      role="status"
      className={`${heightClass} flex items-center justify-center rounded-lg border border-slate-200 bg-slate-100 text-slate-700`}
    >
      {core(MAP_MESSAGES.loading)}
    </div>
  );
}
