import { describe, expect, it } from 'vitest';
import {
  cbsaOfAreaCode,
  chooseCountyRow,
  forEachTableRow,
  placeKey,
  placeKeyCandidates,
  zipFive,
} from './benchmark-tables';

describe('placeKey', () => {
  it('ignores case, punctuation, accents and HUD’s kind of subdivision', () => {
    expect(placeKey('Andover town')).toBe('ANDOVER');
    expect(placeKey('ANDOVER')).toBe('ANDOVER');
    expect(placeKey('Barnstable Town city')).toBe('BARNSTABLE');
    expect(placeKey('Manchester-by-the-Sea town')).toBe('MANCHESTER BY THE SEA');
    expect(placeKey('St. Johnsbury town')).toBe(placeKey('SAINT JOHNSBURY'));
    expect(placeKey("Coeur d'Alene")).toBe('COEUR DALENE');
    expect(placeKey('Peñuelas')).toBe('PENUELAS');
  });

  it('reads -borough and -boro as one spelling', () => {
    expect(placeKey('Foxborough town')).toBe(placeKey('FOXBORO'));
    expect(placeKey('North Attleborough town')).toBe(placeKey('NORTH ATTLEBORO'));
  });
});

describe('placeKeyCandidates', () => {
  it('tries the name, then without a compass word in front and feature words behind', () => {
    expect(placeKeyCandidates('NORTH BILLERICA')).toEqual(['NORTH BILLERICA', 'BILLERICA']);
    expect(placeKeyCandidates('NEWTON UPPER FALLS')).toEqual(['NEWTON UPPER FALLS', 'NEWTON']);
    expect(placeKeyCandidates('WEST NEWTON')).toEqual(['WEST NEWTON', 'NEWTON']);
    expect(placeKeyCandidates('BOSTON')).toEqual(['BOSTON']);
    // A name that is only a compass or feature word stays as it is.
    expect(placeKeyCandidates('CENTER')).toEqual(['CENTER']);
    expect(placeKeyCandidates('  ')).toEqual([]);
  });
});

describe('chooseCountyRow', () => {
  const rows = [
    { town: 'Lynn city', population: 100_905 },
    { town: 'Haverhill city', population: 67_000 },
    { town: 'Billerica town', population: 42_000 },
  ];

  it('takes a county’s only row', () => {
    const only = { town: null, population: 10 };
    expect(chooseCountyRow([only], ['ANYWHERE'])).toEqual({ row: only, by: 'only' });
    expect(chooseCountyRow([], ['X'])).toBeNull();
  });

  it('matches the first city that names a town, else takes the most populous row', () => {
    expect(chooseCountyRow(rows, ['HAVERHILL'])).toEqual({ row: rows[1], by: 'town' });
    expect(chooseCountyRow(rows, ['NORTH BILLERICA'])).toEqual({ row: rows[2], by: 'town' });
    expect(chooseCountyRow(rows, ['DEVENS', 'Haverhill'])).toEqual({ row: rows[1], by: 'town' });
    expect(chooseCountyRow(rows, [null, undefined, ''])).toEqual({ row: rows[0], by: 'population' });
    expect(chooseCountyRow(rows, ['NOWHERE'])).toEqual({ row: rows[0], by: 'population' });
  });
});

describe('zipFive and cbsaOfAreaCode', () => {
  it('reads a ZIP code and ZIP+4', () => {
    expect(zipFive('78701')).toBe('78701');
    expect(zipFive(' 78701-1234 ')).toBe('78701');
    expect(zipFive('787011234')).toBe('78701');
    expect(zipFive('7870')).toBeNull();
    expect(zipFive('abcde')).toBeNull();
  });

  it('takes the CBSA of metro area codes only', () => {
    expect(cbsaOfAreaCode('METRO12420M12420')).toBe('12420');
    expect(cbsaOfAreaCode('METRO41860MM7360')).toBe('41860');
    expect(cbsaOfAreaCode('NCNTY30017N30017')).toBeNull();
  });
});

describe('forEachTableRow', () => {
  it('skips comments, checks the header and the number of fields', () => {
    const seen: string[][] = [];
    forEachTableRow('# a note\ncbsa\tname\tmedian_gross_rent\n12420\tAustin\t1646\n', 'acs', (fields) =>
      seen.push(fields),
    );
    expect(seen).toEqual([['12420', 'Austin', '1646']]);
    expect(() => forEachTableRow('cbsa\tname\n', 'acs', () => undefined)).toThrow(
      /acs-by-cbsa\.tsv: expected the columns/,
    );
    expect(() => forEachTableRow('cbsa\tname\tmedian_gross_rent\n1\t2\n', 'acs', () => undefined)).toThrow(/2 fields/);
    expect(() => forEachTableRow('# only comments\n', 'acs', () => undefined)).toThrow(/no header/);
  });
});
