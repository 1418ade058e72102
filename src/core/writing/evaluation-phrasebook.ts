import { confidenceReasonText } from '../valuation/confidence-reason-text';
import type { RangeVerdict } from '../valuation/expected-range';
import type {
  ConditionPlan,
  EvidencePlan,
  LevelPlan,
  ListingPlan,
  NegotiationPlan,
  ParagraphPlan,
  PricePerSqftPlan,
  RangePlan,
  SizePlan,
} from './evaluation-plan';
import { percentText, shownPercent } from './evaluation-phrases';
import { SCORED_RENT_LABELS } from '../labels';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from '../primitives/format';
import { roundTo } from '../primitives/round';
import { isPositive } from './evaluation-phrases';
import { countOf } from '../primitives/words';

// The evaluation's phrasebook (evaluation-plan.ts decides what is said; a phrasebook only words it): its type, which
// every language fills in whole (a statement without its wording fails the typecheck), and the English one. Labels
// never contain a colon, since the first colon of a bullet is where the page splits the bold label from its text.

export interface EvaluationPhrasebook {
  readonly labels: {
    readonly range: string;
    readonly pricePerSqft: string;
    readonly size: string;
    readonly conditionAmenities: string;
    readonly evidence: string;
    readonly negotiation: string;
  };
  paragraph(plan: ParagraphPlan): string;
  range(plan: RangePlan): string;
  pricePerSqft(plan: PricePerSqftPlan): string;
  size(plan: SizePlan): string;
  condition(plan: ConditionPlan): string;
  evidence(plan: EvidencePlan): string;
  negotiation(plan: NegotiationPlan): string;
}

export const EVALUATION_BULLET_LABELS = {
  range: 'Price vs Expected Range',
  pricePerSqft: 'Price per Sq Ft',
  size: 'Size',
  conditionAmenities: 'Condition and Amenities',
  evidence: 'Evidence',
  negotiation: 'Negotiation',
} as const;

/** "4% above", "12% below" or "right at": how a figure compares with what it is measured against. */
function relation(difference: number): string {
  if (shownPercent(difference) === 0) return 'right at';
  return `${percentText(difference)} ${difference > 0 ? 'above' : 'below'}`;
}

/** "the 2-bedroom apartment at 123 Main St, Springfield, IL 62701", or "this apartment" without an address. */
function subject(listing: ListingPlan): string {
  const type = listing.house ? 'house' : 'apartment';
  const bedrooms = listing.bedrooms;
  const noun =
    bedrooms === null
      ? type
      : bedrooms.kind === 'studio'
        ? `studio ${type}`
        : bedrooms.count.endsWith('+')
          ? `${bedrooms.count} bedroom ${type}`
          : `${bedrooms.count}-bedroom ${type}`;
  return listing.address === '' ? `this ${noun}` : `the ${noun} at ${listing.address}`;
}

function radiusText(miles: number | null): string {
  if (!isPositive(miles)) return 'nearby';
  const shown = roundTo(miles, 1);
  return `within ${shown} ${shown === 1 ? 'mile' : 'miles'}`;
}

function lookbackText(days: number): string {
  if (!isPositive(days)) return 'recently';
  if (days % 365 === 0) return `over the past ${(days / 365) * 12} months`;
  return `over the past ${countOf(days, 'day', 'days')}`;
}

const RANGE_PLACE: Record<RangeVerdict, string> = {
  below: 'under the expected range',
  within: 'inside the expected range',
  above: 'over the expected range',
};

function paragraph(plan: ParagraphPlan): string {
  const rentNoun = SCORED_RENT_LABELS[plan.rentKind];
  if (plan.kind === 'scored') {
    const opening = `At ${formatUsd(plan.rent)} a month, ${subject(plan.listing)}`;
    const expected = plan.expected === null ? '' : ` of ${formatUsd(plan.expected)}`;
    const place = plan.place === null ? '' : `, ${RANGE_PLACE[plan.place]}`;
    const first =
      plan.difference === null
        ? `${opening} has been compared with the expected rent for its condition and amenities${place}.`
        : `${opening} is priced ${relation(plan.difference)} the expected rent${expected} for its condition and amenities${place}.`;
    return `${first} Weighing price and price per sq ft together, it rates a ${plan.label} with a Value Score of ${formatScore(plan.score)}.`;
  }
  const named = subject(plan.listing);
  const opening = plan.rentShown
    ? `At ${formatUsd(plan.rent)} a month, ${named} has no Value Score`
    : `${named.charAt(0).toUpperCase()}${named.slice(1)} has no Value Score`;
  const reason = plan.reason;
  const needs = `a score needs at least ${plan.minComps}`;
  let why: string;
  switch (reason.kind) {
    case 'needsRentAndSize':
      why = 'a score needs a positive asking rent and size to compare';
      break;
    case 'noneFound':
      why = `no comparable rentals were found ${radiusText(reason.radiusMiles)}, and ${needs}`;
      break;
    case 'noneUsable':
      why = `none of the ${countOf(reason.found, 'comparable rental', 'comparable rentals')} found could be used, and ${needs}`;
      break;
    case 'someUsable':
      why = `only ${reason.used} of the ${reason.found} comparable rentals found could be used, and ${needs}`;
      break;
    case 'fewFound':
      why = `only ${countOf(reason.used, 'usable comparable rental was', 'usable comparable rentals were')} found, and ${needs}`;
      break;
  }
  const first = `${opening}: ${why}.`;
  if (plan.median === null) return first;
  const them = plan.median.oneComp ? 'the one comparable used' : 'the comparables used';
  return `${first} The ${rentNoun} is ${relation(plan.median.difference)} the median of ${them}, ${formatUsd(plan.median.median)}, a rough guide only.`;
}

