import { confidenceReasonText } from '../../valuation/confidence-reason-text';
import type { RangeVerdict } from '../../valuation/expected-range';
import type { ScoredRentKind } from '../../valuation/scored-rent';
import { CORE_TEXTS_ES } from '../../translations/core-texts-es';
import { translateCoreText } from '../../i18n/core-text';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from '../../primitives/format';
import { roundTo } from '../../primitives/round';
import type {
  ConditionPlan,
  EvidencePlan,
  ListingPlan,
  NegotiationPlan,
  ParagraphPlan,
  PricePerSqftPlan,
  RangePlan,
  SizePlan,
} from '../evaluation-plan';
import type { EvaluationPhrasebook } from '../evaluation-phrasebook';
import { isPositive, percentText, shownPercent } from '../evaluation-phrases';
import { capitalized, countOf } from '../../primitives/words';

// The evaluation's phrasebook in US Spanish (decision 074): the statements evaluation-plan.ts chose, worded for
// Spanish word order and gender, not translated from the English sentences. Labels never contain a colon.

/** A label src/core writes in English ("Better Value", "Above Average"), in Spanish. */
function es(text: string): string {
  return translateCoreText(text, CORE_TEXTS_ES);
}

const RENT_NOUNS: Readonly<Record<ScoredRentKind, string>> = {
  asking: 'renta pedida',
  afterSpecials: 'renta con las ofertas de mudanza',
  netEffective: 'renta neta efectiva',
  offered: 'renta de renovación ofrecida',
};

/** "un 4% por encima de", "un 12% por debajo de" or "igual a": how a figure compares with its reference. */
function relation(difference: number): string {
  if (shownPercent(difference) === 0) return 'igual a';
  return `un ${percentText(difference)} ${difference > 0 ? 'por encima de' : 'por debajo de'}`;
}

/** "el apartamento de 2 habitaciones en 123 Main St, …", or "esta casa" without an address. */
function subject(listing: ListingPlan): string {
  const type = listing.house ? 'casa' : 'apartamento';
  const bedrooms = listing.bedrooms;
  const noun =
    bedrooms === null
      ? type
      : bedrooms.kind === 'studio'
        ? `${type} tipo estudio`
        : bedrooms.count === '1'
          ? `${type} de 1 habitación`
          : `${type} de ${bedrooms.count} habitaciones`;
  if (listing.address === '') return `${listing.house ? 'esta' : 'este'} ${noun}`;
  return `${listing.house ? 'la' : 'el'} ${noun} en ${listing.address}`;
}

function radiusText(miles: number | null): string {
  if (!isPositive(miles)) return 'en la zona';
  const shown = roundTo(miles, 1);
  return `a menos de ${shown} ${shown === 1 ? 'milla' : 'millas'}`;
}

function lookbackText(days: number): string {
  if (!isPositive(days)) return 'recientemente';
  if (days % 365 === 0) return `en los últimos ${(days / 365) * 12} meses`;
  return `en los últimos ${countOf(days, 'día', 'días')}`;
}

/** Where the rent sits against the expected range. */
const RANGE_PLACE: Record<RangeVerdict, string> = {
  below: 'por debajo del rango esperado',
  within: 'dentro del rango esperado',
  above: 'por encima del rango esperado',
};

function paragraph(plan: ParagraphPlan): string {
  if (plan.kind === 'scored') {
    const opening = `Por ${formatUsd(plan.rent)} al mes, ${subject(plan.listing)}`;
    const expected = plan.expected === null ? '' : ` de ${formatUsd(plan.expected)}`;
    const place = plan.place === null ? '' : `, ${RANGE_PLACE[plan.place]}`;
    const first =
      plan.difference === null
        ? `${opening} se ha comparado con la renta esperada para su condición y sus comodidades${place}.`
        : `${opening} tiene un precio ${relation(plan.difference)} la renta esperada${expected} para su condición y sus comodidades${place}.`;
    return `${first} Teniendo en cuenta a la vez el precio y el precio por pie cuadrado, se califica como ${es(plan.label)}, con una Puntuación de Valor de ${formatScore(plan.score)}.`;
  }
  const named = subject(plan.listing);
  const opening = plan.rentShown
    ? `Por ${formatUsd(plan.rent)} al mes, ${named} no tiene Puntuación de Valor`
    : `${capitalized(named)} no tiene Puntuación de Valor`;
  const reason = plan.reason;
  const needs = `una puntuación necesita al menos ${plan.minComps}`;
  let why: string;
  switch (reason.kind) {
    case 'needsRentAndSize':
      why = 'una puntuación necesita una renta pedida y un tamaño positivos para comparar';
      break;
    case 'noneFound':
      why = `no se encontraron viviendas comparables ${radiusText(reason.radiusMiles)}, y ${needs}`;
      break;
    case 'noneUsable':
      why = `no se pudo usar ninguna de las ${countOf(reason.found, 'vivienda comparable encontrada', 'viviendas comparables encontradas')}, y ${needs}`;
      break;
    case 'someUsable':
      why = `solo se pudieron usar ${reason.used} de las ${reason.found} viviendas comparables encontradas, y ${needs}`;
      break;
    case 'fewFound':
      why = `solo se ${reason.used === 1 ? 'encontró' : 'encontraron'} ${countOf(reason.used, 'vivienda comparable utilizable', 'viviendas comparables utilizables')}, y ${needs}`;
      break;
  }
  const first = `${opening}: ${why}.`;
  if (plan.median === null) return first;
  const them = plan.median.oneComp ? 'la única vivienda comparable usada' : 'las viviendas comparables usadas';
  return `${first} La ${RENT_NOUNS[plan.rentKind]} está ${relation(plan.median.difference)} la mediana de ${them}, ${formatUsd(plan.median.median)}, solo como orientación.`;
}

