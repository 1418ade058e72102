import { RANGE_HIGH_FACTOR, RANGE_LOW_FACTOR, SCORE_STORED_DECIMALS } from '../constants';
import { toNumber } from '../primitives/parse-number';
import { roundTo } from '../primitives/round';
import type { RangeVerdict } from '../valuation/expected-range';
import { rawValueScore } from '../valuation/value-score';
import { COMPARE_LEVEL_LABELS, EVALUATION_LABELS, LEVEL_LABELS } from '../labels';
import type { Language } from '../i18n/languages';

// The value labels (docs/product.md#value-labels) and the compare table's Condition and
// Amenities rows (docs/product.md#comparison-table). The whole levels have their own words
// (quality 1 Budget, 2 Average, 3 Luxury; amenities 1 Minimal, 2 Average, 3 High). For the half
// levels we chose the report form's own option names, "Below Average" (1.5) and "Above
// Average" (2.5), which sit between those words.

export type EvaluationLabel = (typeof EVALUATION_LABELS)[keyof typeof EVALUATION_LABELS];

/** The label each range verdict carries: the label never says better than the verdict (decision 079). */
const LABEL_OF_VERDICT: Readonly<Record<RangeVerdict, EvaluationLabel>> = {
  above: EVALUATION_LABELS.poorer,
  within: EVALUATION_LABELS.fair,
  below: EVALUATION_LABELS.better,
};

/** The score a rent at a range bound gets: the score follows the rent against the expected rent alone. */
function scoreAtRentRatio(ratio: number): number {
  return roundTo(rawValueScore(1 - ratio, 1 - ratio), SCORE_STORED_DECIMALS);
}

/**
 * 'Fair Value' spans the scores of a rent inside the expected range: 4.96 (a rent at the top, expected x 1.06) to
 * 6.04 (at the bottom, expected x 0.94).
 */
export const FAIR_VALUE_SCORES = {
  low: scoreAtRentRatio(RANGE_HIGH_FACTOR),
  high: scoreAtRentRatio(RANGE_LOW_FACTOR),
} as const;

/**
 * The value label (docs/product.md#value-labels). With the report's range verdict, the verdict decides: above the
 * range 'Poorer Value', within 'Fair Value', below 'Better Value'. From the score alone (no verdict at hand), the
 * scores of the range: 4.96 to 6.04 inclusive 'Fair Value', above 'Better Value', below 'Poorer Value'.
 */
export function evaluationLabel(
  score: number | string | null | undefined,
  verdict?: RangeVerdict | null,
): EvaluationLabel | null {
  const value = toNumber(score);
  if (value === null) return null;
  if (verdict) return LABEL_OF_VERDICT[verdict];
  if (value > FAIR_VALUE_SCORES.high) return EVALUATION_LABELS.better;
  if (value < FAIR_VALUE_SCORES.low) return EVALUATION_LABELS.poorer;
  return EVALUATION_LABELS.fair;
}

const QUALITY_LABELS: ReadonlyMap<number, string> = new Map([
  [1, COMPARE_LEVEL_LABELS.budget],
  [1.5, LEVEL_LABELS.belowAverage],
  [2, COMPARE_LEVEL_LABELS.average],
  [2.5, LEVEL_LABELS.aboveAverage],
  [3, COMPARE_LEVEL_LABELS.luxury],
]);

const AMENITIES_LABELS: ReadonlyMap<number, string> = new Map([
  [1, LEVEL_LABELS.minimal],
  [1.5, LEVEL_LABELS.belowAverage],
  [2, COMPARE_LEVEL_LABELS.average],
  [2.5, LEVEL_LABELS.aboveAverage],
  [3, LEVEL_LABELS.high],
]);

// Levels may come back from the database as numeric text ("2.50").
function levelOf(level: number | string | null | undefined): number | null {
  return toNumber(level);
}

/** Condition/quality label for a level; null for a value that is not a level. */
export function qualityLabel(level: number | string | null | undefined): string | null {
  const value = levelOf(level);
  return value === null ? null : (QUALITY_LABELS.get(value) ?? null);
}

/** Amenities label for a level; null for a value that is not a level. */
export function amenitiesLabel(level: number | string | null | undefined): string | null {
  const value = levelOf(level);
  return value === null ? null : (AMENITIES_LABELS.get(value) ?? null);
}

export const STARS_OUT_OF = 3;

export interface StarRating {
  readonly full: number;
  readonly half: number;
  readonly empty: number;
}

/** A level as stars out of 3, to the nearest half star: 2.5 => 2 full, 1 half, 0 empty. */
export function starRating(level: number | string | null | undefined): StarRating {
  const value = levelOf(level) ?? 0;
  const halves = Math.round(Math.min(STARS_OUT_OF, Math.max(0, value)) * 2);
  const full = Math.floor(halves / 2);
  const half = halves % 2;
  return { full, half, empty: STARS_OUT_OF - full - half };
}

/** Letters for the compare table and map: 0 => 'A', 25 => 'Z', 26 => 'AA'. */
export function propertyLetter(index: number): string {
  if (!Number.isInteger(index) || index < 0) throw new RangeError(`Invalid property index: ${index}`);
  let letters = '';
  let rest = index + 1;
  while (rest > 0) {
    const digit = (rest - 1) % 26;
    letters = String.fromCharCode(65 + digit) + letters;
    rest = Math.floor((rest - 1) / 26);
  }
  return letters;
}

const PROPERTY_WORDS: Readonly<Record<Language, (letter: string) => string>> = {
  en: (letter) => `Property ${letter}`,
  es: (letter) => `Propiedad ${letter}`,
};

/** 'Property A', 'Property B', … ('Propiedad A'): a compared listing by its letter (propertyLetter), in a language. */
export function propertyName(letter: string, language: Language): string {
  return PROPERTY_WORDS[language](letter);
}

/** 'Property A', 'Property B', …: the comparison table's columns and the comparison writer's names for them. */
export function propertyLabel(index: number): string {
  return propertyName(propertyLetter(index), 'en');
}
