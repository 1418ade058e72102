import { rentNoun, type EvaluationFacts } from './evaluation-facts';
import { isPositive, lookbackText, plural, radiusText } from './evaluation-phrases';
import { formatUsd } from '../primitives/format';
import { roundTo } from '../primitives/round';
import { isFigure, oneLine } from './writer-text';

// The evaluation's Evidence bullet (evaluation-writer.ts): what the comparables were, which were left out and why,
// the official benchmark, and how confident the expected rent is.

const DATA_SOURCE_NAMES: Readonly<Record<string, string>> = {
  listings: 'imported rental listings',
  rentcast: 'RentCast',
};

function droppedText(facts: EvaluationFacts): string {
  const { invalid, priceOutlier, sqftOutOfRange, duplicateAddress } = facts.dropped;
  const reasons = [
    invalid > 0 ? `${invalid} without a price or size` : null,
    priceOutlier > 0 ? `${plural(priceOutlier, 'price outlier', 'price outliers')}` : null,
    sqftOutOfRange > 0 ? `${sqftOutOfRange} too different in size` : null,
    duplicateAddress > 0 ? `${plural(duplicateAddress, 'repeat of an address', 'repeats of an address')}` : null,
  ].filter((reason): reason is string => reason !== null);
  return reasons.length === 0 ? '' : ` (left out: ${reasons.join(', ')})`;
}

export function evidenceBullet(facts: EvaluationFacts): string {
  const source = facts.isSample ? undefined : DATA_SOURCE_NAMES[facts.dataSource];
  const from = source ? ` from ${source}` : '';
  const where = `${radiusText(facts.radiusMiles)} ${lookbackText(facts.lookbackDays)}`;
  let counted: string;
  if (facts.compsFound === 0) {
    counted = `No comparable rentals${from} were found ${where}.`;
  } else {
    const found = `${plural(facts.compsFound, 'comparable rental', 'comparable rentals')}${from} ${facts.compsFound === 1 ? 'was' : 'were'} found ${where}`;
    const used = facts.compsUsed === 0 ? 'none' : String(facts.compsUsed);
    counted = `${found}, and ${used} ${facts.compsUsed === 1 ? 'was' : 'were'} used${droppedText(facts)}.`;
  }
  const position =
    isFigure(facts.askingPercentile) && facts.compsUsed > 0
      ? ` The ${rentNoun(facts)} is higher than ${roundTo(facts.askingPercentile, 0)}% of ${facts.compsUsed === 1 ? 'it' : 'them'}.`
      : '';
  const sample = facts.isSample ? ' These are sample market data generated for this area, not real listings.' : '';
  return `${counted}${position}${sample}${benchmarkText(facts)}${confidenceText(facts)}`;
}

const CONFIDENCE_WORDS = { high: 'High', medium: 'Medium', low: 'Low' } as const;

/** " HUD Small Area Fair Market Rent for ZIP 78701 (…): $2,890 (HUD FY2024 …)." — the official figure, when known. */
function benchmarkText(facts: EvaluationFacts): string {
  const benchmark = facts.benchmark;
  if (!benchmark || !isPositive(benchmark.rent)) return '';
  return ` The official ${benchmark.name} for ${oneLine(benchmark.area)} is ${formatUsd(benchmark.rent)} a month including utilities, per the ${benchmark.release}.`;
}

/** " Confidence in the expected rent is Medium: …" (docs/product.md#confidence-levels). */
function confidenceText(facts: EvaluationFacts): string {
  if (!facts.confidence) return '';
  const reasons = (facts.confidenceReasons ?? []).map((reason) => oneLine(reason).replace(/\.$/, '')).filter(Boolean);
  const why = reasons.length > 0 ? `: ${reasons.join('; ')}` : '';
  return ` Confidence in the expected rent is ${CONFIDENCE_WORDS[facts.confidence]}${why}.`;
}
