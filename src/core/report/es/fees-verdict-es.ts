import type { EvaluationLabel } from '../../compare/compare-labels';
import type { ExtrasKind, FeesVerdictWords } from '../fees-verdict-words';

// The verdict's sentence on fees in US Spanish (fees-verdict.ts decides when it is said and with which figures).

const RENT_BY_LABEL: Readonly<Record<EvaluationLabel, string>> = {
  'Better Value': 'Una buena renta, pero',
  'Fair Value': 'Una renta justa, pero',
  'Poorer Value': 'Una renta alta, y',
};
const EXTRAS: Readonly<Record<ExtrasKind, string>> = {
  fees: 'cargos',
  utilities: 'servicios públicos',
  both: 'cargos y servicios públicos',
};

export const FEES_VERDICT_ES: FeesVerdictWords = {
  sentence: (label, extras, kind, total) => {
    const tail = `${extras} al mes en ${EXTRAS[kind]} elevan lo que pagaría a ${total}.`;
    return label === null ? tail : `${RENT_BY_LABEL[label]} ${tail}`;
  },
  againstBenchmark: (total, percent, name, rent) => {
    const difference =
      percent === 0 ? 'casi igual a' : `un ${Math.abs(percent)}% ${percent > 0 ? 'por encima de' : 'por debajo de'}`;
    return `Las cifras oficiales cuentan la renta más los servicios públicos, como su total: ${total} al mes está ${difference} la ${name} de ${rent}.`;
  },
  utilitiesMissing: () =>
    'Las cifras oficiales cuentan la renta más los servicios públicos: agregue los servicios que pagaría para comparar su total con ellas.',
};
