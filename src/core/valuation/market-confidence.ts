import { MIN_COMPS } from '../constants';
import type { Confidence } from './market-estimate';

// How far a renter can trust the expected rent (docs/product.md#confidence-levels): High, Medium or Low from how
// many comps stand behind it, how tightly they agree once adjusted, and how near they are. The thresholds were set
// on the dev listings so that each level's median error is clearly apart (docs/decisions/041-expected-rent.md).

export const CONFIDENCE_RULES = {
  high: { minComps: 5, minEffective: 5, maxSpread: 0.08, maxDistanceMiles: 5 },
  medium: { minComps: MIN_COMPS, minEffective: 2.5, maxSpread: 0.15, maxDistanceMiles: 25 },
} as const;

export const CONFIDENCE_LABELS: Readonly<Record<Confidence, string>> = {
  high: 'High',
  medium: 'Medium',
  low: 'Low',
};

export interface ConfidenceInput {
  /** Usable comps after the comparables filter (docs/product.md#comparables-filter). */
  readonly comps: number;
  readonly effectiveComps: number;
  readonly spread: number | null;
  readonly typicalDistanceMiles: number | null;
}

export interface ConfidenceResult {
  readonly level: Confidence;
  /** Why it is not higher, in a renter's words ([] for High). */
  readonly reasons: string[];
}

function reasonsAgainst(input: ConfidenceInput, rule: (typeof CONFIDENCE_RULES)['high' | 'medium']): string[] {
  const reasons: string[] = [];
  if (input.comps === 0)
    return ['No comparable rental was found nearby, so the expected rent comes from the official benchmarks alone.'];
  if (input.comps < rule.minComps || input.effectiveComps < rule.minEffective) {
    reasons.push(
      input.comps < MIN_COMPS
        ? `Only ${input.comps} comparable ${input.comps === 1 ? 'rental was' : 'rentals were'} found; a Value Score needs at least ${MIN_COMPS}.`
        : `Few close matches: ${input.comps} comparables, but only about ${Math.max(1, Math.round(input.effectiveComps))} much like this unit.`,
    );
  }
  if (input.spread !== null && input.spread > rule.maxSpread) {
    reasons.push(
      `The comparables' rents are scattered (about ±${Math.round(input.spread * 100)}% around the middle once adjusted).`,
    );
  }
  if (input.typicalDistanceMiles !== null && input.typicalDistanceMiles > rule.maxDistanceMiles) {
    reasons.push(`The comparables are far away (typically ${Math.round(input.typicalDistanceMiles)} miles).`);
  }
  return reasons;
}

export function marketConfidence(input: ConfidenceInput): ConfidenceResult {
  const againstHigh = reasonsAgainst(input, CONFIDENCE_RULES.high);
  if (againstHigh.length === 0) return { level: 'high', reasons: [] };
  const againstMedium = reasonsAgainst(input, CONFIDENCE_RULES.medium);
  if (againstMedium.length === 0) return { level: 'medium', reasons: againstHigh };
  return { level: 'low', reasons: againstMedium };
}
