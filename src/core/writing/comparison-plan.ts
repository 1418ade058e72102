import { MONTHS_PER_YEAR } from '../primitives/time';
import type { ComparisonFacts } from './comparison-facts';
import {
  amenitiesOf,
  differs,
  extremes,
  perSqftOf,
  qualityOf,
  rentOf,
  scoreOf,
  sqftOf,
  withFigure,
  withSpecials,
} from './comparison-figures';
import { isFigure } from './writer-text';

// What a written comparison says, decided once for every language (issue 35: one writer per idea). planComparison
// reads the figures the compare table shows and picks, for each line of the two columns, which statement applies, the
// listings it names and the figures it cites; a phrasebook per language (comparison-phrasebook.ts,
// es/comparison-phrasebook-es.ts) only words them. Rents are what the renter pays (rentOf): a listing's net effective
// rent when its move-in specials were given. Listings are named by their facts (label, address, score, levels).

type Listings = readonly ComparisonFacts[];

/** The left column's first line: the spread of the rents. */
export type OpeningPlan =
  | { readonly kind: 'noRents'; readonly count: number }
  | {
      readonly kind: 'sameRent';
      readonly count: number;
      /** How many listings have a rent (all of them, or fewer). */
      readonly withRent: number;
      readonly rent: number;
      /** The listings whose rent is a net effective rent (their specials and fees counted). */
      readonly specials: Listings;
    }
  | {
      readonly kind: 'spread';
      readonly count: number;
      readonly low: number;
      readonly cheapest: Listings;
      readonly high: number;
      readonly dearest: Listings;
      readonly gap: number;
      readonly gapPerYear: number;
      readonly specials: Listings;
    };

export type BestValuePlan =
  | { readonly kind: 'noneScored' }
  | { readonly kind: 'onlyOneScored'; readonly listing: ComparisonFacts }
  | { readonly kind: 'tied'; readonly scored: Listings; readonly allScored: boolean; readonly top: ComparisonFacts }
  | {
      readonly kind: 'ranked';
      readonly best: Listings;
      readonly top: ComparisonFacts;
      readonly worst: Listings;
      readonly bottom: ComparisonFacts;
    };

export type LowestRentPlan = {
  readonly cheapest: Listings;
  readonly low: number;
  readonly lowPerYear: number;
  readonly next: Listings;
  readonly lessThanNext: number;
} | null;

export type MostSpacePlan =
  | { readonly kind: 'same'; readonly sized: Listings; readonly sqft: number | null }
  | {
      readonly kind: 'ranked';
      readonly largest: Listings;
      readonly big: number;
      readonly smallest: Listings;
      readonly small: number;
    }
  | null;

export type PricePerSqftPlan = {
  readonly lowest: Listings;
  readonly low: number | null;
  readonly highest: Listings;
  readonly high: number | null;
} | null;

/** Condition and amenities: the listings that lead on each, or the level they all share (the table's words). */
type LevelLead =
  | { readonly kind: 'leaders'; readonly leaders: Listings; readonly level: string }
  | { readonly kind: 'shared'; readonly level: string }
  | null;

export type ConditionAmenitiesPlan =
  | { readonly kind: 'allSame'; readonly count: number; readonly condition: string; readonly amenities: string }
  | { readonly kind: 'sameLeader'; readonly leaders: Listings; readonly condition: string; readonly amenities: string }
  | { readonly kind: 'split'; readonly condition: LevelLead; readonly amenities: LevelLead }
  | null;

export type RecommendationLinePlan = {
  readonly pick: ComparisonFacts;
  /** What the pick costs a month, and its size, when known. */
  readonly paid: number | null;
  readonly sqft: number | null;
} & (
  | { readonly kind: 'byScore' }
  | { readonly kind: 'byPricePerSqft'; readonly pricePerSqft: number }
  | { readonly kind: 'byRent' }
);

export type SpacePlan =
  | { readonly kind: 'alsoLargest'; readonly pick: ComparisonFacts }
  | { readonly kind: 'larger'; readonly big: ComparisonFacts; readonly pick: ComparisonFacts; readonly extra: number }
  | {
      readonly kind: 'largerForMore';
      readonly big: ComparisonFacts;
      readonly pick: ComparisonFacts;
      readonly extra: number;
      readonly more: number;
      readonly morePerYear: number;
      readonly perExtraSqft: number;
    }
  | {
      readonly kind: 'largerForLess';
      readonly big: ComparisonFacts;
      readonly pick: ComparisonFacts;
      readonly extra: number;
      /** 0 for the same rent, else how much less it costs a month. */
      readonly less: number;
    }
  | null;

export type CheapestPlan =
  | { readonly kind: 'alsoCheapest'; readonly pick: ComparisonFacts }
  | {
      readonly kind: 'saves';
      readonly cheap: ComparisonFacts;
      readonly pick: ComparisonFacts;
      readonly saving: number;
      readonly savingPerYear: number;
      /** How much smaller the cheaper listing is, when it is. */
      readonly smallerBy: number | null;
    }
  | null;

