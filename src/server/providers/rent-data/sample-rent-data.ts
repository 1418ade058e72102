// The `sample` rent-data provider (RENT_DATA_PROVIDER=sample, the default, so a report works offline): generated
// comparables around any US address (core/listings/sample-comps.ts), centred on the market rent of the subject's place:
// the rent benchmark of its ZIP code (HUD Small Area FMR trended to FY2026, else the county or New England town FMR,
// else the state level) times the benchmark-to-asking factor (core/benchmarks/rent-benchmarks.ts). Reads:
// docs/decisions/020-sample-market-data.md, docs/decisions/040-rent-benchmarks.md.

import { bedroomBucket } from '#core/listings/listing-unit';
import { isoDate, lookbackWindow } from '#core/valuation/comparable-search';
import { median } from '#core/primitives/median';
import { benchmarkAskingRent } from '#core/benchmarks/rent-benchmarks';
import { generateSampleComps } from '#core/listings/sample-comps';
import type { RentBenchmarks } from '../benchmarks/benchmark-port';
import { tableBenchmarks } from '../benchmarks/table-benchmarks';
import { locateByZipDatabase } from '../geocoder/zip-centroid-geocoder';
import { RentDataError, type RentDataProvider, type RentDataSubject } from './rent-data-port';

/** Comparables sit within this many miles of a geocoded subject… */
const SAMPLE_RADIUS_MILES = 2;
/** …and a little wider around a ZIP or city centroid, which is itself only roughly where the subject is. */
const SAMPLE_RADIUS_MILES_AROUND_CENTROID = 3;

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
 * The median asking rent of a typical unit of the subject's bedroom count (6 stands for 6+) at its place: the
 * benchmark of its ZIP code, which falls back to the state level (the national one for an unknown state code).
 */
export function sampleMarketRent(
  benchmarks: RentBenchmarks,
  subject: Pick<RentDataSubject, 'zipCode' | 'state' | 'city' | 'bedrooms'>,
): number {
  const area = benchmarks.lookup({ zip: subject.zipCode, state: subject.state, city: subject.city });
  const rent = benchmarkAskingRent(area, bedroomBucket(subject.bedrooms))?.rent;
  if (rent === undefined || !(rent > 0)) {
    // Only a benchmark source without a national fallback gets here (the built-in tables always have one).
    throw new RentDataError('unavailable', `No rent benchmark for ${subject.zipCode} ${subject.state}`);
  }
  return Math.round(rent);
}

/**
 * The `sample` provider: generated comparables around any US address, centred on its benchmark rent
 * (sampleMarketRent). Every result says isSample, so the report shows the "Sample market data" badge.
 * `benchmarks` defaults to the shared instance over the committed tables.
 */
export function sampleRentDataProvider(options: {
  lookbackDays: number;
  asOf?: Date | undefined;
  benchmarks?: RentBenchmarks | undefined;
}): RentDataProvider {
  return {
    name: 'sample',
    async findComparables(subject, callOptions) {
      const asOf = callOptions?.asOf ?? options.asOf ?? new Date();
      const { centre, radiusMiles } = placeComparables(subject);
      const marketRent = sampleMarketRent(options.benchmarks ?? tableBenchmarks(), subject);
      const comps = generateSampleComps(subject, {
        centre,
        asOf,
        lookbackDays: options.lookbackDays,
        radiusMiles,
        marketRent,
      });
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