function range(plan: RangePlan): string {
  const rentNoun = SCORED_RENT_LABELS[plan.rentKind];
  const asking = `The ${rentNoun} of ${formatUsd(plan.rent)}`;
  switch (plan.kind) {
    case 'benchmarkOnly':
      return `With too few comparables for a score, the official benchmarks put the expected rent near ${formatUsd(plan.market)} (${formatUsd(plan.min)}–${formatUsd(plan.max)}), a rough guide; the ${rentNoun} of ${formatUsd(plan.rent)} is ${RANGE_PLACE[plan.place]}.`;
    case 'noRange':
      return plan.why === 'unscorable'
        ? `There is no expected range, as the listing could not be scored; the ${rentNoun} is ${formatUsd(plan.rent)}.`
        : `There is no expected range without at least ${plan.minComps} usable comparables; the ${rentNoun} is ${formatUsd(plan.rent)}.`;
  }
  const span = `${formatUsd(plan.min)}–${formatUsd(plan.max)}`;
  const around = plan.market === null ? '' : `, around an expected rent of ${formatUsd(plan.market)}`;
  switch (plan.kind) {
    case 'above':
      return `${asking} is ${formatUsd(plan.gap)} over the top of the expected range, ${span}${around}.`;
    case 'below':
      return `${asking} is ${formatUsd(plan.gap)} under the bottom of the expected range, ${span}${around}.`;
    case 'within':
      return `${asking} sits within the expected range, ${span}${around}.`;
  }
}

function pricePerSqft(plan: PricePerSqftPlan): string {
  if (plan.kind === 'unknown')
    return "The price per sq ft cannot be worked out without the listing's asking rent and size.";
  const opening = `The asking ${formatPricePerSqft(plan.asking)} a sq ft`;
  if (plan.kind === 'noMedian')
    return `${opening} cannot be compared: the comparables' median price per sq ft is not available.`;
  const expected =
    plan.expected === null ? '' : `; ${formatPricePerSqft(plan.expected)} is expected for its condition and amenities`;
  return `${opening} is ${relation(plan.difference)} the local median of ${formatPricePerSqft(plan.median)}${expected}.`;
}

function size(plan: SizePlan): string {
  if (plan.kind === 'unknown')
    return "The listing's size was not given, so it could not be compared with the comparables.";
  const shown = `${formatSqft(plan.sqft)} sq ft`;
  if (plan.kind === 'noCompSizes')
    return `At ${shown}, the listing could not be compared on size: the comparables' sizes are not known.`;
  const median = `the median comparable (${formatSqft(plan.median)} sq ft)`;
  if (plan.kind === 'same') return `At ${shown} it is the same size as ${median}.`;
  return `At ${shown} it is ${percentText(plan.difference)} ${plan.kind} than ${median}.`;
}

function levelText(level: LevelPlan, kind: string): string {
  return level.label === null ? `${kind} level ${level.level}` : `${level.label} ${kind}`;
}

function condition(plan: ConditionPlan): string {
  const quality = levelText(plan.quality, 'condition');
  const levels = `${quality.charAt(0).toUpperCase()}${quality.slice(1)} and ${levelText(plan.amenities, 'amenities')}`;
  switch (plan.kind) {
    case 'unweighed':
      return `${levels} could not be weighed.`;
    case 'wouldAdjust':
      return `${levels} would adjust the expected rent by ${plan.signed} once there are enough comparables.`;
    case 'adjustsTo':
      return `${levels} adjust the expected rent by ${plan.signed}, to ${formatUsd(plan.market)}.`;
    case 'adjusts':
      return `${levels} adjust the expected rent by ${plan.signed}.`;
    case 'staysAtMedian':
      return `${levels} adjust the expected rent by ${plan.signed}: it stays at the comparables' median of ${formatUsd(plan.median)}.`;
    case 'fromMedian':
      return `${levels} adjust the expected rent by ${plan.signed}, from the comparables' median of ${formatUsd(plan.median)} to ${formatUsd(plan.market)}.`;
  }
}

