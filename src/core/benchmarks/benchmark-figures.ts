import { MIN_COMPS } from '../constants';
import type { Language } from '../i18n/languages';
import { wordMessage, type MessageWords } from '../i18n/message';
import { BENCHMARK_NOTES_ES, comparisonTextEs } from './es/benchmark-figures-es';
import { formatUsd } from '../primitives/format';
import { levelForBedrooms, type AreaBenchmarks } from './rent-benchmarks';
import { roundTo } from '../primitives/round';

// The report's "Official rent benchmarks" section (docs/product.md#official-benchmarks-on-the-report): each official
// figure for the listing's place, with its release and how the asking rent compares, and the plain words around them.

export type BenchmarkKey = 'safmr' | 'fmr' | 'acs';

export interface BenchmarkFigure {
  readonly key: BenchmarkKey;
  /** "HUD Small Area Fair Market Rent". */
  readonly name: string;
  /** "ZIP 78701 (Austin-Round Rock-San Marcos, TX HUD Metro FMR Area)". */
  readonly area: string;
  /** The release and year as the agency names them. */
  readonly release: string;
  /** What the figure covers: "2 bedrooms" or "all rentals, every size". */
  readonly covers: string;
  /** Monthly gross rent, whole dollars, as published (not trended). */
  readonly rent: number;
  /** (asking − figure) / figure × 100, 2 decimals: +20 means the asking rent is 20% above the figure. */
  readonly askingDifferencePct: number;
}

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

export function bedroomsText(bedrooms: number): string {
  if (bedrooms <= 0) return 'Studio';
  if (bedrooms >= 6) return '6+ bedrooms';
  return bedrooms === 1 ? '1 bedroom' : `${bedrooms} bedrooms`;
}

function difference(asking: number, figure: number): number {
  return roundTo(((asking - figure) / figure) * 100, 2);
}

/** The official figures for the listing's place and bedroom count, most local first; [] when none is known. */
export function benchmarkFigures(area: AreaBenchmarks | null, bedrooms: number, asking: number): BenchmarkFigure[] {
  if (!area) return [];
  const figures: BenchmarkFigure[] = [];
  const covers = bedroomsText(bedrooms);
  if (area.safmr) {
    const rent = Math.round(levelForBedrooms(area.safmr.levels, bedrooms));
    figures.push({
      key: 'safmr',
      name: 'HUD Small Area Fair Market Rent',
      area: `ZIP ${area.safmr.zip} (${area.safmr.areaName})`,
      release: area.safmr.release,
      covers,
      rent,
      askingDifferencePct: difference(asking, rent),
    });
  }
  if (area.fmr) {
    const rent = Math.round(levelForBedrooms(area.fmr.levels, bedrooms));
    const place = area.fmr.town ? `${area.fmr.town}, ${area.fmr.countyName}` : area.fmr.countyName;
    figures.push({
      key: 'fmr',
      name: 'HUD Fair Market Rent',
      area: `${place} (${area.fmr.areaName})`,
      release: area.fmr.release,
      covers,
      rent,
      askingDifferencePct: difference(asking, rent),
    });
  }
  if (area.acs) {
    figures.push({
      key: 'acs',
      name: 'Census median gross rent',
      area: area.acs.areaName,
      release: area.acs.release,
      covers: 'All rentals, every size',
      rent: area.acs.medianGrossRent,
      askingDifferencePct: difference(asking, area.acs.medianGrossRent),
    });
  }
  return figures;
}

/** How the rent compares with an official figure, in one language: its whole percent (0: about the same). */
type ComparisonWords = (rent: 'asking' | 'offered', percent: number) => string;

const COMPARISON_EN: ComparisonWords = (rent, percent) => {
  if (percent === 0) return `About the same as the ${rent} rent`;
  const name = rent === 'offered' ? 'Offered rent' : 'Asking rent';
  return percent > 0 ? `${name} is ${percent}% above this` : `${name} is ${Math.abs(percent)}% below this`;
};

/**
 * "Asking rent is 20% above this" / "… 5% below this" / "About the same as the asking rent": against a figure, in the
 * page's language. A renewal's rent is the landlord's offer: "Offered rent is 20% above this".
 */
export function askingComparisonText(
  askingDifferencePct: number,
  rent: 'asking' | 'offered' = 'asking',
  language: Language = 'en',
): string {
  return (language === 'es' ? comparisonTextEs : COMPARISON_EN)(rent, Math.round(askingDifferencePct));
}

/**
 * Why a report has no Value Score (fewer usable comparables than MIN_COMPS), as a message id with its figures: each
 * language words it (benchmarkNoteText). `withBenchmark`: an expected rent is still shown, from the official benchmarks.
 */
export type NoScoreReason = { id: 'noScore'; values: { count: number; min: number; withBenchmark: boolean } };

/** The evidence panel's note when our comps and the benchmark prior are more than 35% apart (rents in dollars). */
export type BenchmarkDisagreement = {
  id: 'benchmarkDisagreement';
  values: { comps: number; benchmark: number; percent: number; side: 'above' | 'below' };
};

type BenchmarkNote = NoScoreReason | BenchmarkDisagreement;

/** A language's words for each note. */
type BenchmarkNoteWords = MessageWords<BenchmarkNote>;

const BENCHMARK_NOTES_EN: BenchmarkNoteWords = {
  noScore: ({ count, min, withBenchmark }) => {
    const found =
      count === 0
        ? 'No usable comparable rental was found'
        : `Only ${count} usable comparable ${count === 1 ? 'rental was' : 'rentals were'} found`;
    const tail = !withBenchmark
      ? ''
      : count === 0
        ? ' The expected rent shown comes from the official rent benchmarks for this ZIP code, with Low confidence.'
        : ' The expected rent shown combines them with the official rent benchmarks for this ZIP code, with Low confidence.';
    return `${found}; a Value Score needs at least ${min}.${tail}`;
  },
  benchmarkDisagreement: ({ comps, benchmark, percent, side }) =>
    `The comparables point to ${formatUsd(comps)}, ${percent}% ${side} the ${formatUsd(benchmark)} the official benchmarks suggest for this ZIP code. Local listings and the official figures disagree strongly here, so treat the expected rent with care.`,
};

const BENCHMARK_NOTES: Readonly<Record<Language, BenchmarkNoteWords>> = {
  en: BENCHMARK_NOTES_EN,
  es: BENCHMARK_NOTES_ES,
};

/** A note in a language. */
export function benchmarkNoteText(note: BenchmarkNote, language: Language): string {
  return wordMessage(BENCHMARK_NOTES[language], note);
}

/** Why a report has no Value Score. */
export function noScoreReason(usableComps: number, hasBenchmarkEstimate: boolean): NoScoreReason {
  return { id: 'noScore', values: { count: usableComps, min: MIN_COMPS, withBenchmark: hasBenchmarkEstimate } };
}

/** The note for comps and a benchmark prior more than 35% apart (the caller checks they are). */
export function benchmarkDisagreement(compsEstimate: number, benchmarkEstimate: number): BenchmarkDisagreement {
  return {
    id: 'benchmarkDisagreement',
    values: {
      comps: roundTo(compsEstimate, 2),
      benchmark: roundTo(benchmarkEstimate, 2),
      percent: Math.round(Math.abs(compsEstimate / benchmarkEstimate - 1) * 100),
      side: compsEstimate > benchmarkEstimate ? 'above' : 'below',
    },
  };
}
