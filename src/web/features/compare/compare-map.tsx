import { useLingui } from '@lingui/react';
import { divIcon, latLngBounds } from 'leaflet';
import { useEffect, useMemo } from 'react';
import { Marker, Tooltip, useMap } from 'react-leaflet';
import { COMPARE_MAP_HEIGHT_PX } from '#core/constants';
import { formatUsd } from '#core/primitives/format';
import type { LatLng } from '#core/compare/map-centre';
import { LeafletMap } from '../../components/leaflet-map';

// The compare map (docs/product.md#compare-map): the properties as lettered markers, zoom 11 around the mean of their
// points. In its own chunk with Leaflet, so the table and the summary do not wait for it. Lettered markers are HTML
// (divIcon): Leaflet's default marker images do not survive bundling, and a letter needs text anyway.

const MARKER_STYLE =
  'display:flex;align-items:center;justify-content:center;width:30px;height:30px;border-radius:9999px;' +
  'background:#1d4ed8;color:#fff;font:700 14px/1 system-ui,sans-serif;border:2px solid #fff;' +
  'box-shadow:0 1px 4px rgba(15,23,42,.45)';

const FIT_PADDING: [number, number] = [40, 40];

export interface CompareMapPoint {
  readonly letter: string;
  /** "Property A", in the page's language. */
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
  /** Called when the tiles cannot load, so the page can show its one-line map error (docs/product.md#report-map). */
  onFailed: () => void;
};

/**
 * A round badge with the property's letter, read out with the word before it ("Property A"). Built as elements, so
 * the word (a message of the page's language) and the letter are always text.
 */
function letterIcon(letter: string, word: string) {
  const badge = document.createElement('span');
  badge.setAttribute('style', MARKER_STYLE);
  const spoken = document.createElement('span');
  spoken.className = 'sr-only';
  spoken.textContent = `${word} `;
  badge.append(spoken, letter);
  return divIcon({
    className: 'rv-compare-marker',
    html: badge,
    iconSize: [30, 30],
    iconAnchor: [15, 15],
    tooltipAnchor: [0, -16],
  });
}

export function CompareMap({ centre, zoom, points, label, onFailed }: CompareMapProps) {
  const { _ } = useLingui();
  const word = _('compare.map.markerWord');
  const icons = useMemo(
    () => new Map(points.map((point) => [point.letter, letterIcon(point.letter, word)])),
    [points, word],
  );

  return (
    <LeafletMap
      view={{ center: [centre.lat, centre.lng], zoom }}
      label={label}
      onFailed={onFailed}
      heightPx={COMPARE_MAP_HEIGHT_PX}
      frameAttributes={{ 'data-compare-map': true }}
      controls={<FitPoints points={points} />}
    >
      {points.map((point) => (
        <Marker
          key={point.letter}
          position={[point.location.lat, point.location.lng]}
          icon={icons.get(point.letter) ?? letterIcon(point.letter, word)}
          title={`${point.label}: ${point.streetAddress}`}
        >
          <Tooltip direction="top">
            {point.label}: {point.streetAddress}, {formatUsd(point.rent)}
          </Tooltip>
        </Marker>
      ))}
    </LeafletMap>
  );
}

/**
 * Widens the view when the properties do not all fit at zoom 11 around their mean (docs/product.md#compare-map): a
 * renter comparing across towns still sees every marker. Properties close together keep that view.
 */
function FitPoints({ points }: { points: readonly CompareMapPoint[] }) {
  const map = useMap();
  useEffect(() => {
    if (points.length < 2) return;
    const bounds = latLngBounds(points.map((point) => [point.location.lat, point.location.lng] as [number, number]));
    if (!map.getBounds().pad(-0.05).contains(bounds)) map.fitBounds(bounds, { padding: FIT_PADDING });
  }, [map, points]);
  return null;
}
