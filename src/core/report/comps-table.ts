import { median } from '../primitives/median';

// The comparables table (docs/product.md#comparables-table): the subject, up to 9 comps just
// above and 10 just below its rent, plus the highest, the lowest and the one closest to the API
// median, in descending price order, with a placeholder row counting the comps hidden between
// two shown rows.
// Readings we chose:
// - A comp priced exactly at the subject's rent counts as "below" and sits after the subject.
// - Equal prices keep the order the comps were given in (a stable sort).
// - With ties for closest to the median, the first in display order (the dearer) wins.
// - Without an API median we use the median of the comps' own prices.
// - Comps without a finite price cannot be placed and are left out.

const COMPS_SHOWN_ABOVE_RENT = 9;
const COMPS_SHOWN_BELOW_RENT = 10;

export interface PricedComp {
  readonly price: number;
}

interface SubjectRow {
  readonly kind: 'subject';
  readonly price: number;
}

export interface CompRow<T extends PricedComp> {
  readonly kind: 'comp';
  readonly comp: T;
  readonly highest: boolean;
  readonly lowest: boolean;
  readonly closestToMedian: boolean;
}

interface HiddenRow {
  readonly kind: 'hidden';
  readonly count: number;
}

export type CompsTableRow<T extends PricedComp> = SubjectRow | CompRow<T> | HiddenRow;

export interface CompsTableInput<T extends PricedComp> {
  readonly subjectRent: number;
  readonly comps: readonly T[];
  readonly apiMedian?: number | null;
}

/** Comps by price, dearest first, as the table and charts list them. */
export function sortCompsByPriceDescending<T extends PricedComp>(comps: readonly T[]): T[] {
  return comps.filter((comp) => Number.isFinite(comp.price)).sort((a, b) => b.price - a.price);
}

function closestIndex(prices: readonly number[], target: number): number {
  let best = -1;
  let bestDistance = Number.POSITIVE_INFINITY;
  prices.forEach((price, index) => {
    const distance = Math.abs(price - target);
    if (distance < bestDistance) {
      best = index;
      bestDistance = distance;
    }
  });
  return best;
}

export function buildCompsTableRows<T extends PricedComp>(input: CompsTableInput<T>): CompsTableRow<T>[] {
  const sorted = sortCompsByPriceDescending(input.comps);
  const prices = sorted.map((comp) => comp.price);
  const lastIndex = sorted.length - 1;
  const firstBelow = sorted.findIndex((comp) => comp.price <= input.subjectRent);
  const aboveCount = firstBelow === -1 ? sorted.length : firstBelow;

  const shown = new Set<number>();
  for (let i = Math.max(0, aboveCount - COMPS_SHOWN_ABOVE_RENT); i < aboveCount; i += 1) shown.add(i);
  for (let i = aboveCount; i < Math.min(sorted.length, aboveCount + COMPS_SHOWN_BELOW_RENT); i += 1) shown.add(i);

  let medianIndex = -1;
  if (sorted.length > 0) {
    shown.add(0);
    shown.add(lastIndex);
    const apiMedian = input.apiMedian;
    const target = typeof apiMedian === 'number' && Number.isFinite(apiMedian) ? apiMedian : median(prices);
    if (target !== null) medianIndex = closestIndex(prices, target);
    if (medianIndex >= 0) shown.add(medianIndex);
  }

  const rows: CompsTableRow<T>[] = [];
  let hidden = 0;
  const pushShown = (row: CompsTableRow<T>): void => {
    if (hidden > 0) rows.push({ kind: 'hidden', count: hidden });
    hidden = 0;
    rows.push(row);
  };

  sorted.forEach((comp, index) => {
    if (index === aboveCount) pushShown({ kind: 'subject', price: input.subjectRent });
    if (!shown.has(index)) {
      hidden += 1;
      return;
    }
    pushShown({
      kind: 'comp',
      comp,
      highest: index === 0,
      lowest: index === lastIndex,
      closestToMedian: index === medianIndex,
    });
  });
  if (aboveCount === sorted.length) pushShown({ kind: 'subject', price: input.subjectRent });
  return rows;
}
