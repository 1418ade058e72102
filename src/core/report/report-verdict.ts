import { formatUsd } from '../primitives/format';
import { roundTo } from '../primitives/round';

// The report's first screen answers "is this rent fair?" in one sentence of why (docs/product.md#verdict-card): the
// rent that was scored against the expected rent, in dollars and percent, and what the expected rent stands on.
// Built from the report's figures alone, so it never contradicts the score, the range or the written evaluation
// below it.

type ScoredRentKind = 'asking' | 'netEffective' | 'offered';

export interface VerdictFacts {
  readonly scoredRent: { readonly kind: ScoredRentKind; readonly amount: number };
  /** The expected rent for this unit; null when there is none. */
  readonly marketPrice: number | null;
  /** Whether the report has a Value Score (enough comparables). */
  readonly scored: boolean;
  readonly compsUsed: number;
  readonly radiusMiles: number | null;
  /** The server's plain-words reason for a missing score, when there is one. */
  readonly noScoreReason: string | null;
}

const RENT_NOUN: Readonly<Record<ScoredRentKind, string>> = {
  asking: 'The asking rent',
  netEffective: 'The net effective rent',
  offered: 'The offered rent',
};

/** Within half a percent of the expected rent reads as "in line with" it: a few dollars either way say nothing. */
const IN_LINE_PERCENT = 0.5;

function radiusPhrase(miles: number | null): string {
  if (miles === null || !Number.isFinite(miles) || miles <= 0) return 'nearby';
  const rounded = roundTo(miles, 1);
  return `within ${rounded} ${rounded === 1 ? 'mile' : 'miles'}`;
}

function basis(facts: VerdictFacts): string {
  if (!facts.scored) return 'the official rent benchmarks for this ZIP code';
  const count = facts.compsUsed === 1 ? '1 comparable rental' : `${facts.compsUsed} comparable rentals`;
  return `${count} ${radiusPhrase(facts.radiusMiles)} in the past 12 months`;
}

/**
 * One sentence of why: "The asking rent of $1,650 is $284 (15%) below the $1,934 expected for a unit like this, going
 * by 24 comparable rentals within 2 miles in the past 12 months." Without an expected rent, the reason there is no
 * score.
 */
export function verdictSentence(facts: VerdictFacts): string {
  const { amount, kind } = facts.scoredRent;
  const rent = `${RENT_NOUN[kind]} of ${formatUsd(amount)}`;
  const market = facts.marketPrice;
  if (market === null || !Number.isFinite(market) || market <= 0 || !Number.isFinite(amount) || amount <= 0) {
    return (
      facts.noScoreReason ?? `${rent} could not be judged: too few comparable rentals were found for a Value Score.`
    );
  }
  const gap = amount - market;
  const percent = (Math.abs(gap) / market) * 100;
  const expected = `${formatUsd(market)} expected for a unit like this`;
  const going = `going by ${basis(facts)}`;
  if (percent < IN_LINE_PERCENT) return `${rent} is in line with the ${expected}, ${going}.`;
  const shownPercent = percent < 1 ? '<1%' : `${Math.round(percent)}%`;
  const side = gap > 0 ? 'above' : 'below';
  return `${rent} is ${formatUsd(Math.abs(gap))} (${shownPercent}) ${side} the ${expected}, ${going}.`;
}
