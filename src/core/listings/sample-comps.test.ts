import { describe, expect, it } from 'vitest';
import { filterComps } from '../valuation/comps-filter';
import { median } from '../primitives/median';
import {
  SAMPLE_COMP_COUNT,
  TYPICAL_SQFT,
  generateSampleComps,
  sampleSeedKey,
  type SampleSubject,
} from './sample-comps';

const AS_OF = new Date('2025-06-30T23:59:59.999Z');
const OPTIONS = {
  centre: { latitude: 30.2713, longitude: -97.7426 },
  asOf: AS_OF,
  lookbackDays: 365,
  radiusMiles: 2,
  marketRent: 2300,
};

function subject(overrides: Partial<SampleSubject> = {}): SampleSubject {
  return {
    streetAddress: '123 Main St',
    city: 'Austin',
    state: 'TX',
    zipCode: '78701',
    bedrooms: 2,
    baths: 1,
    sqft: 1000,
    buildingType: 'apartment',
    ...overrides,
  };
}

describe('generateSampleComps', () => {
  it('gives the same subject the same comparables', () => {
    expect(generateSampleComps(subject(), OPTIONS)).toEqual(generateSampleComps(subject(), OPTIONS));
  });

  it('treats case, spacing and punctuation of the address as the same subject', () => {
    const a = generateSampleComps(subject({ streetAddress: '123 Main St.' }), OPTIONS);
    const b = generateSampleComps(subject({ streetAddress: '123  MAIN st', city: 'AUSTIN' }), OPTIONS);
    // Only the city is written back as typed.
    const market = (comps: typeof a) => comps.map(({ address: _address, ...rest }) => rest);
    expect(market(a)).toEqual(market(b));
  });

  it('gives a different subject different comparables', () => {
    const base = generateSampleComps(subject(), OPTIONS);
    expect(generateSampleComps(subject({ streetAddress: '125 Main St' }), OPTIONS)).not.toEqual(base);
    expect(generateSampleComps(subject({ baths: 2 }), OPTIONS)).not.toEqual(base);
    expect(generateSampleComps(subject({ sqft: 1010 }), OPTIONS)).not.toEqual(base);
    expect(generateSampleComps(subject({ buildingType: 'house' }), OPTIONS)).not.toEqual(base);
  });

  it('generates 25 to 40 comparables of the subject’s bedroom count', () => {
    for (let i = 0; i < 40; i++) {
      const comps = generateSampleComps(subject({ streetAddress: `${i} Elm St`, bedrooms: i % 7 }), OPTIONS);
      expect(comps.length).toBeGreaterThanOrEqual(SAMPLE_COMP_COUNT.min);
      expect(comps.length).toBeLessThanOrEqual(SAMPLE_COMP_COUNT.max);
      for (const comp of comps) {
        if (i % 7 === 6) expect(comp.bedrooms).toBeGreaterThanOrEqual(6);
        else expect(comp.bedrooms).toBe(i % 7);
      }
    }
  });

  it('scatters them within the radius, nearest first, with the distance from the centre', () => {
    const comps = generateSampleComps(subject(), OPTIONS);
    const distances = comps.map((comp) => comp.distanceMiles as number);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    for (const comp of comps) {
      expect(comp.distanceMiles).toBeGreaterThan(0);
      expect(comp.distanceMiles).toBeLessThanOrEqual(2);
      expect(Math.abs((comp.latitude as number) - 30.2713)).toBeLessThan(0.05);
      expect(Math.abs((comp.longitude as number) + 97.7426)).toBeLessThan(0.05);
    }
  });

  it('leaves coordinates out when there is no centre', () => {
    const comps = generateSampleComps(subject(), { ...OPTIONS, centre: null });
    expect(
      comps.every((comp) => comp.latitude === null && comp.longitude === null && comp.distanceMiles === null),
    ).toBe(true);
  });

  it('dates every listing inside the lookback window', () => {
    const comps = generateSampleComps(subject(), { ...OPTIONS, lookbackDays: 90 });
    for (const comp of comps) {
      expect(comp.listedAt <= '2025-06-30').toBe(true);
      expect(comp.listedAt >= '2025-04-02').toBe(true);
    }
  });

  it('writes full addresses in the subject’s city, state and ZIP code', () => {
    for (const comp of generateSampleComps(subject(), OPTIONS)) {
      expect(comp.address).toMatch(/^\d+ [A-Z][a-z]+ [A-Z][a-z]+, Austin, TX 78701$/);
    }
  });

  it('sizes units around the typical size for the bedroom count and the subject’s size', () => {
    const comps = generateSampleComps(subject({ bedrooms: 3, sqft: TYPICAL_SQFT[3] }), OPTIONS);
    const sizes = filterComps(comps, TYPICAL_SQFT[3]).kept.map((comp) => comp.sqft);
    const middle = median(sizes) as number;
    expect(middle).toBeGreaterThan(TYPICAL_SQFT[3] * 0.85);
    expect(middle).toBeLessThan(TYPICAL_SQFT[3] * 1.15);
  });

  it('includes oddities the comparables filter drops: price outliers always, and the rest stays', () => {
    for (let i = 0; i < 30; i++) {
      const s = subject({ streetAddress: `${i * 7 + 1} Oak Ave` });
      const result = filterComps(generateSampleComps(s, OPTIONS), s.sqft);
      expect(result.dropped.priceOutlier).toBeGreaterThanOrEqual(1);
      expect(result.kept.length).toBeGreaterThanOrEqual(20);
    }
  });

  it('has a realistic spread: the middle half within about ±15% of the median', () => {
    const s = subject();
    const prices = filterComps(generateSampleComps(s, OPTIONS), s.sqft)
      .kept.map((comp) => comp.price)
      .sort((a, b) => a - b);
    const mid = median(prices) as number;
    const q1 = prices[Math.floor(prices.length / 4)] as number;
    const q3 = prices[Math.floor((prices.length * 3) / 4)] as number;
    expect(q1 / mid).toBeGreaterThan(0.8);
    expect(q1 / mid).toBeLessThan(0.97);
    expect(q3 / mid).toBeGreaterThan(1.03);
    expect(q3 / mid).toBeLessThan(1.2);
  });
});

