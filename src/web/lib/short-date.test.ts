import { describe, expect, it } from 'vitest';
import { shortDate } from './short-date';

describe('shortDate', () => {
  it('formats dates in UTC so a date-only value keeps its day', () => {
    expect(shortDate('2026-01-05')).toBe('Jan 5, 2026');
    expect(shortDate('2025-12-31T23:30:00Z')).toBe('Dec 31, 2025');
    expect(shortDate(null)).toBeNull();
    expect(shortDate('not a date')).toBeNull();
  });

  it('writes a Spanish date as Intl does for es-US', () => {
    expect(shortDate('2026-01-05', 'es')).toBe('5 ene 2026');
    expect(shortDate('2026-09-30', 'es')).toBe('30 sept 2026');
    const intl = new Intl.DateTimeFormat('es-US', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
    expect(shortDate('2026-11-26', 'es')).toBe(intl.format(new Date('2026-11-26')));
  });
});
