import { describe, expect, it } from 'vitest';
import { buildCompsTableRows, sortCompsByPriceDescending, type CompsTableRow } from './comps-table';

interface TestComp {
  readonly id: string;
  readonly price: number;
}

function comps(...prices: number[]): TestComp[] {
  return prices.map((price, index) => ({ id: `c${index}`, price }));
}

/** A compact picture of the rows: S=subject, number=comp price with flags, (n)=hidden count. */
function picture(rows: CompsTableRow<TestComp>[]): string[] {
  return rows.map((row) => {
    if (row.kind === 'subject') return `S${row.price}`;
    if (row.kind === 'hidden') return `(${row.count})`;
    const flags = `${row.highest ? 'H' : ''}${row.lowest ? 'L' : ''}${row.closestToMedian ? 'M' : ''}`;
    return flags ? `${row.comp.price}${flags}` : String(row.comp.price);
  });
}

function countComps(rows: CompsTableRow<TestComp>[]): { shown: number; hidden: number } {
  let shown = 0;
  let hidden = 0;
  for (const row of rows) {
    if (row.kind === 'comp') shown += 1;
    if (row.kind === 'hidden') hidden += row.count;
  }
  return { shown, hidden };
}

function range(from: number, to: number, step: number): number[] {
  const values: number[] = [];
  for (let value = from; step > 0 ? value <= to : value >= to; value += step) values.push(value);
  return values;
}

