import { amenitiesLabel, evaluationLabel, qualityLabel } from '../../compare/compare-labels';
import { MIN_COMPS } from '../../constants';
import { CORE_TEXTS_ES } from '../../i18n/core-texts-es';
import { translateCoreText } from '../../i18n/core-text';
import { formatPricePerSqft, formatScore, formatSqft, formatUsd } from '../../primitives/format';
import { roundTo } from '../../primitives/round';
import { displayScore } from '../../valuation/value-score';
import type { EvaluationFacts } from '../evaluation-facts';
import {
  askingPricePerSqft,
  differenceFrom,
  factorOf,
  isPositive,
  marketDifference,
  percentText,
  shownPercent,
  verdictOf,
} from '../evaluation-phrases';
import { isBenchmarkOnlyRange } from '../evaluation-bullets';
import { isFigure, oneLine } from '../writer-text';
import {
  capitalized,
  lookbackTextEs,
  pluralEs,
  radiusTextEs,
  RANGE_PLACE_ES,
  relationEs,
  rentNounEs,
  subjectPhraseEs,
} from './evaluation-phrases-es';

// The built-in evaluation writer in US Spanish (decision 074): the same layout and the same figures as
// evaluation-writer.ts (a paragraph, then `* Label: text` bullets), written in Spanish from the figures, not translated
// from the English text. Labels never contain a colon (the page splits a bullet at its first colon).

const EVALUATION_BULLET_LABELS_ES = {
  range: 'Precio frente al rango esperado',
  pricePerSqft: 'Precio por pie cuadrado',
  size: 'Tamaño',
  conditionAmenities: 'Condición y comodidades',
  evidence: 'Evidencia',
  negotiation: 'Negociación',
} as const;

/** A label src/core writes in English ("Better Value", "Above Average"), in Spanish. */
function es(text: string): string {
  return translateCoreText(text, CORE_TEXTS_ES);
}

function scoredParagraph(facts: EvaluationFacts, score: number): string {
  const shownScore = displayScore(score);
  const difference = marketDifference(facts);
  const verdict = verdictOf(facts);
  const label = es(evaluationLabel(shownScore, verdict) ?? 'Fair Value');
  const opening = `Por ${formatUsd(facts.rent)} al mes, ${subjectPhraseEs(facts)}`;
  const expected = isPositive(facts.marketPrice) ? ` de ${formatUsd(facts.marketPrice)}` : '';
  const place = verdict === null ? '' : `, ${RANGE_PLACE_ES[verdict]}`;
  const first =
    difference === null
      ? `${opening} se ha comparado con la renta esperada para su estado y sus comodidades${place}.`
      : `${opening} tiene un precio ${relationEs(difference)} la renta esperada${expected} para su estado y sus comodidades${place}.`;
  return `${first} Teniendo en cuenta a la vez el precio y el precio por pie cuadrado, se califica como ${label}, con una Puntuación de Valor de ${formatScore(shownScore)}.`;
}

function unscoredParagraph(facts: EvaluationFacts): string {
  const subject = subjectPhraseEs(facts);
  const opening = isPositive(facts.rent)
    ? `Por ${formatUsd(facts.rent)} al mes, ${subject} no tiene Puntuación de Valor`
    : `${capitalized(subject)} no tiene Puntuación de Valor`;
  let reason: string;
  if (facts.compsUsed >= MIN_COMPS) {
    reason = 'una puntuación necesita una renta pedida y un tamaño positivos para comparar';
  } else if (facts.compsFound === 0) {
    reason = `no se encontraron viviendas comparables ${radiusTextEs(facts.radiusMiles)}, y una puntuación necesita al menos ${MIN_COMPS}`;
  } else if (facts.compsUsed === 0) {
    reason = `no se pudo usar ninguna de las ${pluralEs(facts.compsFound, 'vivienda comparable encontrada', 'viviendas comparables encontradas')}, y una puntuación necesita al menos ${MIN_COMPS}`;
  } else if (facts.compsFound > facts.compsUsed) {
    reason = `solo se pudieron usar ${facts.compsUsed} de las ${facts.compsFound} viviendas comparables encontradas, y una puntuación necesita al menos ${MIN_COMPS}`;
  } else {
    reason = `solo se ${facts.compsUsed === 1 ? 'encontró' : 'encontraron'} ${pluralEs(facts.compsUsed, 'vivienda comparable utilizable', 'viviendas comparables utilizables')}, y una puntuación necesita al menos ${MIN_COMPS}`;
  }
  const first = `${opening}: ${reason}.`;
  const difference = differenceFrom(facts.rent, facts.medianRent);
  if (difference === null || !isPositive(facts.rent)) return first;
  const them = facts.compsUsed === 1 ? 'la única vivienda comparable usada' : 'las viviendas comparables usadas';
  const second = `La ${rentNounEs(facts)} está ${relationEs(difference)} la mediana de ${them}, ${formatUsd(facts.medianRent)}, solo como orientación.`;
  return `${first} ${second}`;
}

