import { formatUsd } from '../../primitives/format';
import { figuresFor, type Figures } from '../letter-phrases';
import {
  citedBenchmark,
  letterDateOf,
  type LetterFacts,
  type LetterLength,
  type LetterRequest,
  type LetterTone,
  type WrittenLetterText,
} from '../negotiation-letter';
import { isFigure, oneLine } from '../writer-text';
import {
  capSentenceEs,
  compTextEs,
  increaseEs,
  LETTER_SALUTATION_ES,
  letterDateTextEs,
  signatureEs,
  unitPhraseEs,
} from './letter-phrases-es';

// The built-in negotiation letter writer in US Spanish (decision 074): the same subject line, layout, figures and
// proposed rent as letter-writer.ts (figuresFor), written in Spanish from the figures, not translated from the English
// text. The renter writes to the landlord as "usted"; the tones are cordial (friendly), courteous and direct
// (neutral), and formal and decided (firm).

function subjectLine(f: Figures): string {
  if (f.renewal) {
    if (f.tone === 'friendly') return `Sobre la renovación de mi contrato en ${f.street}`;
    if (f.tone === 'neutral') return `Propuesta de renta para la renovación en ${f.street}`;
    return `Renovación del contrato en ${f.street}: oferta de ${f.proposed} al mes`;
  }
  if (f.tone === 'friendly') return `Consulta sobre la renta de ${f.street}`;
  if (f.tone === 'neutral') return `Propuesta de renta para ${f.street}`;
  return `Oferta para rentar ${f.street} por ${f.proposed} al mes`;
}

/** Where the asking (or offered) rent sits against the report's expected rent and range. */
function position(f: Figures): string {
  const { facts } = f;
  const what = `Con ${f.asking} al mes, la renta ${f.renewal ? 'ofrecida' : 'pedida'}`;
  if (facts.askingRent > facts.maxPrice) return `${what} supera el máximo de ese rango.`;
  if (f.aboveMarket)
    return `${what} está ${formatUsd(facts.askingRent - facts.expectedRent)} por encima de la renta esperada.`;
  return `${what} está al nivel de la renta esperada o por debajo.`;
}

/** "sube mi renta de $2,100 a $2,300 al mes, …" or "fija la renta en $2,300 al mes". */
function offerEs(f: Figures): string {
  const increase = increaseEs(f);
  return increase ? `sube mi renta ${increase}` : `fija la renta en ${f.asking} al mes`;
}

function openingParagraph(f: Figures): string {
  const address = oneLine(f.facts.address);
  if (f.renewal) {
    const offer = `La oferta ${offerEs(f)}.`;
    if (f.tone === 'friendly')
      return `Muchas gracias por enviarme la oferta de renovación para ${address}. He estado muy a gusto viviendo aquí y me encantaría quedarme. ${offer} Quisiera pedirle que considere, en su lugar, una renta de renovación de ${f.proposed} al mes.`;
    if (f.tone === 'neutral')
      return `Recibí la oferta de renovación para ${address}. ${offer} Quisiera proponerle una renta de renovación de ${f.proposed} al mes.`;
    const more = f.aboveMarket
      ? ' Es más de lo que el mercado justifica para esta vivienda, como muestran las cifras que siguen.'
      : '';
    return `Revisé la oferta de renovación para ${address}. ${offer}${more} Estoy en condiciones de renovar por ${f.proposed} al mes.`;
  }
  if (f.tone === 'friendly') {
    const ask = f.lower
      ? `Antes de presentar mi solicitud, quisiera pedirle que considere una renta de ${f.proposed} al mes en lugar de los ${f.asking} del anuncio.`
      : `Me encantaría rentarla por ${f.proposed} al mes.`;
    return `Muchas gracias por anunciar la vivienda en ${address}. Me gusta mucho y me encantaría que fuera mi hogar. ${ask}`;
  }
  if (f.tone === 'neutral')
    return `Le escribo en relación con la vivienda en ${address}, anunciada a ${f.asking} al mes. Según las cifras actuales del mercado, quisiera proponerle una renta mensual de ${f.proposed}.`;
  const why = f.aboveMarket
    ? 'La renta pedida es más alta de lo que el mercado justifica para esta vivienda, como muestran las cifras que siguen.'
    : 'Las cifras que siguen respaldan esta renta.';
  return `Deseo rentar la vivienda en ${address}, anunciada a ${f.asking} al mes, y estoy en condiciones de firmar un contrato de arrendamiento por ${f.proposed} al mes. ${why}`;
}

