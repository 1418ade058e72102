import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { etagMatches, htmlVariant, preferredEncoding } from './html-variants';

describe('htmlVariant', () => {
  it('keeps the page, its Brotli and gzip bodies and an ETag that changes with the content', () => {
    const page = htmlVariant('<h1>FAQs</h1>');
    expect(brotliDecompressSync(page.br).toString()).toBe('<h1>FAQs</h1>');
    expect(gunzipSync(page.gzip).toString()).toBe('<h1>FAQs</h1>');
    expect(page.etag).toBe(htmlVariant('<h1>FAQs</h1>').etag);
    expect(page.etag).not.toBe(htmlVariant('<h1>FAQ</h1>').etag);
  });
});

describe('preferredEncoding', () => {
  it.each([
    ['gzip, deflate, br', 'br'],
    ['gzip, deflate, br, zstd', 'br'],
    ['gzip', 'gzip'],
    ['br;q=0, gzip;q=0.5', 'gzip'],
    ['gzip;q=0', 'identity'],
    ['*', 'br'],
    ['*;q=0', 'identity'],
    ['', 'identity'],
    [undefined, 'identity'],
  ])('%s → %s', (header, expected) => {
    expect(preferredEncoding(header)).toBe(expected);
  });
});

describe('etagMatches', () => {
  it('matches the tag itself, its weak form, one of a list, or *', () => {
    expect(etagMatches('"abc"', '"abc"')).toBe(true);
    expect(etagMatches('W/"abc"', '"abc"')).toBe(true);
    expect(etagMatches('"x", "abc"', '"abc"')).toBe(true);
    expect(etagMatches('*', '"abc"')).toBe(true);
    expect(etagMatches('"abd"', '"abc"')).toBe(false);
    expect(etagMatches(undefined, '"abc"')).toBe(false);
  });
});