function rangeBullet(facts: EvaluationFacts, scored: boolean): string {
  const verdict = verdictOf(facts);
  const rent = rentNounEs(facts);
  if (verdict !== null && isBenchmarkOnlyRange(facts, scored)) {
    return `Sin suficientes viviendas comparables para una puntuación, las referencias oficiales sitúan la renta esperada cerca de ${formatUsd(facts.marketPrice)} (${formatUsd(facts.minPrice)}–${formatUsd(facts.maxPrice)}), solo como orientación; la ${rent} de ${formatUsd(facts.rent)} está ${RANGE_PLACE_ES[verdict]}.`;
  }
  if (!scored || verdict === null || !isFigure(facts.minPrice) || !isFigure(facts.maxPrice)) {
    return facts.compsUsed >= MIN_COMPS
      ? `No hay rango esperado, porque no se pudo calificar la vivienda; la ${rent} es de ${formatUsd(facts.rent)}.`
      : `No hay rango esperado sin al menos ${MIN_COMPS} viviendas comparables utilizables; la ${rent} es de ${formatUsd(facts.rent)}.`;
  }
  const range = `${formatUsd(facts.minPrice)}–${formatUsd(facts.maxPrice)}`;
  const around = isPositive(facts.marketPrice)
    ? `, en torno a una renta esperada de ${formatUsd(facts.marketPrice)}`
    : '';
  const asking = `La ${rent} de ${formatUsd(facts.rent)}`;
  switch (verdict) {
    case 'above':
      return `${asking} supera en ${formatUsd(facts.rent - facts.maxPrice)} el máximo del rango esperado, ${range}${around}.`;
    case 'below':
      return `${asking} queda ${formatUsd(facts.minPrice - facts.rent)} por debajo del mínimo del rango esperado, ${range}${around}.`;
    case 'within':
      return `${asking} está dentro del rango esperado, ${range}${around}.`;
  }
}

function pricePerSqftBullet(facts: EvaluationFacts): string {
  const asking = askingPricePerSqft(facts);
  if (asking === null)
    return 'No se puede calcular el precio por pie cuadrado sin la renta pedida y el tamaño de la vivienda.';
  const opening = `El precio pedido de ${formatPricePerSqft(asking)} por pie cuadrado`;
  const difference = differenceFrom(asking, facts.medianPricePerSqft);
  if (difference === null)
    return `${opening} no se puede comparar: la mediana del precio por pie cuadrado de las viviendas comparables no está disponible.`;
  const expected = isPositive(facts.expectedPricePerSqft)
    ? `; para su estado y sus comodidades se esperarían ${formatPricePerSqft(facts.expectedPricePerSqft)}`
    : '';
  return `${opening} está ${relationEs(difference)} la mediana local de ${formatPricePerSqft(facts.medianPricePerSqft)}${expected}.`;
}

