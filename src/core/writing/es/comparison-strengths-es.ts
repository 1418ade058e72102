import { MONTHS_PER_YEAR } from '../../primitives/time';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from '../../primitives/format';
import type { ComparisonFacts } from '../comparison-facts';
import {
  amenitiesOf,
  differs,
  extremes,
  perSqftOf,
  qualityOf,
  rentOf,
  scoreOf,
  sqftOf,
  withFigure,
  withSpecials,
} from '../comparison-figures';
import {
  bareNamesEs,
  bulletEs,
  byCount,
  capitalized,
  COMPARISON_BULLET_LABELS_ES,
  es,
  namesEs,
  scoreTextEs,
} from './comparison-phrases-es';

// The Spanish comparison's left column (comparison-writer-es.ts), from the same figures as comparison-strengths.ts:
// an opening line on the rents, then where each listing wins. Rents are what the renter pays (rentOf): a listing's net
// effective rent when its move-in specials were given.

const LABELS = COMPARISON_BULLET_LABELS_ES;

/** " Las rentas que se muestran son lo que usted pagaría: …" when some rent is a net effective rent, else nothing. */
function specialsNote(all: readonly ComparisonFacts[]): string {
  const special = withSpecials(all);
  if (special.length === 0) return '';
  return (
    ` Las rentas que se muestran son lo que usted pagaría: para ${namesEs(special)}, la renta neta efectiva, ` +
    'contando sus ofertas de mudanza y sus cargos mensuales.'
  );
}

function openingLine(all: readonly ComparisonFacts[]): string {
  const rents = withFigure(all, rentOf);
  if (rents.length === 0)
    return `Estas ${all.length} viviendas no tienen renta registrada, así que se comparan solo por valor y tamaño.`;
  const cheapest = extremes(rents, rentOf, 'lowest');
  const dearest = extremes(rents, rentOf, 'highest');
  const low = rentOf(cheapest[0] as ComparisonFacts) ?? 0;
  const high = rentOf(dearest[0] as ComparisonFacts) ?? 0;
  const note = specialsNote(all);
  if (low === high) {
    // With move-in specials the figure is what the renter pays, not what the landlord asks.
    const [one, many] = note ? ['cuesta', 'cuestan'] : ['pide', 'piden'];
    const who =
      rents.length === 1
        ? `La única vivienda con renta ${one}`
        : rents.length === all.length
          ? `Las ${rents.length} viviendas ${many}`
          : `Las ${rents.length} viviendas con renta ${many}`;
    return `${who} ${formatUsd(low)} al mes, así que la elección depende del valor, el espacio y el estado.${note}`;
  }
  const gap = high - low;
  return (
    `En estas ${all.length} viviendas, la renta va de ${formatUsd(low)} al mes (${bareNamesEs(cheapest)}) a ` +
    `${formatUsd(high)} (${bareNamesEs(dearest)}): una diferencia de ${formatUsd(gap)} al mes, o ` +
    `${formatUsd(gap * MONTHS_PER_YEAR)} al año.${note}`
  );
}

function bestValueBullet(all: readonly ComparisonFacts[]): string {
  const scored = withFigure(all, scoreOf);
  if (scored.length === 0) {
    return bulletEs(
      LABELS.bestValue,
      'Ninguna de estas viviendas tiene Puntuación de Valor (hay muy pocas viviendas comparables), así que no se ' +
        'pueden ordenar por valor.',
    );
  }
  const best = extremes(scored, scoreOf, 'highest');
  const top = best[0] as ComparisonFacts;
  if (scored.length === 1) {
    return bulletEs(
      LABELS.bestValue,
      `Solo ${namesEs(scored)} tiene Puntuación de Valor, de ${formatScore(top.valueScore)}` +
        `${top.evaluation ? ` (${es(top.evaluation)})` : ''}, así que el valor no permite compararlas.`,
    );
  }
  if (!differs(all, scoreOf, 'highest')) {
    const who = scored.length === all.length ? `Las ${all.length} viviendas` : capitalized(namesEs(scored));
    return bulletEs(LABELS.bestValue, `${who} comparten ${scoreTextEs(top)}, así que el valor no las distingue.`);
  }
  const worst = extremes(scored, scoreOf, 'lowest');
  const bottom = worst[0] as ComparisonFacts;
  return bulletEs(
    LABELS.bestValue,
    `${capitalized(namesEs(best))} ${byCount(best, 'tiene', 'tienen')} la puntuación más alta, ${scoreTextEs(top)}, ` +
      `frente a ${formatScore(bottom.valueScore)} de ${namesEs(worst)}.`,
  );
}

