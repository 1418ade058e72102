import type { ScoredRentKind } from '../../valuation/scored-rent';
import type { RangeVerdict } from '../../valuation/expected-range';
import { roundTo } from '../../primitives/round';
import type { EvaluationFacts } from '../evaluation-facts';
import { isPositive, percentText, shownPercent } from '../evaluation-phrases';
import { oneLine } from '../writer-text';

// The Spanish evaluation's phrases (evaluation-writer-es.ts), written for Spanish word order and gender, from the
// same figures as the English ones (decision 074): not a translation of the English sentences.

const RENT_NOUNS: Readonly<Record<ScoredRentKind, string>> = {
  asking: 'renta pedida',
  netEffective: 'renta neta efectiva',
  offered: 'renta de renovación ofrecida',
};

/** "la renta pedida", "la renta neta efectiva", "la renta de renovación ofrecida". */
export function rentNounEs(facts: Pick<EvaluationFacts, 'rentKind'>): string {
  return RENT_NOUNS[facts.rentKind ?? 'asking'];
}

/** "un 4% por encima de", "un 12% por debajo de" or "igual a": how a figure compares with its reference. */
export function relationEs(difference: number): string {
  if (shownPercent(difference) === 0) return 'igual a';
  return `un ${percentText(difference)} ${difference > 0 ? 'por encima de' : 'por debajo de'}`;
}

/** "1 vivienda comparable", "3 viviendas comparables". */
export function pluralEs(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`;
}

type Noun = { text: string; feminine: boolean };

function listingNoun(facts: EvaluationFacts): Noun {
  const house = facts.buildingType === 'house';
  const type = house ? 'casa' : 'apartamento';
  const bedrooms = facts.bedrooms.trim();
  if (bedrooms === '0') return { text: `${type} tipo estudio`, feminine: house };
  if (bedrooms === '1') return { text: `${type} de 1 habitación`, feminine: house };
  if (/^\d+\+?$/.test(bedrooms)) return { text: `${type} de ${bedrooms} habitaciones`, feminine: house };
  return { text: type, feminine: house };
}

/** "el apartamento de 2 habitaciones en 123 Main St, …", or "esta casa" without an address. */
export function subjectPhraseEs(facts: EvaluationFacts): string {
  const noun = listingNoun(facts);
  const address = oneLine(facts.address);
  if (address === '') return `${noun.feminine ? 'esta' : 'este'} ${noun.text}`;
  return `${noun.feminine ? 'la' : 'el'} ${noun.text} en ${address}`;
}

export function capitalized(text: string): string {
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

export function radiusTextEs(miles: number | null): string {
  if (!isPositive(miles)) return 'en la zona';
  const shown = roundTo(miles, 1);
  return `a menos de ${shown} ${shown === 1 ? 'milla' : 'millas'}`;
}

export function lookbackTextEs(days: number): string {
  if (!isPositive(days)) return 'recientemente';
  if (days % 365 === 0) return `en los últimos ${(days / 365) * 12} meses`;
  return `en los últimos ${pluralEs(days, 'día', 'días')}`;
}

/** Where the rent sits against the expected range. */
export const RANGE_PLACE_ES: Record<RangeVerdict, string> = {
  below: 'por debajo del rango esperado',
  within: 'dentro del rango esperado',
  above: 'por encima del rango esperado',
};
