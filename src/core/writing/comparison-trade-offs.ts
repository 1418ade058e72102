import { MONTHS_PER_YEAR } from '../primitives/time';
import type { ComparisonFacts } from './comparison-facts';
import {
  bullet,
  COMPARISON_BULLET_LABELS,
  differs,
  extremes,
  labelWithStreet,
  rentOf,
  scoreOf,
  scoreText,
  sqftOf,
  verb,
  withFigure,
  withSpecials,
} from './comparison-figures';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from '../primitives/format';
import { isFigure } from './writer-text';

// The comparison's right column (comparison-writer.ts): the recommended listing, what it costs in space and money
// against the others, the poorer values, and whom to shortlist. Rents are what the renter pays (rentOf): a listing's
// net effective rent when its move-in specials were given.

function recommendationLine(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string {
  const size = isFigure(sqftOf(pick)) ? ` for ${formatSqft(pick.sqft)} sq ft` : '';
  const paid = rentOf(pick);
  const rent = isFigure(paid) ? ` at ${formatUsd(paid)} a month${size}` : '';
  if (withFigure(all, scoreOf).length > 0) {
    return `${pick.label} looks like the strongest choice: ${scoreText(pick)}${rent}.`;
  }
  if (isFigure(pick.pricePerSqft)) {
    const terms = isFigure(paid) ? ` (${formatUsd(paid)} a month${size})` : '';
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
      ? bullet(
          COMPARISON_BULLET_LABELS.space,
          `${pick.label} is also the largest listing, so choosing it gives up no space.`,
        )
      : null;
  }
  const extra = (big.sqft ?? 0) - (pick.sqft ?? 0);
  const bigRent = rentOf(big);
  const pickRent = rentOf(pick);
  if (!isFigure(bigRent) || !isFigure(pickRent)) {
    return bullet(
      COMPARISON_BULLET_LABELS.space,
      `${big.label} gives ${formatSqft(extra)} sq ft more than ${pick.label}.`,
    );
  }
  const more = bigRent - pickRent;
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
  const pickRent = rentOf(pick);
  if (!cheap || !isFigure(pickRent)) return null;
  if (cheapest.includes(pick)) {
    return differs(all, rentOf, 'lowest')
      ? bullet(
          COMPARISON_BULLET_LABELS.cheapest,
          `${pick.label} is also the cheapest, so its value costs nothing extra.`,
        )
      : null;
  }
  const saving = pickRent - (rentOf(cheap) ?? 0);
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
  // A listing with move-in specials was scored on its net effective rent, so the words say which rent is high.
  const rent = withSpecials(poorer).length > 0 ? 'the rent, move-in specials and fees counted,' : 'the asking rent';
  return bullet(
    COMPARISON_BULLET_LABELS.poorerValue,
    `${joined} ${verb(poorer, 'scores', 'score')} below 4: ${rent} is high for what comparable rentals offer, ` +
      `so negotiate it down or keep looking.`,
  );
}

function recommendationBullet(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string {
  const options: string[] = [];
  const cheap = extremes(all, rentOf, 'lowest')[0];
  const pickRent = rentOf(pick);
  const cheapRent = cheap ? rentOf(cheap) : null;
  if (cheap && !extremes(all, rentOf, 'lowest').includes(pick) && isFigure(pickRent) && isFigure(cheapRent)) {
    options.push(
      `if the budget is tight, ${cheap.label} costs ${formatUsd((pickRent - cheapRent) * MONTHS_PER_YEAR)} less a year`,
    );
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

/** The right column: what choosing the recommended listing costs against the others, and the recommendation. */
export function tradeOffsColumn(pick: ComparisonFacts, all: readonly ComparisonFacts[]): (string | null)[] {
  return [
    recommendationLine(pick, all),
    spaceBullet(pick, all),
    cheapestBullet(pick, all),
    poorerValueBullet(all),
    recommendationBullet(pick, all),
  ];
}
