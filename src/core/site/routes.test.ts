import { describe, expect, it } from 'vitest';
import { isKnownPagePath, paths } from './routes';

describe('routes', () => {
  it('has every documented route', () => {
    expect(Object.values(paths).sort()).toEqual(
      [
        '/',
        '/login',
        '/signup',
        '/reset-password',
        '/update-password',
        '/research',
        '/report/:id',
        '/compare',
        '/apply',
        '/learn-more',
        '/account',
        '/contact',
        '/about',
        '/terms',
        '/disclaimer',
        '/privacy',
        '/cookies',
        '/faqs',
        '/tenant-rights',
        '/affordability-calculator',
        '/how-to',
        '/renters-checklist',
        '/report/shared/:token',
        '/checkout/test/:sessionId',
      ].sort(),
    );
  });

  it.each(['/', '/research', '/research/', '/report/123e4567', '/report/shared/abc', '/renters-checklist'])(
    '%s is a page',
    (p) => {
      expect(isKnownPagePath(p)).toBe(true);
    },
  );

  it.each(['/nope', '/report', '/report/', '/report/a/b/c', '/researchx', '/api'])('%s is not a page', (p) => {
    expect(isKnownPagePath(p)).toBe(false);
  });
});
