import { describe, expect, it } from 'vitest';
import { normalizeAddress, normalizeTown } from './address-normalize';
import { USPS_STREET_SUFFIXES } from './usps-street-suffixes';

// Real-looking US addresses written the ways listing feeds write them. Each pair is one address (or two).

const SAME: readonly (readonly [string, string])[] = [
  ['1600 Pennsylvania Avenue NW', '1600 Pennsylvania Ave. N.W.'],
  ['350 Fifth Avenue', '350 5th Ave'],
  ['233 South Wacker Drive', '233 S. Wacker Dr.'],
  ['4059 Mount Lee Drive', '4059 Mt Lee Dr'],
  ['1 Infinite Loop', '1 INFINITE LOOP'],
  ['2211 North First Street', '2211 N 1st St'],
  ['405 Lexington Avenue, Apt 12B', '405 Lexington Ave #12B'],
  ['405 Lexington Ave Unit 12B', '405 Lexington Ave # 12B'],
  ['1100 Congress Avenue Suite 200', '1100 Congress Ave Ste 200'],
  ['500 Boylston St Apartment 4', '500 Boylston Street Apt. #4'],
  ['742 Evergreen Terrace', '742 Evergreen Terr'],
  ['1 Microsoft Way', '1 Microsoft Wy'],
  ['100 Universal City Plaza', '100 Universal City Plz'],
  ['3600 Las Vegas Boulevard South', '3600 Las Vegas Blvd S'],
  ['1000 Fifth Avenue, New York, NY 10028', '1000 5th Ave New York NY 10028-0198'],
  ['2500 Fort Worth Avenue', '2500 Ft. Worth Ave'],
  ['12 Center Street', '12 Centre St'],
  ['55 Water Street Floor 3', '55 Water St Fl 3'],
  ['77 Massachusetts Ave, Building 10', '77 Massachusetts Avenue Bldg 10'],
  ["5270 N O'Connor Boulevard", '5270 North OConnor Blvd'],
  ['123 1/2 Main St', '123 1/2 Main Street'],
  ['  1717   12th Ave  ', '1717 12th Avenue'],
  ['901 Cherry Ave, San Bruno, CA', '901 Cherry Avenue San Bruno CA'],
  ['410 Terry Avenue North', '410 Terry Ave N'],
  ['1805 134th Avenue Southeast #22', '1805 134th Ave SE Apt 22'],
  ['18 Highway 71', '18 Hwy 71'],
  ['2000 Westown Parkway', '2000 Westown Pkwy'],
  ['600 Prairie Lane', '600 Prairie Ln'],
  ['10 Heights Circle', '10 Hts Cir'],
  ['700 Trail Ridge Road, Unit C', '700 Trail Ridge Rd #C'],
  ['3508 S First', '3508 South 1st'],
  ['1500 Market Street Expressway', '1500 Market St Expy'],
];

const DIFFERENT: readonly (readonly [string, string])[] = [
  ['1717 12th Ave', '1719 12th Ave'],
  ['350 Fifth Avenue', '350 Sixth Avenue'],
  ['100 E Main St', '100 W Main St'],
  ['100 N Main St', '100 Main St'],
  ['200 Oak St', '200 Oak Ave'],
  ['10 Park Ave', '10 Park Pl'],
  ['2500 Fort Worth Ave', '2500 Fort Worth St'],
  // Units: another unit, or the building against one of its units, is another address (see the module header).
  ['405 Lexington Ave Apt 12B', '405 Lexington Ave Apt 12C'],
  ['405 Lexington Ave', '405 Lexington Ave Apt 12B'],
  ['77 Massachusetts Ave Bldg 2', '77 Massachusetts Ave Apt 2'],
  ['12 Main St Upper', '12 Main St Lower'],
  ['55 Water St Fl 3', '55 Water St Fl 4'],
  ['123 1/2 Main St', '123 Main St'],
  ['2211 N 1st St', '2211 N 2nd St'],
  ['1000 5th Ave, New York, NY 10028', '1000 5th Ave, New York, NY 10029'],
  ['901 Cherry Ave, San Bruno, CA', '901 Cherry Ave, San Mateo, CA'],
  // Publication 28 does not abbreviate Saint.
  ['633 Saint Marys St', '633 St Marys St'],
];