function range(plan: RangePlan): string {
  const rent = RENT_NOUNS[plan.rentKind];
  switch (plan.kind) {
    case 'benchmarkOnly':
      return `Sin suficientes viviendas comparables para una puntuación, las referencias oficiales sitúan la renta esperada cerca de ${formatUsd(plan.market)} (${formatUsd(plan.min)}–${formatUsd(plan.max)}), solo como orientación; la ${rent} de ${formatUsd(plan.rent)} está ${RANGE_PLACE[plan.place]}.`;
    case 'noRange':
      return plan.why === 'unscorable'
        ? `No hay rango esperado, porque no se pudo calificar la vivienda; la ${rent} es de ${formatUsd(plan.rent)}.`
        : `No hay rango esperado sin al menos ${plan.minComps} viviendas comparables utilizables; la ${rent} es de ${formatUsd(plan.rent)}.`;
  }
  const span = `${formatUsd(plan.min)}–${formatUsd(plan.max)}`;
  const around = plan.market === null ? '' : `, en torno a una renta esperada de ${formatUsd(plan.market)}`;
  const asking = `La ${rent} de ${formatUsd(plan.rent)}`;
  switch (plan.kind) {
    case 'above':
      return `${asking} supera en ${formatUsd(plan.gap)} el máximo del rango esperado, ${span}${around}.`;
    case 'below':
      return `${asking} queda ${formatUsd(plan.gap)} por debajo del mínimo del rango esperado, ${span}${around}.`;
    case 'within':
      return `${asking} está dentro del rango esperado, ${span}${around}.`;
  }
}

function pricePerSqft(plan: PricePerSqftPlan): string {
  if (plan.kind === 'unknown')
    return 'No se puede calcular el precio por pie cuadrado sin la renta pedida y el tamaño de la vivienda.';
  const opening = `El precio pedido de ${formatPricePerSqft(plan.asking)} por pie cuadrado`;
  if (plan.kind === 'noMedian')
    return `${opening} no se puede comparar: la mediana del precio por pie cuadrado de las viviendas comparables no está disponible.`;
  const expected =
    plan.expected === null
      ? ''
      : `; para su condición y sus comodidades se esperarían ${formatPricePerSqft(plan.expected)}`;
  return `${opening} está ${relation(plan.difference)} la mediana local de ${formatPricePerSqft(plan.median)}${expected}.`;
}

function size(plan: SizePlan): string {
  if (plan.kind === 'unknown')
    return 'No se indicó el tamaño de la vivienda, así que no se pudo comparar con las viviendas comparables.';
  const shown = `${formatSqft(plan.sqft)} pies cuadrados`;
  if (plan.kind === 'noCompSizes')
    return `Con ${shown}, no se pudo comparar el tamaño: no se conocen los tamaños de las viviendas comparables.`;
  const median = `la vivienda comparable mediana (${formatSqft(plan.median)} pies cuadrados)`;
  if (plan.kind === 'same') return `Con ${shown}, tiene el mismo tamaño que ${median}.`;
  return `Con ${shown}, tiene un ${percentText(plan.difference)} ${plan.kind === 'larger' ? 'más' : 'menos'} de superficie que ${median}.`;
}

function condition(plan: ConditionPlan): string {
  const { quality, amenities } = plan;
  const state =
    quality.label === null
      ? `Un nivel de condición ${quality.level}`
      : `Una condición ${es(quality.label).toLowerCase()}`;
  const extras =
    amenities.label === null
      ? `nivel de comodidades ${amenities.level}`
      : `comodidades ${es(amenities.label).toLowerCase()}`;
  const levels = `${state} y unas ${extras}`;
  switch (plan.kind) {
    case 'unweighed':
      return `${levels} no se pudieron valorar.`;
    case 'wouldAdjust':
      return `${levels} ajustarían la renta esperada en ${plan.signed} cuando haya suficientes viviendas comparables.`;
    case 'adjustsTo':
      return `${levels} ajustan la renta esperada en ${plan.signed}, hasta ${formatUsd(plan.market)}.`;
    case 'adjusts':
      return `${levels} ajustan la renta esperada en ${plan.signed}.`;
    case 'staysAtMedian':
      return `${levels} ajustan la renta esperada en ${plan.signed}: se queda en la mediana de las viviendas comparables, ${formatUsd(plan.median)}.`;
    case 'fromMedian':
      return `${levels} ajustan la renta esperada en ${plan.signed}, de la mediana de las viviendas comparables (${formatUsd(plan.median)}) a ${formatUsd(plan.market)}.`;
  }
}

