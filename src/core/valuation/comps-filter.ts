import { PRICE_OUTLIER_MEDIAN_MULTIPLE, SQFT_MAX_RATIO, SQFT_MIN_RATIO } from '../constants';
import { normalizeAddress } from '../address/address-normalize';
import { compBaths, parseBedrooms } from '../listings/listing-text';
import { median } from '../primitives/median';
import { toNumber } from '../primitives/parse-number';

// The comparables filter (docs/product.md#comparables-filter), applied in the order given there:
// 1. keep comps with a positive numeric price and sqft;
// 2. drop prices at or above 3 times the median of the prices left after step 1;
// 3. keep sqft from 0.3 to 2 times the subject's sqft, both ends included (the rule was first worded
//    "between"; a comp of exactly half or double the size is still comparable, so the ends count);
// 4. keep the lowest price per address, addresses compared in the one normal form (address-normalize.ts: "123 Main
//    Street" and "123 Main St." are one address, "Apt 2" and "Apt 3" two);
// 5. turn text baths into an integer.

/** What the expected rent's adjustments and similarity weights read, when the provider gave them. */
interface CompContext {
  readonly distanceMiles?: number | null;
  readonly listedAt?: Date | string | null;
  /** The comp's own area's benchmark gross rent for its bedroom count (core/benchmarks/rent-benchmarks). */
  readonly benchmarkRent?: number | null;
  /** A provider's own similarity score, 0 to 1 (RentCast). */
  readonly correlation?: number | null;
}

/** A comparable as the rent data service sends it: any field may be missing or junk. */
export interface RawComp extends CompContext {
  readonly address?: unknown;
  readonly price?: unknown;
  readonly sqft?: unknown;
  readonly bedrooms?: unknown;
  readonly baths?: unknown;
}

export interface ScoringComp extends CompContext {
  readonly address: string;
  readonly price: number;
  readonly sqft: number;
  readonly bedrooms: number | null;
  readonly baths: number | null;
}

export interface DroppedCounts {
  /** No positive numeric price or sqft. */
  readonly invalid: number;
  /** Price at or above 3 times the median price. */
  readonly priceOutlier: number;
  /** Size outside 0.3 to 2 times the subject's. */
  readonly sqftOutOfRange: number;
  /** Another comp at the same address was cheaper. */
  readonly duplicateAddress: number;
}

export interface CompsFilterResult {
  readonly kept: ScoringComp[];
  readonly dropped: DroppedCounts;
  readonly inputCount: number;
  /** The median price the outlier cut used (after step 1); null when no comp had a price. */
  readonly outlierMedian: number | null;
}

function positive(value: unknown): number | null {
  const parsed = toNumber(value);
  return parsed !== null && parsed > 0 ? parsed : null;
}

export function isSqftInRange(sqft: number, subjectSqft: number): boolean {
  if (!(subjectSqft > 0)) return false;
  // Compared in tenths so 0.3 * subject does not pick up binary rounding error at the edge
  // (0.3 * 3 is 0.8999999999999999 in floating point).
  return sqft * 10 >= subjectSqft * (SQFT_MIN_RATIO * 10) && sqft <= subjectSqft * SQFT_MAX_RATIO;
}

export function isPriceOutlier(price: number, medianPrice: number): boolean {
  return price >= medianPrice * PRICE_OUTLIER_MEDIAN_MULTIPLE;
}

/**
 * Filters comparables for scoring. A non-positive subject sqft gives no size range, so every
 * priced comp is then dropped as out of range (the score needs the subject's size anyway).
 * Comps without an address are never merged with one another: with no address there is no
 * evidence they are the same unit.
 */
export function filterComps(comps: readonly RawComp[], subjectSqft: number): CompsFilterResult {
  const valid: ScoringComp[] = [];
  for (const comp of comps) {
    const price = positive(comp.price);
    const sqft = positive(comp.sqft);
    if (price === null || sqft === null) continue;
    valid.push({
      address: typeof comp.address === 'string' ? comp.address.trim() : '',
      price,
      sqft,
      bedrooms: parseBedrooms(comp.bedrooms),
      baths: compBaths(comp.baths),
      ...(comp.distanceMiles !== undefined ? { distanceMiles: comp.distanceMiles } : {}),
      ...(comp.listedAt !== undefined ? { listedAt: comp.listedAt } : {}),
      ...(comp.benchmarkRent !== undefined ? { benchmarkRent: comp.benchmarkRent } : {}),
      ...(comp.correlation !== undefined ? { correlation: comp.correlation } : {}),
    });
  }
  const invalid = comps.length - valid.length;

  const outlierMedian = median(valid.map((comp) => comp.price));
  const belowCut = valid.filter((comp) => outlierMedian === null || !isPriceOutlier(comp.price, outlierMedian));
  const priceOutlier = valid.length - belowCut.length;

  const sized = belowCut.filter((comp) => isSqftInRange(comp.sqft, subjectSqft));
  const sqftOutOfRange = belowCut.length - sized.length;

  const cheapestByAddress = new Map<string, ScoringComp>();
  const kept: ScoringComp[] = [];
  for (const comp of sized) {
    const key = normalizeAddress(comp.address);
    if (key === '') {
      kept.push(comp);
      continue;
    }
    const current = cheapestByAddress.get(key);
    if (current === undefined) {
      cheapestByAddress.set(key, comp);
      kept.push(comp);
    } else if (comp.price < current.price) {
      cheapestByAddress.set(key, comp);
      kept[kept.indexOf(current)] = comp;
    }
  }
  const duplicateAddress = sized.length - kept.length;

  return {
    kept,
    dropped: { invalid, priceOutlier, sqftOutOfRange, duplicateAddress },
    inputCount: comps.length,
    outlierMedian,
  };
}
