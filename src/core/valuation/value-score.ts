import {
  DISPLAY_SCORE_MAX,
  DISPLAY_SCORE_MIN,
  GAP_FOR_FULL_SWING,
  PPSF_GAP_WEIGHT,
  PRICE_GAP_WEIGHT,
  SCORE_AVERAGE,
  SCORE_MAX,
  SCORE_MIN,
  SCORE_STORED_DECIMALS,
  SCORE_SWING,
} from '../constants';
import { formatScore } from '../primitives/format';
import { clamp, roundTo } from '../primitives/round';

// The Value Score (docs/product.md#score-formula). The price gap ratio's sign is our reading:
// (expected - asking) / expected, so a listing cheaper than expected has a positive gap and
// scores above the 5.5 average. That is the only reading under which a higher score means
// better value, as the labels ('Better Value' for a rent below the expected range) and the demo card (Good Value 7.8,
// Overpriced 2.1) say.

/** (expected - actual) / expected: positive when the actual figure is below what was expected. */
export function gapRatio(expected: number, actual: number): number {
  return (expected - actual) / expected;
}

/** The unclamped score: 5.5 + ((priceGap x 0.7 + ppsfGap x 0.3) / 0.5) x 4.5. */
export function rawValueScore(priceGap: number, ppsfGap: number): number {
  const combined = priceGap * PRICE_GAP_WEIGHT + ppsfGap * PPSF_GAP_WEIGHT;
  return SCORE_AVERAGE + (combined / GAP_FOR_FULL_SWING) * SCORE_SWING;
}

/** The score as stored: clamped to 1..10 and rounded to 2 decimals. */
export function storedValueScore(raw: number): number {
  return roundTo(clamp(raw, SCORE_MIN, SCORE_MAX), SCORE_STORED_DECIMALS);
}

/**
 * The research page shows scores within 2..8.5 (docs/product.md#how-the-score-is-shown), so extremes never look
 * absolute.
 */
export function displayScore(score: number): number {
  return clamp(score, DISPLAY_SCORE_MIN, DISPLAY_SCORE_MAX);
}

/** A stored score as the page shows it: clamped to 2..8.5, one decimal; a dash when missing. */
export function formatDisplayScore(score: number | null | undefined): string {
  return formatScore(typeof score === 'number' ? displayScore(score) : score);
}

export interface ValueScoreInput {
  readonly askingRent: number;
  readonly subjectSqft: number;
  /** Median comp price times the adjustment factor. */
  readonly expectedPrice: number;
  /** Median comp price per sqft times the adjustment factor. */
  readonly expectedPricePerSqft: number;
}

export interface ValueScoreParts {
  readonly priceGap: number;
  readonly ppsfGap: number;
  readonly askingPricePerSqft: number;
  readonly raw: number;
  readonly score: number;
}

export function valueScore(input: ValueScoreInput): ValueScoreParts {
  const askingPricePerSqft = input.askingRent / input.subjectSqft;
  const priceGap = gapRatio(input.expectedPrice, input.askingRent);
  const ppsfGap = gapRatio(input.expectedPricePerSqft, askingPricePerSqft);
  const raw = rawValueScore(priceGap, ppsfGap);
  return { priceGap, ppsfGap, askingPricePerSqft, raw, score: storedValueScore(raw) };
}
