import { describe, expect, it } from 'vitest';
import { marketConfidence } from './market-confidence';

describe('marketConfidence', () => {
  it('is High with many close, tightly grouped comps', () => {
    expect(marketConfidence({ comps: 12, effectiveComps: 8, spread: 0.05, typicalDistanceMiles: 1 })).toEqual({
      level: 'high',
      reasons: [],
    });
  });

  it('is Medium when the comps are scattered, and says so', () => {
    const result = marketConfidence({ comps: 12, effectiveComps: 8, spread: 0.12, typicalDistanceMiles: 1 });
    expect(result.level).toBe('medium');
    expect(result.reasons).toEqual([{ id: 'scattered', values: { percent: 12 } }]);
  });

  it('is Medium when the comps are far, and Low past 25 miles', () => {
    expect(marketConfidence({ comps: 12, effectiveComps: 8, spread: 0.05, typicalDistanceMiles: 9 }).level).toBe(
      'medium',
    );
    const far = marketConfidence({ comps: 12, effectiveComps: 8, spread: 0.05, typicalDistanceMiles: 40 });
    expect(far.level).toBe('low');
    expect(far.reasons).toEqual([{ id: 'farAway', values: { miles: 40 } }]);
  });

  it('is Low with fewer than 4 comps, naming the Value Score rule', () => {
    const result = marketConfidence({ comps: 2, effectiveComps: 2, spread: 0.02, typicalDistanceMiles: 1 });
    expect(result.level).toBe('low');
    expect(result.reasons[0]).toEqual({ id: 'tooFewComps', values: { count: 2, min: 4 } });
  });

  it('is Low with no comps at all: the benchmark alone', () => {
    expect(marketConfidence({ comps: 0, effectiveComps: 0, spread: null, typicalDistanceMiles: null })).toEqual({
      level: 'low',
      reasons: [{ id: 'noComps', values: {} }],
    });
  });
});
