import { costPerYear } from '../compare/compare-best-value';
import { propertyLetter } from '../compare/compare-labels';
import { toComparisonEntry, type AiComparisonEntry, type ComparedReport } from './comparison-entry';
import { toNumber } from '../primitives/parse-number';
import { pricePerSqft } from '../valuation/price-per-sqft';
import { roundTo } from '../primitives/round';
import { displayScore } from '../valuation/value-score';

// What a comparison writer (built-in or model) is told about each property (docs/product.md#comparison-writer): the
// comparison entry (comparison-entry.ts), in the compare table's words, plus the figures the table shows beside it,
// so a written comparison can be checked against the table line by line. Every figure is the one the page shows: the
// Value Score clamped to 2..8.5 with one decimal (as on the research page), price per sq ft in cents, a year of what
// the renter pays (the total monthly cost when the listing's move-in specials and fees were given, else the rent, plus
// its one-time move-in costs).

export interface ComparisonFacts extends AiComparisonEntry {
  /** 'A', 'B', …: the listing's column, which each language names (`propertyName`: 'Property A', 'Propiedad A'). */
  readonly letter: string;
  /** The Value Score as shown (2..8.5, one decimal); null when the report had too little data for one. */
  readonly valueScore: number | null;
  /** Dollars per square foot, two decimals. */
  readonly pricePerSqft: number | null;
  /** What the renter pays a month with the move-in specials and fees counted, to the cent; null without specials. */
  readonly netEffectiveRent: number | null;
  /** The net effective rent plus the utilities the renter pays, to the cent; null without specials. */
  readonly totalMonthlyCost: number | null;
  /** The application and broker fees, whole dollars; 0 without them. */
  readonly oneTimeCosts: number;
  /** A year of what the renter pays (the total monthly cost when known, else the rent) plus one-time costs, whole dollars. */
  readonly costPerYear: number | null;
  /** 1 to 3 in halves, for ranking condition and amenities; the entry's words say the same in text. */
  readonly qualityLevel: number | null;
  readonly amenitiesLevel: number | null;
}

export function toComparisonFacts(report: ComparedReport, index: number): ComparisonFacts {
  const entry = toComparisonEntry(report, index);
  const score = toNumber(report.value_score);
  const perSqft = pricePerSqft(entry.rent, entry.sqft);
  const net = toNumber(report.net_effective_rent ?? null);
  const total = toNumber(report.total_monthly_cost ?? null);
  const oneTime = toNumber(report.one_time_costs ?? null) ?? 0;
  const year = costPerYear(entry.rent, total ?? net, oneTime);
  return {
    ...entry,
    letter: propertyLetter(index),
    netEffectiveRent: net === null ? null : roundTo(net, 2),
    totalMonthlyCost: total === null ? null : roundTo(total, 2),
    oneTimeCosts: roundTo(oneTime, 0),
    valueScore: score === null ? null : roundTo(displayScore(score), 1),
    pricePerSqft: perSqft === null ? null : roundTo(perSqft, 2),
    costPerYear: year === null ? null : roundTo(year, 0),
    qualityLevel: toNumber(report.quality_level),
    amenitiesLevel: toNumber(report.amenities_level),
  };
}

/** Facts labelled Property A, B, … in the order given (the order of the ids). */
export function toComparisonFactsList(reports: readonly ComparedReport[]): ComparisonFacts[] {
  return reports.map(toComparisonFacts);
}
