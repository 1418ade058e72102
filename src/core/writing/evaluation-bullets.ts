import { amenitiesLabel, qualityLabel } from '../compare/compare-labels';
import { MIN_COMPS } from '../constants';
import { rentNoun, type EvaluationFacts } from './evaluation-facts';
import {
  askingPricePerSqft,
  differenceFrom,
  factorOf,
  isPositive,
  percentText,
  RANGE_PLACE,
  relation,
  shownPercent,
  verdictOf,
} from './evaluation-phrases';
import { formatPricePerSqft, formatSqft, formatUsd } from '../primitives/format';
import { roundTo } from '../primitives/round';
import { isFigure } from './writer-text';

// The evaluation's bullets on the price (evaluation-writer.ts): against the expected range, per sq ft, for the size,
// for the condition and amenities, and the negotiation pointer.

/**
 * Too few comps for a score, but the official benchmarks give an expected rent and range (Low confidence): the range
 * bullet then places the rent against them as a rough guide, in every language.
 */
export function isBenchmarkOnlyRange(facts: EvaluationFacts, scored: boolean): boolean {
  return (
    !scored &&
    verdictOf(facts) !== null &&
    isFigure(facts.minPrice) &&
    isFigure(facts.maxPrice) &&
    isPositive(facts.marketPrice)
  );
}

export function rangeBullet(facts: EvaluationFacts, scored: boolean): string {
  const verdict = verdictOf(facts);
  if (verdict !== null && isBenchmarkOnlyRange(facts, scored)) {
    return `With too few comparables for a score, the official benchmarks put the expected rent near ${formatUsd(facts.marketPrice)} (${formatUsd(facts.minPrice)}–${formatUsd(facts.maxPrice)}), a rough guide; the ${rentNoun(facts)} of ${formatUsd(facts.rent)} is ${RANGE_PLACE[verdict]}.`;
  }
  if (!scored || verdict === null || !isFigure(facts.minPrice) || !isFigure(facts.maxPrice)) {
    return facts.compsUsed >= MIN_COMPS
      ? `There is no expected range, as the listing could not be scored; the ${rentNoun(facts)} is ${formatUsd(facts.rent)}.`
      : `There is no expected range without at least ${MIN_COMPS} usable comparables; the ${rentNoun(facts)} is ${formatUsd(facts.rent)}.`;
  }
  const range = `${formatUsd(facts.minPrice)}–${formatUsd(facts.maxPrice)}`;
  const around = isPositive(facts.marketPrice) ? `, around an expected rent of ${formatUsd(facts.marketPrice)}` : '';
  const asking = `The ${rentNoun(facts)} of ${formatUsd(facts.rent)}`;
  switch (verdict) {
    case 'above':
      return `${asking} is ${formatUsd(facts.rent - facts.maxPrice)} over the top of the expected range, ${range}${around}.`;
    case 'below':
      return `${asking} is ${formatUsd(facts.minPrice - facts.rent)} under the bottom of the expected range, ${range}${around}.`;
    case 'within':
      return `${asking} sits within the expected range, ${range}${around}.`;
  }
}

export function pricePerSqftBullet(facts: EvaluationFacts): string {
  const asking = askingPricePerSqft(facts);
  if (asking === null) return "The price per sq ft cannot be worked out without the listing's asking rent and size.";
  const opening = `The asking ${formatPricePerSqft(asking)} a sq ft`;
  const difference = differenceFrom(asking, facts.medianPricePerSqft);
  if (difference === null)
    return `${opening} cannot be compared: the comparables' median price per sq ft is not available.`;
  const expected = isPositive(facts.expectedPricePerSqft)
    ? `; ${formatPricePerSqft(facts.expectedPricePerSqft)} is expected for its condition and amenities`
    : '';
  return `${opening} is ${relation(difference)} the local median of ${formatPricePerSqft(facts.medianPricePerSqft)}${expected}.`;
}

