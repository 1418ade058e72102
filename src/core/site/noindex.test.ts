import { describe, expect, it } from 'vitest';
import { isNoindexPath } from './noindex';

describe('isNoindexPath', () => {
  it.each([
    '/login',
    '/terms',
    '/disclaimer',
    '/privacy',
    '/cookies',
    '/report/abc',
    '/checkout/test/cs_test_1',
    '/login/',
  ])('%s is not indexed', (p) => {
    expect(isNoindexPath(p)).toBe(true);
  });
  it.each(['/', '/signup', '/research', '/faqs', '/reports', '/loginx'])('%s is indexed', (p) => {
    expect(isNoindexPath(p)).toBe(false);
  });
});
