// The rent-benchmark port (docs/product.md#benchmark-tables): the official rent figures of the place of a ZIP code (HUD
// Small Area FMR, county or New England town FMR, Census ACS metro median gross rent, a state level). The built-in
// implementation reads the compact tables committed under ./data (table-benchmarks.ts); the rules on the figures
// live in src/core/benchmarks/rent-benchmarks.ts. Reads: docs/decisions/040-rent-benchmarks.md.

import type { AreaBenchmarks } from '#core/benchmarks/rent-benchmarks';

export interface BenchmarkQuery {
  /** A 5-digit ZIP code (ZIP+4 and spaces allowed). */
  readonly zip: string;
  /** Two-letter state code: gives the state level when the ZIP is unknown. */
  readonly state: string;
  /** The city as the user wrote it: helps to pick the town in New England when the USPS name does not match. */
  readonly city?: string | undefined;
}

export interface RentBenchmarks {
  /** Never throws for an unknown ZIP: the parts the tables do not know are null. */
  lookup(query: BenchmarkQuery): AreaBenchmarks;
}
