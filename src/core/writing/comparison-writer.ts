import type { Language } from '../i18n/languages';
import { COMPARE_MIN } from '../constants';
import type { ComparisonFacts } from './comparison-facts';
import { recommendedListing } from './comparison-figures';
import { planComparison } from './comparison-plan';
import { COMPARISON_EN, type ComparisonPhrasebook } from './comparison-phrasebook';
import { COMPARISON_ES } from './es/comparison-phrasebook-es';
import { oneLine } from './writer-text';

// The built-in comparison writer (docs/product.md#comparison-writer; docs/architecture.md#outside-services: the AI
// comparison writer's offline default). It answers as that service does, {leftColumn, rightColumn}, each column in
// the layout the evaluation uses (a paragraph, then `* Label: text` bullets) so one parser renders both. Left: where
// each listing wins (value, rent, space, price per sq ft, condition and amenities). Right: what choosing one costs
// against the others, and a recommendation. What is said is decided once for every language (comparison-plan.ts);
// each language's phrasebook words it (comparison-phrasebook.ts, es/comparison-phrasebook-es.ts). Every sentence is
// built from the figures the compare table shows, so the text and the table agree, and the same figures always give
// the same text.

export { COMPARISON_BULLET_LABELS } from './comparison-phrasebook';
export { recommendedListing } from './comparison-figures';

export interface WrittenComparison {
  readonly leftColumn: string;
  readonly rightColumn: string;
}

const PHRASEBOOKS: Readonly<Record<Language, ComparisonPhrasebook>> = { en: COMPARISON_EN, es: COMPARISON_ES };

/** The two columns for 2 to 10 listings, in the order given (Property A first), in the language asked for. */
export function writeComparison(all: readonly ComparisonFacts[], language: Language = 'en'): WrittenComparison {
  if (all.length < COMPARE_MIN) throw new RangeError(`A comparison needs at least ${COMPARE_MIN} listings.`);
  const plan = planComparison(all, recommendedListing(all));
  const book = PHRASEBOOKS[language];
  const { labels } = book;
  /** A `* Label: text` line, or nothing when the plan leaves the point out. */
  const bullet = <P>(label: string, point: P | null, word: (point: P) => string) =>
    point === null ? null : `* ${label}: ${oneLine(word(point))}`;
  const join = (lines: readonly (string | null)[]) => lines.filter((line): line is string => line !== null).join('\n');
  return {
    leftColumn: join([
      book.opening(plan.opening),
      bullet(labels.bestValue, plan.bestValue, book.bestValue),
      bullet(labels.lowestRent, plan.lowestRent, book.lowestRent),
      bullet(labels.mostSpace, plan.mostSpace, book.mostSpace),
      bullet(labels.pricePerSqft, plan.pricePerSqft, book.pricePerSqft),
      bullet(labels.conditionAmenities, plan.conditionAmenities, book.conditionAmenities),
    ]),
    rightColumn: join([
      book.recommendationLine(plan.recommendationLine),
      bullet(labels.space, plan.space, book.space),
      bullet(labels.cheapest, plan.cheapest, book.cheapest),
      bullet(labels.poorerValue, plan.poorerValue, book.poorerValue),
      bullet(labels.recommendation, plan.recommendation, book.recommendation),
    ]),
  };
}
