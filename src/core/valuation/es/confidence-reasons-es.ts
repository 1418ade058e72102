import type { ConfidenceReasonWords } from '../confidence-reasons';

// Why the confidence is not higher, in US Spanish (confidence-reasons.ts has the ids and the English; word choices:
// docs/i18n.md).

const comparables = (count: number) => (count === 1 ? '1 vivienda comparable' : `${count} viviendas comparables`);

export const CONFIDENCE_REASONS_ES: ConfidenceReasonWords = {
  noComps: () =>
    'No se encontró ninguna vivienda comparable cerca, así que la renta esperada proviene solo de las rentas de referencia oficiales.',
  tooFewComps: ({ count, min }) =>
    `${count === 1 ? 'Solo se encontró' : 'Solo se encontraron'} ${comparables(count)}; se necesitan al menos ${min} para una Puntuación de Valor.`,
  fewCloseMatches: ({ count, close }) =>
    `Pocas coincidencias cercanas: ${count} comparables, pero solo ${
      close === 1 ? 'alrededor de 1 se parece' : `unas ${close} se parecen`
    } mucho a esta vivienda.`,
  scattered: ({ percent }) =>
    `Las rentas de las comparables están dispersas (alrededor de ±${percent}% en torno al valor central, una vez ajustadas).`,
  farAway: ({ miles }) => `Las comparables están lejos (normalmente a ${miles} ${miles === 1 ? 'milla' : 'millas'}).`,
};
