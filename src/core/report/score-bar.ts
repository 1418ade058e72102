import { SCORE_MAX, SCORE_MIN } from '../constants';
import { clamp, roundTo } from '../primitives/round';

// The score bar (docs/product.md#how-the-score-is-shown): the marker sits at (score - 1) / 9 of its
// width and its colour runs from red (hue 0) at score 1 to green (hue 120) at score 10. Pass the
// score as shown (displayScore).

const SCORE_SPAN = SCORE_MAX - SCORE_MIN;
const HUE_AT_MAX = 120;

/** Where the marker sits, 0 (left, score 1) to 1 (right, score 10). */
export function scoreBarPosition(score: number): number {
  if (!Number.isFinite(score)) return 0;
  return clamp((score - SCORE_MIN) / SCORE_SPAN, 0, 1);
}

/** The colour hue: 0 red at score 1 to 120 green at score 10. */
export function scoreHue(score: number): number {
  return scoreBarPosition(score) * HUE_AT_MAX;
}

/** A CSS colour for the score; saturation and lightness keep text on it readable. */
export function scoreColor(score: number): string {
  return `hsl(${roundTo(scoreHue(score), 1)}, 75%, 40%)`;
}

/** The marker's left offset as a CSS percentage, e.g. "50%". */
export function scoreBarPercent(score: number): string {
  return `${roundTo(scoreBarPosition(score) * 100, 2)}%`;
}
