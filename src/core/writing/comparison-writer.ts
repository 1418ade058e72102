import type { ComparisonFacts } from './comparison-facts';
import { recommendedListing } from './comparison-figures';
import { strengthsColumn } from './comparison-strengths';
import { tradeOffsColumn } from './comparison-trade-offs';
import { COMPARE_MIN } from '../constants';

// The built-in comparison writer (docs/product.md#comparison-writer; docs/architecture.md#outside-services: the AI
// comparison writer's offline default). It answers as that service does, {leftColumn, rightColumn}, each column in
// the layout the evaluation uses (a paragraph, then `* Label: text` bullets) so one parser renders both. Left: where
// each listing wins (value, rent, space, price per sq ft, condition and amenities). Right: what choosing one costs
// against the others, and a recommendation. Every sentence is built from the figures the compare table shows, so the
// text and the table agree, and the same figures always give the same text. Labels hold no colon: the page splits a
// bullet at its first colon. The columns are comparison-strengths.ts and comparison-trade-offs.ts.

export { COMPARISON_BULLET_LABELS, recommendedListing } from './comparison-figures';

export interface WrittenComparison {
  readonly leftColumn: string;
  readonly rightColumn: string;
}

/** The two columns for 2 to 10 listings, in the order given (Property A first). */
export function writeComparison(all: readonly ComparisonFacts[]): WrittenComparison {
  if (all.length < COMPARE_MIN) throw new RangeError(`A comparison needs at least ${COMPARE_MIN} listings.`);
  const pick = recommendedListing(all);
  const join = (lines: readonly (string | null)[]) => lines.filter((line): line is string => line !== null).join('\n');
  return { leftColumn: join(strengthsColumn(all)), rightColumn: join(tradeOffsColumn(pick, all)) };
}
