import { MONTHS_PER_YEAR } from '../../primitives/time';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from '../../primitives/format';
import type { ComparisonFacts } from '../comparison-facts';
import { differs, extremes, rentOf, scoreOf, sqftOf, withFigure, withSpecials } from '../comparison-figures';
import { isFigure } from '../writer-text';
import {
  bulletEs,
  byCount,
  capitalized,
  COMPARISON_BULLET_LABELS_ES,
  nameWithStreetEs,
  scoreTextEs,
  theNameEs,
  withScoreEs,
} from './comparison-phrases-es';

// The Spanish comparison's right column (comparison-writer-es.ts), from the same figures as comparison-trade-offs.ts:
// the recommended listing, what it costs in space and money against the others, the poorer values, and which listing
// to look at first. Rents are what the renter pays (rentOf): a listing's net effective rent when its move-in specials
// were given.

const LABELS = COMPARISON_BULLET_LABELS_ES;

/** "$1,500 al mes por 900 pies cuadrados", or without the size when it is not known. */
function monthlyTerms(facts: ComparisonFacts, paid: number): string {
  const size = isFigure(sqftOf(facts)) ? ` por ${formatSqft(facts.sqft)} pies cuadrados` : '';
  return `${formatUsd(paid)} al mes${size}`;
}

