import { moveInSpecialsOf, renewalCurrentRentOf } from '#core/report/report-form-values';
import { type ReportForm } from '#core/report/report-form';
import { scoredRentOf } from '#core/valuation/scored-rent';
import type { transactions } from '../db/schema';

// What a report run stores of the renter's next step (decision 062) — a renewal's current rent, a listing's move-in
// specials, the scam warning signs the renter marked (decision 089) — and the rent it scores (the net effective rent
// when there are specials). Money in cents.

type NextStepColumns = Pick<
  typeof transactions.$inferInsert,
  'renewalCurrentRent' | 'specials' | 'scoredRent' | 'redFlags'
>;

export function nextStepColumns(form: ReportForm): NextStepColumns & { scoredRent: number | null } {
  const specials = moveInSpecialsOf(form);
  const current = renewalCurrentRentOf(form);
  const scored = scoredRentOf({ rent: form.rentAmount, specials, renewalCurrentRent: current });
  return {
    renewalCurrentRent: current === null ? null : Math.round(current * 100),
    specials,
    scoredRent: scored.kind === 'asking' || scored.kind === 'offered' ? null : Math.round(scored.amount * 100),
    // A renewal offer is never checked for a scam (scam-check.ts): its red flags are not kept.
    redFlags: form.mode === 'listing' && form.redFlags.length > 0 ? form.redFlags : null,
  };
}
