import { spanishDate } from '../../i18n/es/shared';
import { CORE_TEXTS_ES } from '../../translations/core-texts-es';
import { translateCoreText } from '../../i18n/core-text';
import { formatUsd } from '../../primitives/format';
import { street } from '../letter-phrases';
import {
  composeLetter,
  planLetter,
  type Concession,
  type LetterPhrasebook,
  type LetterPlan,
  type LetterSection,
} from '../letter-plan';
import {
  type LetterFacts,
  type LetterLength,
  type LetterRequest,
  type LetterTone,
  type WrittenLetterText,
} from '../negotiation-letter';
import { oneLine } from '../writer-text';
import {
  capSentenceEs,
  compTextEs,
  increaseEs,
  LETTER_SALUTATION_ES,
  NAME_PLACEHOLDER_ES,
  unitPhraseEs,
} from './letter-phrases-es';

// The built-in negotiation letter writer in US Spanish (decision 074): the Spanish phrasebook of the same plan as the
// English letter (letter-plan.ts decides the letter, its rent, comparables, figures and order; this file only words it),
// written in Spanish, not translated from the English text. The renter writes to the landlord as "usted"; the tones
// are cordial (friendly), courteous and direct (neutral), and formal and decided (firm).

const asking = (p: LetterPlan) => formatUsd(p.asked);
const proposed = (p: LetterPlan) => formatUsd(p.rent);
const streetOf = (p: LetterPlan) => street(p.facts.address);
const addressOf = (p: LetterPlan) => oneLine(p.facts.address);
const aboveMarket = (p: LetterPlan) => p.position !== 'atOrBelow';

function subjectLine(p: LetterPlan): string {
  const s = streetOf(p);
  if (p.purpose === 'advice') {
    if (p.renewal) {
      if (p.tone === 'friendly') return `Sobre la renovación de mi contrato en ${s}`;
      if (p.tone === 'neutral') return `Condiciones de la renovación en ${s}`;
      return `Renovación del contrato en ${s}: puedo renovar por ${asking(p)} al mes`;
    }
    if (p.tone === 'friendly') return `Sobre el alquiler de ${s}`;
    if (p.tone === 'neutral') return `Condiciones del contrato para ${s}`;
    return `Puedo rentar ${s} por ${asking(p)} al mes`;
  }
  if (p.renewal) {
    if (p.tone === 'friendly') return `Sobre la renovación de mi contrato en ${s}`;
    if (p.tone === 'neutral') return `Propuesta de renta para la renovación en ${s}`;
    return `Renovación del contrato en ${s}: oferta de ${proposed(p)} al mes`;
  }
  if (p.tone === 'friendly') return `Consulta sobre la renta de ${s}`;
  if (p.tone === 'neutral') return `Propuesta de renta para ${s}`;
  return `Oferta para rentar ${s} por ${proposed(p)} al mes`;
}

/** Where the asking (or offered) rent sits against the report's expected rent and range. */
function position(p: LetterPlan): string {
  const what = `Con ${asking(p)} al mes, la renta ${p.renewal ? 'ofrecida' : 'pedida'}`;
  if (p.position === 'aboveRange') return `${what} supera el máximo de ese rango.`;
  if (p.position === 'aboveExpected')
    return `${what} está ${formatUsd(p.asked - p.facts.expectedRent)} por encima de la renta esperada.`;
  return `${what} está al nivel de la renta esperada o por debajo.`;
}

/** "sube mi renta de $2,100 a $2,300 al mes, …" or "fija la renta en $2,300 al mes". */
function offerEs(p: LetterPlan): string {
  const increase = increaseEs(p);
  return increase ? `sube mi renta ${increase}` : `fija la renta en ${asking(p)} al mes`;
}

