import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from '../primitives/format';
import type { ComparisonFacts } from './comparison-facts';
import type {
  BestValuePlan,
  CheapestPlan,
  ConditionAmenitiesPlan,
  LowestRentPlan,
  MostSpacePlan,
  OpeningPlan,
  PoorerValuePlan,
  PricePerSqftPlan,
  RecommendationLinePlan,
  RecommendationPlan,
  SpacePlan,
} from './comparison-plan';
import { isFigure, oneLine } from './writer-text';
import { capitalized } from '../primitives/words';

// The comparison's phrasebook (comparison-plan.ts decides what is said; a phrasebook only words it): its type, which
// every language fills in whole, and the English one. A line the plan leaves out (null) is not written. Labels hold no
// colon: the page splits a bullet at its first colon.

export interface ComparisonPhrasebook {
  readonly labels: Readonly<Record<keyof typeof COMPARISON_BULLET_LABELS, string>>;
  opening(plan: OpeningPlan): string;
  bestValue(plan: BestValuePlan): string;
  lowestRent(plan: NonNullable<LowestRentPlan>): string;
  mostSpace(plan: NonNullable<MostSpacePlan>): string;
  pricePerSqft(plan: NonNullable<PricePerSqftPlan>): string;
  conditionAmenities(plan: NonNullable<ConditionAmenitiesPlan>): string;
  recommendationLine(plan: RecommendationLinePlan): string;
  space(plan: NonNullable<SpacePlan>): string;
  cheapest(plan: NonNullable<CheapestPlan>): string;
  poorerValue(plan: NonNullable<PoorerValuePlan>): string;
  recommendation(plan: RecommendationPlan): string;
}

export const COMPARISON_BULLET_LABELS = {
  bestValue: 'Best Value',
  lowestRent: 'Lowest Rent',
  mostSpace: 'Most Space',
  pricePerSqft: 'Lowest Price per Sq Ft',
  conditionAmenities: 'Condition and Amenities',
  space: 'Paying for Space',
  cheapest: 'Saving Money',
  poorerValue: 'Poorer Value',
  recommendation: 'Recommendation',
} as const;

type Listings = readonly ComparisonFacts[];

function joined(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;
}

/** "Property A", "Property A and Property B", "Property A, Property B and Property C". */
function names(list: Listings): string {
  return joined(list.map((f) => f.label));
}

function verb(list: readonly unknown[], one: string, many: string): string {
  return list.length === 1 ? one : many;
}

/** "Property B (456 Oak Ave)": the street part of the address, so the recommendation names a place. */
function labelWithStreet(facts: ComparisonFacts): string {
  const street = oneLine(facts.address.split(',')[0] ?? '');
  return street ? `${facts.label} (${street})` : facts.label;
}

function scoreText(facts: ComparisonFacts): string {
  if (!isFigure(facts.valueScore)) return 'no Value Score';
  return facts.evaluation
    ? `a Value Score of ${formatScore(facts.valueScore)} (${facts.evaluation})`
    : `a Value Score of ${formatScore(facts.valueScore)}`;
}

/** " Rents here are what the renter pays: …" when some listing's rent is a total monthly cost, else nothing. */
function specialsNote(special: Listings): string {
  if (special.length === 0) return '';
  return (
    ` Rents here are what the renter pays: for ${names(special)}, the total monthly cost with ` +
    `${verb(special, 'its', 'their')} move-in specials, fees and utilities counted.`
  );
}

function opening(plan: OpeningPlan): string {
  switch (plan.kind) {
    case 'noRents':
      return `These ${plan.count} listings have no rent on record, so they are compared on value and size alone.`;
    case 'sameRent': {
      const note = specialsNote(plan.specials);
      const ask = note ? 'cost' : 'ask';
      return `All ${plan.withRent} listings with a rent ${ask} ${formatUsd(plan.rent)} a month, so the choice comes down to value, space and condition.${note}`;
    }
    case 'spread':
      return (
        `Across these ${plan.count} listings the rent runs from ${formatUsd(plan.low)} a month (${names(plan.cheapest)}) to ` +
        `${formatUsd(plan.high)} (${names(plan.dearest)}): a gap of ${formatUsd(plan.gap)} a month, or ${formatUsd(plan.gapPerYear)} a year.${specialsNote(plan.specials)}`
      );
  }
}

function bestValue(plan: BestValuePlan): string {
  switch (plan.kind) {
    case 'noneScored':
      return 'None of these listings has a Value Score (too few comparable rentals), so value cannot be ranked.';
    case 'onlyOneScored':
      return `Only ${plan.listing.label} has ${scoreText(plan.listing)}, so value cannot rank these listings.`;
    case 'tied': {
      const who = plan.allScored ? `All ${plan.scored.length} listings` : names(plan.scored);
      return `${who} share ${scoreText(plan.top)}, so value does not separate them.`;
    }
    case 'ranked':
      return (
        `${names(plan.best)} ${verb(plan.best, 'has', 'have')} the highest score, ${scoreText(plan.top)}, against ` +
        `${formatScore(plan.bottom.valueScore)} for ${names(plan.worst)}.`
      );
  }
}

function lowestRent(plan: NonNullable<LowestRentPlan>): string {
  return (
    `${names(plan.cheapest)} at ${formatUsd(plan.low)} a month (${formatUsd(plan.lowPerYear)} a year), ` +
    `${formatUsd(plan.lessThanNext)} a month less than the next cheapest, ${names(plan.next)}.`
  );
}

