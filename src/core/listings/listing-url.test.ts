import { describe, expect, it } from 'vitest';
import { LISTING_URL_SITES, parseListingUrl, type ListingSite, type ListingUrlAddress } from './listing-url';

const SITE_NAMES: Record<ListingSite, string> = {
  zillow: 'Zillow',
  apartments: 'Apartments.com',
  redfin: 'Redfin',
  trulia: 'Trulia',
  realtor: 'Realtor.com',
  hotpads: 'HotPads',
  craigslist: 'Craigslist',
};

type Row = [
  url: string,
  site: ListingSite,
  streetAddress: string | null,
  city: string | null,
  state: string | null,
  zipCode: string | null,
  unitRemoved?: string,
];

function expected([, site, streetAddress, city, state, zipCode, unitRemoved]: Row): ListingUrlAddress {
  return { site, siteName: SITE_NAMES[site], streetAddress, unitRemoved: unitRemoved ?? null, city, state, zipCode };
}

// Real URL shapes of each site (ids made up). null: the URL does not say it for sure.
const ZILLOW: Row[] = [
  [
    'https://www.zillow.com/homedetails/123-Main-St-APT-4B-Seattle-WA-98101/12345678_zpid/',
    'zillow',
    '123 Main St',
    'Seattle',
    'WA',
    '98101',
    'Apt 4B',
  ],
  [
    'https://www.zillow.com/homedetails/1-Market-St-San-Francisco-CA-94105/2077755555_zpid/?utm_source=email&utm_medium=share',
    'zillow',
    '1 Market St',
    'San Francisco',
    'CA',
    '94105',
  ],
  [
    'zillow.com/homedetails/1600-Pennsylvania-Ave-NW-Washington-DC-20500/84074482_zpid/',
    'zillow',
    '1600 Pennsylvania Ave NW',
    'Washington',
    'DC',
    '20500',
  ],
  [
    'https://www.zillow.com/homedetails/350-W-42nd-St-UNIT-35A-New-York-NY-10036/2061234567_zpid/#photos',
    'zillow',
    '350 W 42nd St',
    'New York',
    'NY',
    '10036',
    'Unit 35A',
  ],
  [
    'https://www.zillow.com/homedetails/4521-Oak-Bend-Dr-Austin-TX-78727/29384756_zpid/',
    'zillow',
    '4521 Oak Bend Dr',
    'Austin',
    'TX',
    '78727',
  ],
  [
    'https://www.zillow.com/homedetails/789-Pine-St-Saint-Louis-MO-63101/3344556_zpid/',
    'zillow',
    '789 Pine St',
    'Saint Louis',
    'MO',
    '63101',
  ],
  [
    'https://www.zillow.com/homedetails/500-Terry-Ave-N-Seattle-WA-98109/2099887766_zpid/',
    'zillow',
    '500 Terry Ave N',
    'Seattle',
    'WA',
    '98109',
  ],
  [
    'https://m.zillow.com/homedetails/210-E-Lake-St-%23402-Minneapolis-MN-55408/2055443322_zpid/',
    'zillow',
    '210 E Lake St',
    'Minneapolis',
    'MN',
    '55408',
    '#402',
  ],
  [
    'https://www.zillow.com/homedetails/1200-N-St-NW-APT-310-Washington-DC-20005/2011223344_zpid/',
    'zillow',
    '1200 N St NW',
    'Washington',
    'DC',
    '20005',
    'Apt 310',
  ],
  [
    'https://www.zillow.com/homedetails/1500-N-St-Charles-Ave-New-Orleans-LA-70130/2001234567_zpid/',
    'zillow',
    '1500 N St Charles Ave',
    'New Orleans',
    'LA',
    '70130',
  ],
  // Bend is also a street suffix: the split is not sure, so street and city are left to the renter.
  ['https://www.zillow.com/homedetails/123-Main-St-Bend-OR-97701/56789012_zpid/', 'zillow', null, null, 'OR', '97701'],
  ['https://www.zillow.com/homedetails/12345678_zpid/', 'zillow', null, null, null, null],
  ['https://www.zillow.com/b/the-ivy-seattle-wa-5XkRcd/', 'zillow', null, null, 'WA', null],
  ['https://www.zillow.com/b/1234-n-clark-st-chicago-il-5Yy8Xn/', 'zillow', '1234 N Clark St', 'Chicago', 'IL', null],
  ['https://www.zillow.com/apartments/seattle-wa/the-ivy/5XkRcd/', 'zillow', null, 'Seattle', 'WA', null],
  [
    'https://www.zillow.com/apartments/salt-lake-city-ut/200-s-main-st/CjVxkT/',
    'zillow',
    '200 S Main St',
    'Salt Lake City',
    'UT',
    null,
  ],
  ['https://www.zillow.com/homes/123-Main-St-Seattle,-WA-98101_rb/', 'zillow', '123 Main St', 'Seattle', 'WA', '98101'],
  [
    'https://www.zillow.com/homes/123-Main-St,-Seattle,-WA-98101_rb/',
    'zillow',
    '123 Main St',
    'Seattle',
    'WA',
    '98101',
  ],
  ['https://www.zillow.com/homes/98101_rb/', 'zillow', null, null, null, '98101'],
  ['https://www.zillow.com/rental-manager/properties/abc123/listing', 'zillow', null, null, null, null],
];

