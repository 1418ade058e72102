import type { EvaluationLabel } from './compare-labels';

// The words of the compare page's ranking by total cost in one language (English: cost-ranking.ts; Spanish:
// es/cost-ranking-es.ts).

/** What a listing's monthly extras are: the landlord's fees, the utilities the renter pays, or both. */
export type ExtrasKind = 'fees' | 'utilities' | 'both';

export interface CostRankingWords {
  /** "Ranked by total cost: 1. Property C ($26,400 a year), 2. …". */
  ranking(entries: readonly { readonly rank: number; readonly name: string; readonly cost: string }[]): string;
  mostExpensive(name: string, label: EvaluationLabel | null, extras: string, kind: ExtrasKind): string;
  noLongerCheapest(name: string, extras: string, kind: ExtrasKind, cheaper: string): string;
}
