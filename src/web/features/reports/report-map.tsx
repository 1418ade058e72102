import { useEffect, useMemo } from 'react';
import { CircleMarker, Tooltip, useMap } from 'react-leaflet';
import { mapViewBounds, type MapPoint } from '#core/report/report-charts';
import { LeafletMap } from '../../components/leaflet-map';
import { MAP_HEIGHT_CLASS } from '../../components/map-placeholder';
import { COMP_COLOR, SUBJECT_COLOR } from '../../components/report-styles';

// The report's map (docs/product.md#report-map), in its own chunk with Leaflet so neither weighs on the report's
// first paint.
// Markers are circles drawn in SVG: Leaflet's default marker images do not survive bundling.

const ZOOM_WITHOUT_COMPS = 15;

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
  const bounds = useMemo(() => mapViewBounds(centre, comps), [centre, comps]);
  const view = bounds
    ? { bounds, boundsOptions: { padding: [16, 16] as [number, number], maxZoom: 16 } }
    : { center: [centre.lat, centre.lng] as [number, number], zoom: ZOOM_WITHOUT_COMPS };

  return (
    <LeafletMap view={view} label={label} onFailed={onFailed} heightClass={MAP_HEIGHT_CLASS} controls={<PrintResize />}>
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
    </LeafletMap>
  );
}

/**
 * Printing changes the page's width without a resize event Leaflet would see, so the map re-measures itself around
 * printing.
 */
function PrintResize() {
  const map = useMap();
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