function sizeBullet(facts: EvaluationFacts): string {
  if (!isPositive(facts.sqft))
    return 'No se indicó el tamaño de la vivienda, así que no se pudo comparar con las viviendas comparables.';
  const size = `${formatSqft(facts.sqft)} pies cuadrados`;
  const difference = differenceFrom(facts.sqft, facts.medianCompSqft);
  if (difference === null)
    return `Con ${size}, no se pudo comparar el tamaño: no se conocen los tamaños de las viviendas comparables.`;
  const median = `la vivienda comparable mediana (${formatSqft(facts.medianCompSqft)} pies cuadrados)`;
  if (shownPercent(difference) === 0) return `Con ${size}, tiene el mismo tamaño que ${median}.`;
  return `Con ${size}, tiene un ${percentText(difference)} ${difference > 0 ? 'más' : 'menos'} de superficie que ${median}.`;
}

function conditionBullet(facts: EvaluationFacts, scored: boolean): string {
  const quality = qualityLabel(facts.qualityLevel);
  const amenities = amenitiesLabel(facts.amenitiesLevel);
  const condition = quality === null ? `nivel de estado ${facts.qualityLevel}` : `estado ${es(quality).toLowerCase()}`;
  const extras =
    amenities === null ? `nivel de comodidades ${facts.amenitiesLevel}` : `comodidades ${es(amenities).toLowerCase()}`;
  const levels = `Un ${condition} y unas ${extras}`;
  const factor = factorOf(facts);
  if (factor === null) return `${levels} no se pudieron valorar.`;
  const change = roundTo((factor - 1) * 100, 1);
  const signed = change === 0 ? '±0%' : `${change > 0 ? '+' : '-'}${Math.abs(change)}%`;
  if (!scored)
    return `${levels} ajustarían la renta esperada en ${signed} cuando haya suficientes viviendas comparables.`;
  if (isPositive(facts.compsEstimate) && isPositive(facts.marketPrice) && isFigure(facts.adjustmentFactor)) {
    return `${levels} ajustan la renta esperada en ${signed}, hasta ${formatUsd(facts.marketPrice)}.`;
  }
  const fromTo =
    isPositive(facts.medianRent) && isPositive(facts.marketPrice)
      ? change === 0
        ? `: se queda en la mediana de las viviendas comparables, ${formatUsd(facts.medianRent)}`
        : `, de la mediana de las viviendas comparables (${formatUsd(facts.medianRent)}) a ${formatUsd(facts.marketPrice)}`
      : '';
  return `${levels} ajustan la renta esperada en ${signed}${fromTo}.`;
}

function negotiationBullet(facts: EvaluationFacts, scored: boolean): string {
  const verdict = verdictOf(facts);
  const median = isPositive(facts.medianRent)
    ? `, citando la renta mediana de las viviendas comparables, ${formatUsd(facts.medianRent)}`
    : '';
  if (scored && verdict === 'above' && isFigure(facts.maxPrice)) {
    return `Pida ${formatUsd(facts.maxPrice)}, el máximo del rango esperado y ${formatUsd(facts.rent - facts.maxPrice)} menos al mes${median}.`;
  }
  if (scored && verdict === 'within' && isPositive(facts.marketPrice) && facts.rent > facts.marketPrice) {
    return `Pida ${formatUsd(facts.marketPrice)}, la renta esperada para su estado y sus comodidades${median}.`;
  }
  if (scored && verdict === 'below') {
    return 'La renta está por debajo del rango esperado, así que actúe rápido, pero antes averigüe el motivo en el anuncio (cargos, estado, condiciones del contrato).';
  }
  if (scored) {
    return 'La renta está en la renta esperada o por debajo, así que negocie las condiciones más que el precio: pida mantener esta renta con un contrato más largo.';
  }
  if (isPositive(facts.medianRent) && facts.rent > facts.medianRent) {
    return `Cite la renta mediana de las viviendas comparables usadas, ${formatUsd(facts.medianRent)}, y pida al arrendador las rentas recientes de unidades parecidas antes de aceptar pagar más.`;
  }
  return 'Pida al arrendador las rentas recientes de unidades parecidas en la zona antes de aceptar el precio.';
}

const DATA_SOURCE_NAMES_ES: Readonly<Record<string, string>> = {
  listings: 'anuncios de renta importados',
  rentcast: 'RentCast',
};

