import { MIN_COMPS } from '../constants';
import { BENCHMARK_NAMES } from './benchmark-texts';
import type { Language } from '../i18n/languages';
import { wordMessage, type MessageWords } from '../primitives/message';
import {
  BENCHMARK_AREAS_ES,
  BENCHMARK_COVERS_ES,
  BENCHMARK_NOTES_ES,
  comparisonTextEs,
} from './es/benchmark-figures-es';
import { formatUsd } from '../primitives/format';
import { levelForBedrooms, type AreaBenchmarks } from './rent-benchmarks';
import { roundTo } from '../primitives/round';

// The report's "Official rent benchmarks" section (docs/product.md#official-benchmarks-on-the-report): each official
// figure for the listing's place, with its release and how the asking rent compares, and the plain words around them.

export type BenchmarkKey = 'safmr' | 'fmr' | 'acs';

/**
 * Where a figure holds, as a message each language words (benchmarkAreaText): a Small Area FMR's ZIP with its HUD
 * area ("ZIP 78701 (Austin-Round Rock-San Marcos, TX HUD Metro FMR Area)"), or the official name of a county, town or
 * metro, kept as the agency writes it ("Travis County (Austin-Round Rock-San Marcos, TX HUD Metro FMR Area)").
 */
export type BenchmarkArea =
  { id: 'zip'; values: { zip: string; name: string } } | { id: 'place'; values: { name: string } };

/**
 * What a figure covers, as a message each language words (benchmarkCoversText): the listing's bedroom count ("2
 * bedrooms", "Studio" for 0, "6+ bedrooms" from 6), or every rental of every size (the Census median).
 */
export type BenchmarkCovers =
  { id: 'bedrooms'; values: { count: number } } | { id: 'allRentals'; values: Record<string, never> };

export interface BenchmarkFigure {
  readonly key: BenchmarkKey;
  /** "HUD Small Area Fair Market Rent" (BENCHMARK_NAMES). */
  readonly name: string;
  /** Where it holds: a ZIP with its HUD area, or an official place name. */
  readonly area: BenchmarkArea;
  /** The release and year as the agency names them (BENCHMARK_RELEASES). */
  readonly release: string;
  /** What the figure covers: a bedroom count, or all rentals of every size. */
  readonly covers: BenchmarkCovers;
  /** Monthly gross rent, whole dollars, as published (not trended). */
  readonly rent: number;
  /** (asking − figure) / figure × 100, 2 decimals: +20 means the asking rent is 20% above the figure. */
  readonly askingDifferencePct: number;
}

type AreaWords = MessageWords<BenchmarkArea>;
type CoversWords = MessageWords<BenchmarkCovers>;

const AREAS_EN: AreaWords = {
  zip: ({ zip, name }) => `ZIP ${zip} (${name})`,
  place: ({ name }) => name,
};

const COVERS_EN: CoversWords = {
  bedrooms: ({ count }) => {
    if (count <= 0) return 'Studio';
    if (count >= 6) return '6+ bedrooms';
    return count === 1 ? '1 bedroom' : `${count} bedrooms`;
  },
  allRentals: () => 'All rentals, every size',
};

const AREAS: Readonly<Record<Language, AreaWords>> = { en: AREAS_EN, es: BENCHMARK_AREAS_ES };
const COVERS: Readonly<Record<Language, CoversWords>> = { en: COVERS_EN, es: BENCHMARK_COVERS_ES };

/** Where a figure holds, in a language: "ZIP 78701 (…)" / "Código postal 78701 (…)"; a place's official name as is. */
export function benchmarkAreaText(area: BenchmarkArea, language: Language): string {
  return wordMessage(AREAS[language], area);
}

/** What a figure covers, in a language: "2 bedrooms" / "2 habitaciones", "Studio" / "Estudio", "6+ bedrooms", … */
export function benchmarkCoversText(covers: BenchmarkCovers, language: Language): string {
  return wordMessage(COVERS[language], covers);
}

function difference(asking: number, figure: number): number {
  return roundTo(((asking - figure) / figure) * 100, 2);
}

/** The official figures for the listing's place and bedroom count, most local first; [] when none is known. */
export function benchmarkFigures(area: AreaBenchmarks | null, bedrooms: number, asking: number): BenchmarkFigure[] {
  if (!area) return [];
  const figures: BenchmarkFigure[] = [];
  const covers: BenchmarkCovers = { id: 'bedrooms', values: { count: bedrooms } };
  if (area.safmr) {
    const rent = Math.round(levelForBedrooms(area.safmr.levels, bedrooms));
    figures.push({
      key: 'safmr',
      name: BENCHMARK_NAMES.safmr,
      area: { id: 'zip', values: { zip: area.safmr.zip, name: area.safmr.areaName } },
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
      name: BENCHMARK_NAMES.fmr,
      area: { id: 'place', values: { name: `${place} (${area.fmr.areaName})` } },
      release: area.fmr.release,
      covers,
      rent,
      askingDifferencePct: difference(asking, rent),
    });
  }
  if (area.acs) {
    figures.push({
      key: 'acs',
      name: BENCHMARK_NAMES.acs,
      area: { id: 'place', values: { name: area.acs.areaName } },
      release: area.acs.release,
      covers: { id: 'allRentals', values: {} },
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