function openingParagraph(p: LetterPlan): string {
  const address = addressOf(p);
  if (p.renewal) {
    const offer = `La oferta ${offerEs(p)}.`;
    if (p.purpose === 'advice') {
      if (p.tone === 'friendly')
        return `Muchas gracias por enviarme la oferta de renovación para ${address}. He estado muy a gusto viviendo aquí y me encantaría quedarme. ${offer} Está en línea con el mercado, y con gusto renovaría.`;
      if (p.tone === 'neutral')
        return `Recibí la oferta de renovación para ${address}. ${offer} El mercado respalda esa renta, y quisiera renovar.`;
      return `Revisé la oferta de renovación para ${address}. ${offer} Estoy en condiciones de renovar por ${asking(p)} al mes.`;
    }
    if (p.tone === 'friendly')
      return `Muchas gracias por enviarme la oferta de renovación para ${address}. He estado muy a gusto viviendo aquí y me encantaría quedarme. ${offer} Quisiera pedirle que considere, en su lugar, una renta de renovación de ${proposed(p)} al mes.`;
    if (p.tone === 'neutral')
      return `Recibí la oferta de renovación para ${address}. ${offer} Quisiera proponerle una renta de renovación de ${proposed(p)} al mes.`;
    const more = aboveMarket(p)
      ? ' Es más de lo que el mercado justifica para esta vivienda, como muestran las cifras que siguen.'
      : '';
    return `Revisé la oferta de renovación para ${address}. ${offer}${more} Estoy en condiciones de renovar por ${proposed(p)} al mes.`;
  }
  if (p.purpose === 'advice') {
    if (p.tone === 'friendly')
      return `Muchas gracias por anunciar la vivienda en ${address}. Me gusta mucho y me encantaría que fuera mi hogar, y ${asking(p)} al mes está en línea con el mercado.`;
    if (p.tone === 'neutral')
      return `Le escribo en relación con la vivienda en ${address}, anunciada a ${asking(p)} al mes. El mercado respalda esa renta, y quisiera rentarla.`;
    return `Deseo rentar la vivienda en ${address}, anunciada a ${asking(p)} al mes, y estoy en condiciones de firmar un contrato de arrendamiento por esa renta.`;
  }
  if (p.tone === 'friendly')
    return `Muchas gracias por anunciar la vivienda en ${address}. Me gusta mucho y me encantaría que fuera mi hogar. Antes de presentar mi solicitud, quisiera pedirle que considere una renta de ${proposed(p)} al mes en lugar de los ${asking(p)} del anuncio.`;
  if (p.tone === 'neutral')
    return `Le escribo en relación con la vivienda en ${address}, anunciada a ${asking(p)} al mes. Según las cifras actuales del mercado, quisiera proponerle una renta mensual de ${proposed(p)}.`;
  const why = aboveMarket(p)
    ? 'La renta pedida es más alta de lo que el mercado justifica para esta vivienda, como muestran las cifras que siguen.'
    : 'Las cifras que siguen respaldan esta renta.';
  return `Deseo rentar la vivienda en ${address}, anunciada a ${asking(p)} al mes, y estoy en condiciones de firmar un contrato de arrendamiento por ${proposed(p)} al mes. ${why}`;
}

