import { describe, expect, it } from 'vitest';
import { defaultShutdownGraceMs, longestReportRunMs } from './report-run-budget';

describe('longestReportRunMs', () => {
  it('adds every call of a run at its worst (geocoder 2 × 2 tries, rent data and its retry, AI once) and a margin', () => {
    expect(longestReportRunMs({ geocoderTimeoutMs: 5000, rentDataTimeoutMs: 8000, aiTimeoutMs: 15_000 })).toBe(61_000);
  });

  it('grows with each configured timeout', () => {
    const base = { geocoderTimeoutMs: 1000, rentDataTimeoutMs: 1000, aiTimeoutMs: 1000 };
    const longest = longestReportRunMs(base);
    expect(longestReportRunMs({ ...base, geocoderTimeoutMs: 2000 })).toBe(longest + 4000);
    expect(longestReportRunMs({ ...base, rentDataTimeoutMs: 2000 })).toBe(longest + 2000);
    expect(longestReportRunMs({ ...base, aiTimeoutMs: 2000 })).toBe(longest + 1000);
  });
});

describe('defaultShutdownGraceMs', () => {
  it('covers the longest run, then closing (the old 10 s default did not cover the AI timeout alone)', () => {
    const timeouts = { geocoderTimeoutMs: 5000, rentDataTimeoutMs: 8000, aiTimeoutMs: 15_000 };
    expect(defaultShutdownGraceMs(timeouts)).toBeGreaterThan(longestReportRunMs(timeouts));
    expect(defaultShutdownGraceMs(timeouts)).toBe(66_000);
  });
});