describe('buildCompsTableRows', () => {
  it('shows only the subject with no comps', () => {
    expect(buildCompsTableRows<TestComp>({ subjectRent: 1500, comps: [], apiMedian: 1500 })).toEqual([
      { kind: 'subject', price: 1500 },
    ]);
  });

  it('flags a single comp as highest, lowest and closest to the median', () => {
    const rows = buildCompsTableRows({ subjectRent: 1500, comps: comps(1400), apiMedian: 1450 });
    expect(rows).toEqual([
      { kind: 'subject', price: 1500 },
      { kind: 'comp', comp: { id: 'c0', price: 1400 }, highest: true, lowest: true, closestToMedian: true },
    ]);
  });

  it('shows all of 5 comps in descending order around the subject', () => {
    const rows = buildCompsTableRows({
      subjectRent: 1250,
      comps: comps(1100, 1500, 1200, 1300, 1000),
      apiMedian: 1210,
    });
    expect(picture(rows)).toEqual(['1500H', '1300', 'S1250', '1200M', '1100', '1000L']);
  });

  it('hides comps beyond 9 above and 10 below, with counts, for 30 comps', () => {
    const prices = range(100, 3000, 100);
    const rows = buildCompsTableRows({ subjectRent: 1550, comps: comps(...prices), apiMedian: 2750 });
    expect(picture(rows)).toEqual([
      '3000H',
      '(1)',
      '2800M',
      '(3)',
      '2400',
      '2300',
      '2200',
      '2100',
      '2000',
      '1900',
      '1800',
      '1700',
      '1600',
      'S1550',
      '1500',
      '1400',
      '1300',
      '1200',
      '1100',
      '1000',
      '900',
      '800',
      '700',
      '600',
      '(4)',
      '100L',
    ]);
  });

  it('merges the median pick into the window when it is already shown', () => {
    const rows = buildCompsTableRows({ subjectRent: 1550, comps: comps(...range(100, 3000, 100)), apiMedian: 1550 });
    // 1500 and 1600 are equally close: the first in display order (1600) is the pick.
    expect(picture(rows).slice(0, 4)).toEqual(['3000H', '(5)', '2400', '2300']);
    expect(picture(rows)).toContain('1600M');
    expect(countComps(rows)).toEqual({ shown: 21, hidden: 9 });
  });

  it('shows 9 above and 10 below without placeholders, and hides from the 11th comp above', () => {
    const nineAndTen = [...range(1100, 1900, 100), ...range(1000, 100, -100)];
    const rows = buildCompsTableRows({ subjectRent: 1050, comps: comps(...nineAndTen), apiMedian: 1000 });
    expect(rows.filter((row) => row.kind === 'hidden')).toEqual([]);
    expect(countComps(rows)).toEqual({ shown: 19, hidden: 0 });

    // A 10th comp above is still shown, being the highest; an 11th pushes one out of view.
    const tenAbove = buildCompsTableRows({ subjectRent: 1050, comps: comps(...nineAndTen, 2000), apiMedian: 1000 });
    expect(countComps(tenAbove)).toEqual({ shown: 20, hidden: 0 });
    const elevenAbove = buildCompsTableRows({
      subjectRent: 1050,
      comps: comps(...nineAndTen, 2000, 2100),
      apiMedian: 1000,
    });
    expect(picture(elevenAbove).slice(0, 3)).toEqual(['2100H', '(1)', '1900']);

    // Likewise an 11th and a 12th comp below: the 12th is the lowest, the 11th is hidden.
    const twelveBelow = buildCompsTableRows({
      subjectRent: 1050,
      comps: comps(...nineAndTen, 50, 20),
      apiMedian: 1000,
    });
    expect(picture(twelveBelow).slice(-3)).toEqual(['100', '(1)', '20L']);
  });

  it('accounts for every one of 100 comps', () => {
    const prices = range(1, 100, 1).map((n) => 1000 + n * 10);
    const rows = buildCompsTableRows({ subjectRent: 1505, comps: comps(...prices), apiMedian: 1800 });
    expect(countComps(rows)).toEqual({ shown: 22, hidden: 78 });
    expect(rows.filter((row) => row.kind === 'subject')).toHaveLength(1);
    expect(picture(rows)[0]).toBe('2000H');
    expect(picture(rows).at(-1)).toBe('1010L');
    expect(picture(rows)).toContain('1800M');
    // No two placeholder rows are adjacent, and none opens or closes the table.
    rows.forEach((row, index) => {
      if (row.kind === 'hidden') {
        expect(rows[index - 1]?.kind).not.toBe('hidden');
        expect(rows[index + 1]?.kind).not.toBe('hidden');
        expect(index).toBeGreaterThan(0);
        expect(index).toBeLessThan(rows.length - 1);
      }
    });
  });

  it('lists rows in descending price order', () => {
    const prices = range(1, 100, 1).map((n) => (n * 7919) % 5000);
    const rows = buildCompsTableRows({ subjectRent: 2500, comps: comps(...prices), apiMedian: null });
    const shownPrices = rows.flatMap((row) =>
      row.kind === 'hidden' ? [] : [row.kind === 'subject' ? row.price : row.comp.price],
    );
    expect(shownPrices).toEqual([...shownPrices].sort((a, b) => b - a));
  });

  it('puts the subject first when it is dearer than every comp', () => {
    const rows = buildCompsTableRows({ subjectRent: 5000, comps: comps(...range(100, 1500, 100)), apiMedian: 800 });
    expect(picture(rows)).toEqual([
      'S5000',
      '1500H',
      '1400',
      '1300',
      '1200',
      '1100',
      '1000',
      '900',
      '800M',
      '700',
      '600',
      '(4)',
      '100L',
    ]);
  });

  it('puts the subject last when it is cheaper than every comp', () => {
    const rows = buildCompsTableRows({ subjectRent: 50, comps: comps(...range(100, 1500, 100)), apiMedian: 1200 });
    expect(picture(rows)).toEqual([
      '1500H',
      '(2)',
      '1200M',
      '(2)',
      '900',
      '800',
      '700',
      '600',
      '500',
      '400',
      '300',
      '200',
      '100L',
      'S50',
    ]);
  });

  it('places comps priced at the rent below the subject and keeps ties in input order', () => {
    const input = [
      { id: 'a', price: 1500 },
      { id: 'b', price: 1400 },
      { id: 'c', price: 1500 },
      { id: 'd', price: 1600 },
    ];
    const rows = buildCompsTableRows({ subjectRent: 1500, comps: input, apiMedian: 1500 });
    expect(rows.map((row) => (row.kind === 'comp' ? row.comp.id : row.kind))).toEqual(['d', 'subject', 'a', 'c', 'b']);
    const flagged = rows.filter((row) => row.kind === 'comp' && row.closestToMedian);
    expect(flagged).toHaveLength(1);
    expect(flagged[0]?.kind === 'comp' && flagged[0].comp.id).toBe('a');
  });

  it('flags only one highest and one lowest among equal prices', () => {
    const rows = buildCompsTableRows({ subjectRent: 1000, comps: comps(2000, 2000, 500, 500), apiMedian: 1800 });
    const compRows = rows.filter((row) => row.kind === 'comp');
    expect(compRows.filter((row) => row.highest)).toHaveLength(1);
    expect(compRows.filter((row) => row.lowest)).toHaveLength(1);
    expect(picture(rows)).toEqual(['2000HM', '2000', 'S1000', '500', '500L']);
  });

  it('falls back to the comps median when the API median is missing', () => {
    const prices = range(100, 3000, 100);
    const withNull = buildCompsTableRows({ subjectRent: 2950, comps: comps(...prices), apiMedian: null });
    const without = buildCompsTableRows({ subjectRent: 2950, comps: comps(...prices) });
    const withNaN = buildCompsTableRows({ subjectRent: 2950, comps: comps(...prices), apiMedian: Number.NaN });
    // Comps median is 1550: 1600 and 1500 tie, the dearer comes first.
    for (const rows of [withNull, without, withNaN]) expect(picture(rows)).toContain('1600M');
  });

  it('leaves out comps without a finite price', () => {
    const rows = buildCompsTableRows({ subjectRent: 1000, comps: comps(1200, Number.NaN, 800), apiMedian: 1000 });
    expect(picture(rows)).toEqual(['1200HM', 'S1000', '800L']);
  });
});

describe('sortCompsByPriceDescending', () => {
  it('sorts dearest first without touching the input', () => {
    const input = comps(1, 3, 2);
    expect(sortCompsByPriceDescending(input).map((c) => c.price)).toEqual([3, 2, 1]);
    expect(input.map((c) => c.price)).toEqual([1, 3, 2]);
  });
});
