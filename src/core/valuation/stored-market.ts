import type { MarketContext } from './market-estimate';
import { levelForBedrooms, localLevels, type AreaBenchmarks } from '../benchmarks/rent-benchmarks';

// The official benchmarks a report runs on (decision 040), as stored with it (transactions.benchmarks): the ZIP's
// figures, the benchmark-to-asking factor and the area's yearly trend at the time of the run. Every later read
// (the report page, compare, a shared link) rebuilds the same market context from them, so it scores the same.

export interface StoredMarket {
  area: AreaBenchmarks;
  /** core BENCHMARK_TO_ASKING_FACTOR at the run (the accuracy bench passes its file's own factor). */
  factor: number;
  /** The area's yearly rent trend: HUD's FY2024→FY2026 FMR change as a yearly rate; 0 when unknown. */
  annualTrend: number;
}

/** HUD moved the area's FMR by `trendSinceFy2024` over two fiscal years: the yearly rate of that change. */
export function annualTrendOf(area: AreaBenchmarks): number {
  const trend = area.fmr?.trendSinceFy2024;
  return trend && trend > 0 ? Math.sqrt(trend) - 1 : 0;
}

export function storedMarket(area: AreaBenchmarks, factor: number): StoredMarket {
  return { area, factor, annualTrend: annualTrendOf(area) };
}

/** The valuation's market context from a stored snapshot, valued as of `asOf`; null when the report has none. */
export function marketContext(stored: StoredMarket | null | undefined, asOf: Date): MarketContext | null {
  if (!stored) return null;
  return {
    levels: localLevels(stored.area)?.levels ?? null,
    factor: stored.factor,
    annualTrend: stored.annualTrend,
    asOf,
  };
}

/** A comp's own benchmark: its area's most local gross rent for its bedroom count, whole dollars; null: unknown. */
export function compBenchmarkRent(area: AreaBenchmarks | null, bedrooms: number | null): number | null {
  if (!area || bedrooms === null) return null;
  const levels = localLevels(area);
  if (!levels || levels.basis === 'state') return null;
  return Math.round(levelForBedrooms(levels.levels, bedrooms));
}
