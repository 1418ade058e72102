import { adjustmentFactor } from '../valuation/adjustment-factor';
import type { EvaluationFacts } from './evaluation-facts';
import { percentageDifference, rangeVerdict, type RangeVerdict } from '../valuation/expected-range';
import { roundTo } from '../primitives/round';
import { isFigure } from './writer-text';

// The derived figures the evaluation's plan and phrasebooks share (evaluation-plan.ts): percentages as shown, the
// rent against the market, per sq ft, and the condition and amenities factor.

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
