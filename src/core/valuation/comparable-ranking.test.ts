import { describe, expect, it } from 'vitest';
import {
  comparableCost,
  DEFAULT_RANKING_WEIGHTS,
  firstPerAddress,
  MAX_COMPARABLES,
  rankComparables,
  sortByLikeness,
  type RankableCandidate,
} from './comparable-ranking';

const asOf = new Date('2026-06-30T00:00:00Z');
const subject = { sqft: 1000, baths: 2 };
let nextId = 1;
function candidate(overrides: Partial<RankableCandidate> = {}): RankableCandidate {
  return { id: nextId++, distanceMiles: 0, sqft: 1000, baths: 2, listedAt: asOf, ...overrides };
}

describe('comparableCost', () => {
  it('is 0 for a twin next door seen on the as-of date', () => {
    expect(comparableCost(subject, candidate(), asOf)).toBe(0);
  });

  it('grows with distance, more between 0 and 1 mile than between 10 and 11', () => {
    const cost = (miles: number) => comparableCost(subject, candidate({ distanceMiles: miles }), asOf);
    expect(cost(1)).toBeGreaterThan(cost(0.5));
    expect(cost(11)).toBeGreaterThan(cost(10));
    expect(cost(1) - cost(0)).toBeGreaterThan(cost(11) - cost(10));
  });

  it('counts size on a ratio scale: 25% larger costs what 20% smaller does', () => {
    const larger = comparableCost(subject, candidate({ sqft: 1250 }), asOf);
    const smaller = comparableCost(subject, candidate({ sqft: 800 }), asOf);
    expect(larger).toBeGreaterThan(0);
    expect(larger).toBeCloseTo(smaller, 9);
  });

  it('counts each bath of difference, 3+ as 3, unknown as half a bath', () => {
    const w = DEFAULT_RANKING_WEIGHTS.baths;
    expect(comparableCost(subject, candidate({ baths: 1 }), asOf)).toBeCloseTo(w, 9);
    expect(comparableCost({ sqft: 1000, baths: 3 }, candidate({ baths: 4.5 }), asOf)).toBe(0);
    expect(comparableCost(subject, candidate({ baths: null }), asOf)).toBeCloseTo(w / 2, 9);
  });

  it('counts age at the as-of date, not after it', () => {
    const yearOld = candidate({ listedAt: new Date('2025-06-30T00:00:00Z') });
    expect(comparableCost(subject, yearOld, asOf)).toBeCloseTo(DEFAULT_RANKING_WEIGHTS.recency, 9);
    expect(comparableCost(subject, candidate({ listedAt: new Date('2026-07-01') }), asOf)).toBe(0);
  });

  it('puts a size the report would drop (outside 0.3 to 2 times, or unknown) after every usable one', () => {
    const far = comparableCost(subject, candidate({ distanceMiles: 25, sqft: 1900, baths: 1 }), asOf);
    for (const sqft of [299, 2001, null]) {
      expect(comparableCost(subject, candidate({ sqft }), asOf)).toBeGreaterThan(far);
    }
    // The filter's ends are included (0.3 and 2 times).
    expect(comparableCost(subject, candidate({ sqft: 300 }), asOf)).toBeLessThan(far + 10);
    expect(comparableCost(subject, candidate({ sqft: 2000 }), asOf)).toBeLessThan(far + 10);
  });
});

describe('rankComparables', () => {
  it('prefers a unit of the same size a little further off to a much larger one next door', () => {
    const big = candidate({ distanceMiles: 0.05, sqft: 1700 });
    const alike = candidate({ distanceMiles: 0.4, sqft: 1020 });
    expect(rankComparables(subject, [big, alike], { asOf, limit: 1 })).toEqual([alike]);
  });

  it('still prefers the nearer of two equal units', () => {
    const near = candidate({ distanceMiles: 0.2 });
    const far = candidate({ distanceMiles: 3 });
    expect(rankComparables(subject, [far, near], { asOf })).toEqual([near, far]);
  });

  it(`returns at most ${MAX_COMPARABLES} by default`, () => {
    const many = Array.from({ length: 40 }, (_, i) => candidate({ distanceMiles: i / 10 }));
    expect(rankComparables(subject, many, { asOf })).toHaveLength(MAX_COMPARABLES);
  });

  it('keeps one listing per address, the most alike; listings without an address are never merged', () => {
    const a1 = candidate({ addressKey: '1 a st|x', sqft: 1300 });
    const a2 = candidate({ addressKey: '1 a st|x', sqft: 1010 });
    const n1 = candidate({ addressKey: '', sqft: 1100 });
    const n2 = candidate({ addressKey: '', sqft: 1150 });
    expect(rankComparables(subject, [a1, a2, n1, n2], { asOf, limit: 10 })).toEqual([a2, n1, n2]);
  });

  it('is repeatable: exact ties go to the lower id, whatever the input order', () => {
    const x = { ...candidate(), id: 2 };
    const y = { ...candidate(), id: 1 };
    expect(sortByLikeness(subject, [x, y], { asOf })).toEqual([y, x]);
    expect(sortByLikeness(subject, [y, x], { asOf })).toEqual([y, x]);
  });

  it('ignores size when the subject gives none, but still wants a size the report can use', () => {
    const sized = candidate({ sqft: 3000, distanceMiles: 2 });
    const unsized = candidate({ sqft: null });
    expect(rankComparables({ sqft: 0, baths: 2 }, [unsized, sized], { asOf })).toEqual([sized, unsized]);
  });

  it('firstPerAddress stops at the limit', () => {
    expect(firstPerAddress([{ addressKey: 'a' }, { addressKey: 'b' }, { addressKey: 'c' }], 2)).toHaveLength(2);
  });
});
