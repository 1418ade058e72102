import { describe, expect, it } from 'vitest';
import { zipCandidates } from './zip-in-text';

describe('zipCandidates', () => {
  it('finds ZIPs with the state written before or after them', () => {
    expect(zipCandidates('Studio apartment, Washington, DC 20002')).toEqual([{ zip: '20002', stateHint: 'DC' }]);
    expect(zipCandidates('located at 1717 12th Ave, Seattle, 98122, WA')).toEqual([{ zip: '98122', stateHint: 'WA' }]);
    expect(zipCandidates('Austin TX 78701-1234.')).toEqual([{ zip: '78701', stateHint: 'TX' }]);
  });

  it('keeps bare five-digit numbers, without a state', () => {
    expect(zipCandidates('10428 South Jordan Gateway')).toEqual([{ zip: '10428', stateHint: null }]);
  });

  it('ignores prices, longer numbers, decimals and areas', () => {
    expect(zipCandidates('now $10900 a month')).toEqual([]);
    expect(zipCandidates('call 8016139503')).toEqual([]);
    expect(zipCandidates('100,000 units and 1.23456 acres')).toEqual([]);
    expect(zipCandidates('a 12000 sq ft lot')).toEqual([]);
  });
});
