import { bestValueIndices, MONTHS_PER_YEAR } from './compare-best-value';
import type { ComparisonFacts } from './comparison-facts';
import { COMPARE_MIN } from './constants';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from './format';

// The built-in comparison writer (ARCHITECTURE "Outside services": the AI writer's offline default for SPEC §7
// ai-comparison-proxy). It answers as that service does, {leftColumn, rightColumn}, each column in the layout the
// evaluation uses (a paragraph, then `* Label: text` bullets) so one parser renders both. Left: where each listing
// wins (value, rent, space, price per sq ft, condition and amenities). Right: what choosing one costs against the
// others, and a recommendation. Every sentence is built from the figures the compare table shows, so the text and
// the table agree, and the same figures always give the same text. Labels hold no colon: the page splits a bullet
// at its first colon.

export interface WrittenComparison {
  readonly leftColumn: string;
  readonly rightColumn: string;
}

export const COMPARISON_BULLET_LABELS = {
  bestValue: 'Best Value',
  lowestRent: 'Lowest Rent',
  mostSpace: 'Most Space',
  pricePerSqft: 'Lowest Price per Sq Ft',
  conditionAmenities: 'Condition and Amenities',
  space: 'Paying for Space',
  cheapest: 'Saving Money',
  poorerValue: 'Poorer Value',
  recommendation: 'Recommendation',
} as const;

type Figure = (facts: ComparisonFacts) => number | null;

const rentOf: Figure = (f) => f.rent;
const scoreOf: Figure = (f) => f.valueScore;
const sqftOf: Figure = (f) => (f.sqft !== null && f.sqft > 0 ? f.sqft : null);
const perSqftOf: Figure = (f) => f.pricePerSqft;
const qualityOf: Figure = (f) => f.qualityLevel;
const amenitiesOf: Figure = (f) => f.amenitiesLevel;

function isFigure(value: number | null): value is number {
  return value !== null && Number.isFinite(value);
}

/** "Property A", "Property A and Property B", "Property A, Property B and Property C". */
function names(list: readonly ComparisonFacts[]): string {
  const labels = list.map((f) => f.label);
  if (labels.length <= 1) return labels[0] ?? '';
  return `${labels.slice(0, -1).join(', ')} and ${labels.at(-1)}`;
}

function verb(list: readonly unknown[], one: string, many: string): string {
  return list.length === 1 ? one : many;
}

/** Line breaks would start a new block on the page; addresses come from forms. */
function oneLine(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}

/** "Property B (456 Oak Ave)": the street part of the address, so the recommendation names a place. */
function labelWithStreet(facts: ComparisonFacts): string {
  const street = oneLine(facts.address.split(',')[0] ?? '');
  return street ? `${facts.label} (${street})` : facts.label;
}

function scoreText(facts: ComparisonFacts): string {
  if (!isFigure(facts.valueScore)) return 'no Value Score';
  return facts.evaluation ? `a Value Score of ${formatScore(facts.valueScore)} (${facts.evaluation})` : `a Value Score of ${formatScore(facts.valueScore)}`;
}

/** The listings holding the extreme of a figure, all of them on a tie; empty when none has it. */
function extremes(all: readonly ComparisonFacts[], figure: Figure, direction: 'lowest' | 'highest'): ComparisonFacts[] {
  const values = all.map(figure).filter(isFigure);
  if (values.length === 0) return [];
  const target = direction === 'lowest' ? Math.min(...values) : Math.max(...values);
  return all.filter((f) => figure(f) === target);
}

function withFigure(all: readonly ComparisonFacts[], figure: Figure): ComparisonFacts[] {
  return all.filter((f) => isFigure(figure(f)));
}

/** True when at least two listings have the figure and they differ: only then is there a winner to name. */
function differs(all: readonly ComparisonFacts[], figure: Figure, direction: 'lowest' | 'highest'): boolean {
  return bestValueIndices(all.map(figure), direction).length > 0;
}

function bullet(label: string, text: string): string {
  return `* ${label}: ${oneLine(text)}`;
}

/**
 * The listing to shortlist: the highest Value Score, then the lower rent, then the lower price per sq ft. Without
 * any score, the lowest price per sq ft, then the lower rent; with neither, the lowest rent; else the first.
 */