const DATA_SOURCE_NAMES: Readonly<Record<string, string>> = {
  listings: 'imported rental listings',
  rentcast: 'RentCast',
};

const CONFIDENCE_WORDS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

function droppedText({ dropped }: EvidencePlan): string {
  const { invalid, priceOutlier, sqftOutOfRange, duplicateAddress } = dropped;
  const reasons = [
    invalid > 0 ? `${invalid} without a price or size` : null,
    priceOutlier > 0 ? countOf(priceOutlier, 'price outlier', 'price outliers') : null,
    sqftOutOfRange > 0 ? `${sqftOutOfRange} too different in size` : null,
    duplicateAddress > 0 ? countOf(duplicateAddress, 'repeat of an address', 'repeats of an address') : null,
  ].filter((reason): reason is string => reason !== null);
  return reasons.length === 0 ? '' : ` (left out: ${reasons.join(', ')})`;
}

function evidence(plan: EvidencePlan): string {
  const source = plan.source === null ? undefined : DATA_SOURCE_NAMES[plan.source];
  const from = source ? ` from ${source}` : '';
  const where = `${radiusText(plan.radiusMiles)} ${lookbackText(plan.lookbackDays)}`;
  let counted: string;
  if (plan.found === 0) {
    counted = `No comparable rentals${from} were found ${where}.`;
  } else {
    const found = `${countOf(plan.found, 'comparable rental', 'comparable rentals')}${from} ${plan.found === 1 ? 'was' : 'were'} found ${where}`;
    const used = plan.used === 0 ? 'none' : String(plan.used);
    counted = `${found}, and ${used} ${plan.used === 1 ? 'was' : 'were'} used${droppedText(plan)}.`;
  }
  const position = plan.position
    ? ` The ${SCORED_RENT_LABELS[plan.position.rentKind]} is higher than ${plan.position.percentile}% of ${plan.position.oneComp ? 'it' : 'them'}.`
    : '';
  const sample = plan.sample ? ' These are sample market data generated for this area, not real listings.' : '';
  const benchmark = plan.benchmark
    ? ` The official ${plan.benchmark.name} for ${plan.benchmark.area} is ${formatUsd(plan.benchmark.rent)} a month including utilities, per the ${plan.benchmark.release}.`
    : '';
  return `${counted}${position}${sample}${benchmark}${confidenceText(plan)}`;
}

/** " Confidence in the expected rent is Medium: …" (docs/product.md#confidence-levels). */
function confidenceText({ confidence }: EvidencePlan): string {
  if (!confidence) return '';
  const reasons = confidence.reasons.map((reason) => confidenceReasonText(reason, 'en').replace(/\.$/, ''));
  const why = reasons.length > 0 ? `: ${reasons.join('; ')}` : '';
  return ` Confidence in the expected rent is ${CONFIDENCE_WORDS[confidence.level]}${why}.`;
}

function negotiation(plan: NegotiationPlan): string {
  const median =
    'median' in plan && plan.median !== null
      ? `, citing the comparables' median rent of ${formatUsd(plan.median)}`
      : '';
  switch (plan.kind) {
    case 'askTop':
      return `Ask for ${formatUsd(plan.max)}, the top of the expected range and ${formatUsd(plan.gap)} a month less${median}.`;
    case 'askExpected':
      return `Ask for ${formatUsd(plan.market)}, the expected rent for its condition and amenities${median}.`;
    case 'moveQuickly':
      return 'The rent is under the expected range, so move quickly, but first check the listing for the reason (fees, condition, lease terms).';
    case 'negotiateTerms':
      return 'The rent is at or under the expected rent, so negotiate terms rather than price: ask to keep this rent on a longer lease.';
    case 'citeMedian':
      return `Cite the median rent of the comparables used, ${formatUsd(plan.median)}, and ask the landlord for recent rents of similar units before agreeing to more.`;
    case 'askForRents':
      return 'Ask the landlord for recent rents of similar units nearby before agreeing to the price.';
  }
}

/** The evaluation in English. */
export const EVALUATION_EN: EvaluationPhrasebook = {
  labels: EVALUATION_BULLET_LABELS,
  paragraph,
  range,
  pricePerSqft,
  size,
  condition,
  evidence,
  negotiation,
};
