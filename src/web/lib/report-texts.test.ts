import { describe, expect, it } from 'vitest';
import {
  askingPercentileText,
  compsShareText,
  compsUsedText,
  confidenceText,
  dataSourceLabel,
  distanceText,
  droppedReasons,
  droppedTotal,
  formatReportDate,
  geocodePrecisionText,
  hiddenRowsText,
  lookbackText,
  ordinal,
  percentDifferenceText,
  priceRangeSummary,
  radiusText,
  verdictText,
  windowText,
} from './report-texts';

describe('report texts', () => {
  it('formats dates in UTC so a date-only value keeps its day', () => {
    expect(formatReportDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(formatReportDate('2025-12-31T23:30:00Z')).toBe('Dec 31, 2025');
    expect(formatReportDate(null)).toBeNull();
    expect(formatReportDate('not a date')).toBeNull();
  });

  it('names the lookback window', () => {
    expect(lookbackText(365)).toBe('past 12 months');
    expect(lookbackText(180)).toBe('past 6 months');
    expect(lookbackText(45)).toBe('past 45 days');
    expect(lookbackText(1)).toBe('past 1 day');
    expect(windowText(365, '2025-01-05', '2026-01-05')).toBe('past 12 months (Jan 5, 2025 – Jan 5, 2026)');
    expect(windowText(365, null, '2026-01-05')).toBe('past 12 months');
  });

  it('names the data source', () => {
    expect(dataSourceLabel('sample')).toBe('Sample market data');
    expect(dataSourceLabel('listings')).toBe('Imported listings');
    expect(dataSourceLabel('rentcast')).toBe('RentCast');
    expect(dataSourceLabel('other')).toBe('other');
    expect(dataSourceLabel(null)).toBe('Not recorded');
  });

  it('formats radius and distance', () => {
    expect(radiusText(1)).toBe('1 mile');
    expect(radiusText(2.54)).toBe('2.5 miles');
    expect(radiusText(null)).toBeNull();
    expect(distanceText(0.44)).toBe('0.4');
    expect(distanceText(2)).toBe('2.0');
    expect(distanceText(0.01)).toBe('< 0.1');
    expect(distanceText(null)).toBe('—');
  });

  it('lists why comparables were left out, in the filter order', () => {
    const dropped = { invalid: 2, priceOutlier: 0, sqftOutOfRange: 3, duplicateAddress: 1 };
    expect(droppedReasons(dropped)).toEqual([
      { key: 'invalid', count: 2, reason: 'missing price or size' },
      { key: 'sqftOutOfRange', count: 3, reason: 'size outside 0.3–2× this listing' },
      { key: 'duplicateAddress', count: 1, reason: 'repeat listings of one address' },
    ]);
    expect(droppedTotal(dropped)).toBe(6);
    expect(droppedReasons({ invalid: 0, priceOutlier: 1, sqftOutOfRange: 0, duplicateAddress: 0 })).toEqual([
      { key: 'priceOutlier', count: 1, reason: 'priced at 3× the median or more' },
    ]);
  });

  it('describes location precision and the asking percentile', () => {
    expect(geocodePrecisionText('zip')).toBe('Located by ZIP code');
    expect(geocodePrecisionText('rooftop')).toBe('Located at the exact address');
    expect(geocodePrecisionText(null)).toBeNull();
    expect(askingPercentileText(62)).toBe('Higher than 62% of comparables');
    expect(askingPercentileText(null)).toBeNull();
  });

  it('words counts, ranges and verdicts', () => {
    expect(compsUsedText(12, 20)).toBe('12 used of 20 found');
    expect(hiddenRowsText(1)).toBe('… 1 more comparable');
    expect(hiddenRowsText(4)).toBe('… 4 more comparables');
    expect(priceRangeSummary(2400, 2250, 2115, 2385)).toBe('Asking $2,400 vs expected $2,250 (range $2,115 – $2,385)');
    expect(verdictText('above')).toBe('Above the expected range');
    expect(verdictText('within')).toBe('Within the expected range');
    expect(verdictText('below')).toBe('Below the expected range');
    expect(percentDifferenceText(6.666)).toBe('+6.67% vs the expected price');
    expect(percentDifferenceText(null)).toBeNull();
  });

  it('words the confidence and what the expected rent stands on', () => {
    expect(confidenceText('Low')).toBe('Confidence: Low');
    expect(compsShareText(0.72)).toBe('72% from comparables, 28% from the official benchmark');
    expect(compsShareText(1)).toBe('All from comparables');
    expect(compsShareText(0)).toBe('All from the official benchmark');
    // Never rounded to "all" while the other side still counts.
    expect(compsShareText(0.997)).toBe('99% from comparables, 1% from the official benchmark');
    expect(compsShareText(0.002)).toBe('1% from comparables, 99% from the official benchmark');
    expect(compsShareText(null)).toBeNull();
  });

  it('writes ordinals', () => {
    expect([1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(ordinal)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '101st',
    ]);
  });
});
