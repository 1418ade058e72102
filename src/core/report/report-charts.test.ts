import { describe, expect, it } from 'vitest';
import { CHART_MESSAGES } from '../messages';
import {
  MIN_VIEW_HALF_SPAN_DEGREES,
  RANGE_AXIS_PADDING,
  SUBJECT_BAR_KEY,
  hasCoordinates,
  labelAnchor,
  mapViewBounds,
  ppsfChart,
  priceRangeChart,
  sqftChart,
} from './report-charts';

describe('priceRangeChart', () => {
  const base = {
    askingPrice: 2000,
    marketPrice: 1900,
    minPrice: 1786,
    maxPrice: 2014,
    compPrices: [1800, 1900, 2000, 2100],
  };

  it('needs a market price and both bounds', () => {
    expect(priceRangeChart({ ...base, marketPrice: null })).toEqual({
      kind: 'empty',
      message: CHART_MESSAGES.notEnoughMarketData,
    });
    expect(priceRangeChart({ ...base, marketPrice: 0 })).toEqual({
      kind: 'empty',
      message: CHART_MESSAGES.notEnoughMarketData,
    });
    expect(priceRangeChart({ ...base, marketPrice: Number.NaN })).toMatchObject({
      message: CHART_MESSAGES.notEnoughMarketData,
    });
    expect(priceRangeChart({ ...base, minPrice: null })).toMatchObject({ message: CHART_MESSAGES.notEnoughMarketData });
    expect(priceRangeChart({ ...base, maxPrice: null })).toMatchObject({ message: CHART_MESSAGES.notEnoughMarketData });
  });

  it('needs variation: bounds that coincide', () => {
    expect(priceRangeChart({ ...base, minPrice: 1900, maxPrice: 1900 })).toEqual({
      kind: 'empty',
      message: CHART_MESSAGES.notEnoughPriceVariation,
    });
  });

  it('needs variation: comparables all at one price, or a single comparable', () => {
    expect(priceRangeChart({ ...base, compPrices: [1900, 1900, 1900, 1900] })).toMatchObject({
      message: CHART_MESSAGES.notEnoughPriceVariation,
    });
    expect(priceRangeChart({ ...base, compPrices: [1900] })).toMatchObject({
      message: CHART_MESSAGES.notEnoughPriceVariation,
    });
  });

  it('places every value on one axis padded on both sides', () => {
    const chart = priceRangeChart(base);
    if (chart.kind !== 'ready') throw new Error('expected a chart');
    const spread = 2100 - 1786;
    expect(chart.axisMin).toBeCloseTo(1786 - spread * RANGE_AXIS_PADDING, 9);
    expect(chart.axisMax).toBeCloseTo(2100 + spread * RANGE_AXIS_PADDING, 9);
    expect(chart.min.value).toBe(1786);
    expect(chart.max.value).toBe(2014);
    expect(chart.market.value).toBe(1900);
    expect(chart.asking.value).toBe(2000);
    expect(chart.comps.map((comp) => comp.value)).toEqual([1800, 1900, 2000, 2100]);
    const edge = RANGE_AXIS_PADDING / (1 + 2 * RANGE_AXIS_PADDING);
    expect(chart.min.position).toBeCloseTo(edge, 9);
    expect(chart.comps.at(-1)?.position).toBeCloseTo(1 - edge, 9);
    expect(chart.min.position).toBeLessThan(chart.market.position);
    expect(chart.market.position).toBeLessThan(chart.max.position);
  });

  it('widens the axis for an asking rent far outside the range, never below $0', () => {
    const chart = priceRangeChart({ ...base, askingPrice: 200 });
    if (chart.kind !== 'ready') throw new Error('expected a chart');
    expect(chart.axisMin).toBe(0);
    expect(chart.asking.position).toBeCloseTo(200 / chart.axisMax, 9);
    const high = priceRangeChart({ ...base, askingPrice: 5000 });
    if (high.kind !== 'ready') throw new Error('expected a chart');
    expect(high.asking.position).toBeLessThan(1);
    expect(high.asking.position).toBeGreaterThan(high.max.position);
  });

  it('ignores comparable prices that are not numbers', () => {
    const chart = priceRangeChart({ ...base, compPrices: [Number.NaN, 1900, 2000] });
    expect(chart.kind).toBe('ready');
    if (chart.kind === 'ready') expect(chart.comps).toHaveLength(2);
  });
});

describe('labelAnchor', () => {
  it('grows labels inwards near the edges', () => {
    expect(labelAnchor(0)).toBe('start');
    expect(labelAnchor(0.2)).toBe('start');
    expect(labelAnchor(0.25)).toBe('middle');
    expect(labelAnchor(0.5)).toBe('middle');
    expect(labelAnchor(0.75)).toBe('middle');
    expect(labelAnchor(0.8)).toBe('end');
    expect(labelAnchor(1)).toBe('end');
  });
});

const subject = { address: '1 Main St', rent: 2000, sqft: 1000 };

