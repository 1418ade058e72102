import { MIN_COMPS } from '../constants';
import type { ConfidenceReason } from './confidence-reasons';
import type { Confidence } from './market-estimate';

// How far a renter can trust the expected rent (docs/product.md#confidence-levels): High, Medium or Low from how
// many comps stand behind it, how tightly they agree once adjusted, and how near they are. The thresholds were set
// on the dev listings so that each level's median error is clearly apart (docs/decisions/041-expected-rent.md).

export const CONFIDENCE_RULES = {
  high: { minComps: 5, minEffective: 5, maxSpread: 0.08, maxDistanceMiles: 5 },
  medium: { minComps: MIN_COMPS, minEffective: 2.5, maxSpread: 0.15, maxDistanceMiles: 25 },
} as const;

export interface ConfidenceInput {
  /** Usable comps after the comparables filter (docs/product.md#comparables-filter). */
  readonly comps: number;
  readonly effectiveComps: number;
  readonly spread: number | null;
  readonly typicalDistanceMiles: number | null;
}

export interface ConfidenceResult {
  readonly level: Confidence;
  /** Why it is not higher ([] for High), as ids with their figures: confidence-reasons.ts words them. */
  readonly reasons: ConfidenceReason[];
}

function reasonsAgainst(
  input: ConfidenceInput,
  rule: (typeof CONFIDENCE_RULES)['high' | 'medium'],
): ConfidenceReason[] {
  const reasons: ConfidenceReason[] = [];
  if (input.comps === 0) return [{ id: 'noComps', values: {} }];
  if (input.comps < rule.minComps || input.effectiveComps < rule.minEffective) {
    reasons.push(
      input.comps < MIN_COMPS
        ? { id: 'tooFewComps', values: { count: input.comps, min: MIN_COMPS } }
        : {
            id: 'fewCloseMatches',
            values: { count: input.comps, close: Math.max(1, Math.round(input.effectiveComps)) },
          },
    );
  }
  if (input.spread !== null && input.spread > rule.maxSpread) {
    reasons.push({ id: 'scattered', values: { percent: Math.round(input.spread * 100) } });
  }
  if (input.typicalDistanceMiles !== null && input.typicalDistanceMiles > rule.maxDistanceMiles) {
    reasons.push({ id: 'farAway', values: { miles: Math.round(input.typicalDistanceMiles) } });
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
