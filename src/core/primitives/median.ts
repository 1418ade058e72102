/** The median of the values: the middle one, or the mean of the two middle ones; null when empty. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  if (sorted.length % 2 === 1) return upper;
  const lower = sorted[middle - 1] as number;
  return (lower + upper) / 2;
}