export function recommendedListing(all: readonly ComparisonFacts[]): ComparisonFacts {
  const byOrder = (figures: readonly [Figure, 'lowest' | 'highest'][]) => {
    let pool = [...all];
    for (const [figure, direction] of figures) {
      const best = extremes(pool, figure, direction);
      if (best.length > 0) pool = best;
    }
    return pool[0];
  };
  const scored = withFigure(all, scoreOf).length > 0;
  const pick = scored
    ? byOrder([
        [scoreOf, 'highest'],
        [rentOf, 'lowest'],
        [perSqftOf, 'lowest'],
      ])
    : byOrder([
        [perSqftOf, 'lowest'],
        [rentOf, 'lowest'],
      ]);
  const first = all[0];
  if (!first) throw new RangeError('A comparison needs listings.');
  return pick ?? first;
}

function openingLine(all: readonly ComparisonFacts[]): string {
  const rents = withFigure(all, rentOf);
  if (rents.length === 0) return `These ${all.length} listings have no rent on record, so they are compared on value and size alone.`;
  const cheapest = extremes(rents, rentOf, 'lowest');
  const dearest = extremes(rents, rentOf, 'highest');
  const low = cheapest[0]?.rent ?? 0;
  const high = dearest[0]?.rent ?? 0;
  if (low === high) {
    return `All ${rents.length} listings with a rent ask ${formatUsd(low)} a month, so the choice comes down to value, space and condition.`;
  }
  const gap = high - low;
  return (
    `Across these ${all.length} listings the rent runs from ${formatUsd(low)} a month (${names(cheapest)}) to ` +
    `${formatUsd(high)} (${names(dearest)}): a gap of ${formatUsd(gap)} a month, or ${formatUsd(gap * MONTHS_PER_YEAR)} a year.`
  );
}

function bestValueBullet(all: readonly ComparisonFacts[]): string {
  const scored = withFigure(all, scoreOf);
  if (scored.length === 0) {
    return bullet(COMPARISON_BULLET_LABELS.bestValue, 'None of these listings has a Value Score (too few comparable rentals), so value cannot be ranked.');
  }
  const best = extremes(scored, scoreOf, 'highest');
  const top = best[0] as ComparisonFacts;
  if (!differs(all, scoreOf, 'highest')) {
    const who = scored.length === all.length ? `All ${all.length} listings` : names(scored);
    return bullet(COMPARISON_BULLET_LABELS.bestValue, `${who} share ${scoreText(top)}, so value does not separate them.`);
  }
  const worst = extremes(scored, scoreOf, 'lowest');
  const bottom = worst[0] as ComparisonFacts;
  return bullet(
    COMPARISON_BULLET_LABELS.bestValue,
    `${names(best)} ${verb(best, 'has', 'have')} the highest score, ${scoreText(top)}, against ` +
      `${formatScore(bottom.valueScore)} for ${names(worst)}.`,
  );
}

function lowestRentBullet(all: readonly ComparisonFacts[]): string | null {
  if (!differs(all, rentOf, 'lowest')) return null;
  const cheapest = extremes(all, rentOf, 'lowest');
  const low = cheapest[0]?.rent ?? 0;
  const others = withFigure(all, rentOf).filter((f) => !cheapest.includes(f));
  const next = extremes(others, rentOf, 'lowest');
  const nextRent = next[0]?.rent ?? low;
  return bullet(
    COMPARISON_BULLET_LABELS.lowestRent,
    `${names(cheapest)} at ${formatUsd(low)} a month (${formatUsd(low * MONTHS_PER_YEAR)} a year), ` +
      `${formatUsd(nextRent - low)} a month less than the next cheapest, ${names(next)}.`,
  );
}

function mostSpaceBullet(all: readonly ComparisonFacts[]): string | null {
  const sized = withFigure(all, sqftOf);
  if (sized.length === 0) return null;
  if (!differs(all, sqftOf, 'highest')) {
    if (sized.length < 2) return null;
    const every = sized.length === 2 ? 'both' : 'all';
    return bullet(COMPARISON_BULLET_LABELS.mostSpace, `${names(sized)} ${every} have ${formatSqft(sized[0]?.sqft)} sq ft.`);
  }
  const largest = extremes(sized, sqftOf, 'highest');
  const smallest = extremes(sized, sqftOf, 'lowest');
  const big = largest[0]?.sqft ?? 0;
  const small = smallest[0]?.sqft ?? 0;
  return bullet(
    COMPARISON_BULLET_LABELS.mostSpace,
    `${names(largest)} with ${formatSqft(big)} sq ft, ${formatSqft(big - small)} sq ft more than the smallest, ` +
      `${names(smallest)} at ${formatSqft(small)} sq ft.`,
  );
}

