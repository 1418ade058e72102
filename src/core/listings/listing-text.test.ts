import { describe, expect, it } from 'vitest';
import {
  BATH_OPTIONS,
  BEDROOM_OPTIONS,
  bathsParam,
  compBaths,
  firstNumber,
  formatBaths,
  formatBedrooms,
  parseBaths,
  parseBedrooms,
  roomsText,
} from './listing-text';

describe('firstNumber', () => {
  it.each([
    ['2 beds', 2],
    ['1.5 baths', 1.5],
    ['3+', 3],
    ['6+', 6],
    ['Beds: 4, Baths: 2', 4],
    ['1,200 sqft', 1200],
    ['.5', 0.5],
    ['0', 0],
    [' 12 ', 12],
    [3, 3],
    [2.5, 2.5],
    [0, 0],
  ])('reads %j as %d', (value, expected) => {
    expect(firstNumber(value)).toBe(expected);
  });

  it.each([['Studio'], ['none'], [''], [null], [undefined], [Number.NaN], [Number.POSITIVE_INFINITY], [{}]])(
    'finds no number in %j',
    (value) => {
      expect(firstNumber(value)).toBeNull();
    },
  );
});

describe('parseBedrooms', () => {
  it('reads a studio as 0 bedrooms', () => {
    expect(parseBedrooms('Studio')).toBe(0);
    expect(parseBedrooms('studio apartment')).toBe(0);
    expect(parseBedrooms('STUDIO')).toBe(0);
  });

  it('reads the first number otherwise', () => {
    expect(parseBedrooms('2 beds')).toBe(2);
    expect(parseBedrooms('6+')).toBe(6);
    expect(parseBedrooms(3)).toBe(3);
    expect(parseBedrooms('0')).toBe(0);
    expect(parseBedrooms('unknown')).toBeNull();
  });
});

describe('parseBaths', () => {
  it('keeps half baths', () => {
    expect(parseBaths('1.5 baths')).toBe(1.5);
    expect(parseBaths('3+')).toBe(3);
    expect(parseBaths(2)).toBe(2);
    expect(parseBaths('')).toBeNull();
  });
});

describe('compBaths', () => {
  it('turns text into its leading whole number', () => {
    expect(compBaths('2')).toBe(2);
    expect(compBaths('2.5 baths')).toBe(2);
    expect(compBaths('1.5')).toBe(1);
    expect(compBaths('3+')).toBe(3);
  });

  it('keeps numbers as they are', () => {
    expect(compBaths(2.5)).toBe(2.5);
    expect(compBaths(1)).toBe(1);
  });

  it('gives null when there is no number', () => {
    expect(compBaths('n/a')).toBeNull();
    expect(compBaths(null)).toBeNull();
    expect(compBaths(Number.NaN)).toBeNull();
  });
});

describe('bathsParam', () => {
  it("maps one bath to '1'", () => {
    expect(bathsParam('1')).toBe('1');
    expect(bathsParam(1)).toBe('1');
    expect(bathsParam('1 bath')).toBe('1');
  });

  it("maps anything more to '1.5+'", () => {
    expect(bathsParam('2')).toBe('1.5+');
    expect(bathsParam('3+')).toBe('1.5+');
    expect(bathsParam(1.5)).toBe('1.5+');
    expect(bathsParam('1.5 baths')).toBe('1.5+');
  });

  it("falls back to '1' when unreadable", () => {
    expect(bathsParam('')).toBe('1');
    expect(bathsParam(null)).toBe('1');
  });
});

describe('options', () => {
  it('offers Studio(0), 1 to 5 and 6+ bedrooms', () => {
    expect(BEDROOM_OPTIONS).toEqual([
      { value: '0', label: 'Studio' },
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3', label: '3' },
      { value: '4', label: '4' },
      { value: '5', label: '5' },
      { value: '6+', label: '6+' },
    ]);
  });

  it('offers 1, 2 and 3+ baths', () => {
    expect(BATH_OPTIONS).toEqual([
      { value: '1', label: '1' },
      { value: '2', label: '2' },
      { value: '3+', label: '3+' },
    ]);
  });

  it('reads every option value back to its number', () => {
    expect(BEDROOM_OPTIONS.map((o) => parseBedrooms(o.value))).toEqual([0, 1, 2, 3, 4, 5, 6]);
    expect(BATH_OPTIONS.map((o) => parseBaths(o.value))).toEqual([1, 2, 3]);
  });
});

describe('formatBedrooms and formatBaths', () => {
  it('shows 0 bedrooms as Studio and keeps text labels', () => {
    expect(formatBedrooms(0)).toBe('Studio');
    expect(formatBedrooms('0')).toBe('Studio');
    expect(formatBedrooms(2)).toBe('2');
    expect(formatBedrooms('6+')).toBe('6+');
    expect(formatBedrooms(' 2 beds ')).toBe('2 beds');
    expect(formatBedrooms('')).toBe('—');
    expect(formatBedrooms(null)).toBe('—');
  });

  it('shows baths as given', () => {
    expect(formatBaths(1.5)).toBe('1.5');
    expect(formatBaths('3+')).toBe('3+');
    expect(formatBaths(' ')).toBe('—');
    expect(formatBaths(undefined)).toBe('—');
  });
});

// The compare selector once read "Studio bd", and the search history and the dashboard "0 bd".
describe('roomsText', () => {
  it('shows a studio as Studio, never "0 bd" or "Studio bd"', () => {
    expect(roomsText('0', '1')).toBe('Studio · 1 ba');
    expect(roomsText(0, 1)).toBe('Studio · 1 ba');
    expect(roomsText('Studio', '1')).toBe('Studio · 1 ba');
  });

  it('writes counts with bd and ba, and other text as written', () => {
    expect(roomsText('2', '1.5')).toBe('2 bd · 1.5 ba');
    expect(roomsText('6+', '3+')).toBe('6+ bd · 3+ ba');
    expect(roomsText(1, 2)).toBe('1 bd · 2 ba');
    expect(roomsText('Loft', 'Shared')).toBe('Loft · Shared');
  });

  it('leaves out what is unknown', () => {
    expect(roomsText('2', '')).toBe('2 bd');
    expect(roomsText(null, '1')).toBe('1 ba');
    expect(roomsText(' ', null)).toBe('');
  });
});
