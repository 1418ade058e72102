/**
 * The weighted median: the value where half the total weight lies on each side. When the cumulative weight lands
 * exactly on half at a value, the midpoint of it and the next value is taken, so equal weights give the ordinary
 * median (the mean of the two middle values of an even count). Non-positive or non-finite weights are ignored;
 * null when nothing is left.
 */
export function weightedMedian(entries: readonly { readonly value: number; readonly weight: number }[]): number | null {
  const usable = entries
    .filter((e) => Number.isFinite(e.value) && Number.isFinite(e.weight) && e.weight > 0)
    .sort((a, b) => a.value - b.value);
  if (usable.length === 0) return null;
  const total = usable.reduce((sum, e) => sum + e.weight, 0);
  const half = total / 2;
  let cumulative = 0;
  for (let i = 0; i < usable.length; i++) {
    const entry = usable[i] as { value: number; weight: number };
    cumulative += entry.weight;
    // Relative tolerance: sums of floating-point weights rarely land on half exactly.
    if (Math.abs(cumulative - half) <= total * 1e-12 && i + 1 < usable.length) {
      return (entry.value + (usable[i + 1] as { value: number }).value) / 2;
    }
    if (cumulative > half) return entry.value;
  }
  return (usable[usable.length - 1] as { value: number }).value;
}

/** Kish's effective sample size (Σw)² / Σw²: how many equally weighted comps the weights are worth. */
export function effectiveCount(weights: readonly number[]): number {
  let sum = 0;
  let squares = 0;
  for (const w of weights) {
    if (!(w > 0) || !Number.isFinite(w)) continue;
    sum += w;
    squares += w * w;
  }
  return squares === 0 ? 0 : (sum * sum) / squares;
}