const APARTMENTS: Row[] = [
  ['https://www.apartments.com/the-ivy-seattle-wa/abc123x/', 'apartments', null, null, 'WA', null],
  [
    'https://www.apartments.com/123-main-st-seattle-wa-unit-4b/abc123/',
    'apartments',
    '123 Main St',
    'Seattle',
    'WA',
    null,
    'Unit 4B',
  ],
  [
    'https://www.apartments.com/1234-n-clark-st-chicago-il/xyz9abc/',
    'apartments',
    '1234 N Clark St',
    'Chicago',
    'IL',
    null,
  ],
  [
    'https://www.apartments.com/2100-e-lake-st-minneapolis-mn-55407/k3m9q2p/',
    'apartments',
    '2100 E Lake St',
    'Minneapolis',
    'MN',
    '55407',
  ],
  ['https://www.apartments.com/avalon-mission-bay-san-francisco-ca/8xk2r7t/', 'apartments', null, null, 'CA', null],
  [
    'apartments.com/1615-ocean-ave-santa-monica-ca/lp3k2j9/?bb=x2Yk',
    'apartments',
    '1615 Ocean Ave',
    'Santa Monica',
    'CA',
    null,
  ],
  [
    'https://www.apartments.com/88-king-st-san-francisco-ca-94107-unit-1205/9q8w7e6/',
    'apartments',
    '88 King St',
    'San Francisco',
    'CA',
    '94107',
    'Unit 1205',
  ],
  [
    'https://www.apartments.com/500-broadway-new-york-ny/5r4t3y2/',
    'apartments',
    '500 Broadway',
    'New York',
    'NY',
    null,
  ],
  // A search page may name a neighbourhood with its city: nothing is read.
  ['https://www.apartments.com/capitol-hill-seattle-wa/', 'apartments', null, null, null, null],
];

