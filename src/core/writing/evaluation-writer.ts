import { conditionBullet, negotiationBullet, pricePerSqftBullet, rangeBullet, sizeBullet } from './evaluation-bullets';
import { evidenceBullet } from './evaluation-evidence';
import type { EvaluationFacts } from './evaluation-facts';
import { verdictParagraph } from './evaluation-paragraph';
import { isFigure } from './writer-text';

// The built-in evaluation writer (docs/architecture.md#outside-services: the AI writer's offline default). It turns a
// report's figures into the layout the report renders (docs/product.md#evaluation-summary): the first line a
// paragraph, then `* Label: text` bullets. Every sentence is built from the figures alone, so the same facts always
// give the same text, and a figure that is missing is said to be missing rather than guessed. Labels never contain a
// colon, since the first colon of a bullet is where the page splits the bold label from its text. The paragraph is
// evaluation-paragraph.ts, the bullets evaluation-bullets.ts and evaluation-evidence.ts.

export const EVALUATION_BULLET_LABELS = {
  range: 'Price vs Expected Range',
  pricePerSqft: 'Price per Sq Ft',
  size: 'Size',
  conditionAmenities: 'Condition and Amenities',
  evidence: 'Evidence',
  negotiation: 'Negotiation',
} as const;

/**
 * The evaluation of a report as docs/product.md#evaluation-writer lays it out: a verdict paragraph of one or two
 * sentences, then bullets on the price against the expected range, price per sq ft, size, condition and amenities,
 * the evidence, and one negotiation pointer. The score shown is the display score (clamped to 2..8.5), as on the
 * research page.
 */
export function writeEvaluation(facts: EvaluationFacts): string {
  const scored = isFigure(facts.valueScore);
  const paragraph = verdictParagraph(facts);
  const bullets: [string, string][] = [
    [EVALUATION_BULLET_LABELS.range, rangeBullet(facts, scored)],
    [EVALUATION_BULLET_LABELS.pricePerSqft, pricePerSqftBullet(facts)],
    [EVALUATION_BULLET_LABELS.size, sizeBullet(facts)],
    [EVALUATION_BULLET_LABELS.conditionAmenities, conditionBullet(facts, scored)],
    [EVALUATION_BULLET_LABELS.evidence, evidenceBullet(facts)],
    [EVALUATION_BULLET_LABELS.negotiation, negotiationBullet(facts, scored)],
  ];
  return [paragraph, ...bullets.map(([label, text]) => `* ${label}: ${text}`)].join('\n');
}