function lowestRentBullet(all: readonly ComparisonFacts[]): string | null {
  if (!differs(all, rentOf, 'lowest')) return null;
  const cheapest = extremes(all, rentOf, 'lowest');
  const low = rentOf(cheapest[0] as ComparisonFacts) ?? 0;
  const others = withFigure(all, rentOf).filter((f) => !cheapest.includes(f));
  const next = extremes(others, rentOf, 'lowest');
  const nextRent = next[0] ? (rentOf(next[0]) ?? low) : low;
  const following = byCount(next, 'la siguiente más barata', 'las siguientes más baratas');
  return bulletEs(
    LABELS.lowestRent,
    `${capitalized(namesEs(cheapest))} ${byCount(cheapest, 'cuesta', 'cuestan')} ${formatUsd(low)} al mes ` +
      `(${formatUsd(low * MONTHS_PER_YEAR)} al año), ${formatUsd(nextRent - low)} al mes menos que ${following}, ` +
      `${namesEs(next)}.`,
  );
}

function mostSpaceBullet(all: readonly ComparisonFacts[]): string | null {
  const sized = withFigure(all, sqftOf);
  if (sized.length === 0) return null;
  if (!differs(all, sqftOf, 'highest')) {
    if (sized.length < 2) return null;
    return bulletEs(
      LABELS.mostSpace,
      `${capitalized(namesEs(sized))} tienen el mismo tamaño, ${formatSqft(sized[0]?.sqft)} pies cuadrados.`,
    );
  }
  const largest = extremes(sized, sqftOf, 'highest');
  const smallest = extremes(sized, sqftOf, 'lowest');
  const big = largest[0]?.sqft ?? 0;
  const small = smallest[0]?.sqft ?? 0;
  const least = byCount(smallest, 'la más pequeña', 'las más pequeñas');
  return bulletEs(
    LABELS.mostSpace,
    `${capitalized(namesEs(largest))} ${byCount(largest, 'tiene', 'tienen')} ${formatSqft(big)} pies cuadrados, ` +
      `${formatSqft(big - small)} pies cuadrados más que ${least}, ${namesEs(smallest)}, con ${formatSqft(small)} pies cuadrados.`,
  );
}

function pricePerSqftBullet(all: readonly ComparisonFacts[]): string | null {
  if (!differs(all, perSqftOf, 'lowest')) return null;
  const lowest = extremes(all, perSqftOf, 'lowest');
  const highest = extremes(all, perSqftOf, 'highest');
  return bulletEs(
    LABELS.pricePerSqft,
    `${capitalized(namesEs(lowest))} ${byCount(lowest, 'cuesta', 'cuestan')} ` +
      `${formatPricePerSqft(lowest[0]?.pricePerSqft)} por pie cuadrado, frente a ` +
      `${formatPricePerSqft(highest[0]?.pricePerSqft)} de ${namesEs(highest)}.`,
  );
}

function conditionAmenitiesBullet(all: readonly ComparisonFacts[]): string | null {
  const qualityDiffers = differs(all, qualityOf, 'highest');
  const amenitiesDiffers = differs(all, amenitiesOf, 'highest');
  const first = all[0] as ComparisonFacts;
  if (!qualityDiffers && !amenitiesDiffers) {
    if (!first.condition || !first.amenities) return null;
    return bulletEs(
      LABELS.conditionAmenities,
      `Las ${all.length} viviendas tienen la misma calificación de estado (${es(first.condition)}) ` +
        `y de comodidades (${es(first.amenities)}).`,
    );
  }
  const bestQuality = qualityDiffers ? extremes(all, qualityOf, 'highest') : [];
  const bestAmenities = amenitiesDiffers ? extremes(all, amenitiesOf, 'highest') : [];
  const condition = es(bestQuality[0]?.condition ?? first.condition);
  const amenities = es(bestAmenities[0]?.amenities ?? first.amenities);
  const sameLeader =
    bestQuality.length > 0 &&
    bestQuality.length === bestAmenities.length &&
    bestQuality.every((f) => bestAmenities.includes(f));
  if (sameLeader) {
    return bulletEs(
      LABELS.conditionAmenities,
      `${capitalized(namesEs(bestQuality))} ${byCount(bestQuality, 'tiene', 'tienen')} a la vez el mejor estado ` +
        `(${condition}) y las mejores comodidades (${amenities}).`,
    );
  }
  const parts: string[] = [];
  if (qualityDiffers) {
    parts.push(`${namesEs(bestQuality)} ${byCount(bestQuality, 'tiene', 'tienen')} el mejor estado (${condition})`);
  } else if (first.condition) {
    parts.push(`todas tienen el mismo estado (${condition})`);
  }
  if (amenitiesDiffers) {
    parts.push(
      `${namesEs(bestAmenities)} ${byCount(bestAmenities, 'tiene', 'tienen')} las mejores comodidades (${amenities})`,
    );
  } else if (first.amenities) {
    parts.push(`todas tienen las mismas comodidades (${amenities})`);
  }
  return bulletEs(LABELS.conditionAmenities, `${capitalized(parts.join('; '))}.`);
}

/** The left column: where each listing wins (value, rent, space, price per sq ft, condition and amenities). */
export function strengthsColumnEs(all: readonly ComparisonFacts[]): (string | null)[] {
  return [
    openingLine(all),
    bestValueBullet(all),
    lowestRentBullet(all),
    mostSpaceBullet(all),
    pricePerSqftBullet(all),
    conditionAmenitiesBullet(all),
  ];
}
