import { useLingui } from '@lingui/react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import type { ReportView as ReportData } from '#core/api/reports';
import { formatUsd } from '#core/primitives/format';
import { hasCoordinates } from '#core/report/report-charts';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { useMediaQuery } from '../../lib/use-media-query';
import { ChunkBoundary } from '../../components/chunk-boundary';
import { MapLoading, MapPlaceholder } from '../../components/map-placeholder';
import type { MapComp } from './report-map';
import { REPORT_SECTIONS } from './report-texts';
import { DisclosureSummary } from './section-disclosure';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';

// Leaflet's chunk loads after the report's first paint (docs/decisions/066-server-rendered-report-pages.md), the
// loading box of the map's size in its place.
const ReportMap = lazy(() => import('./report-map').then((module) => ({ default: module.ReportMap })));

export type MapPanelProps = {
  report: ReportData;
  /** The address as one line, for the map's name. */
  addressLine: string;
};

/** The report's map, or the "Map Load Error" placeholder when the address has no coordinates or the map fails. */
function MapPanel({ report, addressLine }: MapPanelProps) {
  const { _ } = useLingui();
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
          label={_('reports.map.label', { address: addressLine })}
          subjectTooltip={_('reports.thisListing')}
          comps={mapComps}
          onFailed={() => setFailed(true)}
        />
      </Suspense>
    </ChunkBoundary>
  );
}

/**
 * The map as a section of its own, after the verdict (docs/decisions/067-verdict-first-report.md): a phone reaches
 * the score before the map, and there the map is one tap away (its code loads only when opened); a wide screen shows
 * it beside the price range.
 */
export function MapSection(props: MapPanelProps) {
  const { _ } = useLingui();
  const headingId = useId();
  const wide = useMediaQuery(WIDE_SCREEN);
  const [opened, setOpened] = useState(false);
  return (
    <section id={REPORT_SECTIONS.map.id} aria-labelledby={headingId} className={`${cardClass} scroll-mt-20`}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {_('reports.map.heading')}
      </h2>
      <details className="open-on-wide group mt-2 lg:mt-4" onToggle={(event) => setOpened(event.currentTarget.open)}>
        <DisclosureSummary>{_('reports.map.show')}</DisclosureSummary>
        <div className="mt-2 lg:mt-0">{opened || wide ? <MapPanel {...props} /> : null}</div>
      </details>
    </section>
  );
}

/** Tailwind's lg: where the details marked open-on-wide are always open (styles.css). */
const WIDE_SCREEN = '(width >= 64rem)';
