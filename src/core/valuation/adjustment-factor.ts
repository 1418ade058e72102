import { FACTOR_AT_SUM_MAX, FACTOR_AT_SUM_MIN, LEVEL_MAX, LEVEL_MIN, LEVEL_SUM_MAX, LEVEL_SUM_MIN } from '../constants';
import { clamp } from '../primitives/round';

/** Condition/quality and amenities levels: 1 to 3 in halves (docs/product.md#fields-and-options). */
export const LEVELS = [1, 1.5, 2, 2.5, 3] as const;
export type Level = (typeof LEVELS)[number];

export function isLevel(value: unknown): value is Level {
  return typeof value === 'number' && (LEVELS as readonly number[]).includes(value);
}

/**
 * The fair-rent multiplier for the listing's quality and amenities: 0.9 when both are 1
 * (sum 2) up to 1.1 when both are 3 (sum 6), linear in between (docs/product.md#adjustment-factor). Levels outside
 * 1..3 are pulled onto the nearest end so a stray value cannot push the factor past 0.9..1.1.
 */
export function adjustmentFactor(qualityLevel: number, amenitiesLevel: number): number {
  if (!Number.isFinite(qualityLevel) || !Number.isFinite(amenitiesLevel)) {
    throw new RangeError('Quality and amenities levels must be finite numbers.');
  }
  const sum = clamp(qualityLevel, LEVEL_MIN, LEVEL_MAX) + clamp(amenitiesLevel, LEVEL_MIN, LEVEL_MAX);
  const span = LEVEL_SUM_MAX - LEVEL_SUM_MIN;
  // Weighted mean of the two end factors: exact at both ends (0.9 and 1.1 come out as written,
  // where 0.9 + 0.2 * t would give 1.1000000000000001).
  return (FACTOR_AT_SUM_MIN * (LEVEL_SUM_MAX - sum) + FACTOR_AT_SUM_MAX * (sum - LEVEL_SUM_MIN)) / span;
}
