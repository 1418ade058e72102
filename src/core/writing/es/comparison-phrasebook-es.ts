import { CORE_TEXTS_ES } from '../../translations/core-texts-es';
import { translateCoreText } from '../../i18n/core-text';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from '../../primitives/format';
import { propertyName } from '../../compare/compare-labels';
import type { ComparisonFacts } from '../comparison-facts';
import type { ComparisonPhrasebook } from '../comparison-phrasebook';
import type {
  BestValuePlan,
  CheapestPlan,
  ConditionAmenitiesPlan,
  LowestRentPlan,
  MostSpacePlan,
  OpeningPlan,
  PoorerValuePlan,
  PricePerSqftPlan,
  RecommendationLinePlan,
  RecommendationPlan,
  SpacePlan,
} from '../comparison-plan';
import { isFigure, oneLine } from '../writer-text';
import { capitalized } from '../../primitives/words';

// The comparison's phrasebook in US Spanish (decision 074): the statements comparison-plan.ts chose, worded for
// Spanish word order and agreement ("la Propiedad A", "las viviendas"), not translated from the English sentences.

type Listings = readonly ComparisonFacts[];

/** A label src/core writes in English ("Better Value", "Above Average"), in Spanish, by its id (decision 088). */
function es(text: string): string {
  return translateCoreText(text, CORE_TEXTS_ES);
}

/** "Propiedad A": the listing's column in the compare table, as a bare name (inside parentheses). */
function bareName(facts: ComparisonFacts): string {
  return propertyName(facts.letter, 'es');
}

/** "la Propiedad A": the listing named in a sentence. */
function theName(facts: ComparisonFacts): string {
  return `la ${bareName(facts)}`;
}

