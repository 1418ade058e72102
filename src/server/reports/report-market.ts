import { parseBedrooms } from '#core/listings/listing-text';
import type { AreaBenchmarks } from '#core/benchmarks/rent-benchmarks';
import { compBenchmarkRent } from '#core/valuation/stored-market';
import type { RentBenchmarks } from '../providers/benchmarks/benchmark-port';
import { nearestZip } from '../providers/geocoder/zip-database';
import type { Comparable } from '../providers/rent-data/rent-data-port';

// Each comparable's own official benchmark, looked up by its ZIP during a report run (the stored snapshot and the
// rules on it are core/valuation/stored-market.ts).

/**
 * Each comp's own benchmark, looked up by its ZIP (or the ZIP nearest its point), once per ZIP in a run. A comp in
 * the subject's ZIP reuses the subject's figures.
 */
export function compBenchmarks(benchmarks: RentBenchmarks, subjectArea: AreaBenchmarks) {
  const areas = new Map<string, AreaBenchmarks>([[subjectArea.zip, subjectArea]]);
  return (comp: Comparable, zip: string | null): number | null => {
    const place =
      zip ?? (comp.latitude !== null && comp.longitude !== null ? nearestZip(comp.latitude, comp.longitude) : null);
    if (!place) return null;
    let area = areas.get(place);
    if (!area) {
      area = benchmarks.lookup({ zip: place, state: subjectArea.state });
      areas.set(place, area);
    }
    return compBenchmarkRent(area, comp.bedrooms === null ? null : parseBedrooms(comp.bedrooms));
  };
}