const REDFIN: Row[] = [
  [
    'https://www.redfin.com/WA/Seattle/123-Main-St-98101/unit-4B/home/12345678',
    'redfin',
    '123 Main St',
    'Seattle',
    'WA',
    '98101',
    'Unit 4B',
  ],
  [
    'https://www.redfin.com/CA/San-Francisco/1-Market-St-94105/home/123',
    'redfin',
    '1 Market St',
    'San Francisco',
    'CA',
    '94105',
  ],
  [
    'https://www.redfin.com/CA/Los-Angeles/456-Oak-Ave-90012/apartment/98765432',
    'redfin',
    '456 Oak Ave',
    'Los Angeles',
    'CA',
    '90012',
  ],
  ['https://www.redfin.com/WA/Seattle/The-Ivy/apartment/12345678', 'redfin', null, 'Seattle', 'WA', null],
  [
    'https://www.redfin.com/UT/Salt-Lake-City/200-S-Main-St-84101/unit-1502/home/87654321',
    'redfin',
    '200 S Main St',
    'Salt Lake City',
    'UT',
    '84101',
    'Unit 1502',
  ],
  [
    'HTTPS://WWW.REDFIN.COM/MO/ST-LOUIS/4500-LINDELL-BLVD-63108/HOME/93456789',
    'redfin',
    '4500 Lindell Blvd',
    'St Louis',
    'MO',
    '63108',
  ],
  [
    'https://www.redfin.com/NY/New-York/350-W-42nd-St-10036/unit-35A/home/45678901?utm_medium=share',
    'redfin',
    '350 W 42nd St',
    'New York',
    'NY',
    '10036',
    'Unit 35A',
  ],
  ['https://www.redfin.com/city/16163/WA/Seattle/apartments-for-rent', 'redfin', null, 'Seattle', 'WA', null],
  ['https://www.redfin.com/zipcode/98101/apartments-for-rent', 'redfin', null, null, null, '98101'],
];

const TRULIA: Row[] = [
  [
    'https://www.trulia.com/p/wa/seattle/123-main-st-seattle-wa-98101--2077777777',
    'trulia',
    '123 Main St',
    'Seattle',
    'WA',
    '98101',
  ],
  [
    'https://www.trulia.com/p/ca/los-angeles/456-oak-ave-4-los-angeles-ca-90012--1111111111',
    'trulia',
    '456 Oak Ave',
    'Los Angeles',
    'CA',
    '90012',
    '#4',
  ],
  [
    'https://www.trulia.com/p/ut/salt-lake-city/200-s-main-st-1502-salt-lake-city-ut-84101--2088888888',
    'trulia',
    '200 S Main St',
    'Salt Lake City',
    'UT',
    '84101',
    '#1502',
  ],
  [
    'https://www.trulia.com/p/ny/brooklyn/75-court-st-apt-4b-brooklyn-ny-11201--2066666666',
    'trulia',
    '75 Court St',
    'Brooklyn',
    'NY',
    '11201',
    'Apt 4B',
  ],
  [
    'https://www.trulia.com/p/tx/austin/4521-oak-bend-dr-austin-tx-78727--2099999999',
    'trulia',
    '4521 Oak Bend Dr',
    'Austin',
    'TX',
    '78727',
  ],
  [
    'https://www.trulia.com/home/123-main-st-seattle-wa-98101-2077777777',
    'trulia',
    '123 Main St',
    'Seattle',
    'WA',
    '98101',
  ],
  ['https://www.trulia.com/building/the-ivy-seattle-wa-98101-1002345678', 'trulia', null, null, 'WA', '98101'],
  [
    'https://www.trulia.com/property/3123456789-1234-N-Clark-St-Chicago-IL-60610',
    'trulia',
    '1234 N Clark St',
    'Chicago',
    'IL',
    '60610',
  ],
  ['https://www.trulia.com/for_rent/San_Francisco,CA/', 'trulia', null, 'San Francisco', 'CA', null],
];

