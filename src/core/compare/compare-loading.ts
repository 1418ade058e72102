import { COMPARE_LOADING_MESSAGE_MS } from '../constants';
import { COMPARE_LOADING_MESSAGES } from '../messages';

/**
 * The compare overlay's message after `elapsedMs`: the next one every 1.5 s, round and round
 * (docs/product.md#compare-page).
 */
export function compareLoadingIndex(elapsedMs: number): number {
  const steps = Math.floor(Math.max(0, elapsedMs) / COMPARE_LOADING_MESSAGE_MS);
  return Number.isFinite(steps) ? steps % COMPARE_LOADING_MESSAGES.length : 0;
}
