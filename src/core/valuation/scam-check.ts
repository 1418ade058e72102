import type { Confidence } from './market-estimate';

// The scam check (issue 37, decision 089): a listing far below a confident expected rent is the first red flag of a
// rental scam (the FTC's guidance), and so is a landlord who asks for a wire, a gift card or crypto, who cannot show
// the unit, who is abroad, or who wants a deposit before a lease is signed. A report whose asking rent is far below a
// confident expected rent, or whose renter marked a red flag, opens with a plain warning; far below a Low-confidence
// expected rent it says the data is thin instead, since a thin market misleads more often than a landlord does. The
// check judges a new listing's asking rent only: a renewal offer comes from the renter's own landlord.

/** The red flags a renter can mark on the research form. */
export const SCAM_RED_FLAGS = ['unusualPayment', 'cannotSeeUnit', 'ownerAway', 'depositBeforeLease'] as const;
export type ScamRedFlag = (typeof SCAM_RED_FLAGS)[number];

/**
 * An asking rent at or under this share of a confident (High or Medium) expected rent trips the warning: half of it.
 * Set on the held-out listings of ../shared/data/apartments-for-rent-dev.csv (`npm run bench:accuracy`, decision 089):
 * 0.50% of the confident subjects (6 of 1,201) sit this far below, against 0.67% at 55%, 1.08% at 60% and 3.16% at
 * 70%. A listing at 45% of its expected rent trips it, one at 90% does not.
 */
export const FAR_BELOW_SHARE = 0.5;

export type ScamCheck =
  | {
      /** Far below a confident expected rent, or a red flag marked (or both). */
      readonly id: 'warning';
      readonly values: {
        /** The asking rent as a whole percent of the expected rent, when it is far below a confident one. */
        readonly percentOfExpected: number | null;
        readonly redFlags: ScamRedFlag[];
      };
    }
  | {
      /** Far below an expected rent of Low confidence: the data is thin, the gap may be the data's. */
      readonly id: 'thinData';
      readonly values: { readonly percentOfExpected: number };
    };

export interface ScamCheckInput {
  /** The listing's asking rent, dollars a month; null for a renewal offer (never checked). */
  readonly askingRent: number | null;
  readonly expectedRent: number | null;
  readonly confidence: Confidence | null;
  readonly redFlags: readonly ScamRedFlag[];
}

/** What the report says of a possible scam, or null when there is nothing to say. */
export function scamCheck(input: ScamCheckInput): ScamCheck | null {
  if (input.askingRent === null) return null;
  const share =
    input.expectedRent !== null && input.expectedRent > 0 && input.askingRent > 0
      ? input.askingRent / input.expectedRent
      : null;
  const farBelow = share !== null && share <= FAR_BELOW_SHARE;
  const confident = input.confidence === 'high' || input.confidence === 'medium';
  const percentOfExpected = share === null ? null : Math.round(share * 100);
  const redFlags = SCAM_RED_FLAGS.filter((flag) => input.redFlags.includes(flag));
  if (redFlags.length > 0 || (farBelow && confident))
    return { id: 'warning', values: { percentOfExpected: farBelow && confident ? percentOfExpected : null, redFlags } };
  if (farBelow && percentOfExpected !== null) return { id: 'thinData', values: { percentOfExpected } };
  return null;
}
