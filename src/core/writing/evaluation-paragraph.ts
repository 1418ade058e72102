import { evaluationLabel } from '../compare/compare-labels';
import { MIN_COMPS } from '../constants';
import { rentNoun, type EvaluationFacts } from './evaluation-facts';
import {
  differenceFrom,
  isPositive,
  marketDifference,
  plural,
  radiusText,
  RANGE_PLACE,
  relation,
  shownPercent,
  subjectPhrase,
  verdictOf,
} from './evaluation-phrases';
import { formatScore, formatUsd } from '../primitives/format';
import { displayScore } from '../valuation/value-score';
import { isFigure } from './writer-text';

// The evaluation's first line (evaluation-writer.ts): the verdict paragraph, with the score, or why there is none.

function scoredParagraph(facts: EvaluationFacts, score: number): string {
  const shownScore = displayScore(score);
  const difference = marketDifference(facts);
  const verdict = verdictOf(facts);
  const label = evaluationLabel(shownScore, verdict) ?? 'Fair Value';
  const opening = `At ${formatUsd(facts.rent)} a month, ${subjectPhrase(facts)}`;
  const expected = isPositive(facts.marketPrice) ? ` of ${formatUsd(facts.marketPrice)}` : '';
  const place = verdict === null ? '' : `, ${RANGE_PLACE[verdict]}`;
  const first =
    difference === null
      ? `${opening} has been compared with the expected rent for its condition and amenities${place}.`
      : `${opening} is priced ${relation(difference)} the expected rent${expected} for its condition and amenities${place}.`;
  // The label follows the range verdict (decision 079), so a listing over its range never rates Fair or Better.
  return `${first} Weighing price and price per sq ft together, it rates a ${label} with a Value Score of ${formatScore(shownScore)}.`;
}

/** Why there is no score, in the reader's terms: too few usable comparables, or a listing without rent or size. */
function unscoredParagraph(facts: EvaluationFacts): string {
  const subject = subjectPhrase(facts);
  const opening = isPositive(facts.rent)
    ? `At ${formatUsd(facts.rent)} a month, ${subject} has no Value Score`
    : `${subject.charAt(0).toUpperCase()}${subject.slice(1)} has no Value Score`;
  let reason: string;
  if (facts.compsUsed >= MIN_COMPS) {
    reason = 'a score needs a positive asking rent and size to compare';
  } else if (facts.compsFound === 0) {
    reason = `no comparable rentals were found ${radiusText(facts.radiusMiles)}, and a score needs at least ${MIN_COMPS}`;
  } else if (facts.compsUsed === 0) {
    reason = `none of the ${plural(facts.compsFound, 'comparable rental', 'comparable rentals')} found could be used, and a score needs at least ${MIN_COMPS}`;
  } else if (facts.compsFound > facts.compsUsed) {
    reason = `only ${facts.compsUsed} of the ${facts.compsFound} comparable rentals found could be used, and a score needs at least ${MIN_COMPS}`;
  } else {
    reason = `only ${plural(facts.compsUsed, 'usable comparable rental was', 'usable comparable rentals were')} found, and a score needs at least ${MIN_COMPS}`;
  }
  const first = `${opening}: ${reason}.`;
  const difference = differenceFrom(facts.rent, facts.medianRent);
  if (difference === null || !isPositive(facts.rent)) return first;
  const them = facts.compsUsed === 1 ? 'the one comparable used' : 'the comparables used';
  const second =
    shownPercent(difference) === 0
      ? `The ${rentNoun(facts)} is right at the median of ${them}, ${formatUsd(facts.medianRent)}, a rough guide only.`
      : `The ${rentNoun(facts)} is ${relation(difference)} the median of ${them}, ${formatUsd(facts.medianRent)}, a rough guide only.`;
  return `${first} ${second}`;
}

/** The verdict paragraph of one or two sentences: the score shown is the display score (clamped to 2..8.5). */
export function verdictParagraph(facts: EvaluationFacts): string {
  return isFigure(facts.valueScore) ? scoredParagraph(facts, facts.valueScore) : unscoredParagraph(facts);
}
