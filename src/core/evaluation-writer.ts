import { adjustmentFactor } from './adjustment-factor';
import { amenitiesLabel, evaluationLabel, qualityLabel } from './compare-labels';
import { MIN_COMPS } from './constants';
import type { EvaluationFacts } from './evaluation-facts';
import { percentageDifference, rangeVerdict, type RangeVerdict } from './expected-range';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from './format';
import { roundTo } from './round';
import { displayScore } from './value-score';

// The built-in evaluation writer (ARCHITECTURE "Outside services": the AI writer's offline default). It turns a
// report's figures into the layout SPEC §2 renders: the first line a paragraph, then `* Label: text` bullets.
// Every sentence is built from the figures alone, so the same facts always give the same text, and a figure that is
// missing is said to be missing rather than guessed. Labels never contain a colon, since the first colon of a
// bullet is where the page splits the bold label from its text.

export const EVALUATION_BULLET_LABELS = {
  range: 'Price vs Expected Range',
  pricePerSqft: 'Price per Sq Ft',
  size: 'Size',
  conditionAmenities: 'Condition and Amenities',
  evidence: 'Evidence',
  negotiation: 'Negotiation',
} as const;

const DATA_SOURCE_NAMES: Readonly<Record<string, string>> = {
  listings: 'imported rental listings',
  rentcast: 'RentCast',
};

function isFigure(value: number | null | undefined): value is number {
  return typeof value === 'number' && Number.isFinite(value);
}

function isPositive(value: number | null | undefined): value is number {
  return isFigure(value) && value > 0;
}

/**
 * The size of a percentage as written: small gaps keep one decimal so "6.4%" is not shown as the range edge "6%";
 * larger ones read better whole. Comparing this, not the raw figure, with 0 keeps "0.04%" from reading "0% above".
 */
function shownPercent(value: number): number {
  const magnitude = Math.abs(value);
  return roundTo(magnitude, magnitude >= 10 ? 0 : 1);
}

function percentText(value: number): string {
  return `${shownPercent(value)}%`;
}

/** (value - reference) / reference x 100; null when either figure is missing or the reference is not positive. */
function differenceFrom(value: number | null, reference: number | null): number | null {
  if (!isFigure(value) || !isPositive(reference)) return null;
  return ((value - reference) / reference) * 100;
}

