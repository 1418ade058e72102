/** p50/p95/p99/mean of samples in ms, rounded to 0.01 ms. */
export function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
  const r = (n: number) => Math.round(n * 100) / 100;
  return {
    n: sorted.length,
    p50: r(at(0.5)),
    p95: r(at(0.95)),
    p99: r(at(0.99)),
    mean: r(sorted.reduce((s, x) => s + x, 0) / (sorted.length || 1)),
  };
}
