// Over 250 lines as one generator: the sample comparables' seeded draws, their deliberate oddities and the
// street-name tables they are named from belong together (each oddity is tuned against the comparables filter).

// Generated comparables for the `sample` rent-data provider (docs/product.md#market-data-sources): plausible
// rentals around any US address, so the product can be tried with no market data. The same subject always gets the
// same comparables; their rents centre on the market rent the caller passes (options.marketRent: the provider takes
// it from the HUD/Census benchmark of the subject's ZIP code, docs/decisions/040-rent-benchmarks.md) with a
// realistic spread, and a few deliberate oddities (overpriced listings, mis-sized units, a relisting) give the
// comparables filter (docs/product.md#comparables-filter) something to drop, as real listing feeds do.

import { joinAddress } from '../address/address-text';
import { bedroomBucket } from './listing-unit';
import { normalizeAddress } from '../address/address-normalize';
import { haversineMiles } from '../primitives/geo-distance';
import { normalQuantile, seededRandom, type SeededRandom } from '../primitives/seeded-random';
import { DAY_MS } from '../primitives/time';

export interface SampleSubject {
  readonly streetAddress: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  /** 0 for a studio; 6 stands for 6+. */
  readonly bedrooms: number;
  readonly baths: number;
  readonly sqft: number;
  readonly buildingType: 'apartment' | 'house';
}

export interface SampleCompsOptions {
  /** Where the comparables are scattered around; null leaves them without coordinates. */
  readonly centre: { readonly latitude: number; readonly longitude: number } | null;
  /** The end of the lookback window. */
  readonly asOf: Date;
  readonly lookbackDays: number;
  readonly radiusMiles: number;
  /**
   * Median monthly asking rent of a typical unit (TYPICAL_SQFT; houses HOUSE_SIZE_FACTOR larger) of the subject's
   * bedroom count at the subject's place: the median of the comparables, before the size adjustment.
   */
  readonly marketRent: number;
}

export interface SampleComp {
  readonly address: string;
  readonly price: number;
  readonly sqft: number;
  readonly bedrooms: number;
  readonly baths: number;
  readonly latitude: number | null;
  readonly longitude: number | null;
  readonly distanceMiles: number | null;
  /** ISO calendar date (UTC). */
  readonly listedAt: string;
}

export const SAMPLE_COMP_COUNT = { min: 25, max: 40 } as const;

/**
 * Log-scale spread of rents among comparables of one bedroom count in one neighbourhood: 0.18 puts the middle
 * half of the rents within about ±12% of the median, as in real listing data of one size class and area.
 */
const SAMPLE_RENT_SPREAD = 0.18;

/** Typical rented living area by bedroom count (studio to 6+), in square feet; houses run about 15% larger. */
export const TYPICAL_SQFT = [500, 725, 1000, 1300, 1650, 2000, 2400] as const;

/** Houses of a bedroom count run this much larger than apartments. */
const HOUSE_SIZE_FACTOR = 1.15;
const SIZE_SPREAD = 0.15;
/** How strongly a larger unit's rent follows its size (rent grows slower than area). */
const SIZE_RENT_ELASTICITY = 0.35;
const MILES_PER_DEGREE_LAT = 69.05;

const STREET_NAMES = [
  'Main',
  'Oak',
  'Maple',
  'Cedar',
  'Pine',
  'Elm',
  'Washington',
  'Lake',
  'Hill',
  'Park',
  'Walnut',
  'Sunset',
  'Lincoln',
  'Jackson',
  'Church',
  'River',
  'Highland',
  'Center',
  'Spring',
  'Ridge',
  'Meadow',
  'Forest',
  'Willow',
  'Chestnut',
  'Madison',
  'Franklin',
  'Jefferson',
  'Cherry',
  'Mill',
  'Valley',
  'Birch',
  'Adams',
  'Hickory',
  'Locust',
  'Magnolia',
  'Dogwood',
  'Lakeview',
  'Sycamore',
  'Poplar',
  'Laurel',
] as const;
const STREET_SUFFIXES = ['St', 'Ave', 'Rd', 'Dr', 'Ln', 'Ct', 'Blvd', 'Way', 'Pl', 'Ter'] as const;

