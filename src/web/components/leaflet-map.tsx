import 'leaflet/dist/leaflet.css';
import { useLingui } from '@lingui/react';
import { useEffect, useMemo, useRef, useState, type CSSProperties, type ReactNode } from 'react';
import { MapContainer, TileLayer, useMap, ZoomControl, type MapContainerProps } from 'react-leaflet';
import { MAP_MESSAGES } from '#core/messages';
import { useCoreText } from '../lib/core-messages';
import { TILE_FAILURE_MS, TILE_SILENCE_MS } from './map-timing';

// The frame every Leaflet map on the site shares (docs/product.md#report-map, docs/product.md#compare-map): tiles
// from the page's meta, the loading overlay, the tile-failure watch and the accessible name. Imported only by the
// lazily loaded map modules, so Leaflet stays out of the entry chunk.

const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
/** The tiles' attribution (HTML, as Leaflet takes it): its words are in the catalogue, the link is OpenStreetMap's. */
const OSM_LINK = '<a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a>';

/** The tile URL template: the page's <meta name="rv-map-tiles"> when the server sets one, else OpenStreetMap. */
function tileUrl(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="rv-map-tiles"]')?.content.trim();
  return content ? content : DEFAULT_TILE_URL;
}

/**
 * Whether the first tiles have loaded, and the tile layer's handlers: a tile error with no tile loaded within
 * TILE_FAILURE_MS calls onFailed.
 */
function useTileFailure(onFailed: () => void) {
  const [loaded, setLoaded] = useState(false);
  const loadedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onFailedRef = useRef(onFailed);
  useEffect(() => {
    onFailedRef.current = onFailed;
  });
  useEffect(() => {
    // Offline, or tiles that never answer (a request that hangs fires no tileerror): the error state, not "Loading
    // Map…" for ever (issue 32).
    const fail = () => {
      if (!loadedRef.current) onFailedRef.current();
    };
    if (typeof navigator !== 'undefined' && navigator.onLine === false) fail();
    window.addEventListener('offline', fail);
    const silence = setTimeout(fail, TILE_SILENCE_MS);
    return () => {
      window.removeEventListener('offline', fail);
      clearTimeout(silence);
      if (timerRef.current) clearTimeout(timerRef.current);
    };
  }, []);

  const tileEvents = useMemo(
    () => ({
      tileload: () => {
        if (loadedRef.current) return;
        loadedRef.current = true;
        if (timerRef.current) clearTimeout(timerRef.current);
        timerRef.current = null;
        setLoaded(true);
      },
      tileerror: () => {
        // Only the first tiles decide: once one has loaded, a stray failed tile leaves a gap, not a broken map.
        if (loadedRef.current || timerRef.current) return;
        timerRef.current = setTimeout(() => {
          if (!loadedRef.current) onFailedRef.current();
        }, TILE_FAILURE_MS);
      },
    }),
    [],
  );
  return { loaded, tileEvents };
}

/** Leaflet's container takes keyboard focus (arrow keys pan), so it needs a role and a name. */
function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  return null;
}

export type LeafletMapProps = {
  /** Where the map opens: a centre and zoom, or bounds to fit. */
  view: Pick<MapContainerProps, 'center' | 'zoom' | 'bounds' | 'boundsOptions'>;
  /** Names the map for assistive technology. */
  label: string;
  /** Called when the tiles cannot load, so the page can show its one-line map error (docs/product.md#report-map). */
  onFailed: () => void;
  /** The frame's height, as a class or in pixels. */
  heightClass?: string;
  heightPx?: number;
  /** Data attributes on the frame, e.g. for tests. */
  frameAttributes?: Readonly<Record<`data-${string}`, boolean>>;
  /** Map behaviours (components using useMap) that run before the tile layer is added. */
  controls?: ReactNode;
  /** The markers. */
  children?: ReactNode;
};

const frameBaseClass = 'relative isolate';
const frameLookClass = 'overflow-hidden rounded-lg border border-slate-200 bg-slate-100';

export function LeafletMap({
  view,
  label,
  onFailed,
  heightClass,
  heightPx,
  frameAttributes,
  controls,
  children,
}: LeafletMapProps) {
  const { _ } = useLingui();
  const core = useCoreText();
  const [url] = useState(tileUrl);
  const { loaded, tileEvents } = useTileFailure(onFailed);
  const frameClass = [frameBaseClass, heightClass, frameLookClass].filter(Boolean).join(' ');
  const style: CSSProperties | undefined = heightPx === undefined ? undefined : { height: heightPx };

  return (
    // isolate: Leaflet's panes use z-indexes up to 1000, which must not rise above the sticky header.
    <div className={frameClass} style={style} {...frameAttributes}>
      <MapContainer {...view} scrollWheelZoom={false} zoomControl={false} className="size-full">
        <MapName label={label} />
        {/* Leaflet's own zoom buttons, their titles (and so their accessible names) in the page's language. */}
        <ZoomControl zoomInTitle={_('components.map.zoomIn')} zoomOutTitle={_('components.map.zoomOut')} />
        {controls}
        <TileLayer
          url={url}
          attribution={_('components.map.attribution', { link: OSM_LINK })}
          eventHandlers={tileEvents}
        />
        {children}
      </MapContainer>
      {loaded ? null : (
        <div
          role="status"
          className="pointer-events-none absolute inset-0 z-[1000] flex items-center justify-center bg-slate-100/70 text-slate-800"
        >
          <span className="rounded-md bg-white px-3 py-1.5 shadow-sm">{core(MAP_MESSAGES.loading)}</span>
        </div>
      )}
    </div>
  );
}
