import { describe, expect, it } from 'vitest';
import { filterComps, isPriceOutlier, isSqftInRange, type RawComp } from './comps-filter';

function comp(address: string, price: unknown, sqft: unknown, extra: Partial<RawComp> = {}): RawComp {
  return { address, price, sqft, bedrooms: 2, baths: 1, ...extra };
}

describe('filterComps: positive numeric price and sqft', () => {
  it('keeps numbers and numeric strings', () => {
    const result = filterComps(
      [comp('1 A St', 1500, 900), comp('2 A St', '1600', '950'), comp('3 A St', '$1,700', '1,000')],
      1000,
    );
    expect(result.kept.map((c) => [c.price, c.sqft])).toEqual([
      [1500, 900],
      [1600, 950],
      [1700, 1000],
    ]);
    expect(result.dropped.invalid).toBe(0);
  });

  it.each([
    ['zero price', 0, 900],
    ['negative price', -1500, 900],
    ['junk price', 'call us', 900],
    ['missing price', undefined, 900],
    ['null price', null, 900],
    ['NaN price', Number.NaN, 900],
    ['zero sqft', 1500, 0],
    ['negative sqft', 1500, -900],
    ['junk sqft', 1500, 'big'],
    ['missing sqft', 1500, undefined],
    ['empty sqft', 1500, ''],
  ])('drops a comp with %s', (_name, price, sqft) => {
    const result = filterComps([comp('1 A St', price, sqft)], 1000);
    expect(result.kept).toEqual([]);
    expect(result.dropped).toEqual({ invalid: 1, priceOutlier: 0, sqftOutOfRange: 0, duplicateAddress: 0 });
  });
});

describe('filterComps: price outliers', () => {
  it('drops a price exactly at 3 times the median', () => {
    // Prices 1000, 1000, 1000, 3000: median 1000, 3000 = 3 x median.
    const comps = [comp('1', 1000, 900), comp('2', 1000, 900), comp('3', 1000, 900), comp('4', 3000, 900)];
    const result = filterComps(comps, 1000);
    expect(result.outlierMedian).toBe(1000);
    expect(result.kept.map((c) => c.price)).toEqual([1000, 1000, 1000]);
    expect(result.dropped.priceOutlier).toBe(1);
  });

  it('keeps a price just under 3 times the median', () => {
    const comps = [comp('1', 1000, 900), comp('2', 1000, 900), comp('3', 1000, 900), comp('4', 2999.99, 900)];
    const result = filterComps(comps, 1000);
    expect(result.kept).toHaveLength(4);
    expect(result.dropped.priceOutlier).toBe(0);
  });

  it('drops prices above 3 times the median', () => {
    const comps = [
      comp('1', 1000, 900),
      comp('2', 1200, 900),
      comp('3', 1100, 900),
      comp('4', 9000, 900),
      comp('5', 1300, 900),
    ];
    const result = filterComps(comps, 1000);
    expect(result.outlierMedian).toBe(1200);
    expect(result.kept.map((c) => c.price)).toEqual([1000, 1200, 1100, 1300]);
  });

  it('takes the median after dropping invalid comps, before the size filter', () => {
    // The 5000/100 sqft comp is out of size range but still counts for the median.
    const comps = [comp('1', 1000, 900), comp('2', 'junk', 900), comp('3', 5000, 100), comp('4', 2000, 900)];
    const result = filterComps(comps, 1000);
    expect(result.outlierMedian).toBe(2000);
    expect(result.dropped).toEqual({ invalid: 1, priceOutlier: 0, sqftOutOfRange: 1, duplicateAddress: 0 });
  });

  it('uses the mean of the two middle prices for an even count', () => {
    const comps = [comp('1', 1000, 900), comp('2', 1000, 900), comp('3', 2000, 900), comp('4', 4500, 900)];
    // median (1000 + 2000) / 2 = 1500; cut at 4500, which is dropped.
    const result = filterComps(comps, 1000);
    expect(result.outlierMedian).toBe(1500);
    expect(result.kept.map((c) => c.price)).toEqual([1000, 1000, 2000]);
  });

  it('never drops a single comp as its own outlier', () => {
    expect(filterComps([comp('1', 1500, 900)], 1000).kept).toHaveLength(1);
  });
});

describe('filterComps: size range 0.3 to 2 times the subject, both ends included', () => {
  it('keeps sqft at exactly 0.3x and exactly 2x', () => {
    const result = filterComps([comp('1', 1000, 300), comp('2', 1000, 2000)], 1000);
    expect(result.kept.map((c) => c.sqft)).toEqual([300, 2000]);
  });

  it('drops sqft just outside either end', () => {
    const result = filterComps([comp('1', 1000, 299.99), comp('2', 1000, 2000.01)], 1000);
    expect(result.kept).toEqual([]);
    expect(result.dropped.sqftOutOfRange).toBe(2);
  });

  it('includes the lower edge where 0.3 x subject is inexact in binary', () => {
    // 0.3 * 3 is 0.8999999999999999; 0.9 must still count as exactly 0.3x.
    expect(isSqftInRange(0.9, 3)).toBe(true);
    expect(isSqftInRange(0.89, 3)).toBe(false);
    expect(isSqftInRange(6, 3)).toBe(true);
    expect(isSqftInRange(6.01, 3)).toBe(false);
    expect(isSqftInRange(255, 850)).toBe(true);
    expect(isSqftInRange(1700, 850)).toBe(true);
  });

  it('drops every comp when the subject has no positive size', () => {
    expect(isSqftInRange(900, 0)).toBe(false);
    expect(isSqftInRange(900, -5)).toBe(false);
    expect(isSqftInRange(900, Number.NaN)).toBe(false);
    const result = filterComps([comp('1', 1000, 900), comp('2', 'x', 900)], 0);
    expect(result.kept).toEqual([]);
    expect(result.dropped).toEqual({ invalid: 1, priceOutlier: 0, sqftOutOfRange: 1, duplicateAddress: 0 });
  });
});