function marketParagraph(f: Figures): string {
  const { facts } = f;
  return (
    `Un informe independiente de RentValue con fecha del ${letterDateTextEs(facts.reportDate)} sitúa la renta ` +
    `${f.renewal ? 'de mercado' : 'esperada'} para ${unitPhraseEs(facts)} en ${formatUsd(facts.expectedRent)} al mes, ` +
    `con un rango esperado de ${formatUsd(facts.minPrice)} a ${formatUsd(facts.maxPrice)}. ${position(f)}`
  );
}

/** The net effective rent, when the listing's specials bring it below the asking rent (a new lease only). */
function netRent(f: Figures): number | null {
  const net = f.facts.netEffectiveRent;
  return f.renewal || !isFigure(net) || net <= 0 || net >= f.facts.askingRent ? null : net;
}

function specialsSentence(f: Figures): string | null {
  const net = netRent(f);
  if (net === null) return null;
  return `Con las ofertas de mudanza actuales, la renta efectiva queda en ${formatUsd(net)} al mes, pero esas ofertas se terminan; una renta base de ${f.proposed} mantendría una renta justa después del primer contrato.`;
}

function compsIntro(f: Figures): string {
  const than = f.renewal ? ' que la renta ofrecida' : '';
  if (f.tone === 'friendly')
    return `También revisé viviendas parecidas cerca de aquí, y estas se rentan por menos${than}:`;
  if (f.tone === 'neutral') return `Viviendas comparables cercanas con rentas más bajas${than}:`;
  return `Hay viviendas comparables cercanas que se rentan por menos${than}:`;
}

function benchmarkSentence(f: Figures): string | null {
  const b = citedBenchmark(f.facts);
  if (!b) return null;
  const lead = f.tone === 'firm' ? 'La' : 'Como referencia, la';
  return `${lead} ${oneLine(b.name)} (la renta de mercado que publica el gobierno federal) para ${oneLine(b.area)} es de ${formatUsd(b.rent)} al mes, según ${oneLine(b.release)}.`;
}

function closingParagraph(f: Figures): string {
  const alternatives = f.comps.length > 0;
  if (f.renewal) {
    if (f.tone === 'friendly')
      return 'Siempre he cumplido con el contrato y espero que podamos acordar una renta que me permita quedarme. ¡Muchas gracias por considerarlo!';
    if (f.tone === 'neutral')
      return `Le agradecería que me dijera si una renovación por ${f.proposed} al mes le parece aceptable, o si prefiere que lo conversemos.`;
    return `Puedo firmar la renovación por ${f.proposed} al mes. Si eso no es posible, ${alternatives ? 'consideraré las alternativas indicadas arriba' : 'buscaré otras opciones'} antes de que termine mi contrato.`;
  }
  if (f.tone === 'friendly')
    return 'Cuidaría muy bien la vivienda y con gusto lo conversamos cuando a usted le convenga. ¡Muchas gracias por considerarlo!';
  if (f.tone === 'neutral')
    return `Le agradecería que me dijera si ${f.proposed} al mes le parece aceptable, o si prefiere que lo conversemos con más detalle.`;
  return `Puedo firmar por ${f.proposed} al mes en cuanto usted lo confirme. Si eso no le conviene, ${alternatives ? 'seguiré adelante con una de las alternativas indicadas arriba' : 'seguiré buscando en otras partes de la zona'}.`;
}

const SIGN_OFF: Readonly<Record<LetterLength, Readonly<Record<LetterTone, string>>>> = {
  letter: { friendly: 'Un cordial saludo,', neutral: 'Saludos cordiales,', firm: 'Atentamente,' },
  email: { friendly: 'Muchas gracias y un saludo,', neutral: 'Saludos,', firm: 'Atentamente,' },
};

function fullLetter(f: Figures, request: LetterRequest): string {
  const { facts } = f;
  const address = oneLine(facts.address);
  const blocks: string[] = [
    letterDateTextEs(letterDateOf(facts, request)),
    `Asunto: ${f.renewal ? `Renovación del contrato de arrendamiento de ${address}` : `Renta de la vivienda en ${address}`}`,
    LETTER_SALUTATION_ES,
    openingParagraph(f),
    [marketParagraph(f), specialsSentence(f)].filter(Boolean).join(' '),
  ];
  if (f.comps.length > 0)
    blocks.push([compsIntro(f), ...f.comps.map((comp) => `- ${compTextEs(comp, true)}`)].join('\n'));
  const benchmark = benchmarkSentence(f);
  if (benchmark) blocks.push(benchmark);
  const cap = capSentenceEs(f, true);
  if (cap) blocks.push(cap);
  if (facts.reportLink) blocks.push(`El informe completo está disponible aquí: ${oneLine(facts.reportLink)}`);
  blocks.push(closingParagraph(f), `${SIGN_OFF.letter[f.tone]}\n${signatureEs(facts)}`);
  return blocks.join('\n\n');
}