/** "4% above", "12% below" or "right at": how value compares with what it is measured against. */
function relation(difference: number): string {
  if (shownPercent(difference) === 0) return 'right at';
  return `${percentText(difference)} ${difference > 0 ? 'above' : 'below'}`;
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

/** Addresses arrive from forms and providers; line breaks would start a new block on the page. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

function listingNoun(facts: EvaluationFacts): string {
  const type = facts.buildingType === 'house' ? 'house' : 'apartment';
  const bedrooms = facts.bedrooms.trim();
  if (bedrooms === '0') return facts.buildingType === 'house' ? 'studio house' : 'studio apartment';
  if (/^\d+$/.test(bedrooms)) return `${bedrooms}-bedroom ${type}`;
  if (/^\d+\+$/.test(bedrooms)) return `${bedrooms} bedroom ${type}`;
  return type;
}

/** "the 2-bedroom apartment at 123 Main St, Springfield, IL 62701", or "this apartment" without an address. */
function subjectPhrase(facts: EvaluationFacts): string {
  const address = oneLine(facts.address);
  return address === '' ? `this ${listingNoun(facts)}` : `the ${listingNoun(facts)} at ${address}`;
}

function radiusText(miles: number | null): string {
  if (!isPositive(miles)) return 'nearby';
  const shown = roundTo(miles, 1);
  return `within ${shown} ${shown === 1 ? 'mile' : 'miles'}`;
}

function lookbackText(days: number): string {
  if (!isPositive(days)) return 'recently';
  if (days % 365 === 0) return `over the past ${(days / 365) * 12} months`;
  return `over the past ${plural(days, 'day', 'days')}`;
}

function verdictOf(facts: EvaluationFacts): RangeVerdict | null {
  if (facts.verdict !== null) return facts.verdict;
  if (!isFigure(facts.minPrice) || !isFigure(facts.maxPrice)) return null;
  return rangeVerdict(facts.rent, { min: facts.minPrice, max: facts.maxPrice });
}

function marketDifference(facts: EvaluationFacts): number | null {
  if (isFigure(facts.percentageDifference)) return facts.percentageDifference;
  return isPositive(facts.marketPrice) ? percentageDifference(facts.rent, facts.marketPrice) : null;
}

function askingPricePerSqft(facts: EvaluationFacts): number | null {
  if (isFigure(facts.askingPricePerSqft)) return facts.askingPricePerSqft;
  return isPositive(facts.rent) && isPositive(facts.sqft) ? facts.rent / facts.sqft : null;
}

function factorOf(facts: EvaluationFacts): number | null {
  if (isFigure(facts.adjustmentFactor)) return facts.adjustmentFactor;
  if (!isFigure(facts.qualityLevel) || !isFigure(facts.amenitiesLevel)) return null;
  return adjustmentFactor(facts.qualityLevel, facts.amenitiesLevel);
}

const RANGE_PLACE: Record<RangeVerdict, string> = {
  below: 'under the expected range',
  within: 'inside the expected range',
  above: 'over the expected range',
};

function scoredParagraph(facts: EvaluationFacts, score: number): string {
  const shownScore = displayScore(score);
  const label = evaluationLabel(shownScore) ?? 'Fair Value';
  const difference = marketDifference(facts);
  const verdict = verdictOf(facts);
  const opening = `At ${formatUsd(facts.rent)} a month, ${subjectPhrase(facts)}`;
  const expected = isPositive(facts.marketPrice) ? ` of ${formatUsd(facts.marketPrice)}` : '';
  const place = verdict === null ? '' : `, ${RANGE_PLACE[verdict]}`;
  const first =
    difference === null
      ? `${opening} has been compared with the expected rent for its condition and amenities${place}.`
      : `${opening} is priced ${relation(difference)} the expected rent${expected} for its condition and amenities${place}.`;
  // The score weighs price per sq ft too, so a listing over its range can still rate Fair; saying what the score
  // weighs keeps the two sentences from reading as a contradiction.
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
      ? `The asking rent is right at the median of ${them}, ${formatUsd(facts.medianRent)}, a rough guide only.`
      : `The asking rent is ${relation(difference)} the median of ${them}, ${formatUsd(facts.medianRent)}, a rough guide only.`;
  return `${first} ${second}`;
}

function rangeBullet(facts: EvaluationFacts, scored: boolean): string {
  const verdict = verdictOf(facts);
  if (!scored && verdict !== null && isFigure(facts.minPrice) && isFigure(facts.maxPrice) && isPositive(facts.marketPrice)) {
    // Issue 12: too few comps, but the official benchmarks give an expected rent (Low confidence).
    return `With too few comparables for a score, the official benchmarks put the expected rent near ${formatUsd(facts.marketPrice)} (${formatUsd(facts.minPrice)}–${formatUsd(facts.maxPrice)}), a rough guide; the asking rent of ${formatUsd(facts.rent)} is ${RANGE_PLACE[verdict]}.`;
  }
  if (!scored || verdict === null || !isFigure(facts.minPrice) || !isFigure(facts.maxPrice)) {
    return facts.compsUsed >= MIN_COMPS
      ? `There is no expected range, as the listing could not be scored; the asking rent is ${formatUsd(facts.rent)}.`
      : `There is no expected range without at least ${MIN_COMPS} usable comparables; the asking rent is ${formatUsd(facts.rent)}.`;
  }
  const range = `${formatUsd(facts.minPrice)}–${formatUsd(facts.maxPrice)}`;
  const around = isPositive(facts.marketPrice) ? `, around an expected rent of ${formatUsd(facts.marketPrice)}` : '';
  const asking = `The asking rent of ${formatUsd(facts.rent)}`;
  switch (verdict) {
    case 'above':
      return `${asking} is ${formatUsd(facts.rent - facts.maxPrice)} over the top of the expected range, ${range}${around}.`;
    case 'below':
      return `${asking} is ${formatUsd(facts.minPrice - facts.rent)} under the bottom of the expected range, ${range}${around}.`;
    case 'within':
      return `${asking} sits within the expected range, ${range}${around}.`;
  }
}

function pricePerSqftBullet(facts: EvaluationFacts): string {
  const asking = askingPricePerSqft(facts);
  if (asking === null) return "The price per sq ft cannot be worked out without the listing's asking rent and size.";
  const opening = `The asking ${formatPricePerSqft(asking)} a sq ft`;
  const difference = differenceFrom(asking, facts.medianPricePerSqft);
  if (difference === null) return `${opening} cannot be compared: the comparables' median price per sq ft is not available.`;
  const expected = isPositive(facts.expectedPricePerSqft)
    ? `; ${formatPricePerSqft(facts.expectedPricePerSqft)} is expected for its condition and amenities`
    : '';
  return `${opening} is ${relation(difference)} the local median of ${formatPricePerSqft(facts.medianPricePerSqft)}${expected}.`;
}

function sizeBullet(facts: EvaluationFacts): string {
  if (!isPositive(facts.sqft)) return "The listing's size was not given, so it could not be compared with the comparables.";
  const size = `${formatSqft(facts.sqft)} sq ft`;
  const difference = differenceFrom(facts.sqft, facts.medianCompSqft);
  if (difference === null) return `At ${size}, the listing could not be compared on size: the comparables' sizes are not known.`;
  const median = `the median comparable (${formatSqft(facts.medianCompSqft)} sq ft)`;
  if (shownPercent(difference) === 0) return `At ${size} it is the same size as ${median}.`;
  return `At ${size} it is ${percentText(difference)} ${difference > 0 ? 'larger' : 'smaller'} than ${median}.`;
}

function levelText(label: string | null, level: number, kind: string): string {
  return label === null ? `${kind} level ${level}` : `${label} ${kind}`;
}

function conditionBullet(facts: EvaluationFacts, scored: boolean): string {
  const condition = levelText(qualityLabel(facts.qualityLevel), facts.qualityLevel, 'condition');
  const amenities = levelText(amenitiesLabel(facts.amenitiesLevel), facts.amenitiesLevel, 'amenities');
  const levels = `${condition.charAt(0).toUpperCase()}${condition.slice(1)} and ${amenities}`;
  const factor = factorOf(facts);
  if (factor === null) return `${levels} could not be weighed.`;
  const change = roundTo((factor - 1) * 100, 1);
  const signed = change === 0 ? '±0%' : `${change > 0 ? '+' : '-'}${Math.abs(change)}%`;
  if (!scored) return `${levels} would adjust the expected rent by ${signed} once there are enough comparables.`;
  if (isPositive(facts.compsEstimate) && isPositive(facts.marketPrice) && isFigure(facts.adjustmentFactor)) {
    // Issue 12: the expected rent comes from the adjusted comps (and the benchmark), not the raw median.
    return `${levels} adjust the expected rent by ${signed}, to ${formatUsd(facts.marketPrice)}.`;
  }
  const fromTo =
    isPositive(facts.medianRent) && isPositive(facts.marketPrice)
      ? change === 0
        ? `: it stays at the comparables' median of ${formatUsd(facts.medianRent)}`
        : `, from the comparables' median of ${formatUsd(facts.medianRent)} to ${formatUsd(facts.marketPrice)}`
      : '';
  return `${levels} adjust the expected rent by ${signed}${fromTo}.`;
}

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

function evidenceBullet(facts: EvaluationFacts): string {
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
      ? ` The asking rent is higher than ${roundTo(facts.askingPercentile, 0)}% of ${facts.compsUsed === 1 ? 'it' : 'them'}.`
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

/** " Confidence in the expected rent is Medium: …" — issue 12. */
function confidenceText(facts: EvaluationFacts): string {
  if (!facts.confidence) return '';
  const reasons = (facts.confidenceReasons ?? []).map((reason) => oneLine(reason).replace(/\.$/, '')).filter(Boolean);
  const why = reasons.length > 0 ? `: ${reasons.join('; ')}` : '';
  return ` Confidence in the expected rent is ${CONFIDENCE_WORDS[facts.confidence]}${why}.`;
}

function negotiationBullet(facts: EvaluationFacts, scored: boolean): string {
  const verdict = verdictOf(facts);
  const median = isPositive(facts.medianRent) ? `, citing the comparables' median rent of ${formatUsd(facts.medianRent)}` : '';
  if (scored && verdict === 'above' && isFigure(facts.maxPrice)) {
    return `Ask for ${formatUsd(facts.maxPrice)}, the top of the expected range and ${formatUsd(facts.rent - facts.maxPrice)} a month less${median}.`;
  }
  if (scored && verdict === 'within' && isPositive(facts.marketPrice) && facts.rent > facts.marketPrice) {
    return `Ask for ${formatUsd(facts.marketPrice)}, the expected rent for its condition and amenities${median}.`;
  }
  if (scored && verdict === 'below') {
    return 'The rent is under the expected range, so move quickly, but first check the listing for the reason (fees, condition, lease terms).';
  }
  if (scored) {
    return 'The rent is at or under the expected rent, so negotiate terms rather than price: ask to keep this rent on a longer lease.';
  }
  if (isPositive(facts.medianRent) && facts.rent > facts.medianRent) {
    return `Cite the median rent of the comparables used, ${formatUsd(facts.medianRent)}, and ask the landlord for recent rents of similar units before agreeing to more.`;
  }
  return 'Ask the landlord for recent rents of similar units nearby before agreeing to the price.';
}

/**
 * The evaluation of a report as the spec lays it out: a verdict paragraph of one or two sentences, then bullets on
 * the price against the expected range, price per sq ft, size, condition and amenities, the evidence, and one
 * negotiation pointer. The score shown is the display score (clamped to 2..8.5), as on the research page.
 */
export function writeEvaluation(facts: EvaluationFacts): string {
  const scored = isFigure(facts.valueScore);
  const paragraph = isFigure(facts.valueScore) ? scoredParagraph(facts, facts.valueScore) : unscoredParagraph(facts);
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
