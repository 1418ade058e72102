import { describe, expect, it } from 'vitest';
import { testI18n } from '../../lib/test-i18n';
import {
  askingPercentileText,
  compsShareText,
  dataSourceLabel,
  distanceText,
  droppedReasons,
  droppedTotal,
  geocodePrecisionText,
  lookbackText,
  percentDifferenceText,
  priceRangeSummary,
  radiusText,
  scoredRentTerm,
  verdictText,
  windowText,
} from './report-texts';

const en = testI18n('en');
const _ = en._.bind(en);
const es = testI18n('es');
const _es = es._.bind(es);

describe('report texts', () => {
  it('names the lookback window', () => {
    expect(lookbackText(_, 365)).toBe('past 12 months');
    expect(lookbackText(_, 180)).toBe('past 6 months');
    expect(lookbackText(_, 45)).toBe('past 45 days');
    expect(lookbackText(_, 1)).toBe('past 1 day');
    expect(windowText(_, 'en', 365, '2025-01-05', '2026-01-05')).toBe('past 12 months (Jan 5, 2025 – Jan 5, 2026)');
    expect(windowText(_, 'en', 365, null, '2026-01-05')).toBe('past 12 months');
    expect(windowText(_es, 'es', 365, '2025-01-05', '2026-01-05')).toBe(
      'los últimos 12 meses (5 ene 2025 – 5 ene 2026)',
    );
  });

  it('names the data source', () => {
    expect(dataSourceLabel(_, 'sample')).toBe('Sample market data');
    expect(dataSourceLabel(_, 'listings')).toBe('Imported listings');
    expect(dataSourceLabel(_, 'rentcast')).toBe('RentCast');
    expect(dataSourceLabel(_, 'other')).toBe('other');
    expect(dataSourceLabel(_, null)).toBe('Not recorded');
  });

  it('formats radius and distance', () => {
    expect(radiusText(_, 1)).toBe('1 mile');
    expect(radiusText(_, 2.54)).toBe('2.5 miles');
    expect(radiusText(_es, 2.54)).toBe('2.5 millas');
    expect(radiusText(_, null)).toBeNull();
    expect(distanceText(0.44)).toBe('0.4');
    expect(distanceText(2)).toBe('2.0');
    expect(distanceText(0.01)).toBe('< 0.1');
    expect(distanceText(null)).toBe('—');
  });

  it('lists why comparables were left out, in the filter order', () => {
    const dropped = { invalid: 2, priceOutlier: 0, sqftOutOfRange: 3, duplicateAddress: 1 };
    const reasons = droppedReasons(dropped);
    expect(reasons.map((reason) => [reason.key, reason.count])).toEqual([
      ['invalid', 2],
      ['sqftOutOfRange', 3],
      ['duplicateAddress', 1],
    ]);
    expect(reasons.map((reason) => _(reason.messageId, { count: reason.count }))).toEqual([
      '<0>2</0> missing price or size',
      '<0>3</0> size outside 0.3–2× this listing',
      '<0>1</0> repeat listings of one address',
    ]);
    expect(droppedTotal(dropped)).toBe(6);
    expect(droppedReasons({ invalid: 0, priceOutlier: 1, sqftOutOfRange: 0, duplicateAddress: 0 })).toHaveLength(1);
  });

  it('describes location precision and the asking percentile', () => {
    expect(geocodePrecisionText(_, 'zip')).toBe('Located by ZIP code');
    expect(geocodePrecisionText(_, 'rooftop')).toBe('Located at the exact address');
    expect(geocodePrecisionText(_, 'county')).toBe('Located by county');
    expect(geocodePrecisionText(_, null)).toBeNull();
    expect(askingPercentileText(_, 62)).toBe('Higher than 62% of comparables');
    expect(askingPercentileText(_, null)).toBeNull();
  });

  it('words ranges, verdicts and the scored rent', () => {
    expect(priceRangeSummary(_, 'asking', 2400, 2250, 2115, 2385)).toBe(
      'Asking $2,400 vs expected $2,250 (range $2,115 – $2,385)',
    );
    // The rent the report scored, by its name: a net effective rent or a renewal offer is not the asking rent.
    expect(priceRangeSummary(_, 'netEffective', 1752, 1895, 1781, 2008)).toBe(
      'Net effective $1,752 vs expected $1,895 (range $1,781 – $2,008)',
    );
    expect(priceRangeSummary(_, 'offered', 3360, 3100, 2914, 3286)).toBe(
      'Offered $3,360 vs expected $3,100 (range $2,914 – $3,286)',
    );
    expect(verdictText(_, 'above')).toBe('Above the expected range');
    expect(verdictText(_, 'within')).toBe('Within the expected range');
    expect(verdictText(_, 'below')).toBe('Below the expected range');
    expect(percentDifferenceText(_, 6.666)).toBe('+6.67% vs the expected price');
    expect(percentDifferenceText(_, null)).toBeNull();
    expect(scoredRentTerm(_, 'asking')).toBe('Asking rent');
    expect(scoredRentTerm(_, 'netEffective')).toBe('Net effective rent');
    expect(scoredRentTerm(_, 'offered')).toBe('Offered rent');
  });

  it('words what the expected rent stands on', () => {
    expect(compsShareText(_, 0.72)).toBe('72% from comparables, 28% from the official benchmark');
    expect(compsShareText(_, 1)).toBe('All from comparables');
    expect(compsShareText(_, 0)).toBe('All from the official benchmark');
    // Never rounded to "all" while the other side still counts.
    expect(compsShareText(_, 0.997)).toBe('99% from comparables, 1% from the official benchmark');
    expect(compsShareText(_, 0.002)).toBe('1% from comparables, 99% from the official benchmark');
    expect(compsShareText(_, null)).toBeNull();
  });

  it('writes the ordinal of the listing among the rentals', () => {
    const ranks = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 101].map(
      (rank) => _('reports.charts.ppsfListing', { ppsf: '$2', rank, total: 200 }).split(' ')[7],
    );
    expect(ranks).toEqual(['1st', '2nd', '3rd', '4th', '11th', '12th', '13th', '21st', '22nd', '23rd', '101st']);
  });
});