const REALTOR: Row[] = [
  [
    'https://www.realtor.com/realestateandhomes-detail/123-Main-St_Seattle_WA_98101_M12345-67890',
    'realtor',
    '123 Main St',
    'Seattle',
    'WA',
    '98101',
  ],
  [
    'https://www.realtor.com/rentals/details/123-Main-St-Apt-4_Seattle_WA_98101_M98765-43210',
    'realtor',
    '123 Main St',
    'Seattle',
    'WA',
    '98101',
    'Apt 4',
  ],
  [
    'https://www.realtor.com/realestateandhomes-detail/123-Main-St-Unit-4B_Seattle_WA_98101_M11111-22222',
    'realtor',
    '123 Main St',
    'Seattle',
    'WA',
    '98101',
    'Unit 4B',
  ],
  [
    'https://www.realtor.com/rentals/details/1600-Pennsylvania-Ave-NW_Washington_DC_20500_M99999-88888',
    'realtor',
    '1600 Pennsylvania Ave NW',
    'Washington',
    'DC',
    '20500',
  ],
  [
    'https://www.realtor.com/realestateandhomes-detail/4500-Lindell-Blvd_Saint-Louis_MO_63108_M70000-12345?from=srp-list-card',
    'realtor',
    '4500 Lindell Blvd',
    'Saint Louis',
    'MO',
    '63108',
  ],
  [
    'realtor.com/rentals/details/88-King-St-Unit-1205_San-Francisco_CA_94107_M23456-78901',
    'realtor',
    '88 King St',
    'San Francisco',
    'CA',
    '94107',
    'Unit 1205',
  ],
  ['https://www.realtor.com/apartments/Seattle_WA', 'realtor', null, 'Seattle', 'WA', null],
  ['https://www.realtor.com/realestateandhomes-detail/M1234567890', 'realtor', null, null, null, null],
];

const HOTPADS: Row[] = [
  ['https://hotpads.com/123-main-st-seattle-wa-98101-1abc2de/pad', 'hotpads', '123 Main St', 'Seattle', 'WA', '98101'],
  ['https://hotpads.com/the-ivy-seattle-wa-98101-2xyz/building', 'hotpads', null, null, 'WA', '98101'],
  [
    'https://hotpads.com/123-main-st-seattle-wa-98101-1abc/unit-4b/pad?utm_source=share',
    'hotpads',
    '123 Main St',
    'Seattle',
    'WA',
    '98101',
    'Unit 4B',
  ],
  [
    'https://hotpads.com/1420-terry-ave-seattle-wa-98101-1ze9e4n/pad',
    'hotpads',
    '1420 Terry Ave',
    'Seattle',
    'WA',
    '98101',
  ],
  [
    'https://hotpads.com/4521-oak-bend-dr-austin-tx-78727-1m3k9x7/pad',
    'hotpads',
    '4521 Oak Bend Dr',
    'Austin',
    'TX',
    '78727',
  ],
  [
    'https://hotpads.com/1-w-72nd-st-new-york-ny-10023-1q2w3e4/building',
    'hotpads',
    '1 W 72nd St',
    'New York',
    'NY',
    '10023',
  ],
  [
    'https://www.hotpads.com/350-w-42nd-st-apt-35a-new-york-ny-10036-2b4c6d8/pad',
    'hotpads',
    '350 W 42nd St',
    'New York',
    'NY',
    '10036',
    'Apt 35A',
  ],
  ['https://hotpads.com/seattle-wa/apartments-for-rent', 'hotpads', null, null, null, null],
];

const CRAIGSLIST: Row[] = [
  [
    'https://seattle.craigslist.org/see/apa/d/seattle-sunny-1br-near-park/7712345678.html',
    'craigslist',
    null,
    null,
    null,
    null,
  ],
  [
    'https://sfbay.craigslist.org/sfc/apa/d/san-francisco-2br-at-123-main-st-94105/7723456789.html',
    'craigslist',
    null,
    null,
    null,
    '94105',
  ],
  [
    'https://newyork.craigslist.org/brk/apa/d/brooklyn-spacious-2br-in-park-slope/7734567890.html',
    'craigslist',
    null,
    null,
    null,
    null,
  ],
  [
    'https://chicago.craigslist.org/chc/apa/d/chicago-renovated-studio-60614/7745678901.html',
    'craigslist',
    null,
    null,
    null,
    '60614',
  ],
  [
    'https://boston.craigslist.org/gbs/apa/d/cambridge-3br-near-harvard-02138/7756789012.html',
    'craigslist',
    null,
    null,
    null,
    '02138',
  ],
  [
    'https://austin.craigslist.org/apa/d/austin-2br-2ba-with-pool/7767890123.html',
    'craigslist',
    null,
    null,
    null,
    null,
  ],
  ['https://seattle.craigslist.org/see/apa/7712345678.html', 'craigslist', null, null, null, null],
];

