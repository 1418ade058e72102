import {
  MONTHLY_FEES,
  MOVE_IN_COSTS,
  type MonthlyFeeKey,
  type MoveInCostKey,
  type MoveInSpecials,
} from '../valuation/move-in-specials';
import type { ReportForm } from './report-form';

// What a checked research form means for the report run: the listing's move-in specials, a renewal's current rent,
// and the values of the optional fields when a form (an older client, a stored draft) leaves them out.

/** The listing's move-in specials and fees as entered, or null when the renter gave none (or this is a renewal). */
export function moveInSpecialsOf(form: ReportForm): MoveInSpecials | null {
  if (form.mode === 'renewal' || !form.specialsOn || form.leaseMonths === null) return null;
  const fees = Object.fromEntries(MONTHLY_FEES.map((fee) => [fee.key, form[fee.key] ?? 0])) as Record<
    MonthlyFeeKey,
    number
  >;
  const moveIn = Object.fromEntries(MOVE_IN_COSTS.map((cost) => [cost.key, form[cost.key] ?? 0])) as Record<
    MoveInCostKey,
    number
  >;
  const concessionAmount = form.concessionKind === 'none' ? 0 : (form.concessionAmount ?? 0);
  return {
    concessionKind: concessionAmount > 0 ? form.concessionKind : 'none',
    concessionAmount,
    leaseMonths: form.leaseMonths,
    fees,
    ownUtilities: form.ownUtilities ?? 0,
    moveIn,
    scoredOn: 'rent',
  };
}

/**
 * What the renewal, move-in-specials and warning-sign fields parse to when a form leaves them out: a new listing
 * without specials, no warning sign marked.
 */
export const NO_NEXT_STEP_FIELDS = {
  mode: 'listing',
  currentRent: null,
  specialsOn: false,
  concessionKind: 'none',
  concessionAmount: null,
  leaseMonths: null,
  amenityFee: null,
  trashFee: null,
  techFee: null,
  utilitiesFee: null,
  otherFee: null,
  parkingFee: null,
  petFee: null,
  ownUtilities: null,
  applicationFee: null,
  brokerFee: null,
  securityDeposit: null,
  redFlags: [],
} as const satisfies Partial<ReportForm>;

/** A renewal check's current rent, or null for a new listing. */
export function renewalCurrentRentOf(form: ReportForm): number | null {
  return form.mode === 'renewal' ? form.currentRent : null;
}
