import { lazy, Suspense, useMemo, useState } from 'react';
import type { ReportView as ReportData } from '#core/api/reports';
import { formatUsd } from '#core/format';
import { hasCoordinates } from '#core/report-charts';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { ChunkBoundary } from './chunk-boundary';
import { MapLoading, MapPlaceholder } from './map-placeholder';
import type { MapComp } from './report-map';
import { REPORT_TEXTS } from './report-texts';

// Leaflet's chunk loads after the report's first paint (issue 16), the loading box of the map's size in its place.
const ReportMap = lazy(() => import('./report-map').then((module) => ({ default: module.ReportMap })));

export type MapPanelProps = {
  report: ReportData;
  /** The address as one line, for the map's name. */
  addressLine: string;
};

/** The report's map, or the "Map Load Error" placeholder when the address has no coordinates or the map fails. */
export function MapPanel({ report, addressLine }: MapPanelProps) {
  const [failed, setFailed] = useState(false);
  const painted = useAfterFirstPaint();
  const { latitude, longitude, comps } = report;
  const centre = useMemo(
    () => (hasCoordinates(latitude, longitude) ? { lat: latitude as number, lng: longitude as number } : null),
    [latitude, longitude],
  );
  const mapComps = useMemo<MapComp[]>(
    () =>
      comps
        .filter((comp) => comp.used && hasCoordinates(comp.latitude, comp.longitude))
        .map((comp) => ({
          lat: comp.latitude as number,
          lng: comp.longitude as number,
          address: comp.address,
          price: formatUsd(comp.price),
        })),
    [comps],
  );

  if (!centre || failed) return <MapPlaceholder />;
  if (!painted) return <MapLoading />;
  return (
    <ChunkBoundary fallback={<MapPlaceholder />}>
      <Suspense fallback={<MapLoading />}>
        <ReportMap
          centre={centre}
          label={`Map of ${addressLine} and its comparable rentals`}
          subjectTooltip={REPORT_TEXTS.thisListing}
          comps={mapComps}
          onFailed={() => setFailed(true)}
        />
      </Suspense>
    </ChunkBoundary>
  );
}
