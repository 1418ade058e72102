import 'leaflet/dist/leaflet.css';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useMemo, useRef, useState } from 'react';
import { MapContainer, Marker, TileLayer, Tooltip, useMap } from 'react-leaflet';
import { COMPARE_MAP_HEIGHT_PX } from '../../../core/constants';
import { formatUsd } from '../../../core/format';
import type { LatLng } from '../../../core/map-centre';
import { MAP_MESSAGES } from '../../../core/messages';
import { DEFAULT_TILE_URL, TILE_FAILURE_MS } from '../reports/report-map';

// The compare map (SPEC §2, §9): the properties as lettered markers, zoom 11 around the mean of their points. In its
// own chunk with Leaflet, so the table and the summary do not wait for it. Lettered markers are HTML (divIcon):
// Leaflet's default marker images do not survive bundling, and a letter needs text anyway.

const OSM_ATTRIBUTION = '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const FIT_PADDING: [number, number] = [40, 40];

export interface CompareMapPoint {
  readonly letter: string;
  readonly label: string;
  readonly streetAddress: string;
  readonly rent: number;
  readonly location: LatLng;
}

export type CompareMapProps = {
  centre: LatLng;
  zoom: number;
  points: readonly CompareMapPoint[];
  /** Names the map for assistive technology. */
  label: string;
  /** Called when the tiles cannot load, so the page can show the spec's message instead. */
  onFailed: () => void;
};

/** The tile URL template: the page's <meta name="rv-map-tiles"> when the server sets one, else OpenStreetMap. */
function tileUrl(): string {
  const content = document.querySelector<HTMLMetaElement>('meta[name="rv-map-tiles"]')?.content.trim();
  return content ? content : DEFAULT_TILE_URL;
}

/** A round badge with the property's letter; the letters are ours (A–Z), never user text, so the HTML is safe. */
function letterIcon(letter: string) {
  return divIcon({
    className: 'rv-compare-marker',
    html:
      `<span style="display:flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:9999px;` +
      `background:#1d4ed8;color:#fff;font:700 14px/1 system-ui,sans-serif;border:2px solid #fff;` +
      `box-shadow:0 1px 4px rgba(15,23,42,.45)"><span class="sr-only">Property </span>${letter}</span>`,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    tooltipAnchor: [0, -16],
  });
}

export function CompareMap({ centre, zoom, points, label, onFailed }: CompareMapProps) {
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

  const icons = useMemo(() => new Map(points.map((point) => [point.letter, letterIcon(point.letter)])), [points]);

  return (
    // isolate: Leaflet's panes use z-indexes up to 1000, which must not rise above the sticky header.
    <div
      className="relative isolate overflow-hidden rounded-lg border border-slate-200 bg-slate-100"
      style={{ height: COMPARE_MAP_HEIGHT_PX }}
      data-compare-map
    >
      <MapContainer center={[centre.lat, centre.lng]} zoom={zoom} scrollWheelZoom={false} className="size-full">
        <MapSetup label={label} points={points} />
        <TileLayer url={url} attribution={OSM_ATTRIBUTION} eventHandlers={tileEvents} />
        {points.map((point) => (
          <Marker
            key={point.letter}
            position={[point.location.lat, point.location.lng]}
            icon={icons.get(point.letter) ?? letterIcon(point.letter)}
            title={`${point.label}: ${point.streetAddress}`}
          >
            <Tooltip direction="top">
              {point.label}: {point.streetAddress}, {formatUsd(point.rent)}
            </Tooltip>
          </Marker>
        ))}
      </MapContainer>
      {loaded ? null : (
        <div role="status" className="pointer-events-none absolute inset-0 z-[1000] flex items-center justify-center bg-slate-100/70 text-slate-800">
          <span className="rounded-md bg-white px-3 py-1.5 shadow-sm">{MAP_MESSAGES.loading}</span>
        </div>
      )}
    </div>
  );
}

/**
 * Names the map for assistive technology (Leaflet's container takes keyboard focus), and widens the view when the
 * properties do not all fit at the spec's zoom 11 around their mean: a renter comparing across towns still sees
 * every marker. Properties close together keep the spec's view.
 */
function MapSetup({ label, points }: { label: string; points: readonly CompareMapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    const container = map.getContainer();
    container.setAttribute('role', 'region');
    container.setAttribute('aria-label', label);
  }, [map, label]);
  useEffect(() => {
    if (points.length < 2) return;
    const bounds = latLngBounds(points.map((point) => [point.location.lat, point.location.lng] as [number, number]));
    if (!map.getBounds().pad(-0.05).contains(bounds)) map.fitBounds(bounds, { padding: FIT_PADDING });
  }, [map, points]);
  return null;
}
