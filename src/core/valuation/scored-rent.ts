import { effectiveRent, type EffectiveRent, type MoveInSpecials } from './move-in-specials';

// Which rent a report scores (docs/product.md#run-stages). A new listing is scored on its asking rent, or, when the
// renter gave its move-in specials and fees, on the net effective rent: what they actually pay each month. A renewal
// check is scored on the landlord's offered rent. The report's heading names the rent it scored (SCORED_RENT_LABELS).

export type ScoredRentKind = 'asking' | 'netEffective' | 'offered';

export interface ScoredRent {
  readonly kind: ScoredRentKind;
  /** Dollars a month, to the cent. */
  readonly amount: number;
  /** The specials' arithmetic, when there were specials. */
  readonly effective: EffectiveRent | null;
}

export function scoredRentOf(input: {
  readonly rent: number;
  readonly specials: MoveInSpecials | null;
  readonly renewalCurrentRent: number | null;
}): ScoredRent {
  if (input.renewalCurrentRent !== null) return { kind: 'offered', amount: input.rent, effective: null };
  if (input.specials === null) return { kind: 'asking', amount: input.rent, effective: null };
  const effective = effectiveRent(input.rent, input.specials);
  return { kind: 'netEffective', amount: effective.netEffectiveRent, effective };
}
