import { COMPARE_MIN } from '../../constants';
import type { ComparisonFacts } from '../comparison-facts';
import { recommendedListing } from '../comparison-figures';
import type { WrittenComparison } from '../comparison-writer';
import { strengthsColumnEs } from './comparison-strengths-es';
import { tradeOffsColumnEs } from './comparison-trade-offs-es';

// The built-in comparison writer in US Spanish (decision 074): the same contract, layout and recommendation as
// comparison-writer.ts ({leftColumn, rightColumn}, each a paragraph then `* Label: text` bullets), written in Spanish
// from the same figures, not translated from the English text. Labels hold no colon: the page splits a bullet at its
// first colon. The columns are comparison-strengths-es.ts and comparison-trade-offs-es.ts.

export { COMPARISON_BULLET_LABELS_ES } from './comparison-phrases-es';

/** The two columns for 2 to 10 listings, in the order given (Propiedad A first). */
export function writeComparisonEs(all: readonly ComparisonFacts[]): WrittenComparison {
  if (all.length < COMPARE_MIN) throw new RangeError(`A comparison needs at least ${COMPARE_MIN} listings.`);
  const pick = recommendedListing(all);
  const join = (lines: readonly (string | null)[]) => lines.filter((line): line is string => line !== null).join('\n');
  return { leftColumn: join(strengthsColumnEs(all)), rightColumn: join(tradeOffsColumnEs(pick, all)) };
}
