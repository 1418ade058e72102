import { describe, expect, it } from 'vitest';
import {
  compareHref,
  dedupeIds,
  isCompareOptionDisabled,
  orderByIds,
  parseCompareIdsParam,
  toggleCompareSelection,
  validateCompareIds,
} from './compare-selection';

const ten = ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10'];

describe('validateCompareIds', () => {
  it('accepts 2 to 10 ids', () => {
    expect(validateCompareIds(['a', 'b'])).toEqual({ ok: true, ids: ['a', 'b'] });
    expect(validateCompareIds(ten)).toEqual({ ok: true, ids: ten });
  });

  it('needs at least 2, with the product message', () => {
    const message = 'You must have or select at least 2 properties to run a comparison.';
    expect(validateCompareIds([])).toEqual({ ok: false, message, ids: [] });
    expect(validateCompareIds(['a'])).toEqual({ ok: false, message, ids: ['a'] });
  });

  it('counts duplicates once', () => {
    expect(validateCompareIds(['a', 'a']).ok).toBe(false);
    expect(validateCompareIds(['b', 'a', 'b', 'c'])).toEqual({ ok: true, ids: ['b', 'a', 'c'] });
  });

  it('refuses more than 10', () => {
    const result = validateCompareIds([...ten, '11']);
    expect(result).toEqual({
      ok: false,
      message: 'You can compare at most 10 properties at a time.',
      ids: [...ten, '11'],
    });
  });

  it('accepts 11 ids when one is a duplicate', () => {
    expect(validateCompareIds([...ten, '1']).ok).toBe(true);
  });
});

describe('dedupeIds', () => {
  it('trims, drops empties and keeps first occurrences in order', () => {
    expect(dedupeIds([' a ', 'b', '', 'a', '  ', 'c', 'b'])).toEqual(['a', 'b', 'c']);
  });
});

describe('parseCompareIdsParam', () => {
  it('splits the comma-joined ids', () => {
    expect(parseCompareIdsParam('a,b,c')).toEqual(['a', 'b', 'c']);
  });

  it('decodes an encoded list', () => {
    expect(parseCompareIdsParam('a%2Cb%2Cc')).toEqual(['a', 'b', 'c']);
  });

  it('drops blanks and duplicates', () => {
    expect(parseCompareIdsParam('a,,b, a ,')).toEqual(['a', 'b']);
  });

  it('gives nothing for a missing or empty param', () => {
    expect(parseCompareIdsParam(null)).toEqual([]);
    expect(parseCompareIdsParam(undefined)).toEqual([]);
    expect(parseCompareIdsParam('')).toEqual([]);
  });

  it('keeps malformed escapes as written', () => {
    expect(parseCompareIdsParam('a,%E0%A4%A,b')).toEqual(['a', '%E0%A4%A', 'b']);
  });

  it('links to /compare alone without ids, and encodes each id on its own', () => {
    expect(compareHref()).toBe('/compare');
    expect(compareHref([' ', ''])).toBe('/compare');
    expect(compareHref(['x y', 'a,b'])).toBe('/compare?ids=x%20y,a%2Cb');
  });

  it('round-trips with compareHref', () => {
    const href = compareHref(['x1', 'y2', 'x1']);
    expect(href).toBe('/compare?ids=x1,y2');
    expect(parseCompareIdsParam(new URL(href, 'http://localhost').searchParams.get('ids'))).toEqual(['x1', 'y2']);
  });
});

describe('toggleCompareSelection and isCompareOptionDisabled', () => {
  it('adds and removes ids', () => {
    expect(toggleCompareSelection([], 'a')).toEqual(['a']);
    expect(toggleCompareSelection(['a', 'b'], 'a')).toEqual(['b']);
  });

  it('adds nothing beyond 10', () => {
    expect(toggleCompareSelection(ten, '11')).toEqual(ten);
    expect(toggleCompareSelection(ten, '5')).toHaveLength(9);
  });

  it('disables further boxes at 10, but not the selected ones', () => {
    expect(isCompareOptionDisabled(ten, '11')).toBe(true);
    expect(isCompareOptionDisabled(ten, '3')).toBe(false);
    expect(isCompareOptionDisabled(ten.slice(0, 9), '11')).toBe(false);
  });

  it('does not change the given selection', () => {
    const selected = ['a'];
    toggleCompareSelection(selected, 'b');
    expect(selected).toEqual(['a']);
  });
});

describe('orderByIds', () => {
  const rows = [
    { id: 'a', rent: 1 },
    { id: 'b', rent: 2 },
    { id: 'c', rent: 3 },
  ];

  it('follows the order of the ids', () => {
    expect(orderByIds(rows, ['c', 'a', 'b']).map((r) => r.id)).toEqual(['c', 'a', 'b']);
  });

  it('drops ids not found and rows not asked for', () => {
    expect(orderByIds(rows, ['z', 'b', 'y']).map((r) => r.id)).toEqual(['b']);
    expect(orderByIds(rows, ['a']).map((r) => r.id)).toEqual(['a']);
  });

  it('matches numeric row ids to text ids', () => {
    expect(orderByIds([{ id: 7 }, { id: 3 }], ['3', '7'])).toEqual([{ id: 3 }, { id: 7 }]);
  });

  it('lists a row once even when its id repeats', () => {
    expect(orderByIds(rows, ['a', 'a'])).toHaveLength(1);
  });

  it('handles empty inputs', () => {
    expect(orderByIds([], ['a'])).toEqual([]);
    expect(orderByIds(rows, [])).toEqual([]);
  });
});