describe('sqftChart', () => {
  it('needs at least 2 comparables with a size', () => {
    expect(sqftChart(subject, [])).toEqual({ kind: 'empty', message: CHART_MESSAGES.notEnoughSqftData });
    expect(
      sqftChart(subject, [
        { address: 'a', price: 1800, sqft: 900 },
        { address: 'b', price: 1900, sqft: null },
        { address: 'c', price: 1900, sqft: 0 },
      ]),
    ).toEqual({ kind: 'empty', message: CHART_MESSAGES.notEnoughSqftData });
  });

  it('plots the comparables with a size, the listing and their spread', () => {
    const chart = sqftChart(subject, [
      { address: 'a', price: 1800, sqft: 900 },
      { address: 'b', price: 2100, sqft: 1200 },
      { address: 'c', price: 1500, sqft: null },
      { address: 'd', price: 2000, sqft: 1000 },
    ]);
    expect(chart).toEqual({
      kind: 'ready',
      comps: [
        { address: 'a', sqft: 900, rent: 1800 },
        { address: 'b', sqft: 1200, rent: 2100 },
        { address: 'd', sqft: 1000, rent: 2000 },
      ],
      subject: { address: '1 Main St', sqft: 1000, rent: 2000 },
      minSqft: 900,
      maxSqft: 1200,
      medianSqft: 1000,
    });
  });

  it('still draws the comparables when the listing has no size', () => {
    const chart = sqftChart({ ...subject, sqft: null }, [
      { address: 'a', price: 1800, sqft: 900 },
      { address: 'b', price: 2100, sqft: 1200 },
    ]);
    expect(chart).toMatchObject({ kind: 'ready', subject: null });
  });
});

describe('ppsfChart', () => {
  it('needs at least one comparable with a price per sq ft', () => {
    expect(ppsfChart(subject, [])).toEqual({ kind: 'empty', message: CHART_MESSAGES.notEnoughData });
    expect(ppsfChart(subject, [{ address: 'a', price: 1800, sqft: null }])).toEqual({
      kind: 'empty',
      message: CHART_MESSAGES.notEnoughData,
    });
  });

  it('sorts the bars dearest first with the listing in its place', () => {
    const chart = ppsfChart(subject, [
      { address: 'a', price: 1800, sqft: 1000 },
      { address: 'b', price: 3000, sqft: 1000 },
      { address: 'c', price: 1000, sqft: null },
      { address: 'd', price: 1500, sqft: 1000 },
    ]);
    if (chart.kind !== 'ready') throw new Error('expected a chart');
    expect(chart.bars.map((bar) => [bar.address, bar.ppsf, bar.isSubject])).toEqual([
      ['b', 3, false],
      ['1 Main St', 2, true],
      ['a', 1.8, false],
      ['d', 1.5, false],
    ]);
    expect(chart.bars[1]?.key).toBe(SUBJECT_BAR_KEY);
    expect(new Set(chart.bars.map((bar) => bar.key)).size).toBe(4);
    expect(chart.subjectRank).toBe(2);
    expect(chart.subjectPpsf).toBe(2);
    expect(chart.minPpsf).toBe(1.5);
    expect(chart.maxPpsf).toBe(3);
    expect(chart.medianPpsf).toBe(1.8);
  });

  it('puts the listing first among equal prices per sq ft', () => {
    const chart = ppsfChart(subject, [{ address: 'a', price: 2000, sqft: 1000 }]);
    if (chart.kind !== 'ready') throw new Error('expected a chart');
    expect(chart.subjectRank).toBe(1);
  });

  it('leaves the listing out when its size is unknown', () => {
    const chart = ppsfChart({ ...subject, sqft: 0 }, [{ address: 'a', price: 2000, sqft: 1000 }]);
    expect(chart).toMatchObject({ kind: 'ready', subjectRank: null, subjectPpsf: null });
    if (chart.kind === 'ready') expect(chart.bars).toHaveLength(1);
  });
});

describe('mapViewBounds', () => {
  const centre = { lat: 40, lng: -75 };

  it('is centred on the listing and wide enough for every comparable', () => {
    expect(
      mapViewBounds(centre, [
        { lat: 40.02, lng: -75.01 },
        { lat: 39.99, lng: -74.97 },
      ]),
    ).toEqual([
      [40 - 0.02, -75 - 0.03],
      [40 + 0.02, -75 + 0.03],
    ]);
  });

  it('keeps a minimum span so comparables at the listing do not zoom in all the way', () => {
    expect(mapViewBounds(centre, [centre])).toEqual([
      [40 - MIN_VIEW_HALF_SPAN_DEGREES, -75 - MIN_VIEW_HALF_SPAN_DEGREES],
      [40 + MIN_VIEW_HALF_SPAN_DEGREES, -75 + MIN_VIEW_HALF_SPAN_DEGREES],
    ]);
  });

  it('is null without a valid centre or any valid comparable', () => {
    expect(mapViewBounds(centre, [])).toBeNull();
    expect(
      mapViewBounds(centre, [
        { lat: Number.NaN, lng: 1 },
        { lat: 95, lng: 1 },
      ]),
    ).toBeNull();
    expect(mapViewBounds({ lat: Number.NaN, lng: 0 }, [centre])).toBeNull();
  });
});

describe('hasCoordinates', () => {
  it('accepts finite latitudes and longitudes in range', () => {
    expect(hasCoordinates(40, -75)).toBe(true);
    expect(hasCoordinates(0, 0)).toBe(true);
    expect(hasCoordinates(null, -75)).toBe(false);
    expect(hasCoordinates(40, undefined)).toBe(false);
    expect(hasCoordinates(91, 0)).toBe(false);
    expect(hasCoordinates(0, 181)).toBe(false);
    expect(hasCoordinates(Number.NaN, 0)).toBe(false);
  });
});