function droppedText(facts: EvaluationFacts): string {
  const { invalid, priceOutlier, sqftOutOfRange, duplicateAddress } = facts.dropped;
  const reasons = [
    invalid > 0 ? `${invalid} sin precio o tamaño` : null,
    priceOutlier > 0 ? pluralEs(priceOutlier, 'precio atípico', 'precios atípicos') : null,
    sqftOutOfRange > 0 ? `${sqftOutOfRange} de tamaño muy distinto` : null,
    duplicateAddress > 0 ? pluralEs(duplicateAddress, 'dirección repetida', 'direcciones repetidas') : null,
  ].filter((reason): reason is string => reason !== null);
  return reasons.length === 0 ? '' : ` (se dejaron fuera: ${reasons.join(', ')})`;
}

const CONFIDENCE_WORDS_ES = { high: 'alta', medium: 'media', low: 'baja' } as const;

function evidenceBullet(facts: EvaluationFacts): string {
  const source = facts.isSample ? undefined : DATA_SOURCE_NAMES_ES[facts.dataSource];
  const from = source ? ` de ${source}` : '';
  const where = `${radiusTextEs(facts.radiusMiles)} ${lookbackTextEs(facts.lookbackDays)}`;
  let counted: string;
  if (facts.compsFound === 0) {
    counted = `No se encontraron viviendas comparables${from} ${where}.`;
  } else {
    const found =
      facts.compsFound === 1
        ? `Se encontró 1 vivienda comparable${from} ${where}`
        : `Se encontraron ${facts.compsFound} viviendas comparables${from} ${where}`;
    const used =
      facts.compsUsed === 0 ? 'no se usó ninguna' : facts.compsUsed === 1 ? 'se usó 1' : `se usaron ${facts.compsUsed}`;
    counted = `${found}, y ${used}${droppedText(facts)}.`;
  }
  const position =
    isFigure(facts.askingPercentile) && facts.compsUsed > 0
      ? ` La ${rentNounEs(facts)} es más alta que el ${roundTo(facts.askingPercentile, 0)}% de ${facts.compsUsed === 1 ? 'ella' : 'ellas'}.`
      : '';
  const sample = facts.isSample ? ' Son datos de mercado de muestra generados para esta zona, no anuncios reales.' : '';
  return `${counted}${position}${sample}${benchmarkText(facts)}${confidenceText(facts)}`;
}

function benchmarkText(facts: EvaluationFacts): string {
  const benchmark = facts.benchmark;
  if (!benchmark || !isPositive(benchmark.rent)) return '';
  return ` La referencia oficial, ${benchmark.name} (la renta de mercado que publica el gobierno federal) para ${oneLine(benchmark.area)}, es de ${formatUsd(benchmark.rent)} al mes con servicios incluidos, según ${translateCoreText(benchmark.release, CORE_TEXTS_ES)}.`;
}

function confidenceText(facts: EvaluationFacts): string {
  if (!facts.confidence) return '';
  const reasons = (facts.confidenceReasons ?? [])
    .map((reason) => es(oneLine(reason)).replace(/\.$/, ''))
    .filter(Boolean);
  const why = reasons.length > 0 ? `: ${reasons.join('; ')}` : '';
  return ` La confianza en la renta esperada es ${CONFIDENCE_WORDS_ES[facts.confidence]}${why}.`;
}

/** The evaluation in Spanish: the same paragraph and bullets as writeEvaluation, in the same order. */
export function writeEvaluationEs(facts: EvaluationFacts): string {
  const scored = isFigure(facts.valueScore);
  const paragraph = isFigure(facts.valueScore) ? scoredParagraph(facts, facts.valueScore) : unscoredParagraph(facts);
  const labels = EVALUATION_BULLET_LABELS_ES;
  const bullets: [string, string][] = [
    [labels.range, rangeBullet(facts, scored)],
    [labels.pricePerSqft, pricePerSqftBullet(facts)],
    [labels.size, sizeBullet(facts)],
    [labels.conditionAmenities, conditionBullet(facts, scored)],
    [labels.evidence, evidenceBullet(facts)],
    [labels.negotiation, negotiationBullet(facts, scored)],
  ];
  return [paragraph, ...bullets.map(([label, text]) => `* ${label}: ${text}`)].join('\n');
}