function emailOpening(p: LetterPlan): string {
  const s = streetOf(p);
  if (p.renewal) {
    const offer = `la oferta de renovación para ${s}, que ${offerEs(p)}`;
    if (p.purpose === 'advice') {
      if (p.tone === 'friendly')
        return `Muchas gracias por ${offer}. Me encantaría quedarme, y esa renta está en línea con el mercado.`;
      if (p.tone === 'neutral') return `Recibí ${offer}. Quisiera renovar.`;
      return `Revisé ${offer}. Estoy en condiciones de renovar por ${asking(p)} al mes.`;
    }
    if (p.tone === 'friendly')
      return `Muchas gracias por ${offer}. Me encantaría quedarme, y quería preguntarle si consideraría ${proposed(p)} al mes.`;
    if (p.tone === 'neutral') return `Recibí ${offer}. Quisiera proponerle ${proposed(p)} al mes.`;
    return `Revisé ${offer}. Estoy en condiciones de renovar por ${proposed(p)} al mes.`;
  }
  if (p.purpose === 'advice') {
    if (p.tone === 'friendly')
      return `Me encanta su vivienda en ${s} (anunciada a ${asking(p)} al mes) y con gusto la rentaría por esa renta.`;
    if (p.tone === 'neutral')
      return `Me interesa la vivienda en ${s}, anunciada a ${asking(p)} al mes, y quisiera rentarla.`;
    return `Estoy en condiciones de rentar la vivienda en ${s} por los ${asking(p)} al mes del anuncio.`;
  }
  if (p.tone === 'friendly')
    return `Me encanta su vivienda en ${s} (anunciada a ${asking(p)} al mes) y quería preguntarle si consideraría ${proposed(p)} al mes.`;
  if (p.tone === 'neutral')
    return `Me interesa la vivienda en ${s}, anunciada a ${asking(p)} al mes, y quisiera proponerle ${proposed(p)} al mes.`;
  return `Estoy en condiciones de rentar la vivienda en ${s} por ${proposed(p)} al mes (anunciada a ${asking(p)}).`;
}

function marketParagraph(p: LetterPlan): string {
  const { facts } = p;
  if (p.length === 'email') {
    const link = p.link ? ` (informe completo: ${p.link})` : '';
    return (
      `Un informe de RentValue con fecha del ${spanishDate(facts.reportDate)} sitúa la renta ` +
      `${p.renewal ? 'de mercado' : 'esperada'} en ${formatUsd(facts.expectedRent)} al mes, con un rango de ` +
      `${formatUsd(facts.minPrice)} a ${formatUsd(facts.maxPrice)}${link}.`
    );
  }
  return (
    `Un informe independiente de RentValue con fecha del ${spanishDate(facts.reportDate)} sitúa la renta ` +
    `${p.renewal ? 'de mercado' : 'esperada'} para ${unitPhraseEs(facts)} en ${formatUsd(facts.expectedRent)} al mes, ` +
    `con un rango esperado de ${formatUsd(facts.minPrice)} a ${formatUsd(facts.maxPrice)}. ${position(p)}`
  );
}

function specialsSentence(p: LetterPlan): string | null {
  if (p.specials === null) return null;
  return p.length === 'email'
    ? `Con las ofertas de mudanza, la renta efectiva es de ${formatUsd(p.specials)} al mes; prefiero una renta base más baja.`
    : `Con las ofertas de mudanza actuales, la renta efectiva queda en ${formatUsd(p.specials)} al mes, pero esas ofertas se terminan; una renta base de ${proposed(p)} mantendría una renta justa después del primer contrato.`;
}

/** A new listing's monthly fees, asked waived or folded into the rent (decision 090). */
function feesSentence(p: LetterPlan): string | null {
  if (p.fees === null) return null;
  const year = formatUsd(p.fees * 12);
  return p.length === 'email'
    ? `El anuncio además suma ${formatUsd(p.fees)} al mes en cargos (${year} al año); le pediría que se eliminen.`
    : `El anuncio además suma ${formatUsd(p.fees)} al mes en cargos, ${year} al año aparte de la renta. Le pediría que se eliminen, o que se incluyan en la renta, para que el precio que acordemos sea el precio completo.`;
}

/** The cited comparables' lead: each rents for no more than the proposal, and the lead says so. */
function compsLead(p: LetterPlan): string {
  const most = `${proposed(p)} o menos`;
  if (p.length === 'email')
    return p.tone === 'neutral'
      ? `Viviendas comparables cercanas que se rentan por ${most}`
      : `Viviendas parecidas cercanas que se rentan por ${most}`;
  if (p.tone === 'friendly') return `También revisé viviendas parecidas cerca de aquí, y estas se rentan por ${most}`;
  if (p.tone === 'neutral') return `Viviendas comparables cercanas que se rentan por ${most}`;
  return `Hay viviendas comparables cercanas que se rentan por ${most}`;
}

