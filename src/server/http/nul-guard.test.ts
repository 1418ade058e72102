import { describe, expect, it } from 'vitest';
import { jsonHasNul, urlHasNul } from './nul-guard';

describe('jsonHasNul', () => {
  it.each([
    JSON.stringify({ path: '/\u0000' }),
    JSON.stringify({ token: 'abc\u0000' }),
    JSON.stringify({ ['k\u0000']: 1 }),
    JSON.stringify(['\u0000']),
    JSON.stringify({ a: '\\\\\u0000' }),
    '{"a":"\u0000"}',
  ])('finds U+0000 in %s', (text) => {
    expect(jsonHasNul(text)).toBe(true);
  });

  it.each([
    JSON.stringify({ path: '/about' }),
    // An escaped backslash followed by the letters u0000, once and twice over.
    JSON.stringify({ path: '/a\\u0000' }),
    JSON.stringify({ path: '\\\\u0000' }),
    JSON.stringify({ n: 0, s: 'u0000', t: '\u0001' }),
  ])('finds none in %s', (text) => {
    expect(jsonHasNul(text)).toBe(false);
  });
});

describe('urlHasNul', () => {
  it('finds %00 in the path or the query, in either case', () => {
    expect(urlHasNul('http://h/api/purchases/by-session/%00')).toBe(true);
    expect(urlHasNul('http://h/api/x?q=a%00b')).toBe(true);
    expect(urlHasNul('http://h/api/x?q=%2500')).toBe(false);
    expect(urlHasNul('http://h/api/x?q=100')).toBe(false);
  });
});
