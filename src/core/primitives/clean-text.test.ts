import { describe, expect, it } from 'vitest';
import { cleanMultiline, cleanSingleLine, isStorableText, storableText, storableValue } from './clean-text';

describe('cleanSingleLine', () => {
  it('trims and keeps ordinary text, accents and emoji', () => {
    expect(cleanSingleLine('  123 Main St  ')).toBe('123 Main St');
    expect(cleanSingleLine('José Ñúñez 🏠')).toBe('José Ñúñez 🏠');
  });

  it('removes control characters', () => {
    expect(cleanSingleLine('12\u00003 Ma\u0007in\u007F St\u0085')).toBe('123 Main St');
  });

  it('turns tabs and line breaks into spaces', () => {
    expect(cleanSingleLine('Austin\tTX\r\n78701')).toBe('Austin TX  78701');
  });

  it('removes zero-width and bidirectional override characters', () => {
    expect(cleanSingleLine('\u202Eevil\u202C \u200Bname\uFEFF\u2066')).toBe('evil name');
  });

  it('gives an empty string for blank input', () => {
    expect(cleanSingleLine('')).toBe('');
    expect(cleanSingleLine(' \t\n ')).toBe('');
  });
});

describe('cleanMultiline', () => {
  it('keeps line breaks and tabs, normalising CRLF and CR', () => {
    expect(cleanMultiline('Hello,\r\n\tthanks\rBye')).toBe('Hello,\n\tthanks\nBye');
  });

  it('removes other control characters and trims the ends', () => {
    expect(cleanMultiline('  Hi\u0000 there\u001B\n  ')).toBe('Hi there');
  });
});

describe('storable text', () => {
  it('refuses a lone surrogate and U+0000, and accepts whole emoji', () => {
    expect(isStorableText('Austin')).toBe(true);
    expect(isStorableText('Café 🏠')).toBe(true);
    expect(isStorableText('Austin\ud800')).toBe(false);
    expect(isStorableText('\udc00Austin')).toBe(false);
    expect(isStorableText('a\u0000b')).toBe(false);
  });

  it('replaces lone surrogates and drops U+0000, deep inside values and keys', () => {
    expect(storableText('Austin\ud800')).toBe('Austin\ufffd');
    expect(storableText('🏠\udc00')).toBe('🏠\ufffd');
    expect(storableValue({ city: 'Austin\ud800', list: ['a\u0000b', 3], ['k\ud800']: null })).toEqual({
      city: 'Austin\ufffd',
      list: ['ab', 3],
      'k\ufffd': null,
    });
    // What JSON cannot hold is kept as it is.
    const when = new Date(0);
    expect(storableValue({ when }).when).toBe(when);
  });
});
