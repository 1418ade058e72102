import { isoDate, lookbackWindow } from '../../../core/comparable-search';
import { median } from '../../../core/median';
import { generateSampleComps } from '../../../core/sample-comps';
import { locateByZipDatabase } from '../geocoder/zip-centroid-geocoder';
import type { RentDataProvider, RentDataSubject } from './rent-data-port';

/** Comparables sit within this many miles of a geocoded subject… */
export const SAMPLE_RADIUS_MILES = 2;
/** …and a little wider around a ZIP or city centroid, which is itself only roughly where the subject is. */
export const SAMPLE_RADIUS_MILES_AROUND_CENTROID = 3;

/** Around the geocoded subject when there is a point, else around its ZIP, city or state centroid. */
function placeComparables(subject: RentDataSubject) {
  if (subject.latitude !== null && subject.longitude !== null) {
    return { centre: { latitude: subject.latitude, longitude: subject.longitude }, radiusMiles: SAMPLE_RADIUS_MILES };
  }
  const centroid = locateByZipDatabase({ zipCode: subject.zipCode, city: subject.city, state: subject.state });
  return {
    centre: centroid ? { latitude: centroid.latitude, longitude: centroid.longitude } : null,
    radiusMiles: SAMPLE_RADIUS_MILES_AROUND_CENTROID,
  };
}

/**
 * The `sample` provider (RENT_DATA_PROVIDER=sample, the default): generated comparables around any US address,
 * calibrated to the state rent table (core/state-rent-levels.ts). Every result says isSample, so the report
 * shows the "Sample market data" badge.
 */
export function sampleRentDataProvider(options: { lookbackDays: number; asOf?: Date | undefined }): RentDataProvider {
  return {
    name: 'sample',
    async findComparables(subject, callOptions) {
      const asOf = callOptions?.asOf ?? options.asOf ?? new Date();
      const { centre, radiusMiles } = placeComparables(subject);
      const comps = generateSampleComps(subject, { centre, asOf, lookbackDays: options.lookbackDays, radiusMiles });
      const middle = median(comps.map((comp) => comp.price));
      const window = lookbackWindow(asOf, options.lookbackDays);
      return {
        provider: 'sample',
        comparables: comps.map((comp) => ({ ...comp, source: 'sample' as const })),
        medianRent: middle === null ? null : Math.round(middle),
        radiusMiles,
        window: { from: isoDate(window.from), to: isoDate(window.to) },
        isSample: true,
      };
    },
  };
}