function joined(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

/** "la Propiedad A", "la Propiedad A y la Propiedad B", "la Propiedad A, la Propiedad B y la Propiedad C". */
function names(list: Listings): string {
  return joined(list.map(theName));
}

/** "Propiedad A", "Propiedad A y Propiedad B": bare names, for parentheses. */
function bareNames(list: Listings): string {
  return joined(list.map(bareName));
}

/** The singular or the plural form, by how many listings a sentence is about. */
function byCount(list: readonly unknown[], one: string, many: string): string {
  return list.length === 1 ? one : many;
}

/** "una Puntuación de Valor de 7.1 (Mejor valor)"; only for a listing that has a score. */
function scoreText(facts: ComparisonFacts): string {
  const score = `una Puntuación de Valor de ${formatScore(facts.valueScore)}`;
  return facts.evaluation ? `${score} (${es(facts.evaluation)})` : score;
}

/** "con una Puntuación de Valor de 3.1 (Menor valor)", or "sin Puntuación de Valor". */
function withScore(facts: ComparisonFacts): string {
  return isFigure(facts.valueScore) ? `con ${scoreText(facts)}` : 'sin Puntuación de Valor';
}

/** "la Propiedad B (456 Oak Ave)": the street part of the address, so the recommendation names a place. */
function nameWithStreet(facts: ComparisonFacts): string {
  const street = oneLine(facts.address.split(',')[0] ?? '');
  return street ? `${theName(facts)} (${street})` : theName(facts);
}

/** " Las rentas que se muestran son lo que usted pagaría: …" when some rent is a net effective rent, else nothing. */
function specialsNote(special: Listings): string {
  if (special.length === 0) return '';
  return (
    ` Las rentas que se muestran son lo que usted pagaría: para ${names(special)}, el costo mensual total, ` +
    'contando sus ofertas de mudanza, sus cargos y sus servicios públicos.'
  );
}

function opening(plan: OpeningPlan): string {
  switch (plan.kind) {
    case 'noRents':
      return `Estas ${plan.count} viviendas no tienen renta registrada, así que se comparan solo por valor y tamaño.`;
    case 'sameRent': {
      const note = specialsNote(plan.specials);
      // With move-in specials the figure is what the renter pays, not what the landlord asks.
      const [one, many] = note ? ['cuesta', 'cuestan'] : ['pide', 'piden'];
      const who =
        plan.withRent === 1
          ? `La única vivienda con renta ${one}`
          : plan.withRent === plan.count
            ? `Las ${plan.withRent} viviendas ${many}`
            : `Las ${plan.withRent} viviendas con renta ${many}`;
      return `${who} ${formatUsd(plan.rent)} al mes, así que la elección depende del valor, el espacio y la condición.${note}`;
    }
    case 'spread':
      return (
        `En estas ${plan.count} viviendas, la renta va de ${formatUsd(plan.low)} al mes (${bareNames(plan.cheapest)}) a ` +
        `${formatUsd(plan.high)} (${bareNames(plan.dearest)}): una diferencia de ${formatUsd(plan.gap)} al mes, o ` +
        `${formatUsd(plan.gapPerYear)} al año.${specialsNote(plan.specials)}`
      );
  }
}

function bestValue(plan: BestValuePlan): string {
  switch (plan.kind) {
    case 'noneScored':
      return (
        'Ninguna de estas viviendas tiene Puntuación de Valor (hay muy pocas viviendas comparables), así que no se ' +
        'pueden ordenar por valor.'
      );
    case 'onlyOneScored': {
      const top = plan.listing;
      return (
        `Solo ${theName(top)} tiene Puntuación de Valor, de ${formatScore(top.valueScore)}` +
        `${top.evaluation ? ` (${es(top.evaluation)})` : ''}, así que el valor no permite compararlas.`
      );
    }
    case 'tied': {
      const who = plan.allScored ? `Las ${plan.scored.length} viviendas` : capitalized(names(plan.scored));
      return `${who} comparten ${scoreText(plan.top)}, así que el valor no las distingue.`;
    }
    case 'ranked':
      return (
        `${capitalized(names(plan.best))} ${byCount(plan.best, 'tiene', 'tienen')} la puntuación más alta, ${scoreText(plan.top)}, ` +
        `frente a ${formatScore(plan.bottom.valueScore)} de ${names(plan.worst)}.`
      );
  }
}

function lowestRent(plan: NonNullable<LowestRentPlan>): string {
  const following = byCount(plan.next, 'la siguiente más barata', 'las siguientes más baratas');
  return (
    `${capitalized(names(plan.cheapest))} ${byCount(plan.cheapest, 'cuesta', 'cuestan')} ${formatUsd(plan.low)} al mes ` +
    `(${formatUsd(plan.lowPerYear)} al año), ${formatUsd(plan.lessThanNext)} al mes menos que ${following}, ` +
    `${names(plan.next)}.`
  );
}

function mostSpace(plan: NonNullable<MostSpacePlan>): string {
  if (plan.kind === 'same')
    return `${capitalized(names(plan.sized))} tienen el mismo tamaño, ${formatSqft(plan.sqft)} pies cuadrados.`;
  const least = byCount(plan.smallest, 'la más pequeña', 'las más pequeñas');
  return (
    `${capitalized(names(plan.largest))} ${byCount(plan.largest, 'tiene', 'tienen')} ${formatSqft(plan.big)} pies cuadrados, ` +
    `${formatSqft(plan.big - plan.small)} pies cuadrados más que ${least}, ${names(plan.smallest)}, con ${formatSqft(plan.small)} pies cuadrados.`
  );
}

function pricePerSqft(plan: NonNullable<PricePerSqftPlan>): string {
  return (
    `${capitalized(names(plan.lowest))} ${byCount(plan.lowest, 'cuesta', 'cuestan')} ` +
    `${formatPricePerSqft(plan.low)} por pie cuadrado, frente a ` +
    `${formatPricePerSqft(plan.high)} de ${names(plan.highest)}.`
  );
}

function conditionAmenities(plan: NonNullable<ConditionAmenitiesPlan>): string {
  switch (plan.kind) {
    case 'allSame':
      return (
        `Las ${plan.count} viviendas tienen la misma calificación de condición (${es(plan.condition)}) ` +
        `y de comodidades (${es(plan.amenities)}).`
      );
    case 'sameLeader':
      return (
        `${capitalized(names(plan.leaders))} ${byCount(plan.leaders, 'tiene', 'tienen')} a la vez la mejor condición ` +
        `(${es(plan.condition)}) y las mejores comodidades (${es(plan.amenities)}).`
      );
    case 'split': {
      const parts: string[] = [];
      const { condition, amenities } = plan;
      if (condition?.kind === 'leaders')
        parts.push(
          `${names(condition.leaders)} ${byCount(condition.leaders, 'tiene', 'tienen')} la mejor condición (${es(condition.level)})`,
        );
      else if (condition) parts.push(`todas tienen la misma condición (${es(condition.level)})`);
      if (amenities?.kind === 'leaders')
        parts.push(
          `${names(amenities.leaders)} ${byCount(amenities.leaders, 'tiene', 'tienen')} las mejores comodidades (${es(amenities.level)})`,
        );
      else if (amenities) parts.push(`todas tienen las mismas comodidades (${es(amenities.level)})`);
      return `${capitalized(parts.join('; '))}.`;
    }
  }
}

/** "$1,500 al mes por 900 pies cuadrados", or without the size when it is not known. */
function monthlyTerms(paid: number, sqft: number | null): string {
  const size = sqft === null ? '' : ` por ${formatSqft(sqft)} pies cuadrados`;
  return `${formatUsd(paid)} al mes${size}`;
}

function recommendationLine(plan: RecommendationLinePlan): string {
  const { pick, paid, sqft } = plan;
  switch (plan.kind) {
    case 'byScore': {
      const score = isFigure(pick.valueScore) ? `tiene ${scoreText(pick)}` : 'no tiene Puntuación de Valor';
      const rent = paid === null ? '' : ` y cuesta ${monthlyTerms(paid, sqft)}`;
      return `${capitalized(theName(pick))} parece la mejor opción: ${score}${rent}.`;
    }
    case 'byPricePerSqft': {
      const terms = paid === null ? '' : ` (${monthlyTerms(paid, sqft)})`;
      return (
        `Sin Puntuación de Valor, la recomendación se basa en el precio y el tamaño: ${theName(pick)} le da más ` +
        `espacio por su dinero, a ${formatPricePerSqft(plan.pricePerSqft)} por pie cuadrado${terms}.`
      );
    }
    case 'byRent': {
      const rent = paid === null ? '' : `, a ${monthlyTerms(paid, sqft)}`;
      return `Sin Puntuación de Valor ni tamaños, la recomendación se basa solo en la renta: ${theName(pick)} es la más barata${rent}.`;
    }
  }
}

function space(plan: NonNullable<SpacePlan>): string {
  if (plan.kind === 'alsoLargest')
    return `${capitalized(theName(plan.pick))} es también la más grande, así que al elegirla no renuncia a espacio.`;
  const offers = `${capitalized(theName(plan.big))} ofrece ${formatSqft(plan.extra)} pies cuadrados más que ${theName(plan.pick)}`;
  switch (plan.kind) {
    case 'larger':
      return `${offers}.`;
    case 'largerForMore':
      return (
        `${offers} por ${formatUsd(plan.more)} más al mes (${formatUsd(plan.morePerYear)} al año), unos ` +
        `${formatPricePerSqft(plan.perExtraSqft)} al mes por cada pie cuadrado adicional.`
      );
    case 'largerForLess':
      return (
        `${offers} ${plan.less === 0 ? 'por la misma renta' : `y cuesta ${formatUsd(plan.less)} menos al mes`}, pero tiene una ` +
        'puntuación más baja: revise su condición, sus comodidades y su ubicación antes de descartarla.'
      );
  }
}

function cheapest(plan: NonNullable<CheapestPlan>): string {
  if (plan.kind === 'alsoCheapest')
    return `${capitalized(theName(plan.pick))} es también la más barata, así que su valor no le cuesta nada extra.`;
  const { cheap } = plan;
  const room =
    plan.smallerBy === null
      ? ''
      : ` y ${isFigure(cheap.valueScore) ? '' : 'con '}${formatSqft(plan.smallerBy)} pies cuadrados menos de espacio`;
  return (
    `${capitalized(theName(cheap))} le ahorra ${formatUsd(plan.saving)} al mes (${formatUsd(plan.savingPerYear)} ` +
    `al año) frente a ${theName(plan.pick)}, ${withScore(cheap)}${room}.`
  );
}

function poorerValue(plan: NonNullable<PoorerValuePlan>): string {
  const list = joined(plan.poorer.map((f) => `${theName(f)} (${formatScore(f.valueScore)})`));
  const rent = plan.specials
    ? 'la renta, contando las ofertas de mudanza y los cargos, es alta'
    : 'la renta pedida es alta';
  return (
    `${capitalized(list)} ${byCount(plan.poorer, 'tiene', 'tienen')} una puntuación por debajo de 4: ${rent} ` +
    'para lo que ofrecen las viviendas comparables, así que negocie una renta más baja o siga buscando.'
  );
}

function recommendation(plan: RecommendationPlan): string {
  const options: string[] = [];
  if (plan.cheaper)
    options.push(
      `si su presupuesto es ajustado, ${theName(plan.cheaper.listing)} cuesta ` +
        `${formatUsd(plan.cheaper.lessPerYear)} menos al año`,
    );
  if (plan.roomier)
    options.push(
      `si necesita espacio, ${theName(plan.roomier.listing)} tiene ${formatSqft(plan.roomier.extra)} pies cuadrados más`,
    );
  const first = `Dé prioridad a ${nameWithStreet(plan.pick)}`;
  return options.length === 0
    ? `${first}: ninguna otra vivienda de esta comparación la supera en renta ni en espacio.`
    : `${first}; ${options.join(', y ')}.`;
}

/** The comparison in Spanish. */
export const COMPARISON_ES: ComparisonPhrasebook = {
  labels: {
    bestValue: 'Mejor valor',
    lowestRent: 'Renta más baja',
    mostSpace: 'Más espacio',
    pricePerSqft: 'Precio por pie cuadrado más bajo',
    conditionAmenities: 'Condición y comodidades',
    space: 'Pagar por más espacio',
    cheapest: 'Ahorrar dinero',
    poorerValue: 'Menor valor',
    recommendation: 'Recomendación',
  },
  opening,
  bestValue,
  lowestRent,
  mostSpace,
  pricePerSqft,
  conditionAmenities,
  recommendationLine,
  space,
  cheapest,
  poorerValue,
  recommendation,
};
