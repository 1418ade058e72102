import { toNumber } from '../primitives/parse-number';

// The value labels (docs/product.md#value-labels) and the compare table's Condition and
// Amenities rows (docs/product.md#comparison-table). The whole levels have their own words
// (quality 1 Budget, 2 Average, 3 Luxury; amenities 1 Minimal, 2 Average, 3 High). For the half
// levels we chose the report form's own option names, "Below Average" (1.5) and "Above
// Average" (2.5), which sit between those words.

export type EvaluationLabel = 'Fair Value' | 'Better Value' | 'Poorer Value';

/** 4 to 6 inclusive is 'Fair Value', above 6 'Better Value', below 4 'Poorer Value'. */
export function evaluationLabel(score: number | string | null | undefined): EvaluationLabel | null {
  const value = toNumber(score);
  if (value === null) return null;
  if (value > 6) return 'Better Value';
  if (value < 4) return 'Poorer Value';
  return 'Fair Value';
}

const QUALITY_LABELS: ReadonlyMap<number, string> = new Map([
  [1, 'Budget'],
  [1.5, 'Below Average'],
  [2, 'Average'],
  [2.5, 'Above Average'],
  [3, 'Luxury'],
]);

const AMENITIES_LABELS: ReadonlyMap<number, string> = new Map([
  [1, 'Minimal'],
  [1.5, 'Below Average'],
  [2, 'Average'],
  [2.5, 'Above Average'],
  [3, 'High'],
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

/** 'Property A', 'Property B', …: the comparison table's columns and the comparison writer's names for them. */
export function propertyLabel(index: number): string {
  return `Property ${propertyLetter(index)}`;
}
