import type { EvaluationLabel } from '../compare-labels';
import type { CostRankingWords, ExtrasKind } from '../cost-ranking-words';

const EXTRAS: Readonly<Record<ExtrasKind, string>> = {
  fees: 'cargos',
  utilities: 'servicios públicos',
  both: 'cargos y servicios públicos',
};

// The compare page's ranking by total cost in US Spanish (cost-ranking.ts decides the order and the notes).

const RENT_BY_LABEL: Readonly<Record<EvaluationLabel, string>> = {
  'Better Value': 'una buena renta, pero',
  'Fair Value': 'una renta justa, pero',
  'Poorer Value': 'una renta alta, y',
};

export const COST_RANKING_ES: CostRankingWords = {
  ranking: (entries) =>
    `Ordenadas por costo total: ${entries.map((e) => `${e.rank}. ${e.name} (${e.cost} al año)`).join(', ')}.`,
  mostExpensive: (name, label, extras, kind) =>
    `${name}: ${label === null ? 'su renta no es la más alta, pero' : RENT_BY_LABEL[label]} ${extras} al mes en ${EXTRAS[kind]} la vuelven la más cara de su lista.`,
  noLongerCheapest: (name, extras, kind, cheaper) =>
    `La ${name} tiene la renta más baja, pero ${extras} al mes en ${EXTRAS[kind]} hacen que la ${cheaper} cueste menos en un año.`,
};