export type PoorerValuePlan = { readonly poorer: Listings; readonly specials: boolean } | null;

export interface RecommendationPlan {
  readonly pick: ComparisonFacts;
  readonly cheaper: { readonly listing: ComparisonFacts; readonly lessPerYear: number } | null;
  readonly roomier: { readonly listing: ComparisonFacts; readonly extra: number } | null;
}

export interface ComparisonPlan {
  readonly opening: OpeningPlan;
  readonly bestValue: BestValuePlan;
  readonly lowestRent: LowestRentPlan;
  readonly mostSpace: MostSpacePlan;
  readonly pricePerSqft: PricePerSqftPlan;
  readonly conditionAmenities: ConditionAmenitiesPlan;
  readonly recommendationLine: RecommendationLinePlan;
  readonly space: SpacePlan;
  readonly cheapest: CheapestPlan;
  readonly poorerValue: PoorerValuePlan;
  readonly recommendation: RecommendationPlan;
}

function openingPlan(all: Listings): OpeningPlan {
  const rents = withFigure(all, rentOf);
  if (rents.length === 0) return { kind: 'noRents', count: all.length };
  const cheapest = extremes(rents, rentOf, 'lowest');
  const dearest = extremes(rents, rentOf, 'highest');
  const low = rentOf(cheapest[0] as ComparisonFacts) ?? 0;
  const high = rentOf(dearest[0] as ComparisonFacts) ?? 0;
  const specials = withSpecials(all);
  if (low === high) return { kind: 'sameRent', count: all.length, withRent: rents.length, rent: low, specials };
  const gap = high - low;
  return {
    kind: 'spread',
    count: all.length,
    low,
    cheapest,
    high,
    dearest,
    gap,
    gapPerYear: gap * MONTHS_PER_YEAR,
    specials,
  };
}

function bestValuePlan(all: Listings): BestValuePlan {
  const scored = withFigure(all, scoreOf);
  if (scored.length === 0) return { kind: 'noneScored' };
  const best = extremes(scored, scoreOf, 'highest');
  const top = best[0] as ComparisonFacts;
  if (scored.length === 1) return { kind: 'onlyOneScored', listing: top };
  if (!differs(all, scoreOf, 'highest')) return { kind: 'tied', scored, allScored: scored.length === all.length, top };
  const worst = extremes(scored, scoreOf, 'lowest');
  return { kind: 'ranked', best, top, worst, bottom: worst[0] as ComparisonFacts };
}

function lowestRentPlan(all: Listings): LowestRentPlan {
  if (!differs(all, rentOf, 'lowest')) return null;
  const cheapest = extremes(all, rentOf, 'lowest');
  const low = rentOf(cheapest[0] as ComparisonFacts) ?? 0;
  const others = withFigure(all, rentOf).filter((f) => !cheapest.includes(f));
  const next = extremes(others, rentOf, 'lowest');
  const nextRent = next[0] ? (rentOf(next[0]) ?? low) : low;
  return { cheapest, low, lowPerYear: low * MONTHS_PER_YEAR, next, lessThanNext: nextRent - low };
}

function mostSpacePlan(all: Listings): MostSpacePlan {
  const sized = withFigure(all, sqftOf);
  if (sized.length === 0) return null;
  if (!differs(all, sqftOf, 'highest')) {
    return sized.length < 2 ? null : { kind: 'same', sized, sqft: sized[0]?.sqft ?? null };
  }
  const largest = extremes(sized, sqftOf, 'highest');
  const smallest = extremes(sized, sqftOf, 'lowest');
  return { kind: 'ranked', largest, big: largest[0]?.sqft ?? 0, smallest, small: smallest[0]?.sqft ?? 0 };
}

function pricePerSqftPlan(all: Listings): PricePerSqftPlan {
  if (!differs(all, perSqftOf, 'lowest')) return null;
  const lowest = extremes(all, perSqftOf, 'lowest');
  const highest = extremes(all, perSqftOf, 'highest');
  return { lowest, low: lowest[0]?.pricePerSqft ?? null, highest, high: highest[0]?.pricePerSqft ?? null };
}

function conditionAmenitiesPlan(all: Listings): ConditionAmenitiesPlan {
  const qualityDiffers = differs(all, qualityOf, 'highest');
  const amenitiesDiffers = differs(all, amenitiesOf, 'highest');
  const first = all[0] as ComparisonFacts;
  if (!qualityDiffers && !amenitiesDiffers) {
    if (!first.condition || !first.amenities) return null;
    return { kind: 'allSame', count: all.length, condition: first.condition, amenities: first.amenities };
  }
  const bestQuality = qualityDiffers ? extremes(all, qualityOf, 'highest') : [];
  const bestAmenities = amenitiesDiffers ? extremes(all, amenitiesOf, 'highest') : [];
  const sameLeader =
    bestQuality.length > 0 &&
    bestQuality.length === bestAmenities.length &&
    bestQuality.every((f) => bestAmenities.includes(f));
  if (sameLeader) {
    return {
      kind: 'sameLeader',
      leaders: bestQuality,
      condition: bestQuality[0]?.condition ?? '',
      amenities: bestAmenities[0]?.amenities ?? '',
    };
  }
  const lead = (differ: boolean, leaders: Listings, level: string, shared: string): LevelLead =>
    differ ? { kind: 'leaders', leaders, level } : shared ? { kind: 'shared', level: shared } : null;
  return {
    kind: 'split',
    condition: lead(qualityDiffers, bestQuality, bestQuality[0]?.condition ?? '', first.condition),
    amenities: lead(amenitiesDiffers, bestAmenities, bestAmenities[0]?.amenities ?? '', first.amenities),
  };
}