function pricePerSqftBullet(all: readonly ComparisonFacts[]): string | null {
  if (!differs(all, perSqftOf, 'lowest')) return null;
  const lowest = extremes(all, perSqftOf, 'lowest');
  const highest = extremes(all, perSqftOf, 'highest');
  return bullet(
    COMPARISON_BULLET_LABELS.pricePerSqft,
    `${names(lowest)} at ${formatPricePerSqft(lowest[0]?.pricePerSqft)} per sq ft, against ` +
      `${formatPricePerSqft(highest[0]?.pricePerSqft)} for ${names(highest)}.`,
  );
}

function conditionAmenitiesBullet(all: readonly ComparisonFacts[]): string | null {
  const qualityDiffers = differs(all, qualityOf, 'highest');
  const amenitiesDiffers = differs(all, amenitiesOf, 'highest');
  const first = all[0] as ComparisonFacts;
  if (!qualityDiffers && !amenitiesDiffers) {
    if (!first.condition || !first.amenities) return null;
    return bullet(
      COMPARISON_BULLET_LABELS.conditionAmenities,
      `All ${all.length} listings are rated ${first.condition} for condition and ${first.amenities} for amenities.`,
    );
  }
  const parts: string[] = [];
  const bestQuality = qualityDiffers ? extremes(all, qualityOf, 'highest') : [];
  const bestAmenities = amenitiesDiffers ? extremes(all, amenitiesOf, 'highest') : [];
  const sameLeader = bestQuality.length > 0 && bestQuality.length === bestAmenities.length && bestQuality.every((f) => bestAmenities.includes(f));
  if (sameLeader) {
    return bullet(
      COMPARISON_BULLET_LABELS.conditionAmenities,
      `${names(bestQuality)} ${verb(bestQuality, 'has', 'have')} both the best condition (${bestQuality[0]?.condition ?? ''}) ` +
        `and the most amenities (${bestAmenities[0]?.amenities ?? ''}).`,
    );
  }
  if (qualityDiffers) {
    parts.push(`${names(bestQuality)} ${verb(bestQuality, 'has', 'have')} the best condition (${bestQuality[0]?.condition ?? ''})`);
  } else if (first.condition) {
    parts.push(`all share ${first.condition} condition`);
  }
  if (amenitiesDiffers) {
    parts.push(`${names(bestAmenities)} the most amenities (${bestAmenities[0]?.amenities ?? ''})`);
  } else if (first.amenities) {
    parts.push(`all share ${first.amenities} amenities`);
  }
  const text = parts.join('; ');
  return bullet(COMPARISON_BULLET_LABELS.conditionAmenities, `${text.charAt(0).toUpperCase()}${text.slice(1)}.`);
}

