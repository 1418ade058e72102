import { MONTHS_PER_YEAR } from '../primitives/time';
import { roundTo } from '../primitives/round';
import { CONCESSION_KIND_LABELS, MONTHLY_FEE_LABELS } from '../labels';

// The net effective rent (docs/product.md#move-in-specials): what a renter really pays a month once the listing's
// move-in specials and recurring fees are counted. A concession is read as a renter reads it in a listing: weeks
// free, months free or a dollar amount off the lease. The formula, as docs/product.md gives it:
//   net effective rent = (rent × months − concession) / months + monthly fees
// and the lease's total cost is that times the months. Money is in dollars, rounded to the cent at the end only.

export const CONCESSION_KINDS = ['none', 'weeks', 'months', 'dollars'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];

export const CONCESSION_KIND_OPTIONS: readonly { readonly value: ConcessionKind; readonly label: string }[] =
  CONCESSION_KINDS.map((value) => ({ value, label: CONCESSION_KIND_LABELS[value] }));

/** The recurring monthly fees, labelled as listings name them. */
export const MONTHLY_FEES = [
  { key: 'parkingFee', label: MONTHLY_FEE_LABELS.parkingFee },
  { key: 'petFee', label: MONTHLY_FEE_LABELS.petFee },
  { key: 'amenityFee', label: MONTHLY_FEE_LABELS.amenityFee },
  { key: 'utilitiesFee', label: MONTHLY_FEE_LABELS.utilitiesFee },
] as const;
export type MonthlyFeeKey = (typeof MONTHLY_FEES)[number]['key'];

export const LEASE_MONTHS_MIN = 1;
export const LEASE_MONTHS_MAX = 36;
export const LEASE_MONTHS_DEFAULT = 12;
/** A monthly fee above this is a typing slip, not a fee. */
export const MONTHLY_FEE_MAX = 10_000;
export const WEEKS_PER_YEAR = 52;

export interface MoveInSpecials {
  readonly concessionKind: ConcessionKind;
  /** Weeks, months or dollars, by kind; 0 when there is no concession. */
  readonly concessionAmount: number;
  readonly leaseMonths: number;
  readonly fees: Readonly<Record<MonthlyFeeKey, number>>;
}

/** The concession in dollars over the whole lease: a week free is a twelfth of a year's rent over 52 weeks. */
export function concessionDollars(
  rent: number,
  specials: Pick<MoveInSpecials, 'concessionKind' | 'concessionAmount'>,
): number {
  switch (specials.concessionKind) {
    case 'weeks':
      return (rent * MONTHS_PER_YEAR * specials.concessionAmount) / WEEKS_PER_YEAR;
    case 'months':
      return rent * specials.concessionAmount;
    case 'dollars':
      return specials.concessionAmount;
    default:
      return 0;
  }
}

/** The concession as weeks of rent, for "is it more than the lease?": a month is 52/12 weeks. */
export function concessionWeeks(kind: ConcessionKind, amount: number, rent: number): number {
  if (kind === 'weeks') return amount;
  if (kind === 'months') return (amount * WEEKS_PER_YEAR) / MONTHS_PER_YEAR;
  if (kind === 'dollars') return rent > 0 ? (amount * WEEKS_PER_YEAR) / (rent * MONTHS_PER_YEAR) : 0;
  return 0;
}

export function monthlyFees(specials: Pick<MoveInSpecials, 'fees'>): number {
  return MONTHLY_FEES.reduce((sum, fee) => sum + specials.fees[fee.key], 0);
}

export interface EffectiveRent {
  readonly askingRent: number;
  readonly concession: number;
  readonly monthlyFees: number;
  readonly leaseMonths: number;
  /** (rent × months − concession) / months + monthly fees, to the cent. */
  readonly netEffectiveRent: number;
  /** Everything the renter pays over the lease: net effective rent × months, to the cent. */
  readonly leaseTotal: number;
}

export function effectiveRent(askingRent: number, specials: MoveInSpecials): EffectiveRent {
  const months = specials.leaseMonths;
  const concession = Math.min(concessionDollars(askingRent, specials), askingRent * months);
  const fees = monthlyFees(specials);
  const perMonth = (askingRent * months - concession) / months + fees;
  return {
    askingRent,
    concession: roundTo(concession, 2),
    monthlyFees: roundTo(fees, 2),
    leaseMonths: months,
    netEffectiveRent: roundTo(perMonth, 2),
    leaseTotal: roundTo(perMonth * months, 2),
  };
}

/** The specials as the report stores them: what the renter entered and its arithmetic (effectiveRent). */
export type SpecialsFigures = MoveInSpecials &
  Pick<EffectiveRent, 'concession' | 'monthlyFees' | 'netEffectiveRent' | 'leaseTotal'>;
