import { endOfDayUtc } from '#core/valuation/comparable-search';
import type { Config } from '../../config';
import type { Database } from '../../db/client';
import type { RentBenchmarks } from '../benchmarks/benchmark-port';
import { createListingsProvider } from './listings-provider';
import type { RentDataProvider } from './rent-data-port';
import { rentcastRentDataProvider } from './rentcast-rent-data';
import { sampleRentDataProvider } from './sample-rent-data';

export interface RentDataDeps {
  db: Database;
  /** Where the sample market takes its rent levels; default: the committed benchmark tables (shared instance). */
  benchmarks?: RentBenchmarks | undefined;
}

/** RENT_DATA_PROVIDER=sample (default, generated), listings (our imported listings) or rentcast (RentCast API). */
export function createRentDataProvider(config: Config, deps: RentDataDeps): RentDataProvider {
  // COMPS_AS_OF names a day; its listings count, so the window ends at that day's last instant.
  const asOf = config.COMPS_AS_OF ? endOfDayUtc(config.COMPS_AS_OF) : undefined;
  switch (config.RENT_DATA_PROVIDER) {
    case 'sample':
      return sampleRentDataProvider({ lookbackDays: config.COMPS_LOOKBACK_DAYS, asOf, benchmarks: deps.benchmarks });
    case 'listings':
      return createListingsProvider({
        db: deps.db,
        lookbackDays: config.COMPS_LOOKBACK_DAYS,
        timeoutMs: config.RENT_DATA_TIMEOUT_MS,
        ...(asOf ? { asOf } : {}),
      });
    case 'rentcast':
      if (!config.RENTCAST_API_KEY) throw new Error('RENT_DATA_PROVIDER=rentcast needs RENTCAST_API_KEY');
      return rentcastRentDataProvider({
        baseUrl: config.RENTCAST_BASE_URL,
        apiKey: config.RENTCAST_API_KEY,
        timeoutMs: config.RENT_DATA_TIMEOUT_MS,
        lookbackDays: config.COMPS_LOOKBACK_DAYS,
      });
  }
}
