import { MONTHS_PER_YEAR } from '../primitives/time';
import type { ComparisonFacts } from './comparison-facts';
import {
  amenitiesOf,
  bullet,
  COMPARISON_BULLET_LABELS,
  differs,
  extremes,
  names,
  perSqftOf,
  qualityOf,
  rentOf,
  scoreOf,
  scoreText,
  sqftOf,
  verb,
  withFigure,
  withSpecials,
} from './comparison-figures';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from '../primitives/format';

// The comparison's left column (comparison-writer.ts): an opening line on the rents, then where each listing wins.
// Rents are what the renter pays (rentOf): a listing's net effective rent when its move-in specials were given.

/** " Rents here are what the renter pays: …" when some listing's rent is a net effective rent, else nothing. */
function specialsNote(all: readonly ComparisonFacts[]): string {
  const special = withSpecials(all);
  if (special.length === 0) return '';
  return (
    ` Rents here are what the renter pays: for ${names(special)}, the net effective rent with ` +
    `${verb(special, 'its', 'their')} move-in specials and monthly fees counted.`
  );
}

function openingLine(all: readonly ComparisonFacts[]): string {
  const rents = withFigure(all, rentOf);
  if (rents.length === 0)
    return `These ${all.length} listings have no rent on record, so they are compared on value and size alone.`;
  const cheapest = extremes(rents, rentOf, 'lowest');
  const dearest = extremes(rents, rentOf, 'highest');
  const low = rentOf(cheapest[0] as ComparisonFacts) ?? 0;
  const high = rentOf(dearest[0] as ComparisonFacts) ?? 0;
  const note = specialsNote(all);
  if (low === high) {
    const ask = note ? 'cost' : 'ask';
    return `All ${rents.length} listings with a rent ${ask} ${formatUsd(low)} a month, so the choice comes down to value, space and condition.${note}`;
  }
  const gap = high - low;
  return (
    `Across these ${all.length} listings the rent runs from ${formatUsd(low)} a month (${names(cheapest)}) to ` +
    `${formatUsd(high)} (${names(dearest)}): a gap of ${formatUsd(gap)} a month, or ${formatUsd(gap * MONTHS_PER_YEAR)} a year.${note}`
  );
}

function bestValueBullet(all: readonly ComparisonFacts[]): string {
  const scored = withFigure(all, scoreOf);
  if (scored.length === 0) {
    return bullet(
      COMPARISON_BULLET_LABELS.bestValue,
      'None of these listings has a Value Score (too few comparable rentals), so value cannot be ranked.',
    );
  }
  const best = extremes(scored, scoreOf, 'highest');
  const top = best[0] as ComparisonFacts;
  if (!differs(all, scoreOf, 'highest')) {
    const who = scored.length === all.length ? `All ${all.length} listings` : names(scored);
    return bullet(
      COMPARISON_BULLET_LABELS.bestValue,
      `${who} share ${scoreText(top)}, so value does not separate them.`,
    );
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
  const low = rentOf(cheapest[0] as ComparisonFacts) ?? 0;
  const others = withFigure(all, rentOf).filter((f) => !cheapest.includes(f));
  const next = extremes(others, rentOf, 'lowest');
  const nextRent = next[0] ? (rentOf(next[0]) ?? low) : low;
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
    return bullet(
      COMPARISON_BULLET_LABELS.mostSpace,
      `${names(sized)} ${every} have ${formatSqft(sized[0]?.sqft)} sq ft.`,
    );
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
  const sameLeader =
    bestQuality.length > 0 &&
    bestQuality.length === bestAmenities.length &&
    bestQuality.every((f) => bestAmenities.includes(f));
  if (sameLeader) {
    return bullet(
      COMPARISON_BULLET_LABELS.conditionAmenities,
      `${names(bestQuality)} ${verb(bestQuality, 'has', 'have')} both the best condition (${bestQuality[0]?.condition ?? ''}) ` +
        `and the most amenities (${bestAmenities[0]?.amenities ?? ''}).`,
    );
  }
  if (qualityDiffers) {
    parts.push(
      `${names(bestQuality)} ${verb(bestQuality, 'has', 'have')} the best condition (${bestQuality[0]?.condition ?? ''})`,
    );
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

/** The left column: where each listing wins (value, rent, space, price per sq ft, condition and amenities). */
export function strengthsColumn(all: readonly ComparisonFacts[]): (string | null)[] {
  return [
    openingLine(all),
    bestValueBullet(all),
    lowestRentBullet(all),
    mostSpaceBullet(all),
    pricePerSqftBullet(all),
    conditionAmenitiesBullet(all),
  ];
}