const DATA_SOURCE_NAMES: Readonly<Record<string, string>> = {
  listings: 'anuncios de renta importados',
  rentcast: 'RentCast',
};

const CONFIDENCE_WORDS = { high: 'alta', medium: 'media', low: 'baja' } as const;

function droppedText({ dropped }: EvidencePlan): string {
  const { invalid, priceOutlier, sqftOutOfRange, duplicateAddress } = dropped;
  const reasons = [
    invalid > 0 ? `${invalid} sin precio o tamaño` : null,
    priceOutlier > 0 ? countOf(priceOutlier, 'precio atípico', 'precios atípicos') : null,
    sqftOutOfRange > 0 ? `${sqftOutOfRange} de tamaño muy distinto` : null,
    duplicateAddress > 0 ? countOf(duplicateAddress, 'dirección repetida', 'direcciones repetidas') : null,
  ].filter((reason): reason is string => reason !== null);
  return reasons.length === 0 ? '' : ` (se dejaron fuera: ${reasons.join(', ')})`;
}

function evidence(plan: EvidencePlan): string {
  const source = plan.source === null ? undefined : DATA_SOURCE_NAMES[plan.source];
  const from = source ? ` de ${source}` : '';
  const where = `${radiusText(plan.radiusMiles)} ${lookbackText(plan.lookbackDays)}`;
  let counted: string;
  if (plan.found === 0) {
    counted = `No se encontraron viviendas comparables${from} ${where}.`;
  } else {
    const found =
      plan.found === 1
        ? `Se encontró 1 vivienda comparable${from} ${where}`
        : `Se encontraron ${plan.found} viviendas comparables${from} ${where}`;
    const used = plan.used === 0 ? 'no se usó ninguna' : plan.used === 1 ? 'se usó 1' : `se usaron ${plan.used}`;
    counted = `${found}, y ${used}${droppedText(plan)}.`;
  }
  const position = plan.position
    ? ` La ${RENT_NOUNS[plan.position.rentKind]} es más alta que el ${plan.position.percentile}% de ${plan.position.oneComp ? 'ella' : 'ellas'}.`
    : '';
  const sample = plan.sample ? ' Son datos de mercado de muestra generados para esta zona, no anuncios reales.' : '';
  const benchmark = plan.benchmark
    ? ` La referencia oficial, ${plan.benchmark.name} (la renta de mercado que publica el gobierno federal) para ${plan.benchmark.area}, es de ${formatUsd(plan.benchmark.rent)} al mes con servicios incluidos, según ${es(plan.benchmark.release)}.`
    : '';
  return `${counted}${position}${sample}${benchmark}${confidenceText(plan)}`;
}

function confidenceText({ confidence }: EvidencePlan): string {
  if (!confidence) return '';
  const reasons = confidence.reasons.map((reason) => confidenceReasonText(reason, 'es').replace(/\.$/, ''));
  const why = reasons.length > 0 ? `: ${reasons.join('; ')}` : '';
  return ` La confianza en la renta esperada es ${CONFIDENCE_WORDS[confidence.level]}${why}.`;
}

function negotiation(plan: NegotiationPlan): string {
  const median =
    'median' in plan && plan.median !== null
      ? `, citando la renta mediana de las viviendas comparables, ${formatUsd(plan.median)}`
      : '';
  switch (plan.kind) {
    case 'askTop':
      return `Pida ${formatUsd(plan.max)}, el máximo del rango esperado y ${formatUsd(plan.gap)} menos al mes${median}.`;
    case 'askExpected':
      return `Pida ${formatUsd(plan.market)}, la renta esperada para su condición y sus comodidades${median}.`;
    case 'moveQuickly':
      return 'La renta está por debajo del rango esperado, así que actúe rápido, pero antes averigüe el motivo en el anuncio (cargos, condición, términos del contrato).';
    case 'negotiateTerms':
      return 'La renta está en la renta esperada o por debajo, así que negocie las condiciones más que el precio: pida mantener esta renta con un contrato más largo.';
    case 'citeMedian':
      return `Cite la renta mediana de las viviendas comparables usadas, ${formatUsd(plan.median)}, y pida al arrendador las rentas recientes de unidades parecidas antes de aceptar pagar más.`;
    case 'askForRents':
      return 'Pida al arrendador las rentas recientes de unidades parecidas en la zona antes de aceptar el precio.';
  }
}

/** The evaluation in Spanish. */
export const EVALUATION_ES: EvaluationPhrasebook = {
  labels: {
    range: 'Precio frente al rango esperado',
    pricePerSqft: 'Precio por pie cuadrado',
    size: 'Tamaño',
    conditionAmenities: 'Condición y comodidades',
    evidence: 'Evidencia',
    negotiation: 'Negociación',
  },
  paragraph,
  range,
  pricePerSqft,
  size,
  condition,
  evidence,
  negotiation,
};
