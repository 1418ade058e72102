import type { EvaluationLabel } from './compare-labels';

// The words of the compare page's ranking by total cost in one language (English: cost-ranking.ts; Spanish:
// es/cost-ranking-es.ts).

export interface CostRankingWords {
  /** "Ranked by total cost: 1. Property C ($26,400 a year), 2. …". */
  ranking(entries: readonly { readonly rank: number; readonly name: string; readonly cost: string }[]): string;
  mostExpensive(name: string, label: EvaluationLabel | null, extras: string): string;
  noLongerCheapest(name: string, extras: string, cheaper: string): string;
}