function mostSpace(plan: NonNullable<MostSpacePlan>): string {
  if (plan.kind === 'same') {
    const every = plan.sized.length === 2 ? 'both' : 'all';
    return `${names(plan.sized)} ${every} have ${formatSqft(plan.sqft)} sq ft.`;
  }
  return (
    `${names(plan.largest)} with ${formatSqft(plan.big)} sq ft, ${formatSqft(plan.big - plan.small)} sq ft more than the smallest, ` +
    `${names(plan.smallest)} at ${formatSqft(plan.small)} sq ft.`
  );
}

function pricePerSqft(plan: NonNullable<PricePerSqftPlan>): string {
  return (
    `${names(plan.lowest)} at ${formatPricePerSqft(plan.low)} per sq ft, against ` +
    `${formatPricePerSqft(plan.high)} for ${names(plan.highest)}.`
  );
}

function conditionAmenities(plan: NonNullable<ConditionAmenitiesPlan>): string {
  switch (plan.kind) {
    case 'allSame':
      return `All ${plan.count} listings are rated ${plan.condition} for condition and ${plan.amenities} for amenities.`;
    case 'sameLeader':
      return (
        `${names(plan.leaders)} ${verb(plan.leaders, 'has', 'have')} both the best condition (${plan.condition}) ` +
        `and the most amenities (${plan.amenities}).`
      );
    case 'split': {
      const parts: string[] = [];
      const { condition, amenities } = plan;
      if (condition?.kind === 'leaders')
        parts.push(
          `${names(condition.leaders)} ${verb(condition.leaders, 'has', 'have')} the best condition (${condition.level})`,
        );
      else if (condition) parts.push(`all share ${condition.level} condition`);
      if (amenities?.kind === 'leaders')
        parts.push(`${names(amenities.leaders)} the most amenities (${amenities.level})`);
      else if (amenities) parts.push(`all share ${amenities.level} amenities`);
      return `${capitalized(parts.join('; '))}.`;
    }
  }
}

function recommendationLine(plan: RecommendationLinePlan): string {
  const size = plan.sqft === null ? '' : ` for ${formatSqft(plan.sqft)} sq ft`;
  const rent = plan.paid === null ? '' : ` at ${formatUsd(plan.paid)} a month${size}`;
  switch (plan.kind) {
    case 'byScore':
      return `${plan.pick.label} looks like the strongest choice: ${scoreText(plan.pick)}${rent}.`;
    case 'byPricePerSqft': {
      const terms = plan.paid === null ? '' : ` (${formatUsd(plan.paid)} a month${size})`;
      return `Without Value Scores this rests on price and size: ${plan.pick.label} gives the most space for the money, ${formatPricePerSqft(plan.pricePerSqft)} per sq ft${terms}.`;
    }
    case 'byRent':
      return `Without Value Scores or sizes this rests on rent alone: ${plan.pick.label} is the cheapest${rent}.`;
  }
}

function space(plan: NonNullable<SpacePlan>): string {
  if (plan.kind === 'alsoLargest')
    return `${plan.pick.label} is also the largest listing, so choosing it gives up no space.`;
  const gives = `${plan.big.label} gives ${formatSqft(plan.extra)} sq ft more than ${plan.pick.label}`;
  switch (plan.kind) {
    case 'larger':
      return `${gives}.`;
    case 'largerForMore':
      return (
        `${gives} for ${formatUsd(plan.more)} more a month ` +
        `(${formatUsd(plan.morePerYear)} a year), about ${formatPricePerSqft(plan.perExtraSqft)} a month for each extra sq ft.`
      );
    case 'largerForLess':
      return (
        `${gives} ` +
        `${plan.less === 0 ? 'for the same rent' : `and costs ${formatUsd(plan.less)} less a month`}, ` +
        `yet scores lower: check its condition, amenities and location before ruling it out.`
      );
  }
}

function cheapest(plan: NonNullable<CheapestPlan>): string {
  if (plan.kind === 'alsoCheapest') return `${plan.pick.label} is also the cheapest, so its value costs nothing extra.`;
  const room = plan.smallerBy === null ? '' : ` and ${formatSqft(plan.smallerBy)} sq ft less room`;
  return (
    `${plan.cheap.label} saves ${formatUsd(plan.saving)} a month (${formatUsd(plan.savingPerYear)} a year) against ${plan.pick.label}, ` +
    `with ${scoreText(plan.cheap)}${room}.`
  );
}

function poorerValue(plan: NonNullable<PoorerValuePlan>): string {
  const list = joined(plan.poorer.map((f) => `${f.label} (${formatScore(f.valueScore)})`));
  const rent = plan.specials ? 'the rent, move-in specials and fees counted,' : 'the asking rent';
  return (
    `${list} ${verb(plan.poorer, 'scores', 'score')} below 4: ${rent} is high for what comparable rentals offer, ` +
    `so negotiate it down or keep looking.`
  );
}

function recommendation(plan: RecommendationPlan): string {
  const options: string[] = [];
  if (plan.cheaper)
    options.push(
      `if the budget is tight, ${plan.cheaper.listing.label} costs ${formatUsd(plan.cheaper.lessPerYear)} less a year`,
    );
  if (plan.roomier)
    options.push(`if you need room, ${plan.roomier.listing.label} has ${formatSqft(plan.roomier.extra)} sq ft more`);
  return options.length === 0
    ? `Shortlist ${labelWithStreet(plan.pick)} first: no other listing here beats it on rent or space.`
    : `Shortlist ${labelWithStreet(plan.pick)} first; ${options.join(', and ')}.`;
}

/** The comparison in English. */
export const COMPARISON_EN: ComparisonPhrasebook = {
  labels: COMPARISON_BULLET_LABELS,
  opening,
  bestValue,
  lowestRent,
  mostSpace,
  pricePerSqft,
  conditionAmenities,
  recommendationLine,
  space,
  cheapest,
  poorerValue,
  recommendation,
};
