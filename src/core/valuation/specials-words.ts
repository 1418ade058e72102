import type { ConcessionKind, MonthlyFeeKey } from './move-in-specials';

/** The words of the specials section in one language (English: specials-texts.ts; Spanish: es/specials-texts-es.ts). */
export interface SpecialsWords {
  perMonth(money: string): string;
  leaseTotalTerm(months: number): string;
  /** The special itself: "6 weeks free", "$500 off"; `none` when there is none. */
  special(kind: ConcessionKind, amount: number): string;
  /** The special's line, with what it is worth over the lease when it is worth something (0 otherwise). */
  concession(special: string, worth: number): string;
  /** The monthly fees' line: each fee by its key and amount (none when empty), and their total. */
  fees(fees: readonly { readonly key: MonthlyFeeKey; readonly amount: number }[], total: number): string;
  formula(parts: {
    readonly rent: number;
    readonly months: number;
    readonly concession: number;
    readonly fees: number;
    readonly net: string;
  }): string;
}
