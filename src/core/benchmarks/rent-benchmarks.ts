// Official rent benchmarks of an area (docs/product.md#benchmark-tables): HUD Small Area FMRs by ZIP, HUD FMRs by
// county (New England by town), Census ACS median gross rent by metro, and a state level, as the server's benchmark
// tables give them (src/server/providers/benchmarks/). This module holds only the rules on those figures: which one
// is the most local, the bedroom rule for 5+ bedrooms, the bedroom ratios of an area and the prior an expected rent
// falls back to. Reads: docs/decisions/040-rent-benchmarks.md.

import type { ACS_RELEASE, FMR_RELEASE, SAFMR_RELEASE, STATE_LEVEL_RELEASE } from './benchmark-texts';

/** Monthly gross rent in whole dollars for studio, 1, 2, 3 and 4 bedrooms. */
export type BedroomLevels = readonly [studio: number, one: number, two: number, three: number, four: number];

export interface SafmrFigure {
  readonly zip: string;
  readonly areaCode: string;
  readonly areaName: string;
  /** As published for FY2024 (rounded to $10). */
  readonly levels: BedroomLevels;
  readonly release: typeof SAFMR_RELEASE;
  readonly year: 'FY2024';
}

export interface FmrFigure {
  /** 5-digit county FIPS code. */
  readonly county: string;
  readonly countyName: string;
  /** The New England town (county subdivision) whose row this is; null elsewhere. */
  readonly town: string | null;
  readonly areaCode: string;
  readonly areaName: string;
  readonly levels: BedroomLevels;
  /** FY2026 / FY2024 2-bedroom FMR of the same county (or town): how far HUD moved the area in two years. */
  readonly trendSinceFy2024: number | null;
  readonly release: typeof FMR_RELEASE;
  readonly year: 'FY2026';
}

export interface AcsFigure {
  /** 5-digit CBSA code. */
  readonly cbsa: string;
  readonly areaName: string;
  /** Median gross rent of all renter households paying cash rent, every bedroom count together. */
  readonly medianGrossRent: number;
  readonly release: typeof ACS_RELEASE;
  readonly year: '2019–2023';
}

export interface StateLevelFigure {
  readonly state: string;
  readonly levels: BedroomLevels;
  readonly release: typeof STATE_LEVEL_RELEASE;
}

/** Everything the tables know about one ZIP code; any part may be missing (an unknown ZIP has only its state). */
export interface AreaBenchmarks {
  readonly zip: string;
  /** The ZIP's main county (highest share of residential addresses), null when the ZIP is unknown. */
  readonly county: string | null;
  readonly state: string;
  readonly safmr: SafmrFigure | null;
  readonly fmr: FmrFigure | null;
  readonly acs: AcsFigure | null;
  readonly stateLevel: StateLevelFigure | null;
}

export type LocalLevelBasis = 'safmr' | 'fmr' | 'state';

/** HUD's rule for larger units: each bedroom beyond four adds 15% of the 4-bedroom figure. */
export function levelForBedrooms(levels: BedroomLevels, bedrooms: number): number {
  const b = Math.max(0, Math.floor(Number.isFinite(bedrooms) ? bedrooms : 0));
  if (b <= 4) return levels[b as 0 | 1 | 2 | 3 | 4];
  return levels[4] * (1 + 0.15 * (b - 4));
}

/**
 * The most local 40th-percentile gross rent for the bedroom count, in FY2026 terms: the ZIP's SAFMR trended by its
 * county's FY2024→FY2026 FMR change where HUD publishes one, else the county (or town) FMR, else the state level.
 */
export function localGrossRent(
  area: AreaBenchmarks,
  bedrooms: number,
): { readonly rent: number; readonly basis: LocalLevelBasis } | null {
  const levels = localLevels(area);
  return levels ? { rent: levelForBedrooms(levels.levels, bedrooms), basis: levels.basis } : null;
}

/** The five bedroom levels of the most local figure (see localGrossRent). */
export function localLevels(
  area: AreaBenchmarks,
): { readonly levels: BedroomLevels; readonly basis: LocalLevelBasis } | null {
  if (area.safmr) {
    const trend = area.fmr?.trendSinceFy2024 ?? 1;
    return { levels: area.safmr.levels.map((v) => v * trend) as unknown as BedroomLevels, basis: 'safmr' };
  }
  if (area.fmr) return { levels: area.fmr.levels, basis: 'fmr' };
  if (area.stateLevel) return { levels: area.stateLevel.levels, basis: 'state' };
  return null;
}

/** rent(to bedrooms) / rent(from bedrooms) in this area: how a comp of `from` bedrooms is brought to `to`. */
export function bedroomRatio(area: AreaBenchmarks, from: number, to: number): number {
  const levels = localLevels(area)?.levels;
  if (!levels) return NATIONAL_BEDROOM_RATIOS[clampBedrooms(to)] / NATIONAL_BEDROOM_RATIOS[clampBedrooms(from)];
  return levelForBedrooms(levels, to) / levelForBedrooms(levels, from);
}

/** National bedroom ratios of HUD's FMRs (relative to 2 bedrooms), used only where an area has no figure. */
export const NATIONAL_BEDROOM_RATIOS = [0.78, 0.85, 1, 1.3, 1.5, 1.725, 1.95] as const;

function clampBedrooms(b: number): 0 | 1 | 2 | 3 | 4 | 5 | 6 {
  return Math.min(6, Math.max(0, Math.floor(Number.isFinite(b) ? b : 0))) as 0 | 1 | 2 | 3 | 4 | 5 | 6;
}

/**
 * HUD's 40th-percentile gross rent (utilities included, recent movers) times this factor is our estimate of today's
 * median asking rent for a unit of that bedroom count in that place. 0.95: the 2019 dev listings ask 0.703 × the
 * FY2026 benchmark of their ZIP, and US rents rose about 28–33% from late 2019 to 2026 (0.90–0.94); from first
 * principles, median over 40th percentile (+8–10%) less tenant-paid utilities (−8–12%) gives 0.97–1.01. Reasoned in
 * docs/decisions/040-rent-benchmarks.md.
 */
export const BENCHMARK_TO_ASKING_FACTOR = 0.95;

/** The benchmark's estimate of the median asking rent (see BENCHMARK_TO_ASKING_FACTOR); null when nothing is known. */
export function benchmarkAskingRent(
  area: AreaBenchmarks,
  bedrooms: number,
  factor: number = BENCHMARK_TO_ASKING_FACTOR,
): { readonly rent: number; readonly basis: LocalLevelBasis } | null {
  const local = localGrossRent(area, bedrooms);
  return local ? { rent: local.rent * factor, basis: local.basis } : null;
}
