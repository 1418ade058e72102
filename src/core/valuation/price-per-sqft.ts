import { toNumber } from '../primitives/parse-number';

/** Rent per square foot; null when either figure is missing or the size is not positive. */
export function pricePerSqft(
  rent: number | string | null | undefined,
  sqft: number | string | null | undefined,
): number | null {
  const price = toNumber(rent);
  const size = toNumber(sqft);
  if (price === null || size === null || size <= 0) return null;
  return price / size;
}