describe('calibration against the market rent passed in', () => {
  const zips = ['10001', '73301', '60601'];
  // From a Puerto Rico studio to a Manhattan 4-bedroom: the range the benchmark tables give.
  const marketRents = [480, 650, 900, 1250, 1600, 2100, 2800, 3700, 5000, 6500];
  for (const marketRent of marketRents) {
    it(`$${marketRent}: the median of the comparables is within 10% of it for 0 to 4 bedrooms`, () => {
      for (let bedrooms = 0; bedrooms <= 4; bedrooms++) {
        for (const [i, zipCode] of zips.entries()) {
          const s = subject({ zipCode, bedrooms, sqft: TYPICAL_SQFT[bedrooms], streetAddress: `${100 + i} Pine Rd` });
          const comps = generateSampleComps(s, { ...OPTIONS, marketRent });
          const raw = median(comps.map((comp) => comp.price)) as number;
          const filtered = median(filterComps(comps, s.sqft).kept.map((comp) => comp.price)) as number;
          expect(
            Math.abs(raw / marketRent - 1),
            `${bedrooms}br ${zipCode} raw ${raw} vs ${marketRent}`,
          ).toBeLessThanOrEqual(0.1);
          expect(
            Math.abs(filtered / marketRent - 1),
            `${bedrooms}br ${zipCode} filtered ${filtered} vs ${marketRent}`,
          ).toBeLessThanOrEqual(0.1);
        }
      }
    });
  }

  it('scales with the market rent and keeps everything else: the same subject at twice the rent', () => {
    const base = generateSampleComps(subject(), OPTIONS);
    const twice = generateSampleComps(subject(), { ...OPTIONS, marketRent: OPTIONS.marketRent * 2 });
    expect(twice.map((comp) => comp.address)).toEqual(base.map((comp) => comp.address));
    expect(twice.map((comp) => comp.sqft)).toEqual(base.map((comp) => comp.sqft));
    for (const [i, comp] of twice.entries()) {
      expect(Math.abs(comp.price - 2 * (base[i] as { price: number }).price)).toBeLessThanOrEqual(10);
    }
  });

  it('rejects a market rent that is not a positive number', () => {
    for (const marketRent of [0, -100, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(() => generateSampleComps(subject(), { ...OPTIONS, marketRent })).toThrow(RangeError);
    }
  });
});

describe('sampleSeedKey', () => {
  it('is made of the normalised address and the unit', () => {
    expect(sampleSeedKey(subject())).toBe('123 main st austin tx 78701|2|1|1000|apartment');
    expect(sampleSeedKey(subject({ bedrooms: 8 }))).toBe('123 main st austin tx 78701|6|1|1000|apartment');
  });
});