describe('parseListingUrl: real URL shapes', () => {
  const rows = [...ZILLOW, ...APARTMENTS, ...REDFIN, ...TRULIA, ...REALTOR, ...HOTPADS, ...CRAIGSLIST];

  it('has at least five shapes per site and 45 in all', () => {
    for (const site of Object.keys(SITE_NAMES))
      expect(rows.filter((row) => row[1] === site).length).toBeGreaterThanOrEqual(5);
    expect(rows.length).toBeGreaterThanOrEqual(45);
  });

  it.each(rows)('%s', (...row) => {
    expect(parseListingUrl(row[0])).toEqual(expected(row));
  });
});

const NOTHING: ListingUrlAddress = {
  site: null,
  siteName: null,
  streetAddress: null,
  unitRemoved: null,
  city: null,
  state: null,
  zipCode: null,
};

describe('parseListingUrl: not a known listing site', () => {
  it.each([
    'https://example.com/123-main-st-seattle-wa-98101',
    'https://www.notzillow.com/homedetails/123-Main-St-Seattle-WA-98101/1_zpid/',
    'https://zillow.com.example.net/homedetails/123-Main-St-Seattle-WA-98101/1_zpid/',
    'https://www.zillow.com@example.net/homedetails/123-Main-St-Seattle-WA-98101/1_zpid/',
    'ftp://www.zillow.com/homedetails/123-Main-St-Seattle-WA-98101/1_zpid/',
    'javascript:alert(1)',
    'mailto:rent@zillow.com',
    'data:text/html,zillow.com',
    '123 Main St, Seattle, WA 98101',
    'not a url',
    '',
    '   ',
    `https://www.zillow.com/homedetails/${'a-'.repeat(1100)}Seattle-WA-98101/1_zpid/`,
  ])('%s', (input) => {
    expect(parseListingUrl(input)).toEqual(NOTHING);
  });

  it('never throws, whatever it is given', () => {
    for (const input of [
      undefined,
      null,
      42,
      {},
      'https://',
      'http://[',
      'https://www.zillow.com/homedetails/%E0%A4%A/1_zpid/',
    ]) {
      expect(() => parseListingUrl(input as unknown as string)).not.toThrow();
    }
    expect(parseListingUrl(undefined as unknown as string)).toEqual(NOTHING);
    expect(
      parseListingUrl('https://www.zillow.com/homedetails/12-Main-St-%E0%A4%A-Seattle-WA-98101/1_zpid/'),
    ).toMatchObject({
      site: 'zillow',
      streetAddress: null,
      city: null,
    });
  });
});

describe('parseListingUrl: forms of the same link', () => {
  const full: ListingUrlAddress = {
    site: 'zillow',
    siteName: 'Zillow',
    streetAddress: '123 Main St',
    unitRemoved: 'Apt 4B',
    city: 'Seattle',
    state: 'WA',
    zipCode: '98101',
  };

  it.each([
    'https://www.zillow.com/homedetails/123-Main-St-APT-4B-Seattle-WA-98101/12345678_zpid/',
    'http://zillow.com/homedetails/123-Main-St-APT-4B-Seattle-WA-98101/12345678_zpid',
    '//www.zillow.com/homedetails/123-Main-St-APT-4B-Seattle-WA-98101/12345678_zpid/',
    'www.zillow.com/homedetails/123-Main-St-APT-4B-Seattle-WA-98101/12345678_zpid/?view=public#image-1',
    '  https://www.zillow.com/homedetails/123-main-st-apt-4b-seattle-wa-98101/12345678_zpid/\n',
    'HTTPS://WWW.ZILLOW.COM/HOMEDETAILS/123-MAIN-ST-APT-4B-SEATTLE-WA-98101/12345678_ZPID/',
    'https://www.zillow.com/homedetails/123%2DMain%2DSt%2DAPT%2D4B%2DSeattle%2DWA%2D98101/12345678_zpid/',
    'https://www.zillow.com./homedetails/123-Main-St-APT-4B-Seattle-WA-98101/12345678_zpid/',
  ])('%s', (input) => {
    expect(parseListingUrl(input)).toEqual(full);
  });

  it('reads exactly 2048 characters and no more', () => {
    const base = 'https://www.zillow.com/homedetails/123-Main-St-APT-4B-Seattle-WA-98101/12345678_zpid/?q=';
    expect(parseListingUrl(base + 'x'.repeat(2048 - base.length))).toEqual(full);
    expect(parseListingUrl(base + 'x'.repeat(2049 - base.length))).toEqual(NOTHING);
  });
});

