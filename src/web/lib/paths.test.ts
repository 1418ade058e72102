import { describe, expect, it } from 'vitest';
import * as coreRoutes from '#core/site/routes';
import { comparePath, parseCompareIds, paths, reportPath } from './paths';

describe('paths', () => {
  it('is the route table of core (src/core/site/routes.test.ts lists every route)', () => {
    expect(paths).toBe(coreRoutes.paths);
  });

  it('builds report URLs with the id encoded', () => {
    expect(reportPath('abc-123')).toBe('/report/abc-123');
    expect(reportPath('a/b')).toBe('/report/a%2Fb');
  });

  it('builds compare URLs with readable commas', () => {
    expect(comparePath(['a', 'b', 'c'])).toBe('/compare?ids=a,b,c');
    expect(comparePath(['x y', ' ', 'z'])).toBe('/compare?ids=x%20y,z');
    expect(comparePath()).toBe('/compare');
    expect(comparePath([])).toBe('/compare');
  });

  it('reads compare ids back, without blanks or repeats', () => {
    expect(parseCompareIds('?ids=a,b,,a, c')).toEqual(['a', 'b', 'c']);
    expect(parseCompareIds(new URLSearchParams('ids=x%20y,z'))).toEqual(['x y', 'z']);
    expect(parseCompareIds('')).toEqual([]);
    expect(parseCompareIds(comparePath(['1', '2']).split('?')[1] ?? '')).toEqual(['1', '2']);
  });
});
