// The official figures' words, by id: the releases as the agencies name them, the section's heading, explainer and
// source line, and each figure's name. A module of its own, so the other languages' tables (translations/es/report.ts)
// carry the words without the rules.

export const SAFMR_RELEASE = 'HUD FY2024 Small Area Fair Market Rents (revised)';
export const FMR_RELEASE = 'HUD FY2026 Fair Market Rents';
export const ACS_RELEASE = 'Census Bureau ACS 2019–2023 5-year estimates (DP04, median gross rent)';
export const STATE_LEVEL_RELEASE = 'HUD FY2026 Fair Market Rents, population-weighted state median';

/** The releases by id, as the agencies name them: each other language translates them by these ids (translations/es/report.ts). */
export const BENCHMARK_RELEASES = {
  safmr: SAFMR_RELEASE,
  fmr: FMR_RELEASE,
  acs: ACS_RELEASE,
  stateLevel: STATE_LEVEL_RELEASE,
} as const;

export const BENCHMARKS_HEADING = 'Official rent benchmarks';

/** One sentence on what these figures are. */
export const BENCHMARKS_EXPLAINER =
  'HUD Fair Market Rents are the 40th percentile of gross rents (rent plus utilities) paid by recent movers into standard units, and the Census median gross rent covers all renter households, not only new leases; both usually sit below current asking rents.';

export const BENCHMARKS_SOURCE =
  'Sources: U.S. Department of Housing and Urban Development (HUD), Office of Policy Development and Research; U.S. Census Bureau, American Community Survey. Public domain.';

/**
 * Which HUD releases the tables hold and when each was in force, so no figure reads as today's: the newest release
 * in ../shared/data/benchmarks/ is FY2026 (county) and FY2024 (ZIP); HUD's FY2027 took effect on 1 October 2026 and
 * could not be brought in yet (that folder's README, checked 2026-11-28). Rewrite it with the tables' next release.
 */
export const BENCHMARKS_RELEASES =
  "Releases: HUD FY2026 Fair Market Rents (in force from 1 October 2025 to 30 September 2026) and HUD FY2024 Small Area Fair Market Rents (1 October 2023 to 30 September 2024). HUD's FY2027 figures, in force since 1 October 2026, are not in RentValue's tables yet.";

/** The section's source line: the agencies, then the releases. */
export const BENCHMARKS_SOURCE_AND_RELEASES = `${BENCHMARKS_SOURCE} ${BENCHMARKS_RELEASES}`;

/** The section's texts by id: each other language translates them by these ids (translations/es/report.ts). */
export const BENCHMARKS_SECTION_TEXTS = {
  heading: BENCHMARKS_HEADING,
  explainer: BENCHMARKS_EXPLAINER,
  source: BENCHMARKS_SOURCE,
  releases: BENCHMARKS_RELEASES,
  sourceAndReleases: BENCHMARKS_SOURCE_AND_RELEASES,
} as const;

/** Each figure's name, by its key (translated by these keys: translations/es/report.ts). */
export const BENCHMARK_NAMES = {
  safmr: 'HUD Small Area Fair Market Rent',
  fmr: 'HUD Fair Market Rent',
  acs: 'Census median gross rent',
} as const;