function emailOpening(f: Figures): string {
  if (f.renewal) {
    const offer = `la oferta de renovación para ${f.street}, que ${offerEs(f)}`;
    if (f.tone === 'friendly')
      return `Muchas gracias por ${offer}. Me encantaría quedarme, y quería preguntarle si consideraría ${f.proposed} al mes.`;
    if (f.tone === 'neutral') return `Recibí ${offer}. Quisiera proponerle ${f.proposed} al mes.`;
    return `Revisé ${offer}. Estoy en condiciones de renovar por ${f.proposed} al mes.`;
  }
  if (f.tone === 'friendly')
    return `Me encanta su vivienda en ${f.street} (anunciada a ${f.asking} al mes) y quería preguntarle si consideraría ${f.proposed} al mes.`;
  if (f.tone === 'neutral')
    return `Me interesa la vivienda en ${f.street}, anunciada a ${f.asking} al mes, y quisiera proponerle ${f.proposed} al mes.`;
  return `Estoy en condiciones de rentar la vivienda en ${f.street} por ${f.proposed} al mes (anunciada a ${f.asking}).`;
}

function emailMarket(f: Figures): string {
  const { facts } = f;
  const link = facts.reportLink ? ` (informe completo: ${oneLine(facts.reportLink)})` : '';
  return (
    `Un informe de RentValue con fecha del ${letterDateTextEs(facts.reportDate)} sitúa la renta ` +
    `${f.renewal ? 'de mercado' : 'esperada'} en ${formatUsd(facts.expectedRent)} al mes, con un rango de ` +
    `${formatUsd(facts.minPrice)} a ${formatUsd(facts.maxPrice)}${link}.`
  );
}

function emailClosing(f: Figures): string {
  if (f.tone === 'friendly')
    return f.renewal
      ? 'De verdad me gustaría quedarme, así que le agradezco mucho que lo considere.'
      : 'Me encantaría que llegáramos a un acuerdo. ¡Muchas gracias por considerarlo!';
  if (f.tone === 'neutral') return 'Le agradecería que me dijera si esto le parece bien.';
  const other = f.comps.length > 0 ? 'las alternativas de arriba' : 'otras opciones';
  return f.renewal
    ? `Puedo firmar la renovación por ${f.proposed} al mes desde ya; de lo contrario, consideraré ${other}.`
    : `Puedo firmar por ${f.proposed} al mes de inmediato; de lo contrario, pasaré a ${other}.`;
}

const EMAIL_GREETING: Readonly<Record<LetterTone, string>> = {
  friendly: '¡Hola!',
  neutral: 'Buenos días:',
  firm: 'Estimado/a arrendador/a:',
};

function shortEmail(f: Figures): string {
  const net = netRent(f);
  const lines: (string | null)[] = [
    EMAIL_GREETING[f.tone],
    emailOpening(f),
    emailMarket(f),
    net !== null
      ? `Con las ofertas de mudanza, la renta efectiva es de ${formatUsd(net)} al mes; prefiero una renta base más baja.`
      : null,
    f.comps.length > 0
      ? `${f.tone === 'neutral' ? 'Viviendas comparables cercanas con rentas más bajas' : 'Viviendas parecidas cercanas que se rentan por menos'}: ${f.comps.map((comp) => compTextEs(comp, false)).join('; ')}.`
      : null,
    benchmarkSentence(f),
    capSentenceEs(f, false),
    emailClosing(f),
    `${SIGN_OFF.email[f.tone]}\n${signatureEs(f.facts)}`,
  ];
  return lines.filter((line): line is string => line !== null).join('\n');
}

/**
 * The built-in writer in Spanish: the subject line and the text, from the facts alone, with the same figures, the
 * same proposed rent and the same layout as writeLetter (email: a greeting, 5–9 short lines and a sign-off; letter:
 * date, salutation, paragraphs, the cited comparables as a "- " list, the benchmark, the report's link, the signature).
 */
export function writeLetterEs(facts: LetterFacts, request: LetterRequest): WrittenLetterText {
  const f = figuresFor(facts, request);
  return { subject: subjectLine(f), text: request.length === 'email' ? shortEmail(f) : fullLetter(f, request) };
}
