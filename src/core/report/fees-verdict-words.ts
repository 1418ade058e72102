import type { EvaluationLabel } from '../compare/compare-labels';

// The words of the verdict's sentence on fees in one language (English: fees-verdict.ts; Spanish: es/fees-verdict-es.ts).

/** What the monthly extras are: fees the landlord charges, utilities the renter pays, or both. */
export type ExtrasKind = 'fees' | 'utilities' | 'both';

export interface FeesVerdictWords {
  /** "A fair rent, but $185 a month in fees brings what you would pay to $2,185." */
  sentence(label: EvaluationLabel | null, extras: string, kind: ExtrasKind, total: string): string;
  /** The total against an official gross rent, `percent` signed and whole: "… is 12% above HUD Small Area FMR …". */
  againstBenchmark(total: string, percent: number, name: string, rent: string): string;
  /** Without utilities in the total, why it is not weighed against the official figures. */
  utilitiesMissing(): string;
}
