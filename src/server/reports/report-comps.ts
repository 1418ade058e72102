import type { RawComp } from '#core/valuation/comps-filter';
import { zipCandidates } from '#core/address/zip-in-text';
import type { Comparable } from '../providers/rent-data/rent-data-port';

// A comparable as a report stores it (table comps) and scores it. The run and every later read score the same
// numbers: prices to the cent and sqft to the whole foot, as the columns hold them.

/** A comparable's own figures, as stored and as a report answers them. */
interface CompFigures {
  address: string;
  /** Dollars, to the cent. */
  price: number;
  sqft: number | null;
  bedrooms: string | null;
  baths: string | null;
  latitude: number | null;
  longitude: number | null;
  distanceMiles: number | null;
}

export interface StoredComp extends CompFigures {
  listedAt: Date | null;
  source: string | null;
  /** The comp's ZIP, its own benchmark gross rent (dollars) and the provider's similarity score (decision 041). */
  zip: string | null;
  benchmarkRent: number | null;
  correlation: number | null;
}

/** The comp's ZIP: the provider's, else the last ZIP written in its address ("…, Austin, TX 78701"). */
function compZip(comparable: Pick<Comparable, 'zipCode' | 'address'>): string | null {
  const given = comparable.zipCode?.trim().slice(0, 5);
  if (given && /^\d{5}$/.test(given)) return given;
  return zipCandidates(comparable.address).at(-1)?.zip ?? null;
}

/**
 * The provider's comparables as stored; comps without a usable price cannot be stored or scored. `benchmarkOf`
 * gives each comp's own benchmark gross rent (run-report looks it up by the comp's ZIP).
 */
export function toStoredComps(
  comparables: readonly Comparable[],
  benchmarkOf: (comparable: Comparable, zip: string | null) => number | null = () => null,
): StoredComp[] {
  return comparables
    .filter((c) => Number.isFinite(c.price) && c.price > 0 && c.price < 10_000_000)
    .map((c) => ({
      address: c.address.slice(0, 300),
      price: Math.round(c.price * 100) / 100,
      sqft: c.sqft !== null && Number.isFinite(c.sqft) && c.sqft > 0 ? Math.round(c.sqft) : null,
      bedrooms: c.bedrooms === null ? null : String(c.bedrooms),
      baths: c.baths === null ? null : String(c.baths),
      latitude: c.latitude,
      longitude: c.longitude,
      distanceMiles: c.distanceMiles,
      listedAt: c.listedAt ? new Date(c.listedAt) : null,
      source: c.source,
      zip: compZip(c),
      benchmarkRent: benchmarkOf(c, compZip(c)),
      correlation: c.correlation ?? null,
    }));
}

export function toRawComps(comps: readonly StoredComp[]): RawComp[] {
  return comps.map((c) => ({
    address: c.address,
    price: c.price,
    sqft: c.sqft,
    bedrooms: c.bedrooms,
    baths: c.baths,
    distanceMiles: c.distanceMiles,
    listedAt: c.listedAt,
    benchmarkRent: c.benchmarkRent,
    correlation: c.correlation,
  }));
}