describe('filterComps: lowest price per address', () => {
  it('keeps the cheapest comp at an address, in the place of its first appearance', () => {
    const result = filterComps(
      [
        comp('10 Oak Ave', 1500, 900),
        comp('20 Elm St', 1400, 900),
        comp('10 Oak Ave', 1450, 950),
        comp('10 Oak Ave', 1600, 900),
      ],
      1000,
    );
    expect(result.kept.map((c) => [c.address, c.price, c.sqft])).toEqual([
      ['10 Oak Ave', 1450, 950],
      ['20 Elm St', 1400, 900],
    ]);
    expect(result.dropped.duplicateAddress).toBe(2);
  });

  it('treats case, spacing and punctuation differences as the same address', () => {
    const result = filterComps([comp('123 Main St.', 1500, 900), comp('  123  MAIN st ', 1400, 900)], 1000);
    expect(result.kept).toHaveLength(1);
    expect(result.kept[0]?.price).toBe(1400);
    expect(result.kept[0]?.address).toBe('123  MAIN st');
  });

  it('treats USPS abbreviations as the same address, and other units as other addresses', () => {
    const result = filterComps(
      [
        comp('123 Main Street, Austin, TX 78701', 1500, 900),
        comp('123 Main St., Austin, TX 78701', 1450, 900),
        comp('40 North Lamar Boulevard Apt 2', 1300, 900),
        comp('40 N Lamar Blvd #2', 1350, 900),
        comp('40 N Lamar Blvd Apt 3', 1400, 900),
      ],
      1000,
    );
    expect(result.kept.map((c) => c.price)).toEqual([1450, 1300, 1400]);
    expect(result.dropped.duplicateAddress).toBe(2);
  });

  it('keeps the first of two equally cheap comps at an address', () => {
    const result = filterComps([comp('1 A St', 1400, 900), comp('1 a st', 1400, 1000)], 1000);
    expect(result.kept).toEqual([{ address: '1 A St', price: 1400, sqft: 900, bedrooms: 2, baths: 1 }]);
  });

  it('never merges comps without an address', () => {
    const result = filterComps([comp('', 1400, 900), { price: 1500, sqft: 900 }, comp('   ', 1600, 900)], 1000);
    expect(result.kept.map((c) => c.price)).toEqual([1400, 1500, 1600]);
    expect(result.kept.map((c) => c.address)).toEqual(['', '', '']);
    expect(result.dropped.duplicateAddress).toBe(0);
  });

  it('dedupes only after the outlier and size filters', () => {
    // The cheaper duplicate is too small, so the dearer one at the same address survives.
    const result = filterComps([comp('1 A St', 900, 100), comp('1 A St', 1400, 900)], 1000);
    expect(result.kept.map((c) => c.price)).toEqual([1400]);
    expect(result.dropped).toEqual({ invalid: 0, priceOutlier: 0, sqftOutOfRange: 1, duplicateAddress: 0 });
  });
});

describe('filterComps: baths and bedrooms', () => {
  it('turns text baths into an integer and keeps numeric baths', () => {
    const result = filterComps(
      [
        comp('1', 1000, 900, { baths: '2' }),
        comp('2', 1000, 900, { baths: '2.5 baths' }),
        comp('3', 1000, 900, { baths: 1.5 }),
        comp('4', 1000, 900, { baths: 'n/a' }),
      ],
      1000,
    );
    expect(result.kept.map((c) => c.baths)).toEqual([2, 2, 1.5, null]);
  });

  it('reads bedrooms from numbers and text', () => {
    const result = filterComps(
      [
        comp('1', 1000, 900, { bedrooms: 'Studio' }),
        comp('2', 1000, 900, { bedrooms: '3 beds' }),
        comp('3', 1000, 900, { bedrooms: undefined }),
      ],
      1000,
    );
    expect(result.kept.map((c) => c.bedrooms)).toEqual([0, 3, null]);
  });
});

describe('filterComps: empty and counting', () => {
  it('returns nothing for no comps', () => {
    expect(filterComps([], 1000)).toEqual({
      kept: [],
      dropped: { invalid: 0, priceOutlier: 0, sqftOutOfRange: 0, duplicateAddress: 0 },
      inputCount: 0,
      outlierMedian: null,
    });
  });

  it('accounts for every input comp exactly once', () => {
    const comps = [
      comp('1', 1000, 900),
      comp('1', 1100, 900),
      comp('2', 'x', 900),
      comp('3', 10000, 900),
      comp('4', 1200, 50),
      comp('5', 1300, 950),
    ];
    const result = filterComps(comps, 1000);
    const { invalid, priceOutlier, sqftOutOfRange, duplicateAddress } = result.dropped;
    expect(result.inputCount).toBe(6);
    expect(result.kept.length + invalid + priceOutlier + sqftOutOfRange + duplicateAddress).toBe(6);
    expect(result.dropped).toEqual({ invalid: 1, priceOutlier: 1, sqftOutOfRange: 1, duplicateAddress: 1 });
  });
});

describe('helpers', () => {
  it('marks prices at or above 3 times the median as outliers', () => {
    expect(isPriceOutlier(3000, 1000)).toBe(true);
    expect(isPriceOutlier(3001, 1000)).toBe(true);
    expect(isPriceOutlier(2999, 1000)).toBe(false);
  });
});