function recommendationLine(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string {
  const paid = rentOf(pick);
  const name = capitalized(theNameEs(pick));
  if (withFigure(all, scoreOf).length > 0) {
    const score = isFigure(pick.valueScore) ? `tiene ${scoreTextEs(pick)}` : 'no tiene Puntuación de Valor';
    const rent = isFigure(paid) ? ` y cuesta ${monthlyTerms(pick, paid)}` : '';
    return `${name} parece la mejor opción: ${score}${rent}.`;
  }
  if (isFigure(pick.pricePerSqft)) {
    const terms = isFigure(paid) ? ` (${monthlyTerms(pick, paid)})` : '';
    return (
      `Sin Puntuación de Valor, la recomendación se basa en el precio y el tamaño: ${theNameEs(pick)} le da más ` +
      `espacio por su dinero, a ${formatPricePerSqft(pick.pricePerSqft)} por pie cuadrado${terms}.`
    );
  }
  const rent = isFigure(paid) ? `, a ${monthlyTerms(pick, paid)}` : '';
  return `Sin Puntuación de Valor ni tamaños, la recomendación se basa solo en la renta: ${theNameEs(pick)} es la más barata${rent}.`;
}

function spaceBullet(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string | null {
  const largest = extremes(all, sqftOf, 'highest');
  const big = largest[0];
  if (!big || !isFigure(sqftOf(pick))) return null;
  if (largest.includes(pick)) {
    return differs(all, sqftOf, 'highest')
      ? bulletEs(
          LABELS.space,
          `${capitalized(theNameEs(pick))} es también la más grande, así que al elegirla no renuncia a espacio.`,
        )
      : null;
  }
  const extra = (big.sqft ?? 0) - (pick.sqft ?? 0);
  const bigRent = rentOf(big);
  const pickRent = rentOf(pick);
  const offers = `${capitalized(theNameEs(big))} ofrece ${formatSqft(extra)} pies cuadrados más que ${theNameEs(pick)}`;
  if (!isFigure(bigRent) || !isFigure(pickRent)) return bulletEs(LABELS.space, `${offers}.`);
  const more = bigRent - pickRent;
  if (more > 0) {
    return bulletEs(
      LABELS.space,
      `${offers} por ${formatUsd(more)} más al mes (${formatUsd(more * MONTHS_PER_YEAR)} al año), unos ` +
        `${formatPricePerSqft(more / extra)} al mes por cada pie cuadrado adicional.`,
    );
  }
  return bulletEs(
    LABELS.space,
    `${offers} ${more === 0 ? 'por la misma renta' : `y cuesta ${formatUsd(-more)} menos al mes`}, pero tiene una ` +
      'puntuación más baja: revise su estado, sus comodidades y su ubicación antes de descartarla.',
  );
}

function cheapestBullet(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string | null {
  const cheapest = extremes(all, rentOf, 'lowest');
  const cheap = cheapest[0];
  const pickRent = rentOf(pick);
  if (!cheap || !isFigure(pickRent)) return null;
  if (cheapest.includes(pick)) {
    return differs(all, rentOf, 'lowest')
      ? bulletEs(
          LABELS.cheapest,
          `${capitalized(theNameEs(pick))} es también la más barata, así que su valor no le cuesta nada extra.`,
        )
      : null;
  }
  const saving = pickRent - (rentOf(cheap) ?? 0);
  const smaller = isFigure(sqftOf(pick)) && isFigure(sqftOf(cheap)) && (cheap.sqft ?? 0) < (pick.sqft ?? 0);
  const less = formatSqft((pick.sqft ?? 0) - (cheap.sqft ?? 0));
  const space = smaller ? ` y ${isFigure(cheap.valueScore) ? '' : 'con '}${less} pies cuadrados menos de espacio` : '';
  return bulletEs(
    LABELS.cheapest,
    `${capitalized(theNameEs(cheap))} le ahorra ${formatUsd(saving)} al mes (${formatUsd(saving * MONTHS_PER_YEAR)} ` +
      `al año) frente a ${theNameEs(pick)}, ${withScoreEs(cheap)}${space}.`,
  );
}

function poorerValueBullet(all: readonly ComparisonFacts[]): string | null {
  const poorer = all.filter((f) => f.evaluation === 'Poorer Value');
  if (poorer.length === 0) return null;
  const list = poorer.map((f) => `${theNameEs(f)} (${formatScore(f.valueScore)})`);
  const joined = list.length === 1 ? list[0] : `${list.slice(0, -1).join(', ')} y ${list.at(-1)}`;
  // A listing with move-in specials was scored on its net effective rent, so the words say which rent is high.
  const rent =
    withSpecials(poorer).length > 0
      ? 'la renta, contando las ofertas de mudanza y los cargos, es alta'
      : 'la renta pedida es alta';
  return bulletEs(
    LABELS.poorerValue,
    `${capitalized(joined ?? '')} ${byCount(poorer, 'tiene', 'tienen')} una puntuación por debajo de 4: ${rent} ` +
      'para lo que ofrecen las viviendas comparables, así que negocie una renta más baja o siga buscando.',
  );
}

function recommendationBullet(pick: ComparisonFacts, all: readonly ComparisonFacts[]): string {
  const options: string[] = [];
  const cheapest = extremes(all, rentOf, 'lowest');
  const cheap = cheapest[0];
  const pickRent = rentOf(pick);
  const cheapRent = cheap ? rentOf(cheap) : null;
  if (cheap && !cheapest.includes(pick) && isFigure(pickRent) && isFigure(cheapRent)) {
    options.push(
      `si su presupuesto es ajustado, ${theNameEs(cheap)} cuesta ` +
        `${formatUsd((pickRent - cheapRent) * MONTHS_PER_YEAR)} menos al año`,
    );
  }
  const largest = extremes(all, sqftOf, 'highest');
  const big = largest[0];
  if (big && !largest.includes(pick) && isFigure(sqftOf(pick))) {
    options.push(
      `si necesita espacio, ${theNameEs(big)} tiene ${formatSqft((big.sqft ?? 0) - (pick.sqft ?? 0))} pies cuadrados más`,
    );
  }
  const first = `Dé prioridad a ${nameWithStreetEs(pick)}`;
  const text =
    options.length === 0
      ? `${first}: ninguna otra vivienda de esta comparación la supera en renta ni en espacio.`
      : `${first}; ${options.join(', y ')}.`;
  return bulletEs(LABELS.recommendation, text);
}

/** The right column: what choosing the recommended listing costs against the others, and the recommendation. */
export function tradeOffsColumnEs(pick: ComparisonFacts, all: readonly ComparisonFacts[]): (string | null)[] {
  return [
    recommendationLine(pick, all),
    spaceBullet(pick, all),
    cheapestBullet(pick, all),
    poorerValueBullet(all),
    recommendationBullet(pick, all),
  ];
}