describe('parseListingUrl: the street and the city in one slug', () => {
  const slug = (words: string) => parseListingUrl(`https://www.zillow.com/homedetails/${words}/1_zpid/`);

  it('ends the street at an abbreviated suffix before a Saint town: Main St St Paul', () => {
    expect(slug('123-Main-St-St-Paul-MN-55101')).toMatchObject({ streetAddress: '123 Main St', city: 'St Paul' });
  });

  it('keeps a spelled-out suffix before another in the street: W Court St', () => {
    expect(slug('100-W-Court-St-Cincinnati-OH-45202')).toMatchObject({
      streetAddress: '100 W Court St',
      city: 'Cincinnati',
    });
  });

  it('keeps a highway number as the road, not a unit', () => {
    expect(slug('12345-State-Hwy-99-Lynnwood-WA-98036')).toMatchObject({
      streetAddress: '12345 State Hwy 99',
      city: 'Lynnwood',
    });
  });

  it('reads a street ending in another suffix only when it is the one suffix', () => {
    expect(slug('88-Eagle-Ridge-Austin-TX-78738')).toMatchObject({ streetAddress: '88 Eagle Ridge', city: 'Austin' });
    expect(slug('88-Eagle-Ridge-Lake-Forest-IL-60045')).toMatchObject({ streetAddress: null, city: null, state: 'IL' });
  });

  it('leaves the street to the renter when it has no house number or no sure end', () => {
    expect(slug('Main-St-Seattle-WA-98101')).toMatchObject({
      streetAddress: null,
      city: null,
      state: 'WA',
      zipCode: '98101',
    });
    expect(slug('123-Main-Seattle-WA-98101')).toMatchObject({
      streetAddress: null,
      city: null,
      state: 'WA',
      zipCode: '98101',
    });
  });

  it('reads no state that is not a US state or DC', () => {
    expect(slug('123-Main-St-Toronto-ON-12345')).toMatchObject({
      site: 'zillow',
      streetAddress: null,
      state: null,
      zipCode: null,
    });
    expect(slug('123-Main-St-San-Juan-PR-00901')).toMatchObject({ site: 'zillow', state: null });
  });

  it('keeps mixed-case names as the site wrote them', () => {
    expect(slug('77-McKinney-Ave-Dallas-TX-75201')).toMatchObject({ streetAddress: '77 McKinney Ave', city: 'Dallas' });
  });
});

