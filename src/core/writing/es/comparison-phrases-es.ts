import { CORE_TEXTS_ES } from '../../i18n/core-texts-es';
import { translateCoreText } from '../../i18n/core-text';
import { formatScore } from '../../primitives/format';
import type { ComparisonFacts } from '../comparison-facts';
import { isFigure, oneLine } from '../writer-text';

// What the Spanish comparison's two columns share (comparison-writer-es.ts), as comparison-figures.ts is for the
// English one: the bullet labels, how listings are named ("la Propiedad A y la Propiedad B"), and the phrases of the
// Value Score. The figures, extremes and the recommendation are the English modules' own (comparison-figures.ts).

export const COMPARISON_BULLET_LABELS_ES = {
  bestValue: 'Mejor valor',
  lowestRent: 'Renta más baja',
  mostSpace: 'Más espacio',
  pricePerSqft: 'Precio por pie cuadrado más bajo',
  conditionAmenities: 'Condición y comodidades',
  space: 'Pagar por más espacio',
  cheapest: 'Ahorrar dinero',
  poorerValue: 'Menor valor',
  recommendation: 'Recomendación',
} as const;

/** A label src/core writes in English ("Property A", "Better Value", "Above Average"), in Spanish. */
export function es(text: string): string {
  return translateCoreText(text, CORE_TEXTS_ES);
}

export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

/** "Propiedad A": the listing's column in the compare table, as a bare name (inside parentheses). */
function nameEs(facts: ComparisonFacts): string {
  return es(facts.label);
}

/** "la Propiedad A": the listing named in a sentence. */
export function theNameEs(facts: ComparisonFacts): string {
  return `la ${nameEs(facts)}`;
}

function joinEs(parts: readonly string[]): string {
  if (parts.length <= 1) return parts[0] ?? '';
  return `${parts.slice(0, -1).join(', ')} y ${parts.at(-1)}`;
}

/** "la Propiedad A", "la Propiedad A y la Propiedad B", "la Propiedad A, la Propiedad B y la Propiedad C". */
export function namesEs(list: readonly ComparisonFacts[]): string {
  return joinEs(list.map(theNameEs));
}

/** "Propiedad A", "Propiedad A y Propiedad B": bare names, for parentheses. */
export function bareNamesEs(list: readonly ComparisonFacts[]): string {
  return joinEs(list.map(nameEs));
}

/** The singular or the plural form, by how many listings a sentence is about. */
export function byCount(list: readonly unknown[], one: string, many: string): string {
  return list.length === 1 ? one : many;
}

/** "una Puntuación de Valor de 7.1 (Mejor valor)"; only for a listing that has a score. */
export function scoreTextEs(facts: ComparisonFacts): string {
  const score = `una Puntuación de Valor de ${formatScore(facts.valueScore)}`;
  return facts.evaluation ? `${score} (${es(facts.evaluation)})` : score;
}

/** "con una Puntuación de Valor de 3.1 (Menor valor)", or "sin Puntuación de Valor". */
export function withScoreEs(facts: ComparisonFacts): string {
  return isFigure(facts.valueScore) ? `con ${scoreTextEs(facts)}` : 'sin Puntuación de Valor';
}

/** "la Propiedad B (456 Oak Ave)": the street part of the address, so the recommendation names a place. */
export function nameWithStreetEs(facts: ComparisonFacts): string {
  const street = oneLine(facts.address.split(',')[0] ?? '');
  return street ? `${theNameEs(facts)} (${street})` : theNameEs(facts);
}

export function bulletEs(label: string, text: string): string {
  return `* ${label}: ${oneLine(text)}`;
}
