import type { ConcessionKind, MonthlyFeeKey, MoveInCostKey } from './move-in-specials';

/** An amount the renter entered, by its key. */
interface KeyedAmount<Key extends string> {
  readonly key: Key;
  readonly amount: number;
}

/** The words of the specials section in one language (English: specials-texts.ts; Spanish: es/specials-texts-es.ts). */
export interface SpecialsWords {
  perMonth(money: string): string;
  leaseTotalTerm(months: number): string;
  /** The special itself: "6 weeks free", "$500 off"; `none` when there is none. */
  special(kind: ConcessionKind, amount: number): string;
  /** The special's line, with what it is worth over the lease when it is worth something (0 otherwise). */
  concession(special: string, worth: number): string;
  /** The monthly fees' line: each fee by its key and amount (none when empty), and their total. */
  fees(fees: readonly KeyedAmount<MonthlyFeeKey>[], total: number): string;
  /** The utilities the renter pays the utility companies: their figure, or that none was given (0). */
  utilities(amount: number): string;
  /** The one-time costs spent (application, broker) and the refundable deposit; null when none was given. */
  moveIn(spent: readonly KeyedAmount<MoveInCostKey>[], spentTotal: number, deposit: number): string | null;
  /** How fees are treated: the Value Score judges the rent (`rent`, the scored figure), never the total. */
  treatment(rent: string, afterSpecials: boolean): string;
  formula(parts: {
    readonly rent: number;
    readonly months: number;
    readonly concession: number;
    readonly fees: number;
    readonly utilities: number;
    readonly total: string;
    readonly oneTime: number;
    readonly leaseTotal: number;
  }): string;
}
