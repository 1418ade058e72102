// Where the asking rent sits among the comparables used, for the report's evidence (docs/product.md#evidence): the
// share of comps priced below it, ties counting half, as a whole percentage. 50 means the middle of the market.

export function rentPercentile(askingRent: number, compPrices: readonly number[]): number | null {
  const prices = compPrices.filter((price) => Number.isFinite(price));
  if (prices.length === 0 || !Number.isFinite(askingRent)) return null;
  const below = prices.filter((price) => price < askingRent).length;
  const equal = prices.filter((price) => price === askingRent).length;
  return Math.round(((below + equal / 2) / prices.length) * 100);
}
