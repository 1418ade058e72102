import type { Language } from '../i18n/languages';
import type { EvaluationFacts } from './evaluation-facts';
import { planEvaluation } from './evaluation-plan';
import { EVALUATION_EN, type EvaluationPhrasebook } from './evaluation-phrasebook';
import { EVALUATION_ES } from './es/evaluation-phrasebook-es';

// The built-in evaluation writer (docs/architecture.md#outside-services: the AI writer's offline default). It turns a
// report's figures into the layout the report renders (docs/product.md#evaluation-summary): the first line a
// paragraph, then `* Label: text` bullets. What is said is decided once for every language (evaluation-plan.ts); each
// language's phrasebook words it (evaluation-phrasebook.ts, es/evaluation-phrasebook-es.ts). Every sentence is built
// from the figures alone, so the same facts always give the same text, and a figure that is missing is said to be
// missing rather than guessed.

export { EVALUATION_BULLET_LABELS } from './evaluation-phrasebook';

const PHRASEBOOKS: Readonly<Record<Language, EvaluationPhrasebook>> = { en: EVALUATION_EN, es: EVALUATION_ES };

/**
 * The evaluation of a report as docs/product.md#evaluation-writer lays it out: a verdict paragraph of one or two
 * sentences, then bullets on the price against the expected range, price per sq ft, size, condition and amenities,
 * the evidence, and one negotiation pointer. The score shown is the display score (clamped to 2..8.5), as on the
 * research page.
 */
export function writeEvaluation(facts: EvaluationFacts, language: Language = 'en'): string {
  const plan = planEvaluation(facts);
  const book = PHRASEBOOKS[language];
  const bullets: [string, string][] = [
    [book.labels.range, book.range(plan.range)],
    [book.labels.pricePerSqft, book.pricePerSqft(plan.pricePerSqft)],
    [book.labels.size, book.size(plan.size)],
    [book.labels.conditionAmenities, book.condition(plan.condition)],
    [book.labels.evidence, book.evidence(plan.evidence)],
    [book.labels.negotiation, book.negotiation(plan.negotiation)],
  ];
  return [book.paragraph(plan.paragraph), ...bullets.map(([label, text]) => `* ${label}: ${text}`)].join('\n');
}
