import { roundTo } from '../primitives/round';
import type { ScoredRentKind } from '../valuation/scored-rent';

// What the verdict's sentence of why says (report-verdict.ts), decided once for every language: which statement
// (not judged, in line, above or below), the figures it cites and what the expected rent stands on.

export type { ScoredRentKind } from '../valuation/scored-rent';

export interface VerdictFacts {
  readonly scoredRent: { readonly kind: ScoredRentKind; readonly amount: number };
  /** The expected rent for this unit; null when there is none. */
  readonly marketPrice: number | null;
  /** Whether the report has a Value Score (enough comparables). */
  readonly scored: boolean;
  readonly compsUsed: number;
  readonly radiusMiles: number | null;
  /** The server's plain-words reason for a missing score, when there is one, in the reader's language. */
  readonly noScoreReason: string | null;
}

/** What the expected rent stands on: the comparables used, or the official benchmarks alone. */
export type VerdictBasis =
  | { readonly kind: 'benchmarks' }
  | { readonly kind: 'comps'; readonly count: number; readonly radiusMiles: number | null };

export type VerdictPlan = { readonly rentKind: ScoredRentKind; readonly amount: number } & (
  | { readonly kind: 'unjudged'; readonly reason: string | null }
  | { readonly kind: 'inLine'; readonly market: number; readonly basis: VerdictBasis }
  | {
      readonly kind: 'above' | 'below';
      readonly market: number;
      readonly gap: number;
      /** The gap in percent of the expected rent, whole; '<1' under one percent. */
      readonly percent: '<1' | number;
      readonly basis: VerdictBasis;
    }
);

export interface VerdictPhrasebook {
  sentence(plan: VerdictPlan): string;
}

/** Within half a percent of the expected rent reads as "in line with" it: a few dollars either way say nothing. */
const IN_LINE_PERCENT = 0.5;

/** What the sentence says, for any language. */
export function planVerdict(facts: VerdictFacts): VerdictPlan {
  const { amount, kind: rentKind } = facts.scoredRent;
  const market = facts.marketPrice;
  if (market === null || !Number.isFinite(market) || market <= 0 || !Number.isFinite(amount) || amount <= 0) {
    return { rentKind, amount, kind: 'unjudged', reason: facts.noScoreReason };
  }
  const basis: VerdictBasis = facts.scored
    ? { kind: 'comps', count: facts.compsUsed, radiusMiles: facts.radiusMiles }
    : { kind: 'benchmarks' };
  const gap = amount - market;
  const percent = (Math.abs(gap) / market) * 100;
  if (percent < IN_LINE_PERCENT) return { rentKind, amount, kind: 'inLine', market, basis };
  return {
    rentKind,
    amount,
    kind: gap > 0 ? 'above' : 'below',
    market,
    gap: Math.abs(gap),
    percent: percent < 1 ? '<1' : Math.round(percent),
    basis,
  };
}

/** The radius as a sentence says it, null when none was given (the comparables are "nearby"). */
export function shownRadius(miles: number | null): number | null {
  return miles === null || !Number.isFinite(miles) || miles <= 0 ? null : roundTo(miles, 1);
}