function fewCompsSentence(p: LetterPlan): string {
  return p.length === 'email'
    ? `Pocas viviendas comparables cercanas se rentan por ${proposed(p)} o menos; la renta esperada y el rango de arriba las toman en cuenta todas.`
    : `Pocas viviendas comparables cercanas se rentan por ${proposed(p)} o menos, así que me baso en la renta esperada y el rango del informe, que toman en cuenta todas las viviendas comparables de la zona.`;
}

const CONCESSIONS: Readonly<Record<Concession, (renewal: boolean) => string>> = {
  monthFree: () => 'un mes gratis',
  waivedFees: (renewal) =>
    renewal ? 'la exención de los cargos de renovación' : 'la exención de los cargos de solicitud y de mudanza',
  longerLease: () => 'un contrato más largo con esta renta',
};

function concessionList(p: LetterPlan): string {
  const items = p.concessions.map((c) => CONCESSIONS[c](p.renewal));
  return items.length > 1 ? `${items.slice(0, -1).join(', ')} o ${items[items.length - 1]}` : (items[0] ?? '');
}

function concessionsSentence(p: LetterPlan): string {
  const list = concessionList(p);
  if (p.tone === 'firm')
    return `Con ${p.renewal ? 'la renovación' : 'el contrato'} le pido una de estas condiciones: ${list}.`;
  if (p.tone === 'friendly') return `Antes de firmar, ¿consideraría alguna de estas opciones: ${list}?`;
  return `Antes de firmar, quisiera preguntarle si consideraría alguna de las siguientes opciones: ${list}.`;
}

function benchmarkSentence(p: LetterPlan): string | null {
  const b = p.benchmark;
  if (!b) return null;
  const lead = p.tone === 'firm' ? 'La' : 'Como referencia, la';
  return `${lead} ${oneLine(b.name)} (la renta de mercado que publica el gobierno federal) para ${oneLine(b.area)} es de ${formatUsd(b.rent)} al mes, según ${oneLine(translateCoreText(b.release, CORE_TEXTS_ES))}.`;
}

function closingParagraph(p: LetterPlan): string {
  const alternatives = p.comps.length > 0;
  if (p.purpose === 'advice') {
    if (p.tone === 'friendly')
      return p.renewal
        ? 'Siempre he cumplido con el contrato y espero que podamos acordar condiciones que me permitan quedarme. ¡Muchas gracias por considerarlo!'
        : 'Cuidaría muy bien la vivienda y con gusto lo conversamos cuando a usted le convenga. ¡Muchas gracias por considerarlo!';
    if (p.tone === 'neutral')
      return 'Le agradecería que me dijera cuál de estas opciones es posible, o si prefiere que lo conversemos.';
    return p.renewal
      ? `Puedo firmar la renovación por ${asking(p)} al mes en cuanto me confirme cuál de estas condiciones puede ofrecer.`
      : `Puedo firmar por ${asking(p)} al mes en cuanto me confirme cuál de estas condiciones puede ofrecer.`;
  }
  if (p.renewal) {
    if (p.tone === 'friendly')
      return 'Siempre he cumplido con el contrato y espero que podamos acordar una renta que me permita quedarme. ¡Muchas gracias por considerarlo!';
    if (p.tone === 'neutral')
      return `Le agradecería que me dijera si una renovación por ${proposed(p)} al mes le parece aceptable, o si prefiere que lo conversemos.`;
    return `Puedo firmar la renovación por ${proposed(p)} al mes. Si eso no es posible, ${alternatives ? 'consideraré las alternativas indicadas arriba' : 'buscaré otras opciones'} antes de que termine mi contrato.`;
  }
  if (p.tone === 'friendly')
    return 'Cuidaría muy bien la vivienda y con gusto lo conversamos cuando a usted le convenga. ¡Muchas gracias por considerarlo!';
  if (p.tone === 'neutral')
    return `Le agradecería que me dijera si ${proposed(p)} al mes le parece aceptable, o si prefiere que lo conversemos con más detalle.`;
  return `Puedo firmar por ${proposed(p)} al mes en cuanto usted lo confirme. Si eso no le conviene, ${alternatives ? 'seguiré adelante con una de las alternativas indicadas arriba' : 'seguiré buscando en otras partes de la zona'}.`;
}