describe('normalizeAddress', () => {
  it.each(SAME)('reads "%s" and "%s" as one address', (a, b) => {
    expect(normalizeAddress(a)).toBe(normalizeAddress(b));
    expect(normalizeAddress(a)).not.toBe('');
  });

  it.each(DIFFERENT)('reads "%s" and "%s" as two addresses', (a, b) => {
    expect(normalizeAddress(a)).not.toBe(normalizeAddress(b));
  });

  it.each([
    ['1717 12th Avenue', '1717 12th ave'],
    ['  350 West 50th Street ', '350 w 50th st'],
    ['120 Liberty Parkway Apartment C01', '120 liberty pkwy # c01'],
    ['Second Street Northeast', '2nd st ne'],
    ['12 Main St., Apt 4', '12 main st # 4'],
    ['1000 5th Ave, New York, NY 10028-0198', '1000 5th ave new york ny 10028'],
  ])('writes %s as %s', (address, key) => {
    expect(normalizeAddress(address)).toBe(key);
  });

  it('is empty without an address', () => {
    expect(normalizeAddress('')).toBe('');
    expect(normalizeAddress(null)).toBe('');
    expect(normalizeAddress(undefined)).toBe('');
    expect(normalizeAddress(' , ')).toBe('');
    expect(normalizeAddress('#')).toBe('');
  });

  it('gives a key that is its own key', () => {
    for (const [a, b] of [...SAME, ...DIFFERENT]) {
      expect(normalizeAddress(normalizeAddress(a))).toBe(normalizeAddress(a));
      expect(normalizeAddress(normalizeAddress(b))).toBe(normalizeAddress(b));
    }
  });
});

describe('normalizeTown', () => {
  it.each([
    ['St. Louis', 'Saint Louis'],
    ['ST LOUIS', 'saint louis'],
    ['Ft Worth', 'Fort Worth'],
    ['Mt. Pleasant', 'Mount Pleasant'],
    ['Ste. Genevieve', 'Sainte Genevieve'],
    ['Port St. Lucie', 'Port Saint Lucie'],
    ["D'Iberville", 'Diberville'],
    ['  Salt   Lake City ', 'salt lake city'],
  ])('reads "%s" and "%s" as one town', (a, b) => {
    expect(normalizeTown(a)).toBe(normalizeTown(b));
  });

  it.each([
    ['Springfield', 'Springdale'],
    ['West Des Moines', 'Des Moines'],
    ['Saint Paul', 'Saint Peter'],
  ])('reads "%s" and "%s" as two towns', (a, b) => {
    expect(normalizeTown(a)).not.toBe(normalizeTown(b));
  });

  it('is empty without a town', () => {
    expect(normalizeTown(null)).toBe('');
    expect(normalizeTown(' . ')).toBe('');
  });
});

describe('USPS_STREET_SUFFIXES', () => {
  it('maps every spelling to a standard abbreviation that stands for itself', () => {
    expect(USPS_STREET_SUFFIXES.size).toBeGreaterThan(500);
    for (const standard of USPS_STREET_SUFFIXES.values()) expect(USPS_STREET_SUFFIXES.get(standard)).toBe(standard);
    expect(USPS_STREET_SUFFIXES.get('street')).toBe('st');
    expect(USPS_STREET_SUFFIXES.get('avenue')).toBe('ave');
    expect(USPS_STREET_SUFFIXES.get('meadows')).toBe('mdws');
    expect(USPS_STREET_SUFFIXES.get('mdw')).toBe('mdw');
  });
});
