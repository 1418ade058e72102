import { describe, expect, it } from 'vitest';
import { jsonHasNul, unreadableTextPath, urlHasNul } from './text-guard';

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

describe('unreadableTextPath', () => {
  it('names the field of a lone surrogate, at any depth, and passes whole emoji', () => {
    expect(unreadableTextPath('{"city":"Austin\\ud800"}')).toBe('city');
    expect(unreadableTextPath('{"fees":{"parking":"\\udc00"}}')).toBe('fees.parking');
    expect(unreadableTextPath('{"ids":["a","\\udbff"]}')).toBe('ids.1');
    expect(unreadableTextPath('{"\\ud800":1}')).toBe('\ufffd');
    expect(unreadableTextPath('{"city":"\\ud83c\\udfe0 Austin"}')).toBeUndefined();
    expect(unreadableTextPath('{"city":"Austin"}')).toBeUndefined();
    // An escaped backslash followed by the letters is text, and broken JSON is the validator's to refuse.
    expect(unreadableTextPath('{"note":"\\\\ud800"}')).toBeUndefined();
    expect(unreadableTextPath('{"city":"\\ud800"')).toBeUndefined();
  });
});