/**
 * What makes two subjects "the same" for the generator: the normalised address and the unit's description.
 * Rent, condition and amenities are left out on purpose: the market around a unit does not depend on its asking
 * rent.
 */
export function sampleSeedKey(subject: SampleSubject): string {
  const address = normalizeAddress(
    joinAddress({ street: subject.streetAddress, city: subject.city, state: subject.state, zip: subject.zipCode }),
  );
  return [address, bedroomBucket(subject.bedrooms), subject.baths, Math.round(subject.sqft), subject.buildingType].join(
    '|',
  );
}

/** The typical size of a unit like the subject's: the table's size pulled halfway (geometrically) to the subject's. */
function centreSqft(subject: SampleSubject, bucket: number): number {
  const typical = (TYPICAL_SQFT[bucket] ?? 1000) * (subject.buildingType === 'house' ? HOUSE_SIZE_FACTOR : 1);
  if (!(subject.sqft > 0)) return typical;
  const clamped = Math.min(Math.max(subject.sqft, typical / 2), typical * 2);
  return Math.sqrt(typical * clamped);
}

function compBaths(bucket: number, random: SeededRandom): number {
  const u = random.next();
  if (bucket <= 0) return 1;
  if (bucket === 1) return u < 0.9 ? 1 : 2;
  if (bucket === 2) return u < 0.45 ? 1 : 2;
  if (bucket === 3) return u < 0.1 ? 1 : u < 0.8 ? 2 : 3;
  return u < 0.45 ? 2 : 3;
}

function roundTo(value: number, step: number): number {
  return Math.max(step, Math.round(value / step) * step);
}

/** A point `distance` miles from the centre in direction `bearing` (flat-earth step: fine over a few miles). */
function offset(centre: { latitude: number; longitude: number }, distance: number, bearing: number) {
  const latitude = centre.latitude + (distance * Math.cos(bearing)) / MILES_PER_DEGREE_LAT;
  const longitude =
    centre.longitude +
    (distance * Math.sin(bearing)) / (MILES_PER_DEGREE_LAT * Math.cos((centre.latitude * Math.PI) / 180));
  return { latitude: Number(latitude.toFixed(6)), longitude: Number(longitude.toFixed(6)) };
}

interface Draft {
  street: string;
  price: number;
  sqft: number;
}

/**
 * Generates 25 to 40 comparables for the subject, nearest first. Rents are drawn at evenly spread quantiles of a
 * lognormal distribution (then shuffled), so even a small set has the intended median and spread rather than
 * whatever a few unlucky draws give.
 */
