import { endOfDayUtc } from '#core/valuation/comparable-search';
import { parseBaths, parseBedrooms } from '#core/listings/listing-text';
import { computeValuation, type Valuation } from '#core/valuation/valuation';
import type { transactions } from '../db/schema';
import { marketContext } from '#core/valuation/stored-market';
import { toRawComps, type StoredComp } from './report-comps';

type TransactionRow = typeof transactions.$inferSelect;

/** What a report's scoring reads from its transaction row: the subject, the stored benchmarks and the as-of day. */
export type ValuationRow = Pick<
  TransactionRow,
  'rent' | 'sqft' | 'qualityLevel' | 'amenitiesLevel' | 'bedrooms' | 'bathrooms' | 'benchmarks' | 'compsWindowTo'
> & { scoredRent?: number | null };

/**
 * The report's scoring from its stored inputs (the run and every later read call this), so a report shows the same
 * figures every time: the subject, the stored comps, the benchmarks snapshot and the end of the comps' window.
 */
export function valuationOf(row: ValuationRow, comps: readonly StoredComp[]): Valuation {
  const asOf = row.compsWindowTo ? endOfDayUtc(row.compsWindowTo) : new Date(0);
  return computeValuation({
    subject: {
      // A listing with move-in specials is scored on its net effective rent (docs/product.md#move-in-specials).
      rent: (row.scoredRent ?? row.rent) / 100,
      sqft: row.sqft,
      qualityLevel: row.qualityLevel,
      amenitiesLevel: row.amenitiesLevel,
      bedrooms: parseBedrooms(row.bedrooms),
      baths: parseBaths(row.bathrooms),
    },
    comps: toRawComps(comps),
    market: marketContext(row.benchmarks, asOf),
  });
}
