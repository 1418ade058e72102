import 'leaflet/dist/leaflet.css';
import { useEffect, useMemo, useRef, useState } from 'react';
import { CircleMarker, MapContainer, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { MAP_MESSAGES } from '../../../core/messages';
import { mapViewBounds, type MapPoint } from '../../../core/report-charts';
import { MAP_HEIGHT_CLASS } from './map-placeholder';
import { COMP_COLOR, SUBJECT_COLOR } from './report-styles';

// The report's map (SPEC §2), in its own chunk with Leaflet so neither weighs on the report's first paint.
// Markers are circles drawn in SVG: Leaflet's default marker images do not survive bundling.

export const DEFAULT_TILE_URL = 'https://tile.openstreetmap.org/{z}/{x}/{y}.png';
const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
/** A tile error with no tile loaded for this long means the tiles are not coming. */
export const TILE_FAILURE_MS = 8000;
const ZOOM_WITHOUT_COMPS = 15;

/** The tile URL template: the page's <meta name="rv-map-tiles"> when the server sets one, else OpenStreetMap. */
function tileUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="rv-map-tiles"]');
  const content = meta?.content.trim();
  return content ? content : DEFAULT_TILE_URL;
}

export interface MapComp extends MapPoint {
  readonly address: string;
  readonly price: string;
}

export type ReportMapProps = {
  centre: MapPoint;
  /** Names the map for assistive technology, e.g. "Map of 1 Main St, Springfield, IL 62704". */
  label: string;
  subjectTooltip: string;
  comps: readonly MapComp[];
  /** Called when the tiles cannot load, so the placeholder can take the map's place. */
  onFailed: () => void;
};

export function ReportMap({ centre, label, subjectTooltip, comps, onFailed }: ReportMapProps) {
  const [url] = useState(tileUrl);
  const [loaded, setLoaded] = useState(false);
  const loadedRef = useRef(false);
  const timerRef = useRef<ReturnType<typeof setTimeout> | null>(null);
  const onFailedRef = useRef(onFailed);
  useEffect(() => {
    onFailedRef.current = onFailed;
  });
  useEffect(
    () => () => {
      if (timerRef.current) clearTimeout(timerRef.current);
    },
    [],
  );

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

  const bounds = useMemo(() => mapViewBounds(centre, comps), [centre, comps]);
  const view = bounds
    ? { bounds, boundsOptions: { padding: [16, 16] as [number, number], maxZoom: 16 } }
    : { center: [centre.lat, centre.lng] as [number, number], zoom: ZOOM_WITHOUT_COMPS };

  return (
    // isolate: Leaflet's panes use z-indexes up to 1000, which must not rise above the sticky header.
    <div className={`relative isolate ${MAP_HEIGHT_CLASS} overflow-hidden rounded-lg border border-slate-200 bg-slate-100`}>
      <MapContainer {...view} scrollWheelZoom={false} className="size-full">
        <MapName label={label} />
        <TileLayer url={url} attribution={OSM_ATTRIBUTION} eventHandlers={tileEvents} />
        {comps.map((comp, index) => (
          <CircleMarker
            // Two comps may share an address; the index keeps keys unique.
            key={`${index}-${comp.address}`}
            center={[comp.lat, comp.lng]}
            radius={6}
            pathOptions={{ color: '#ffffff', weight: 1.5, fillColor: COMP_COLOR, fillOpacity: 0.9 }}
          >
            <Tooltip>
              {comp.address}: {comp.price}
            </Tooltip>
          </CircleMarker>
        ))}
        <CircleMarker
          center={[centre.lat, centre.lng]}
          radius={11}
          pathOptions={{ color: '#ffffff', weight: 3, fillColor: SUBJECT_COLOR, fillOpacity: 1 }}
        >
          <Tooltip permanent direction="top" offset={[0, -10]}>
            {subjectTooltip}
          </Tooltip>
        </CircleMarker>
      </MapContainer>
      {loaded ? null : (
        <div
          role="status"
          className="pointer-events-none absolute inset-0 z-[1000] flex items-center justify-center bg-slate-100/70 text-slate-800"
        >
          <span className="rounded-md bg-white px-3 py-1.5 shadow-sm">{MAP_MESSAGES.loading}</span>
        </div>
      )}
    </div>
  );
}

/**
 * Leaflet's container takes keyboard focus (arrow keys pan), so it needs a role and a name. Printing changes the
 * page's width without a resize event Leaflet would see, so the map re-measures itself around printing.
 */
function MapName({ label }: { label: string }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    const resize = () => map.invalidateSize();
    window.addEventListener('beforeprint', resize);
    window.addEventListener('afterprint', resize);
    return () => {
      window.removeEventListener('beforeprint', resize);
      window.removeEventListener('afterprint', resize);
    };
  }, [map]);
  return null;
}
