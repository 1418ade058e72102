import { RANGE_HIGH_FACTOR, RANGE_LOW_FACTOR, VERDICT_TOLERANCE_DOLLARS } from '../constants';
import { roundTo } from '../primitives/round';

// The expected range and its verdict (docs/product.md#range-and-verdict). Bounds keep cent precision (2 decimals),
// as money is stored; the page shows them in whole dollars. The verdict compares against these stored bounds, so a
// verdict re-derived from a saved report row always matches the one first given.

export type RangeVerdict = 'above' | 'within' | 'below';

export interface ExpectedRange {
  readonly min: number;
  readonly max: number;
}

export function expectedRange(marketPrice: number): ExpectedRange {
  return {
    min: roundTo(marketPrice * RANGE_LOW_FACTOR, 2),
    max: roundTo(marketPrice * RANGE_HIGH_FACTOR, 2),
  };
}

/** Above or below only when the asking price is past a bound by more than 1 dollar. */
export function rangeVerdict(askingPrice: number, range: ExpectedRange): RangeVerdict {
  if (askingPrice > range.max + VERDICT_TOLERANCE_DOLLARS) return 'above';
  if (askingPrice < range.min - VERDICT_TOLERANCE_DOLLARS) return 'below';
  return 'within';
}

/**
 * (asking - market) / market x 100, rounded to 2 decimals: positive when the asking rent is
 * above the market price, negative when below.
 */
export function percentageDifference(askingPrice: number, marketPrice: number): number {
  return roundTo(((askingPrice - marketPrice) / marketPrice) * 100, 2);
}
