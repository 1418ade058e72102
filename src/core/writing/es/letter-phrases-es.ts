import { formatSqft, formatUsd } from '../../primitives/format';
import { roundTo } from '../../primitives/round';
import { percentText } from '../letter-phrases';
import type { LetterPlan } from '../letter-plan';
import type { LetterComp } from '../negotiation-letter';
import { isFigure, oneLine } from '../writer-text';
import { capitalized } from '../../primitives/words';

// The words the Spanish negotiation letter (letter-writer-es.ts) is built from: the date, the salutation, the unit,
// a comparable, the raise and the cap's sentence, written for Spanish word order from the same plan as the English
// letter (letter-plan.ts; decision 074), not translated from the English phrases.

/** The renter's own letter to the landlord: "usted", and no gendered word for whoever reads it. */
export const LETTER_SALUTATION_ES = 'Estimado/a arrendador/a o administrador/a de la propiedad:';

/** The signature when the renter gave no name; they fill it in before sending. */
export const NAME_PLACEHOLDER_ES = '[Su nombre]';

function bedroomsEs(bedrooms: string | null): string | null {
  if (bedrooms === null) return null;
  const b = bedrooms.trim();
  if (b === '0') return 'estudio';
  if (b === '1') return '1 habitación';
  return /^\d+\+?$/.test(b) ? `${b} habitaciones` : null;
}

/** 'esta vivienda de 2 habitaciones y 850 pies cuadrados', 'este estudio de 450 pies cuadrados', 'esta vivienda'. */
export function unitPhraseEs(facts: LetterPlan['facts']): string {
  const size =
    isFigure(facts.subjectSqft) && facts.subjectSqft > 0 ? `${formatSqft(facts.subjectSqft)} pies cuadrados` : null;
  const b = facts.bedrooms.trim();
  if (b === '0') return size ? `este estudio de ${size}` : 'este estudio';
  const beds = /^\d+\+?$/.test(b) ? bedroomsEs(b) : null;
  const described = [beds, size].filter((part) => part !== null).join(' y ');
  return described ? `esta vivienda de ${described}` : 'esta vivienda';
}

function milesEs(distance: number): string {
  return `${roundTo(distance, 1).toFixed(1)} millas`;
}

/** '45 Oak St, Springfield, IL: $1,650 al mes, 2 habitaciones, 950 pies cuadrados, a 0.4 millas', or the email's form. */
export function compTextEs(comp: LetterComp, full: boolean): string {
  const sqft = isFigure(comp.sqft) && comp.sqft > 0 ? formatSqft(comp.sqft) : null;
  const parts = [
    full ? `${formatUsd(comp.rent)} al mes` : formatUsd(comp.rent),
    bedroomsEs(comp.bedrooms),
    sqft === null ? null : `${sqft} ${full ? 'pies cuadrados' : 'pies²'}`,
    isFigure(comp.distanceMiles) ? `a ${milesEs(comp.distanceMiles)}` : null,
  ].filter((part): part is string => part !== null);
  if (full) return `${oneLine(comp.address)}: ${parts.join(', ')}`;
  return `${oneLine(comp.address).split(',')[0]?.trim() || oneLine(comp.address)} (${parts.join(', ')})`;
}

/** Renewal: 'de $2,100 a $2,300 al mes, un aumento de $200 (9.5%)', null when the offer is no raise. */
export function increaseEs(p: LetterPlan): string | null {
  const r = p.raise;
  return r
    ? `de ${formatUsd(r.current)} a ${formatUsd(p.asked)} al mes, un aumento de ${formatUsd(r.amount)} (${percentText(r.percent)})`
    : null;
}

/** 'la ley California Tenant Protection Act (AB 1482)': the law's name stays as written, in English. */
function lawEs(lawName: string): string {
  return `la ley ${oneLine(lawName).replace(/^the\s+/i, '')}`;
}

/** Renewal over the state's cap, or when the cap depends on the CPI: the law, the cap and the most it allows. */
export function capSentenceEs(p: LetterPlan): string | null {
  const cap = p.cap;
  if (!cap) return null;
  const full = p.length === 'letter';
  const law = lawEs(cap.lawName);
  if (cap.verdict === 'depends') {
    return full
      ? `Según ${law}, el aumento anual permitido para las viviendas cubiertas depende del Índice de Precios al Consumidor (CPI) de la región, así que le agradecería que me confirmara que la oferta respeta ese límite.`
      : `Según ${law}, el aumento permitido depende del CPI de la región; le ruego que me confirme que la oferta respeta ese límite.`;
  }
  const percent = cap.percent !== null ? percentText(cap.percent) : null;
  const most = cap.most !== null ? formatUsd(cap.most) : null;
  if (!full)
    return `${capitalized(law)} limita los aumentos anuales${percent ? ` al ${percent}` : ''}${most ? ` (un máximo de ${most} en este caso)` : ''}, y la oferta parece superar ese límite.`;
  const ask =
    p.tone === 'friendly'
      ? ' Puede que me equivoque, así que ¿podría revisarlo?'
      : p.tone === 'firm'
        ? ' Le pido que revise la oferta conforme a la ley.'
        : '';
  const limit = percent ? `un límite del ${percent}` : 'un límite';
  const rent = most ? `, lo que dejaría esta renta en un máximo de ${most} al mes` : '';
  return `Según ${law}, los aumentos anuales de renta de las viviendas cubiertas tienen ${limit}${rent}. La renta ofrecida parece superar ese límite.${ask}`;
}
