import { describe, expect, it } from 'vitest';
import {
  CHECKED_ON,
  RENT_CAP_RULES,
  RENT_CAP_STATES,
  checkRentIncrease,
  rentCapOn,
  rentCapInForceText,
  rentCapRuleFor,
  rentIncrease,
  type RentCapRule,
} from './rent-increase-caps';
import { STATE_TENANT_RIGHTS, isGovernmentHost } from '../renter-tools/tenant-rights';

const on = (day: string) => new Date(`${day}T12:00:00Z`);
const check = (state: string, currentRent: number, offeredRent: number, day: string) => {
  const result = checkRentIncrease({ state, currentRent, offeredRent, on: on(day) });
  if (!result) throw new Error(`expected a cap for ${state} on ${day}`);
  return result;
};
const rule = (state: string): RentCapRule => {
  const found = rentCapRuleFor(state);
  if (!found) throw new Error(state);
  return found;
};

describe('the rule table', () => {
  it('covers California, Oregon and Washington, checked on the same day', () => {
    expect(RENT_CAP_STATES).toEqual(['CA', 'OR', 'WA']);
    for (const r of RENT_CAP_RULES) {
      expect(r.checkedOn, r.state).toBe(CHECKED_ON);
      expect(r.checkedOn).toBe('2026-11-28');
      expect(r.effectiveFrom, r.state).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(r.lawName.length, r.state).toBeGreaterThan(10);
      expect(r.formula, r.state).toMatch(/at most 10%/);
      expect(r.exemptions.length, r.state).toBeGreaterThanOrEqual(2);
      expect(r.formulaMaxPercent, r.state).toBe(10);
    }
  });

  it('cites official https pages on government hosts, for the law and for every figure', () => {
    for (const r of RENT_CAP_RULES) {
      const links = [r.sourceUrl, r.figuresUrl, ...r.publishedCaps.map((cap) => cap.source.url)];
      for (const link of links.filter((u): u is string => u !== null)) {
        const url = new URL(link);
        expect(url.protocol, link).toBe('https:');
        expect(isGovernmentHost(url.hostname), link).toBe(true);
      }
    }
    expect(rule('CA').sourceUrl).toContain('sectionNum=1947.12');
    expect(rule('OR').sourceUrl).toBe('https://www.oregonlegislature.gov/bills_laws/ors/ors090.html');
    expect(rule('WA').sourceUrl).toContain('cite=59.18.700');
  });

  it('names each law and its formula', () => {
    expect(rule('CA').lawName).toBe('California Tenant Protection Act of 2019 (Civil Code §1947.12)');
    expect(rule('CA').formula).toMatch(/^5% plus the change in the regional Consumer Price Index/);
    expect(rule('OR').lawName).toMatch(/ORS 90\.323/);
    expect(rule('OR').formula).toMatch(/^7% plus the West Region CPI/);
    expect(rule('WA').lawName).toMatch(/RCW 59\.18\.700.*HB 1217/);
    expect(rule('WA').formula).toMatch(/^7% plus the Seattle-area CPI/);
    expect([rule('CA').formulaMinPercent, rule('OR').formulaMinPercent, rule('WA').formulaMinPercent]).toEqual([
      5, 7, 7,
    ]);
  });

  it('states the exemptions: new buildings (15 years in CA and OR, 12 in WA) and affordable housing', () => {
    expect(rule('CA').exemptions.join(' ')).toMatch(/within the last 15 years/);
    expect(rule('CA').exemptions.join(' ')).toMatch(/single-family home or condo/);
    expect(rule('CA').exemptions.join(' ')).toMatch(/duplex/);
    expect(rule('OR').exemptions.join(' ')).toMatch(/less than 15 years/);
    expect(rule('OR').exemptions.join(' ')).toMatch(/program or subsidy/);
    expect(rule('WA').exemptions.join(' ')).toMatch(/12 years or less/);
    expect(rule('WA').exemptions.join(' ')).toMatch(/public housing authority/);
  });

  it('keeps published periods in order, without gaps or overlaps inside a rule and region', () => {
    for (const r of RENT_CAP_RULES) {
      const regions = new Set(r.publishedCaps.map((cap) => cap.region));
      for (const region of regions) {
        const caps = r.publishedCaps.filter((cap) => cap.region === region);
        caps.forEach((cap, i) => {
          expect(cap.from <= cap.until, `${r.state} ${cap.from}`).toBe(true);
          const next = caps[i + 1];
          if (next) expect(next.from > cap.until, `${r.state} ${next.from}`).toBe(true);
        });
      }
      if (r.state !== 'CA' && r.publishedCaps[0]) expect(r.publishedCaps[0].from).toBe(r.effectiveFrom);
    }
  });

  it("names each figure's period from its own days, in English as the renter reads it", () => {
    const dayBefore = (iso: string) => new Date(Date.parse(`${iso}T12:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    for (const r of RENT_CAP_RULES) {
      for (const cap of r.publishedCaps) {
        const { period } = cap;
        const where = `${r.state} ${cap.from}`;
        if (period.id === 'year') {
          expect(cap.until, where).toBe(`${period.values.year}-12-31`);
          expect([`${period.values.year}-01-01`, r.effectiveFrom], where).toContain(cap.from);
        } else if (period.id === 'days') {
          expect([cap.from, cap.until], where).toEqual([period.values.from, period.values.until]);
        } else if (period.id === 'yearBefore') {
          expect(cap.until, where).toBe(dayBefore(period.values.day));
        } else {
          expect(cap.from, where).toBe(period.values.day);
        }
      }
    }
    const inForce = (state: string, day: string) => rentCapInForceText(rule(state), on(day));
    expect(inForce('OR', '2023-03-01')).toContain(': 14.6% for 2023 before 6 July (');
    expect(inForce('OR', '2023-08-01')).toContain(': 10% for 2023 from 6 July (');
    expect(inForce('WA', '2025-06-01')).toContain(': 10% for 7 May to 31 December 2025 (');
    expect(inForce('CA', '2026-03-01')).toContain(', for 1 August 2025 to 31 July 2026: ');
  });

  it('gives every figure its source and the day it was checked', () => {
    for (const r of RENT_CAP_RULES) {
      for (const cap of r.publishedCaps) {
        expect(cap.source.name.length, `${r.state} ${cap.from}`).toBeGreaterThan(10);
        expect(cap.checkedOn, `${r.state} ${cap.from}`).toMatch(/^2026-11-2[48]$/);
        expect(cap.percent).toBeLessThanOrEqual(cap.from >= '2023-07-06' ? 10 : 15);
      }
    }
    expect(rentCapOn(rule('OR'), on('2026-06-01'))?.figure).toMatchObject({
      checkedOn: '2026-11-28',
      source: { url: 'https://www.oregon.gov/das/oea/pages/rent-stabilization.aspx' },
    });
    expect(rentCapOn(rule('CA'), on('2026-11-28'), '06075')?.figure?.source).toEqual({
      name: 'U.S. Bureau of Labor Statistics, Consumer Price Index, San Francisco Area — April 2026',
      url: 'https://www.bls.gov/regions/west/news-release/2026/consumerpriceindex_sanfrancisco_20260512.htm',
    });
  });

  it('finds a rule by code in any case, and none for states without a statewide cap', () => {
    expect(rentCapRuleFor(' or ')?.state).toBe('OR');
    expect(rentCapRuleFor('wa')?.stateName).toBe('Washington');
    expect(rentCapRuleFor('TX')).toBeNull();
    expect(rentCapRuleFor('NY')).toBeNull();
    expect(rentCapRuleFor('')).toBeNull();
  });
});

describe('the tenant-rights cards of the capped states', () => {
  it('link the cap statute with the law name, from the rule table', () => {
    for (const r of RENT_CAP_RULES) {
      const card = STATE_TENANT_RIGHTS.find((s) => s.code === r.state);
      expect(card?.links, r.state).toContainEqual({ label: r.lawName, url: r.sourceUrl, kind: 'statute' });
    }
  });
});

describe('rentCapInForceText: the figure in force for the tenant-rights pages', () => {
  it('states the figure and its period, on the day the table was checked', () => {
    expect(rentCapInForceText(rule('OR'))).toBe(
      'In force on November 28, 2026: 9.5% for 2026 (Oregon Office of Economic Analysis, maximum annual rent increase).',
    );
    expect(rentCapInForceText(rule('WA'))).toBe(
      'In force on November 28, 2026: 9.683% for 2026 (Washington State Department of Commerce, maximum annual rent increase).',
    );
    expect(rentCapInForceText(rule('CA'))).toBe(
      "In force on November 28, 2026, for 1 August 2026 to 31 July 2027: 8.7% in Los Angeles and Orange counties; 8.2% in San Diego County; 8.1% in Riverside and San Bernardino counties; 8.8% in the Bay Area counties of Alameda, Contra Costa, Marin, San Francisco and San Mateo; in the other counties RentValue's table has no figure yet (between 5% and 10%).",
    );
    expect(rentCapInForceText(rule('CA'), on('2026-03-01'))).toContain('7.7% in the other counties (California CPI)');
  });

  it('says when the table has no figure for the period yet', () => {
    expect(rentCapInForceText(rule('OR'), on('2027-02-01'))).toBe(
      "RentValue's table has no Oregon figure for 2027 yet: the cap is between 7% and 10%.",
    );
  });
});

describe('rentIncrease', () => {
  it('gives dollars and percent rounded to 2 decimals', () => {
    expect(rentIncrease(2000, 2160)).toEqual({ dollars: 160, percent: 8 });
    expect(rentIncrease(1500, 1555.55)).toEqual({ dollars: 55.55, percent: 3.7 });
    expect(rentIncrease(3000, 3100)).toEqual({ dollars: 100, percent: 3.33 });
  });

  it('gives a negative change for a decrease and zero for the same rent', () => {
    expect(rentIncrease(2000, 1950)).toEqual({ dollars: -50, percent: -2.5 });
    expect(rentIncrease(2000, 2000)).toEqual({ dollars: 0, percent: 0 });
  });

  it('refuses a current rent that is not positive and amounts that are not figures', () => {
    expect(() => rentIncrease(0, 100)).toThrow(RangeError);
    expect(() => rentIncrease(-5, 100)).toThrow(RangeError);
    expect(() => rentIncrease(Number.NaN, 100)).toThrow(RangeError);
    expect(() => rentIncrease(1000, -1)).toThrow(RangeError);
    expect(() => rentIncrease(1000, Number.POSITIVE_INFINITY)).toThrow(RangeError);
  });
});

describe('checkRentIncrease: California (5% plus regional CPI, at most 10%, by county)', () => {
  const ca = (offered: number, day: string, county: string | null) =>
    checkRentIncrease({ state: 'CA', currentRent: 2000, offeredRent: offered, on: on(day), county });

  it('keys the figures of 1 August 2025 to 31 July 2026 by county', () => {
    const byCounty: [string, number][] = [
      ['06037', 8], // Los Angeles
      ['06059', 8], // Orange
      ['06073', 8.8], // San Diego
      ['06065', 7.5], // Riverside
      ['06071', 7.5], // San Bernardino
      ['06075', 6.3], // San Francisco
      ['06001', 6.3], // Alameda
      ['06081', 6.3], // San Mateo
      ['06067', 7.7], // Sacramento: the California CPI
      ['06085', 7.7], // Santa Clara: not in the BLS San Francisco area
    ];
    for (const [county, percent] of byCounty) {
      for (const day of ['2025-08-01', '2026-03-01', '2026-07-31']) {
        expect(rentCapOn(rule('CA'), on(day), county)?.capPercent, `${county} ${day}`).toBe(percent);
      }
    }
    expect(rentCapOn(rule('CA'), on('2026-03-01'), '06075')).toMatchObject({
      period: { id: 'days', values: { from: '2025-08-01', until: '2026-07-31' } },
      figure: { region: 'the Bay Area counties of Alameda, Contra Costa, Marin, San Francisco and San Mateo' },
    });
  });

  it('keys the figures of 1 August 2026 to 31 July 2027 by county, the other counties not yet', () => {
    expect(rentCapOn(rule('CA'), on('2026-08-01'), '06037')?.capPercent).toBe(8.7);
    expect(rentCapOn(rule('CA'), on('2026-11-28'), '06073')?.capPercent).toBe(8.2);
    expect(rentCapOn(rule('CA'), on('2026-11-28'), '06071')?.capPercent).toBe(8.1);
    expect(rentCapOn(rule('CA'), on('2027-07-31'), '06075')?.capPercent).toBe(8.8);
    expect(rentCapOn(rule('CA'), on('2026-11-28'), '06067')).toMatchObject({
      capPercent: null,
      minCapPercent: 5,
      maxCapPercent: 10,
      period: { id: 'days', values: { from: '2026-08-01', until: '2027-07-31' } },
      countyUnknown: false,
    });
  });

  it('gives an 8% San Francisco renewal today the figure and the most in dollars', () => {
    const c = ca(2160, '2026-11-28', '06075')!;
    expect(c).toMatchObject({
      verdict: 'within',
      capPercent: 8.8,
      maxAllowedRent: 2176,
      minCapRent: 2176,
      maxCapRent: 2176,
      period: { id: 'days', values: { from: '2026-08-01', until: '2027-07-31' } },
      region: 'the Bay Area counties of Alameda, Contra Costa, Marin, San Francisco and San Mateo',
      figureCheckedOn: '2026-11-28',
    });
    expect(c.source?.url).toMatch(/^https:\/\/www\.bls\.gov\//);
    expect(c.summary).toBe(
      "An increase of 8.00% is within California's cap of 8.8% for 1 August 2026 to 31 July 2027 in the Bay Area counties of Alameda, Contra Costa, Marin, San Francisco and San Mateo: at most $2,176 a month from your $2,000.",
    );
    // The same 8% in March 2026 was over San Francisco's 6.3%.
    const before = ca(2160, '2026-03-01', '06075')!;
    expect(before).toMatchObject({ verdict: 'over', capPercent: 6.3, maxAllowedRent: 2126 });
    expect(before.summary).toBe(
      "An increase of 8.00% is over California's cap of 6.3% for 1 August 2025 to 31 July 2026 in the Bay Area counties of Alameda, Contra Costa, Marin, San Francisco and San Mateo: unless the home is exempt, the most the landlord may ask is $2,126 a month from your $2,000.",
    );
  });

  it('gives the bounds in dollars when the county is unknown', () => {
    const c = ca(2160, '2026-11-28', null)!;
    expect(c).toMatchObject({
      verdict: 'depends',
      capPercent: null,
      maxAllowedRent: null,
      minCapRent: 2100,
      maxCapRent: 2200,
      source: null,
      region: null,
    });
    expect(c.summary).toMatch(
      /^California's cap for 1 August 2026 to 31 July 2027 depends on the home's county, which RentValue could not tell: it is between 5% and 10%, so the most the landlord may ask is between \$2,100 and \$2,200 a month from your \$2,000\. Whether an increase of 8\.00% is within it depends on that figure/,
    );
  });

  it('says the table has no figure for a period not yet published, with the bounds in dollars', () => {
    const within = ca(2100, '2027-09-01', '06075')!;
    expect(within).toMatchObject({ verdict: 'within', capPercent: null, minCapRent: 2100, maxCapRent: 2200 });
    expect(within.summary).toBe(
      "RentValue's table has no figure for California's cap for 1 August 2027 to 31 July 2028 yet: it is between 5% and 10%, so the most the landlord may ask is between $2,100 and $2,200 a month from your $2,000. An increase of 5.00% is within it either way.",
    );
    expect(ca(2100.01, '2027-09-01', '06075')!.verdict).toBe('depends');
    expect(ca(2200, '2027-09-01', '06075')!.verdict).toBe('depends');
    const over = ca(2200.01, '2027-09-01', '06075')!;
    expect(over.verdict).toBe('over');
    expect(over.summary).toMatch(
      /An increase of 10\.00% is over it either way: unless the home is exempt, it is too high\.$/,
    );
    expect(ca(2140, '2025-03-01', '06037')!.summary).toMatch(
      /^RentValue's table has no figure for California's cap for 1 August 2024 to 31 July 2025 yet/,
    );
  });

  it('applies from 2020-01-01 until its sunset on 2030-01-01', () => {
    expect(ca(2100, '2019-12-31', null)).toBeNull();
    expect(ca(2100, '2020-01-01', null)!.verdict).toBe('within');
    expect(ca(2100, '2029-12-31', null)!.verdict).toBe('within');
    expect(ca(2100, '2030-01-01', null)).toBeNull();
  });
});

describe('checkRentIncrease: Oregon (7% plus West Region CPI, at most 10%, published each year)', () => {
  it("uses each year's published maximum", () => {
    const byYear: [string, number][] = [
      ['2019-06-01', 10.3],
      ['2020-06-01', 9.9],
      ['2021-06-01', 9.2],
      ['2022-06-01', 9.9],
      ['2023-03-01', 14.6],
      ['2023-07-06', 10],
      ['2024-06-01', 10],
      ['2025-06-01', 10],
      ['2026-06-01', 9.5],
    ];
    for (const [day, percent] of byYear) {
      expect(rentCapOn(rule('OR'), on(day))?.capPercent, day).toBe(percent);
    }
    expect(rentCapOn(rule('OR'), on('2023-07-05'))?.capPercent).toBe(14.6);
    expect(rentCapOn(rule('OR'), on('2019-02-27'))).toBeNull();
  });

  it('is within exactly at the 2026 cap of 9.5% and over a cent above it', () => {
    const at = check('OR', 2000, 2190, '2026-03-01');
    expect(at).toMatchObject({
      verdict: 'within',
      increasePercent: 9.5,
      capPercent: 9.5,
      minCapPercent: 9.5,
      maxCapPercent: 9.5,
      maxAllowedRent: 2190,
    });
    const over = check('OR', 2000, 2190.01, '2026-03-01');
    expect(over.verdict).toBe('over');
    expect(over.increasePercent).toBe(9.5);
    expect(over.maxAllowedRent).toBe(2190);
  });

  it('writes a summary for within and over', () => {
    expect(check('OR', 2000, 2160, '2026-01-01').summary).toBe(
      "An increase of 8.00% is within Oregon's cap of 9.5% for 2026: at most $2,190 a month from your $2,000.",
    );
    expect(check('OR', 2000, 2300, '2026-12-31').summary).toBe(
      "An increase of 15.00% is over Oregon's cap of 9.5% for 2026: unless the home is exempt, the most the landlord may ask is $2,190 a month from your $2,000.",
    );
  });

  it('rounds the most allowed rent down to the dollar', () => {
    expect(check('OR', 1234.56, 1300, '2026-05-01').maxAllowedRent).toBe(1351);
    expect(check('OR', 999, 1000, '2025-05-01').maxAllowedRent).toBe(1098);
  });

  it('falls back to the bounds 7% to 10% in a year without a published figure (2027)', () => {
    expect(check('OR', 2000, 2140, '2027-02-01')).toMatchObject({
      verdict: 'within',
      capPercent: null,
      minCapPercent: 7,
      maxCapPercent: 10,
      maxAllowedRent: null,
      minCapRent: 2140,
      maxCapRent: 2200,
      period: { id: 'year', values: { year: 2027 } },
    });
    const depends = check('OR', 2000, 2160, '2027-02-01');
    expect(depends.verdict).toBe('depends');
    expect(depends.summary).toBe(
      "RentValue's table has no figure for Oregon's cap for 2027 yet: it is between 7% and 10%, so the most the landlord may ask is between $2,140 and $2,200 a month from your $2,000. Whether an increase of 8.00% is within it depends on that figure (7% plus the West Region CPI change, at most 10% (the state publishes each calendar year's figure)).",
    );
    expect(check('OR', 2000, 2200, '2027-02-01').verdict).toBe('depends');
    expect(check('OR', 2000, 2200.01, '2027-02-01').verdict).toBe('over');
  });
});

describe('checkRentIncrease: Washington (7% plus Seattle-area CPI, at most 10%, from 2025-05-07)', () => {
  it('has no statewide cap before 2025-05-07', () => {
    expect(checkRentIncrease({ state: 'WA', currentRent: 2000, offeredRent: 2600, on: on('2025-05-06') })).toBeNull();
    expect(check('WA', 2000, 2200, '2025-05-07')).toMatchObject({ verdict: 'within', capPercent: 10 });
  });

  it('caps 2025 at 10% and 2026 at 9.683%', () => {
    expect(check('WA', 2000, 2200.01, '2025-12-31').verdict).toBe('over');
    const at = check('WA', 2000, 2193.66, '2026-08-01');
    expect(at).toMatchObject({ verdict: 'within', capPercent: 9.683, increasePercent: 9.68, maxAllowedRent: 2193 });
    expect(check('WA', 2000, 2193.67, '2026-08-01').verdict).toBe('over');
    expect(check('WA', 2000, 2190, '2026-08-01').summary).toBe(
      "An increase of 9.50% is within Washington's cap of 9.683% for 2026: at most $2,193 a month from your $2,000.",
    );
    expect(check('WA', 2000, 2100, '2025-06-01').summary).toMatch(
      /Washington's cap of 10% for 7 May to 31 December 2025/,
    );
  });

  it('falls back to 7% to 10% for 2027', () => {
    expect(check('WA', 3000, 3270, '2027-01-01')).toMatchObject({
      verdict: 'depends',
      minCapPercent: 7,
      maxCapPercent: 10,
    });
  });
});

describe('checkRentIncrease: everywhere', () => {
  it('is within for a decrease or the same rent', () => {
    const down = check('OR', 2000, 1900, '2026-06-01');
    expect(down).toMatchObject({ verdict: 'within', increasePercent: -5 });
    expect(down.summary).toBe(
      "The offered rent is $100 (5.00%) lower than the current rent, so Oregon's cap on increases is not at issue.",
    );
    const same = check('CA', 2000, 2000, '2026-06-01');
    expect(same.verdict).toBe('within');
    expect(same.summary).toBe(
      "The offered rent is the same as the current rent, so California's cap on increases is not at issue.",
    );
  });

  it('answers null for states without a statewide cap on market-rate homes', () => {
    for (const state of ['TX', 'NY', 'FL', 'ZZ']) {
      expect(
        checkRentIncrease({ state, currentRent: 2000, offeredRent: 3000, on: on('2026-06-01') }),
        state,
      ).toBeNull();
    }
  });

  it('carries the caveat with local rules and every exemption', () => {
    for (const r of RENT_CAP_RULES) {
      const c = check(r.state, 2000, 2100, '2026-06-01');
      expect(c.rule).toBe(r);
      expect(c.caveat.startsWith('Local rent rules may be stricter, and some homes are exempt from the ')).toBe(true);
      expect(c.caveat).toContain(r.lawName);
      for (const exemption of r.exemptions) expect(c.caveat, r.state).toContain(exemption);
    }
  });

  it('accepts the state code in any case and refuses an invalid date', () => {
    expect(check(' ca ', 2000, 2100, '2026-06-01').rule.state).toBe('CA');
    expect(() =>
      checkRentIncrease({ state: 'CA', currentRent: 2000, offeredRent: 2100, on: new Date('nope') }),
    ).toThrow(RangeError);
    expect(() =>
      checkRentIncrease({ state: 'TX', currentRent: 2000, offeredRent: 2100, on: new Date('nope') }),
    ).toThrow(RangeError);
  });
});