function emailClosing(p: LetterPlan): string {
  if (p.tone === 'friendly')
    return p.renewal
      ? 'De verdad me gustaría quedarme, así que le agradezco mucho que lo considere.'
      : 'Me encantaría que llegáramos a un acuerdo. ¡Muchas gracias por considerarlo!';
  if (p.tone === 'neutral') return 'Le agradecería que me dijera si esto le parece bien.';
  if (p.purpose === 'advice')
    return p.renewal
      ? `Puedo firmar la renovación por ${asking(p)} al mes en cuanto me confirme cuál de estas condiciones puede ofrecer.`
      : `Puedo firmar por ${asking(p)} al mes en cuanto me confirme cuál de estas condiciones puede ofrecer.`;
  const other = p.comps.length > 0 ? 'las alternativas de arriba' : 'otras opciones';
  return p.renewal
    ? `Puedo firmar la renovación por ${proposed(p)} al mes desde ya; de lo contrario, consideraré ${other}.`
    : `Puedo firmar por ${proposed(p)} al mes de inmediato; de lo contrario, pasaré a ${other}.`;
}

const SIGN_OFF: Readonly<Record<LetterLength, Readonly<Record<LetterTone, string>>>> = {
  letter: { friendly: 'Un cordial saludo,', neutral: 'Saludos cordiales,', firm: 'Atentamente,' },
  email: { friendly: 'Muchas gracias y un saludo,', neutral: 'Saludos,', firm: 'Atentamente,' },
};

const EMAIL_GREETING: Readonly<Record<LetterTone, string>> = {
  friendly: '¡Hola!',
  neutral: 'Buenos días:',
  firm: 'Estimado/a arrendador/a:',
};

function section(p: LetterPlan, part: Exclude<LetterSection, 'comps' | 'signOff'>): string | null {
  const email = p.length === 'email';
  switch (part) {
    case 'date':
      return spanishDate(p.date);
    case 'heading':
      return `Asunto: ${p.renewal ? `Renovación del contrato de arrendamiento de ${addressOf(p)}` : `Renta de la vivienda en ${addressOf(p)}`}`;
    case 'salutation':
      return LETTER_SALUTATION_ES;
    case 'greeting':
      return EMAIL_GREETING[p.tone];
    case 'opening':
      return email ? emailOpening(p) : openingParagraph(p);
    case 'market':
      return marketParagraph(p);
    case 'specials':
      return specialsSentence(p);
    case 'fees':
      return feesSentence(p);
    case 'fewComps':
      return fewCompsSentence(p);
    case 'concessions':
      return concessionsSentence(p);
    case 'benchmark':
      return benchmarkSentence(p);
    case 'cap':
      return capSentenceEs(p);
    case 'link':
      return p.link ? `El informe completo está disponible aquí: ${p.link}` : null;
    case 'closing':
      return email ? emailClosing(p) : closingParagraph(p);
  }
}

/** The Spanish words of a letter's plan. */
const SPANISH_LETTER: LetterPhrasebook = {
  subject: subjectLine,
  section,
  compsLead,
  comp: compTextEs,
  signOff: (p) => SIGN_OFF[p.length][p.tone],
  namePlaceholder: NAME_PLACEHOLDER_ES,
};

/**
 * The built-in writer in Spanish: the subject line and the text, from the facts alone, with the same plan (figures,
 * rent, comparables, order) and the same layout as writeLetter (email: a greeting, 5–9 short lines and a sign-off;
 * letter: date, salutation, paragraphs, the cited comparables as a "- " list, the benchmark, the report's link, the
 * signature).
 */
export function writeLetterEs(facts: LetterFacts, request: LetterRequest): WrittenLetterText {
  return composeLetter(planLetter(facts, request), SPANISH_LETTER);
}