export function generateSampleComps(subject: SampleSubject, options: SampleCompsOptions): SampleComp[] {
  if (!(Number.isFinite(options.marketRent) && options.marketRent > 0)) {
    throw new RangeError(`marketRent must be a positive number, got ${options.marketRent}`);
  }
  const random = seededRandom(sampleSeedKey(subject));
  const bucket = bedroomBucket(subject.bedrooms);
  // The level is already the place's own (the benchmark is per ZIP code where HUD has one), so no per-ZIP shift.
  const level = options.marketRent;
  const sizeCentre = centreSqft(subject, bucket);
  const typical = (TYPICAL_SQFT[bucket] ?? 1000) * (subject.buildingType === 'house' ? HOUSE_SIZE_FACTOR : 1);
  const levelForSize = level * (sizeCentre / typical) ** SIZE_RENT_ELASTICITY;

  const total = random.int(SAMPLE_COMP_COUNT.min, SAMPLE_COMP_COUNT.max);
  const priceOutliers = random.int(1, 2);
  const sizeOutliers = random.next() < 0.6 ? 1 : 0;
  const relistings = random.next() < 0.5 ? 1 : 0;
  const regular = total - priceOutliers - sizeOutliers - relistings;

  // The subject itself is never its own comparable.
  const usedStreets = new Set<string>([normalizeAddress(subject.streetAddress)]);
  const street = () => {
    for (;;) {
      const candidate = `${random.int(100, 9899)} ${random.pick(STREET_NAMES)} ${random.pick(STREET_SUFFIXES)}`;
      if (!usedStreets.has(normalizeAddress(candidate))) {
        usedStreets.add(normalizeAddress(candidate));
        return candidate;
      }
    }
  };

  const drafts: Draft[] = [];
  for (let i = 0; i < regular; i++) {
    const p = (i + 0.5 + (random.next() - 0.5) * 0.6) / regular;
    const z = normalQuantile(Math.min(Math.max(p, 1e-6), 1 - 1e-6));
    // Larger units tend to be the dearer ones: the size shares part of the rent's draw.
    const sizeZ = 0.6 * z + 0.8 * random.normal();
    drafts.push({
      street: street(),
      price: roundTo(levelForSize * Math.exp(SAMPLE_RENT_SPREAD * z), 5),
      sqft: roundTo(sizeCentre * Math.exp(SIZE_SPREAD * sizeZ), 5),
    });
  }
  // Fisher-Yates, so the rent order says nothing about the distance order below.
  for (let i = drafts.length - 1; i > 0; i--) {
    const j = random.int(0, i);
    [drafts[i], drafts[j]] = [drafts[j] as Draft, drafts[i] as Draft];
  }
  for (let i = 0; i < priceOutliers; i++) {
    // Three or more times the median: furnished short lets and typos that the comparables filter must drop.
    drafts.push({
      street: street(),
      price: roundTo(levelForSize * (3.1 + random.next() * 1.4), 5),
      sqft: roundTo(sizeCentre * Math.exp(SIZE_SPREAD * random.normal()), 5),
    });
  }
  for (let i = 0; i < sizeOutliers; i++) {
    const subjectSqft = subject.sqft > 0 ? subject.sqft : sizeCentre;
    const small = random.next() < 0.5;
    drafts.push({
      street: street(),
      price: roundTo(levelForSize * Math.exp(SAMPLE_RENT_SPREAD * random.normal()), 5),
      sqft: roundTo(subjectSqft * (small ? 0.18 + random.next() * 0.08 : 2.15 + random.next() * 0.6), 5),
    });
  }
  for (let i = 0; i < relistings && drafts.length > 0; i++) {
    const original = drafts[random.int(0, regular - 1)] as Draft;
    drafts.push({ ...original, price: roundTo(original.price * (1.03 + random.next() * 0.05), 5) });
  }

  const place = [
    subject.city.trim(),
    [subject.state.trim().toUpperCase(), subject.zipCode.trim()].filter(Boolean).join(' '),
  ]
    .filter(Boolean)
    .join(', ');
  const locations = new Map<
    string,
    { latitude: number | null; longitude: number | null; distanceMiles: number | null }
  >();
  const comps = drafts.map((draft): SampleComp => {
    let location = locations.get(draft.street);
    if (!location) {
      if (options.centre) {
        // Uniform over the disc, a little inside its rim so rounding never puts a comp past the radius.
        const distance = Math.max(0.05, options.radiusMiles * 0.98 * Math.sqrt(random.next()));
        const point = offset(options.centre, distance, random.next() * 2 * Math.PI);
        location = { ...point, distanceMiles: Number(haversineMiles(options.centre, point).toFixed(2)) };
      } else {
        location = { latitude: null, longitude: null, distanceMiles: null };
      }
      locations.set(draft.street, location);
    }
    // Recent listings are more common in a 12-month window than old ones, as on any listing site.
    const daysAgo = Math.min(options.lookbackDays - 1, Math.floor(random.next() ** 1.3 * options.lookbackDays));
    return {
      address: place ? `${draft.street}, ${place}` : draft.street,
      price: draft.price,
      sqft: draft.sqft,
      bedrooms: bucket === 6 ? 6 + (random.next() < 0.2 ? 1 : 0) : bucket,
      baths: compBaths(bucket, random),
      ...location,
      listedAt: new Date(options.asOf.getTime() - Math.max(0, daysAgo) * DAY_MS).toISOString().slice(0, 10),
    };
  });
  return comps.sort((a, b) => (a.distanceMiles ?? Infinity) - (b.distanceMiles ?? Infinity));
}