export function sizeBullet(facts: EvaluationFacts): string {
  if (!isPositive(facts.sqft))
    return "The listing's size was not given, so it could not be compared with the comparables.";
  const size = `${formatSqft(facts.sqft)} sq ft`;
  const difference = differenceFrom(facts.sqft, facts.medianCompSqft);
  if (difference === null)
    return `At ${size}, the listing could not be compared on size: the comparables' sizes are not known.`;
  const median = `the median comparable (${formatSqft(facts.medianCompSqft)} sq ft)`;
  if (shownPercent(difference) === 0) return `At ${size} it is the same size as ${median}.`;
  return `At ${size} it is ${percentText(difference)} ${difference > 0 ? 'larger' : 'smaller'} than ${median}.`;
}

function levelText(label: string | null, level: number, kind: string): string {
  return label === null ? `${kind} level ${level}` : `${label} ${kind}`;
}

export function conditionBullet(facts: EvaluationFacts, scored: boolean): string {
  const condition = levelText(qualityLabel(facts.qualityLevel), facts.qualityLevel, 'condition');
  const amenities = levelText(amenitiesLabel(facts.amenitiesLevel), facts.amenitiesLevel, 'amenities');
  const levels = `${condition.charAt(0).toUpperCase()}${condition.slice(1)} and ${amenities}`;
  const factor = factorOf(facts);
  if (factor === null) return `${levels} could not be weighed.`;
  const change = roundTo((factor - 1) * 100, 1);
  const signed = change === 0 ? '±0%' : `${change > 0 ? '+' : '-'}${Math.abs(change)}%`;
  if (!scored) return `${levels} would adjust the expected rent by ${signed} once there are enough comparables.`;
  if (isPositive(facts.compsEstimate) && isPositive(facts.marketPrice) && isFigure(facts.adjustmentFactor)) {
    // The expected rent comes from the adjusted comps (and the benchmark), not the raw median.
    return `${levels} adjust the expected rent by ${signed}, to ${formatUsd(facts.marketPrice)}.`;
  }
  const fromTo =
    isPositive(facts.medianRent) && isPositive(facts.marketPrice)
      ? change === 0
        ? `: it stays at the comparables' median of ${formatUsd(facts.medianRent)}`
        : `, from the comparables' median of ${formatUsd(facts.medianRent)} to ${formatUsd(facts.marketPrice)}`
      : '';
  return `${levels} adjust the expected rent by ${signed}${fromTo}.`;
}

export function negotiationBullet(facts: EvaluationFacts, scored: boolean): string {
  const verdict = verdictOf(facts);
  const median = isPositive(facts.medianRent)
    ? `, citing the comparables' median rent of ${formatUsd(facts.medianRent)}`
    : '';
  if (scored && verdict === 'above' && isFigure(facts.maxPrice)) {
    return `Ask for ${formatUsd(facts.maxPrice)}, the top of the expected range and ${formatUsd(facts.rent - facts.maxPrice)} a month less${median}.`;
  }
  if (scored && verdict === 'within' && isPositive(facts.marketPrice) && facts.rent > facts.marketPrice) {
    return `Ask for ${formatUsd(facts.marketPrice)}, the expected rent for its condition and amenities${median}.`;
  }
  if (scored && verdict === 'below') {
    return 'The rent is under the expected range, so move quickly, but first check the listing for the reason (fees, condition, lease terms).';
  }
  if (scored) {
    return 'The rent is at or under the expected rent, so negotiate terms rather than price: ask to keep this rent on a longer lease.';
  }
  if (isPositive(facts.medianRent) && facts.rent > facts.medianRent) {
    return `Cite the median rent of the comparables used, ${formatUsd(facts.medianRent)}, and ask the landlord for recent rents of similar units before agreeing to more.`;
  }
  return 'Ask the landlord for recent rents of similar units nearby before agreeing to the price.';
}