function recommendationLine(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string {
  const size = isFigure(sqftOf(pick)) ? ` for ${formatSqft(pick.sqft)} sq ft` : '';
  const rent = isFigure(pick.rent) ? ` at ${formatUsd(pick.rent)} a month${size}` : '';
  if (withFigure(all, scoreOf).length > 0) {
    return `${pick.label} looks like the strongest choice: ${scoreText(pick)}${rent}.`;
  }
  if (isFigure(pick.pricePerSqft)) {
    const terms = isFigure(pick.rent) ? ` (${formatUsd(pick.rent)} a month${size})` : '';
    return `Without Value Scores this rests on price and size: ${pick.label} gives the most space for the money, ${formatPricePerSqft(pick.pricePerSqft)} per sq ft${terms}.`;
  }
  return `Without Value Scores or sizes this rests on rent alone: ${pick.label} is the cheapest${rent}.`;
}

function spaceBullet(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string | null {
  const largest = extremes(all, sqftOf, 'highest');
  const big = largest[0];
  if (!big || !isFigure(sqftOf(pick))) return null;
  if (largest.includes(pick)) {
    return differs(all, sqftOf, 'highest')
      ? bullet(COMPARISON_BULLET_LABELS.space, `${pick.label} is also the largest listing, so choosing it gives up no space.`)
      : null;
  }
  const extra = (big.sqft ?? 0) - (pick.sqft ?? 0);
  if (!isFigure(big.rent) || !isFigure(pick.rent)) {
    return bullet(COMPARISON_BULLET_LABELS.space, `${big.label} gives ${formatSqft(extra)} sq ft more than ${pick.label}.`);
  }
  const more = big.rent - pick.rent;
  if (more > 0) {
    return bullet(
      COMPARISON_BULLET_LABELS.space,
      `${big.label} gives ${formatSqft(extra)} sq ft more than ${pick.label} for ${formatUsd(more)} more a month ` +
        `(${formatUsd(more * MONTHS_PER_YEAR)} a year), about ${formatPricePerSqft(more / extra)} a month for each extra sq ft.`,
    );
  }
  return bullet(
    COMPARISON_BULLET_LABELS.space,
    `${big.label} gives ${formatSqft(extra)} sq ft more than ${pick.label} ` +
      `${more === 0 ? 'for the same rent' : `and costs ${formatUsd(-more)} less a month`}, ` +
      `yet scores lower: check its condition, amenities and location before ruling it out.`,
  );
}

function cheapestBullet(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string | null {
  const cheapest = extremes(all, rentOf, 'lowest');
  const cheap = cheapest[0];
  if (!cheap || !isFigure(pick.rent)) return null;
  if (cheapest.includes(pick)) {
    return differs(all, rentOf, 'lowest')
      ? bullet(COMPARISON_BULLET_LABELS.cheapest, `${pick.label} is also the cheapest, so its value costs nothing extra.`)
      : null;
  }
  const saving = pick.rent - (cheap.rent ?? 0);
  const smaller = isFigure(sqftOf(pick)) && isFigure(sqftOf(cheap)) && (cheap.sqft ?? 0) < (pick.sqft ?? 0);
  const space = smaller ? ` and ${formatSqft((pick.sqft ?? 0) - (cheap.sqft ?? 0))} sq ft less room` : '';
  return bullet(
    COMPARISON_BULLET_LABELS.cheapest,
    `${cheap.label} saves ${formatUsd(saving)} a month (${formatUsd(saving * MONTHS_PER_YEAR)} a year) against ${pick.label}, ` +
      `with ${scoreText(cheap)}${space}.`,
  );
}

function poorerValueBullet(all: readonly ComparisonFacts[]): string | null {
  const poorer = all.filter((f) => f.evaluation === 'Poorer Value');
  if (poorer.length === 0) return null;
  const list = poorer.map((f) => `${f.label} (${formatScore(f.valueScore)})`);
  const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} and ${list.at(-1)}`;
  return bullet(
    COMPARISON_BULLET_LABELS.poorerValue,
    `${joined} ${verb(poorer, 'scores', 'score')} below 4: the asking rent is high for what comparable rentals offer, ` +
      `so negotiate it down or keep looking.`,
  );
}

function recommendationBullet(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string {
  const options: string[] = [];
  const cheap = extremes(all, rentOf, 'lowest')[0];
  if (cheap && !extremes(all, rentOf, 'lowest').includes(pick) && isFigure(pick.rent) && isFigure(cheap.rent)) {
    options.push(`if the budget is tight, ${cheap.label} costs ${formatUsd((pick.rent - cheap.rent) * MONTHS_PER_YEAR)} less a year`);
  }
  const big = extremes(all, sqftOf, 'highest')[0];
  if (big && !extremes(all, sqftOf, 'highest').includes(pick) && isFigure(sqftOf(pick))) {
    options.push(`if you need room, ${big.label} has ${formatSqft((big.sqft ?? 0) - (pick.sqft ?? 0))} sq ft more`);
  }
  const text =
    options.length === 0
      ? `Shortlist ${labelWithStreet(pick)} first: no other listing here beats it on rent or space.`
      : `Shortlist ${labelWithStreet(pick)} first; ${options.join(', and ')}.`;
  return bullet(COMPARISON_BULLET_LABELS.recommendation, text);
}

/** The two columns for 2 to 10 listings, in the order given (Property A first). */
export function writeComparison(all: readonly ComparisonFacts[]): WrittenComparison {
  if (all.length < COMPARE_MIN) throw new RangeError(`A comparison needs at least ${COMPARE_MIN} listings.`);
  const pick = recommendedListing(all);
  const left = [
    openingLine(all),
    bestValueBullet(all),
    lowestRentBullet(all),
    mostSpaceBullet(all),
    pricePerSqftBullet(all),
    conditionAmenitiesBullet(all),
  ];
  const right = [
    recommendationLine(pick, all),
    spaceBullet(pick, all),
    cheapestBullet(pick, all),
    poorerValueBullet(all),
    recommendationBullet(pick, all),
  ];
  const join = (lines: readonly (string | null)[]) => lines.filter((line): line is string => line !== null).join('\n');
  return { leftColumn: join(left), rightColumn: join(right) };
}
