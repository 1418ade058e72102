import { median } from '../primitives/median';
import { CHART_MESSAGES } from '../messages';
import { pricePerSqft } from '../valuation/price-per-sqft';

// What the report's charts show, or which empty message they show instead (docs/product.md#charts). Screens pass
// the comparables the filter kept (used) only; these rules decide, the components just draw.

export type ChartState<T> = { readonly kind: 'empty'; readonly message: string } | ({ readonly kind: 'ready' } & T);

function isFigure(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function empty(message: string): { readonly kind: 'empty'; readonly message: string } {
  return { kind: 'empty', message };
}

// ---------------------------------------------------------------------------------------------------------------
// Price vs Expected Range

export interface PriceRangeInput {
  readonly askingPrice: number;
  readonly marketPrice: number | null;
  readonly minPrice: number | null;
  readonly maxPrice: number | null;
  /** Prices of the comparables used. */
  readonly compPrices: readonly number[];
}

/** A value and where it sits on the chart's axis, 0 (left) to 1 (right). */
export interface PlacedValue {
  readonly value: number;
  readonly position: number;
}

export interface PriceRangeChart {
  readonly asking: PlacedValue;
  readonly market: PlacedValue;
  readonly min: PlacedValue;
  readonly max: PlacedValue;
  /** The comparables' prices, lowest first. */
  readonly comps: readonly PlacedValue[];
  /** The axis' ends in dollars. */
  readonly axisMin: number;
  readonly axisMax: number;
}

/** Room left on each side of the plotted values, as a share of their spread, so end labels fit. */
export const RANGE_AXIS_PADDING = 0.3;

/**
 * The market comparison chart ("Price vs Expected Range", docs/product.md#charts): no market price (or no bounds)
 * means not enough comparable data; bounds that coincide, or comparables that all share one price, mean not enough
 * variation.
 * A single comparable counts as one price.
 */
export function priceRangeChart(input: PriceRangeInput): ChartState<PriceRangeChart> {
  const { askingPrice, marketPrice, minPrice, maxPrice } = input;
  if (!isFigure(marketPrice) || marketPrice <= 0 || !isFigure(minPrice) || !isFigure(maxPrice)) {
    return empty(CHART_MESSAGES.notEnoughMarketData);
  }
  const prices = input.compPrices.filter(isFigure).sort((a, b) => a - b);
  const first = prices[0];
  const allSamePrice = first !== undefined && prices.every((price) => price === first);
  if (minPrice >= maxPrice || allSamePrice) return empty(CHART_MESSAGES.notEnoughPriceVariation);

  const plotted = [minPrice, maxPrice, marketPrice, ...prices, ...(isFigure(askingPrice) ? [askingPrice] : [])];
  const low = Math.min(...plotted);
  const high = Math.max(...plotted);
  const padding = (high - low) * RANGE_AXIS_PADDING;
  const axisMin = Math.max(0, low - padding);
  const axisMax = high + padding;
  const place = (value: number): PlacedValue => ({ value, position: (value - axisMin) / (axisMax - axisMin) });

  return {
    kind: 'ready',
    asking: place(askingPrice),
    market: place(marketPrice),
    min: place(minPrice),
    max: place(maxPrice),
    comps: prices.map(place),
    axisMin,
    axisMax,
  };
}

export type LabelAnchor = 'start' | 'middle' | 'end';

/** How to anchor a label at a position so it stays inside the chart: near an edge it grows inwards. */
export function labelAnchor(position: number, edge = 0.25): LabelAnchor {
  if (position < edge) return 'start';
  if (position > 1 - edge) return 'end';
  return 'middle';
}

// ---------------------------------------------------------------------------------------------------------------
// Square Footage and Price/Sq Ft charts

export interface SubjectFigures {
  readonly rent: number;
  readonly sqft: number | null;
}

export interface ChartCompInput {
  readonly address: string;
  readonly price: number;
  readonly sqft: number | null;
}

export interface SqftPoint {
  readonly address: string;
  readonly sqft: number;
  readonly rent: number;
}

export interface SqftChart {
  readonly comps: readonly SqftPoint[];
  /** Null when the listing's own size is unknown. */
  readonly subject: SqftPoint | null;
  readonly minSqft: number;
  readonly maxSqft: number;
  readonly medianSqft: number;
}

/** The Square Footage chart needs at least 2 used comparables with a size and a price. */
export const SQFT_CHART_MIN_POINTS = 2;

export function sqftChart(
  subject: SubjectFigures & { readonly address: string },
  comps: readonly ChartCompInput[],
): ChartState<SqftChart> {
  const points: SqftPoint[] = [];
  for (const comp of comps) {
    if (isFigure(comp.sqft) && comp.sqft > 0 && isFigure(comp.price) && comp.price > 0) {
      points.push({ address: comp.address, sqft: comp.sqft, rent: comp.price });
    }
  }
  if (points.length < SQFT_CHART_MIN_POINTS) return empty(CHART_MESSAGES.notEnoughSqftData);
  const sizes = points.map((point) => point.sqft);
  const subjectPoint =
    isFigure(subject.sqft) && subject.sqft > 0 && isFigure(subject.rent)
      ? { address: subject.address, sqft: subject.sqft, rent: subject.rent }
      : null;
  return {
    kind: 'ready',
    comps: points,
    subject: subjectPoint,
    minSqft: Math.min(...sizes),
    maxSqft: Math.max(...sizes),
    medianSqft: median(sizes) as number,
  };
}

export interface PpsfBar {
  /** Unique within the chart. */
  readonly key: string;
  readonly address: string;
  readonly ppsf: number;
  readonly isSubject: boolean;
}

export interface PpsfChart {
  /** Dearest per square foot first, the listing among them. */
  readonly bars: readonly PpsfBar[];
  /** The listing's place in bars, 1 = dearest; null when its price per sq ft is unknown. */
  readonly subjectRank: number | null;
  readonly subjectPpsf: number | null;
  readonly minPpsf: number;
  readonly maxPpsf: number;
  readonly medianPpsf: number;
}

export const SUBJECT_BAR_KEY = 'subject';

/** The Price/Sq Ft chart: one bar per used comparable with a price per sq ft, plus the listing. */
export function ppsfChart(
  subject: SubjectFigures & { readonly address: string },
  comps: readonly ChartCompInput[],
): ChartState<PpsfChart> {
  const compBars: PpsfBar[] = [];
  comps.forEach((comp, index) => {
    const ppsf = pricePerSqft(comp.price, comp.sqft);
    if (ppsf !== null && ppsf > 0)
      compBars.push({ key: `comp-${index}`, address: comp.address, ppsf, isSubject: false });
  });
  if (compBars.length === 0) return empty(CHART_MESSAGES.notEnoughData);

  const subjectPpsf = pricePerSqft(subject.rent, subject.sqft);
  const values = compBars.map((bar) => bar.ppsf);
  // The listing goes before comps of equal price per sq ft, so a tie does not hide it further down.
  const bars = [
    ...(subjectPpsf !== null
      ? [{ key: SUBJECT_BAR_KEY, address: subject.address, ppsf: subjectPpsf, isSubject: true }]
      : []),
    ...compBars,
  ].sort((a, b) => b.ppsf - a.ppsf);
  const rankIndex = bars.findIndex((bar) => bar.isSubject);
  return {
    kind: 'ready',
    bars,
    subjectRank: rankIndex === -1 ? null : rankIndex + 1,
    subjectPpsf,
    minPpsf: Math.min(...values),
    maxPpsf: Math.max(...values),
    medianPpsf: median(values) as number,
  };
}

// ---------------------------------------------------------------------------------------------------------------
// Report map

export interface MapPoint {
  readonly lat: number;
  readonly lng: number;
}

/** Smallest half-height or half-width of the map's view in degrees (about a third of a mile). */
export const MIN_VIEW_HALF_SPAN_DEGREES = 0.005;

function isMapPoint(point: MapPoint): boolean {
  return isFigure(point.lat) && isFigure(point.lng) && Math.abs(point.lat) <= 90 && Math.abs(point.lng) <= 180;
}

/**
 * The report map's view: centred on the listing and wide enough for every comparable, as [[south, west],
 * [north, east]]. Null when the listing has no valid coordinates or no comparable does (the map then uses a zoom).
 */
export function mapViewBounds(
  centre: MapPoint,
  points: readonly MapPoint[],
): [[number, number], [number, number]] | null {
  if (!isMapPoint(centre)) return null;
  const valid = points.filter(isMapPoint);
  if (valid.length === 0) return null;
  const halfLat = Math.max(MIN_VIEW_HALF_SPAN_DEGREES, ...valid.map((point) => Math.abs(point.lat - centre.lat)));
  const halfLng = Math.max(MIN_VIEW_HALF_SPAN_DEGREES, ...valid.map((point) => Math.abs(point.lng - centre.lng)));
  return [
    [Math.max(-90, centre.lat - halfLat), centre.lng - halfLng],
    [Math.min(90, centre.lat + halfLat), centre.lng + halfLng],
  ];
}

/** Whether a pair of coordinates can be put on a map. */
export function hasCoordinates(lat: number | null | undefined, lng: number | null | undefined): boolean {
  return isFigure(lat) && isFigure(lng) && isMapPoint({ lat, lng });
}
