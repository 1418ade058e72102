import { adjustmentFactor } from '../valuation/adjustment-factor';
import type { EvaluationFacts } from './evaluation-facts';
import { percentageDifference, rangeVerdict, type RangeVerdict } from '../valuation/expected-range';
import { roundTo } from '../primitives/round';
import { isFigure, oneLine } from './writer-text';

// The phrases and derived figures the evaluation writer's paragraph and bullets share (evaluation-writer.ts).

export function isPositive(value: number | null | undefined): value is number {
  return isFigure(value) && value > 0;
}

/**
 * The size of a percentage as written: small gaps keep one decimal so "6.4%" is not shown as the range edge "6%";
 * larger ones read better whole. Comparing this, not the raw figure, with 0 keeps "0.04%" from reading "0% above".
 */
export function shownPercent(value: number): number {
  const magnitude = Math.abs(value);
  return roundTo(magnitude, magnitude >= 10 ? 0 : 1);
}

export function percentText(value: number): string {
  return `${shownPercent(value)}%`;
}

/** (value - reference) / reference x 100; null when either figure is missing or the reference is not positive. */
export function differenceFrom(value: number | null, reference: number | null): number | null {
  if (!isFigure(value) || !isPositive(reference)) return null;
  return ((value - reference) / reference) * 100;
}

/** "4% above", "12% below" or "right at": how value compares with what it is measured against. */
export function relation(difference: number): string {
  if (shownPercent(difference) === 0) return 'right at';
  return `${percentText(difference)} ${difference > 0 ? 'above' : 'below'}`;
}

export function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

function listingNoun(facts: EvaluationFacts): string {
  const type = facts.buildingType === 'house' ? 'house' : 'apartment';
  const bedrooms = facts.bedrooms.trim();
  if (bedrooms === '0') return facts.buildingType === 'house' ? 'studio house' : 'studio apartment';
  if (/^\d+$/.test(bedrooms)) return `${bedrooms}-bedroom ${type}`;
  if (/^\d+\+$/.test(bedrooms)) return `${bedrooms} bedroom ${type}`;
  return type;
}

/** "the 2-bedroom apartment at 123 Main St, Springfield, IL 62701", or "this apartment" without an address. */
export function subjectPhrase(facts: EvaluationFacts): string {
  const address = oneLine(facts.address);
  return address === '' ? `this ${listingNoun(facts)}` : `the ${listingNoun(facts)} at ${address}`;
}

export function radiusText(miles: number | null): string {
  if (!isPositive(miles)) return 'nearby';
  const shown = roundTo(miles, 1);
  return `within ${shown} ${shown === 1 ? 'mile' : 'miles'}`;
}

export function lookbackText(days: number): string {
  if (!isPositive(days)) return 'recently';
  if (days % 365 === 0) return `over the past ${(days / 365) * 12} months`;
  return `over the past ${plural(days, 'day', 'days')}`;
}

export function verdictOf(facts: EvaluationFacts): RangeVerdict | null {
  if (facts.verdict !== null) return facts.verdict;
  if (!isFigure(facts.minPrice) || !isFigure(facts.maxPrice)) return null;
  return rangeVerdict(facts.rent, { min: facts.minPrice, max: facts.maxPrice });
}

export function marketDifference(facts: EvaluationFacts): number | null {
  if (isFigure(facts.percentageDifference)) return facts.percentageDifference;
  return isPositive(facts.marketPrice) ? percentageDifference(facts.rent, facts.marketPrice) : null;
}

export function askingPricePerSqft(facts: EvaluationFacts): number | null {
  if (isFigure(facts.askingPricePerSqft)) return facts.askingPricePerSqft;
  return isPositive(facts.rent) && isPositive(facts.sqft) ? facts.rent / facts.sqft : null;
}

export function factorOf(facts: EvaluationFacts): number | null {
  if (isFigure(facts.adjustmentFactor)) return facts.adjustmentFactor;
  if (!isFigure(facts.qualityLevel) || !isFigure(facts.amenitiesLevel)) return null;
  return adjustmentFactor(facts.qualityLevel, facts.amenitiesLevel);
}

export const RANGE_PLACE: Record<RangeVerdict, string> = {
  below: 'under the expected range',
  within: 'inside the expected range',
  above: 'over the expected range',
};
