import { describe, expect, it } from 'vitest';
import { localGrossRent } from '#core/benchmarks/rent-benchmarks';
import { ACS_RELEASE, FMR_RELEASE, SAFMR_RELEASE, STATE_LEVEL_RELEASE } from '#core/benchmarks/benchmark-texts';
import { ADDRESS_STATE_CODES } from '#core/address/us-states';
import { tableBenchmarks } from './table-benchmarks';

// Lookups on the committed tables; the figures are HUD's and the Census Bureau's own (spot checks of
// ../shared/data/benchmarks/README.md).
const benchmarks = tableBenchmarks();

describe('tableBenchmarks (committed tables)', () => {
  it('78701 Austin: SAFMR, Travis County FMR with its FY2024 trend, Austin metro ACS, Texas level', () => {
    const area = benchmarks.lookup({ zip: '78701', state: 'TX', city: 'Austin' });
    expect(area.zip).toBe('78701');
    expect(area.county).toBe('48453');
    expect(area.state).toBe('TX');
    expect(area.safmr).toMatchObject({
      zip: '78701',
      areaCode: 'METRO12420M12420',
      release: SAFMR_RELEASE,
      year: 'FY2024',
    });
    expect(area.safmr?.levels[2]).toBe(2890);
    expect(area.fmr).toMatchObject({
      county: '48453',
      countyName: 'Travis County',
      town: null,
      areaCode: 'METRO12420M12420',
      levels: [1474, 1562, 1852, 2347, 2760],
      release: FMR_RELEASE,
      year: 'FY2026',
    });
    // FY2024 2-bedroom FMR of Travis County: $1,924.
    expect(area.fmr?.trendSinceFy2024).toBeCloseTo(1852 / 1924, 10);
    expect(area.acs).toMatchObject({ cbsa: '12420', medianGrossRent: 1646, release: ACS_RELEASE, year: '2019–2023' });
    expect(area.acs?.areaName).toMatch(/^Austin-Round Rock-San Marcos, TX Metro Area$/);
    expect(area.stateLevel).toMatchObject({ state: 'TX', release: STATE_LEVEL_RELEASE });
    expect(localGrossRent(area, 2)).toEqual({ rent: (2890 * 1852) / 1924, basis: 'safmr' });
  });

  it('10001 Manhattan, 44113 Cleveland, 94110 San Francisco', () => {
    const ny = benchmarks.lookup({ zip: '10001', state: 'NY' });
    expect(ny.county).toBe('36061');
    expect(ny.fmr?.countyName).toBe('New York County');
    expect(ny.fmr?.levels[2]).toBe(2910);
    expect(ny.safmr?.levels[2]).toBe(3940);
    expect(ny.acs?.medianGrossRent).toBe(1780);

    const cleveland = benchmarks.lookup({ zip: '44113', state: 'OH' });
    expect(cleveland.county).toBe('39035');
    expect(cleveland.safmr?.levels[2]).toBe(1620);
    expect(cleveland.fmr?.levels).toEqual([933, 1058, 1279, 1646, 1760]);
    // HUD redrew Cleveland's area between the years (METRO17460M17460 -> METRO17410N17460): the trend joins on FIPS.
    expect(cleveland.fmr?.areaCode).toBe('METRO17410N17460');
    expect(cleveland.fmr?.trendSinceFy2024).toBeCloseTo(1279 / 1108, 10);
    expect(cleveland.acs).toMatchObject({ cbsa: '17410', medianGrossRent: 996 });

    const sf = benchmarks.lookup({ zip: '94110', state: 'CA' });
    expect(sf.county).toBe('06075');
    expect(sf.safmr?.levels[2]).toBe(2870);
    expect(sf.fmr?.levels).toEqual([2485, 2977, 3604, 4604, 4772]);
    expect(sf.fmr?.trendSinceFy2024).toBeCloseTo(3604 / 3359, 10);
    expect(sf.acs).toMatchObject({ cbsa: '41860', medianGrossRent: 2426 });
  });

  it('59301 Miles City, Montana (non-metro): county FMR only, no SAFMR and no ACS metro', () => {
    const area = benchmarks.lookup({ zip: '59301', state: 'MT', city: 'Miles City' });
    expect(area.county).toBe('30017');
    expect(area.safmr).toBeNull();
    expect(area.acs).toBeNull();
    expect(area.fmr).toMatchObject({ countyName: 'Custer County', areaCode: 'NCNTY30017N30017', town: null });
    expect(area.fmr?.levels[2]).toBe(1608);
    expect(area.stateLevel?.state).toBe('MT');
    expect(localGrossRent(area, 2)).toEqual({ rent: 1608, basis: 'fmr' });
  });

  it('New England: the town of the ZIP code, not the county’s most populous town', () => {
    // Essex County, MA: Lynn city is the most populous row (Boston HMFA, 2BR $2,941); 01830 is Haverhill.
    const haverhill = benchmarks.lookup({ zip: '01830', state: 'MA' });
    expect(haverhill.county).toBe('25009');
    expect(haverhill.fmr).toMatchObject({ town: 'Haverhill city', areaCode: 'METRO14460MM4160' });
    expect(haverhill.fmr?.levels[2]).toBe(2270);
    expect(haverhill.acs?.cbsa).toBe('14460');

    // USPS "NORTH BILLERICA" is a village of Billerica town (Lowell HMFA), not Cambridge (Middlesex's largest).
    expect(benchmarks.lookup({ zip: '01862', state: 'MA' }).fmr?.town).toBe('Billerica town');
  });

  it('New England: the user’s city decides when the USPS name is no town; else the most populous row', () => {
    // 01434 is USPS "DEVENS", a former base whose main county is Worcester County.
    expect(benchmarks.lookup({ zip: '01434', state: 'MA', city: 'Harvard' }).fmr?.town).toBe('Harvard town');
    expect(benchmarks.lookup({ zip: '01434', state: 'MA' }).fmr?.town).toBe('Worcester city');
  });

  it('Connecticut: planning regions, towns, and the FY2024 trend joined on the town code', () => {
    const hartford = benchmarks.lookup({ zip: '06103', state: 'CT' });
    expect(hartford.county).toBe('09110');
    expect(hartford.fmr?.town).toBe('Hartford town');
    expect(hartford.fmr?.trendSinceFy2024).not.toBeNull();
  });

  it('00901 San Juan, Puerto Rico: municipio FMR, SAFMR, ACS metro and the PR level', () => {
    const area = benchmarks.lookup({ zip: '00901', state: 'PR' });
    expect(area.county).toBe('72127');
    expect(area.state).toBe('PR');
    expect(area.fmr).toMatchObject({ countyName: 'San Juan Municipio' });
    expect(area.fmr?.levels[2]).toBe(663);
    expect(area.safmr?.levels[2]).toBe(810);
    expect(area.acs?.cbsa).toBe('41980');
    expect(area.stateLevel?.state).toBe('PR');
  });

  it('an unknown ZIP code gives only the level of the query’s state; an unknown state the national level', () => {
    for (const zip of ['00000', '99999', 'abcde', '']) {
      const area = benchmarks.lookup({ zip, state: 'oh ' });
      expect(area).toMatchObject({ county: null, state: 'OH', safmr: null, fmr: null, acs: null });
      expect(area.stateLevel?.state).toBe('OH');
    }
    expect(benchmarks.lookup({ zip: '99999', state: 'XX' }).stateLevel?.state).toBe('US');
  });

  it('takes ZIP+4, and the state of the ZIP code over the query’s', () => {
    const area = benchmarks.lookup({ zip: ' 78701-1234 ', state: 'CA' });
    expect(area.zip).toBe('78701');
    expect(area.state).toBe('TX');
    expect(area.stateLevel?.state).toBe('TX');
  });

  it('has a level for every state, DC and Puerto Rico, rising with the bedrooms', () => {
    for (const state of [...ADDRESS_STATE_CODES, 'PR']) {
      const levels = benchmarks.lookup({ zip: '', state }).stateLevel;
      expect(levels?.state, state).toBe(state);
      const [studio, one, two, three, four] = levels?.levels ?? [];
      expect(studio).toBeGreaterThan(300);
      expect(one).toBeGreaterThanOrEqual(studio as number);
      expect(two).toBeGreaterThan(one as number);
      expect(three).toBeGreaterThan(two as number);
      expect(four).toBeGreaterThanOrEqual(three as number);
    }
  });

  it('is one shared instance', () => {
    expect(tableBenchmarks()).toBe(benchmarks);
  });
});
