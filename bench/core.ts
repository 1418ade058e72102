import { computeValuation } from '#core/valuation/valuation';
import { buildCompsTableRows } from '#core/report/comps-table';
import { seededRandom } from '#core/primitives/seeded-random';

/** Throughput of the pure report rules: valuation (filter + score) and the comparables table, on 100 comps. */
export function benchCore() {
  // The core's seeded generator, so every run scores the same comps.
  const rnd = seededRandom(42).next;
  const comps = Array.from({ length: 100 }, (_, i) => ({
    address: `${100 + i} Main St`,
    price: Math.round(1200 + rnd() * 1200),
    sqft: Math.round(600 + rnd() * 800),
    bedrooms: 2,
    baths: '1',
  }));
  const subject = { rent: 1750, sqft: 950, qualityLevel: 2, amenitiesLevel: 2.5 };
  const runs = 20_000;
  let started = performance.now();
  let sink = 0;
  for (let i = 0; i < runs; i++) sink += computeValuation({ subject, comps }).comp_count;
  const valuationUs = ((performance.now() - started) * 1000) / runs;
  started = performance.now();
  for (let i = 0; i < runs; i++) sink += buildCompsTableRows({ subjectRent: 1750, comps, apiMedian: 1800 }).length;
  const tableUs = ((performance.now() - started) * 1000) / runs;
  return {
    comps: comps.length,
    valuationMicrosecondsPerReport: Math.round(valuationUs * 100) / 100,
    compsTableMicrosecondsPerReport: Math.round(tableUs * 100) / 100,
    checksum: sink,
  };
}
