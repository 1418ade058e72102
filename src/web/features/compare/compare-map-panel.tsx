import { useLingui } from '@lingui/react';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { COMPARE_MAP_HEIGHT_PX } from '#core/constants';
import { MAP_MESSAGES } from '#core/messages';
import { useCoreText } from '../../lib/core-messages';
import { useAfterFirstPaint } from '../../lib/use-after-first-paint';
import { ChunkBoundary } from '../../components/chunk-boundary';
import { MapPlaceholder } from '../../components/map-placeholder';
import { cardClass, sectionHeadingClass } from '../../components/report-styles';
import type { CompareView } from './compare-api';
import type { CompareMapPoint } from './compare-map';
import { propertyName } from '#core/compare/compare-labels';
import { useLanguage } from '../../lib/use-language';

// Leaflet's chunk loads after the comparison's first paint, so the page shows sooner on a slow phone; the loading box
// of the map's size stands in its place.
const CompareMap = lazy(() => import('./compare-map').then((module) => ({ default: module.CompareMap })));

const boxClass = 'flex items-center justify-center rounded-lg border px-4 text-center';

/** While the map's code loads: a box of the map's size, so nothing jumps when it arrives. */
function MapLoading() {
  const core = useCoreText();
  return (
    <div
      role="status"
      className={`${boxClass} border-slate-200 bg-slate-100 text-slate-700`}
      style={{ height: COMPARE_MAP_HEIGHT_PX }}
    >
      {core(MAP_MESSAGES.loading)}
    </div>
  );
}

/** The map of the compared properties with letter markers; a property that could not be placed is named under it. */
export function CompareMapPanel({ view }: { view: CompareView }) {
  const { _ } = useLingui();
  const language = useLanguage();
  const headingId = useId();
  const [failed, setFailed] = useState(false);
  const painted = useAfterFirstPaint();
  const points = useMemo<CompareMapPoint[]>(
    () =>
      view.properties.flatMap((property) =>
        property.location
          ? [
              {
                letter: property.letter,
                label: propertyName(property.letter, language),
                streetAddress: property.streetAddress,
                rent: property.rent,
                location: property.location,
              },
            ]
          : [],
      ),
    [view.properties, language],
  );
  const skipped = view.properties
    .filter((property) => !property.location)
    .map((property) => propertyName(property.letter, language));

  return (
    <section aria-labelledby={headingId} className={cardClass}>
      <h2 id={headingId} className={sectionHeadingClass}>
        {_('compare.map.heading')}
      </h2>
      <div className="mt-4">
        {failed ? (
          <MapPlaceholder />
        ) : !painted ? (
          <MapLoading />
        ) : (
          <ChunkBoundary fallback={<MapPlaceholder />}>
            <Suspense fallback={<MapLoading />}>
              <CompareMap
                centre={view.map.centre}
                zoom={view.map.zoom}
                points={points}
                label={_('compare.map.label', { letters: points.map((point) => point.letter).join(', ') })}
                onFailed={() => setFailed(true)}
              />
            </Suspense>
          </ChunkBoundary>
        )}
      </div>
      {points.length === 0 ? (
        <p className="mt-2 text-sm text-slate-700">{_('compare.map.nothingPlaced')}</p>
      ) : skipped.length > 0 ? (
        <p className="mt-2 text-sm text-slate-700">{_('compare.map.someSkipped', { labels: skipped.join(', ') })}</p>
      ) : null}
    </section>
  );
}