function recommendationLinePlan(pick: ComparisonFacts, all: Listings): RecommendationLinePlan {
  const terms = { pick, paid: rentOf(pick), sqft: sqftOf(pick) };
  if (withFigure(all, scoreOf).length > 0) return { ...terms, kind: 'byScore' };
  if (isFigure(pick.pricePerSqft)) return { ...terms, kind: 'byPricePerSqft', pricePerSqft: pick.pricePerSqft };
  return { ...terms, kind: 'byRent' };
}

function spacePlan(pick: ComparisonFacts, all: Listings): SpacePlan {
  const largest = extremes(all, sqftOf, 'highest');
  const big = largest[0];
  if (!big || !isFigure(sqftOf(pick))) return null;
  if (largest.includes(pick)) return differs(all, sqftOf, 'highest') ? { kind: 'alsoLargest', pick } : null;
  const extra = (big.sqft ?? 0) - (pick.sqft ?? 0);
  const bigRent = rentOf(big);
  const pickRent = rentOf(pick);
  if (!isFigure(bigRent) || !isFigure(pickRent)) return { kind: 'larger', big, pick, extra };
  const more = bigRent - pickRent;
  if (more > 0) {
    return {
      kind: 'largerForMore',
      big,
      pick,
      extra,
      more,
      morePerYear: more * MONTHS_PER_YEAR,
      perExtraSqft: more / extra,
    };
  }
  return { kind: 'largerForLess', big, pick, extra, less: -more };
}

function cheapestPlan(pick: ComparisonFacts, all: Listings): CheapestPlan {
  const cheapest = extremes(all, rentOf, 'lowest');
  const cheap = cheapest[0];
  const pickRent = rentOf(pick);
  if (!cheap || !isFigure(pickRent)) return null;
  if (cheapest.includes(pick)) return differs(all, rentOf, 'lowest') ? { kind: 'alsoCheapest', pick } : null;
  const saving = pickRent - (rentOf(cheap) ?? 0);
  const smaller = isFigure(sqftOf(pick)) && isFigure(sqftOf(cheap)) && (cheap.sqft ?? 0) < (pick.sqft ?? 0);
  return {
    kind: 'saves',
    cheap,
    pick,
    saving,
    savingPerYear: saving * MONTHS_PER_YEAR,
    smallerBy: smaller ? (pick.sqft ?? 0) - (cheap.sqft ?? 0) : null,
  };
}

function poorerValuePlan(all: Listings): PoorerValuePlan {
  const poorer = all.filter((f) => f.evaluation === 'Poorer Value');
  if (poorer.length === 0) return null;
  // A listing with move-in specials was scored on its net effective rent, so the words say which rent is high.
  return { poorer, specials: withSpecials(poorer).length > 0 };
}

function recommendationPlan(pick: ComparisonFacts, all: Listings): RecommendationPlan {
  const cheapest = extremes(all, rentOf, 'lowest');
  const cheap = cheapest[0];
  const pickRent = rentOf(pick);
  const cheapRent = cheap ? rentOf(cheap) : null;
  const largest = extremes(all, sqftOf, 'highest');
  const big = largest[0];
  return {
    pick,
    cheaper:
      cheap && !cheapest.includes(pick) && isFigure(pickRent) && isFigure(cheapRent)
        ? { listing: cheap, lessPerYear: (pickRent - cheapRent) * MONTHS_PER_YEAR }
        : null,
    roomier:
      big && !largest.includes(pick) && isFigure(sqftOf(pick))
        ? { listing: big, extra: (big.sqft ?? 0) - (pick.sqft ?? 0) }
        : null,
  };
}

/** What the comparison of 2 to 10 listings says, for any language; `pick` is the recommended listing. */
export function planComparison(all: Listings, pick: ComparisonFacts): ComparisonPlan {
  return {
    opening: openingPlan(all),
    bestValue: bestValuePlan(all),
    lowestRent: lowestRentPlan(all),
    mostSpace: mostSpacePlan(all),
    pricePerSqft: pricePerSqftPlan(all),
    conditionAmenities: conditionAmenitiesPlan(all),
    recommendationLine: recommendationLinePlan(pick, all),
    space: spacePlan(pick, all),
    cheapest: cheapestPlan(pick, all),
    poorerValue: poorerValuePlan(all),
    recommendation: recommendationPlan(pick, all),
  };
}