// The form asks for no unit number and a typed address has its unit taken out (address-parse.ts), so a
// listing link's unit is taken out too, and named, so the form can say why.
describe('parseListingUrl: the unit is left out of the street, as it is from a typed address', () => {
  it.each([
    ['https://www.zillow.com/homedetails/1234-W-Wilson-Ave-APT-3B-Chicago-IL-60640/12345_zpid/', 'Apt 3B'],
    ['https://www.zillow.com/homedetails/1234-W-Wilson-Ave-UNIT-3B-Chicago-IL-60640/12345_zpid/', 'Unit 3B'],
    ['https://www.zillow.com/homedetails/1234-W-Wilson-Ave-%233B-Chicago-IL-60640/12345_zpid/', '#3B'],
    ['https://www.zillow.com/homedetails/1234-W-Wilson-Ave-STE-3B-Chicago-IL-60640/12345_zpid/', 'Ste 3B'],
    ['https://www.zillow.com/homes/1234-W-Wilson-Ave-APT-3B,-Chicago,-IL-60640_rb/', 'Apt 3B'],
    ['https://www.zillow.com/apartments/chicago-il/1234-w-wilson-ave-apt-3b/5XkRcd/', 'Apt 3B'],
    ['https://www.apartments.com/1234-w-wilson-ave-chicago-il-60640-unit-3b/abc123/', 'Unit 3B'],
    ['https://www.apartments.com/1234-w-wilson-ave-apt-3b-chicago-il-60640/abc123/', 'Apt 3B'],
    ['https://www.redfin.com/IL/Chicago/1234-W-Wilson-Ave-60640/unit-3B/home/12345678', 'Unit 3B'],
    ['https://www.trulia.com/p/il/chicago/1234-w-wilson-ave-apt-3b-chicago-il-60640--2077777777', 'Apt 3B'],
    ['https://www.trulia.com/p/il/chicago/1234-w-wilson-ave-3b-chicago-il-60640--2077777777', '#3B'],
    ['https://www.trulia.com/home/1234-w-wilson-ave-apt-3b-chicago-il-60640-2077777777', 'Apt 3B'],
    ['https://www.trulia.com/property/3123456789-1234-W-Wilson-Ave-APT-3B-Chicago-IL-60640', 'Apt 3B'],
    ['https://www.realtor.com/rentals/details/1234-W-Wilson-Ave-Apt-3B_Chicago_IL_60640_M98765-43210', 'Apt 3B'],
    [
      'https://www.realtor.com/realestateandhomes-detail/1234-W-Wilson-Ave-Unit-3B_Chicago_IL_60640_M12345-67890',
      'Unit 3B',
    ],
    ['https://hotpads.com/1234-w-wilson-ave-chicago-il-60640-1abc/unit-3b/pad', 'Unit 3B'],
    ['https://hotpads.com/1234-w-wilson-ave-apt-3b-chicago-il-60640-2b4c6d8/pad', 'Apt 3B'],
  ])('%s', (url, unit) => {
    expect(parseListingUrl(url)).toMatchObject({
      streetAddress: '1234 W Wilson Ave',
      city: 'Chicago',
      state: 'IL',
      unitRemoved: unit,
    });
  });

  it('takes out a lot, space or building number as a typed address does', () => {
    expect(
      parseListingUrl('https://www.zillow.com/homedetails/500-Oak-Rd-LOT-12-Austin-TX-78745/1_zpid/'),
    ).toMatchObject({
      streetAddress: '500 Oak Rd',
      unitRemoved: 'Lot 12',
    });
    expect(
      parseListingUrl('https://www.zillow.com/homedetails/500-Oak-Rd-SPC-12-Austin-TX-78745/1_zpid/'),
    ).toMatchObject({
      streetAddress: '500 Oak Rd',
      unitRemoved: 'Spc 12',
    });
    expect(
      parseListingUrl('https://www.zillow.com/homedetails/500-Oak-Rd-BLDG-2-Austin-TX-78745/1_zpid/'),
    ).toMatchObject({
      streetAddress: '500 Oak Rd',
      unitRemoved: 'Bldg 2',
    });
  });

  it('names no unit when the link has none, and keeps a highway number', () => {
    expect(
      parseListingUrl('https://www.zillow.com/homedetails/1234-W-Wilson-Ave-Chicago-IL-60640/12345_zpid/'),
    ).toMatchObject({
      streetAddress: '1234 W Wilson Ave',
      unitRemoved: null,
    });
    expect(
      parseListingUrl('https://www.zillow.com/homedetails/12345-State-Hwy-99-Lynnwood-WA-98036/1_zpid/'),
    ).toMatchObject({
      streetAddress: '12345 State Hwy 99',
      unitRemoved: null,
    });
  });
});

describe('LISTING_URL_SITES', () => {
  it('lists the sites in order', () => {
    expect(LISTING_URL_SITES).toEqual([
      'Zillow',
      'Apartments.com',
      'Redfin',
      'Trulia',
      'Realtor.com',
      'HotPads',
      'Craigslist',
    ]);
  });
});
