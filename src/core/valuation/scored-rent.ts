import { effectiveRent, type EffectiveRent, type MoveInSpecials } from './move-in-specials';

// Which rent a report scores (docs/product.md#run-stages, decision 090). Comparable rentals advertise their rent
// without fees, so a new listing is judged on its rent: the asking rent, or, when the renter gave a move-in special,
// the rent after it. Its fees and utilities are added to what the renter pays, never to the comparison. A renewal
// check is scored on the landlord's offered rent. A report stored before decision 090 was scored on its net effective
// rent, fees included, and keeps that figure so it reads as it did. The report's heading names the rent it scored
// (SCORED_RENT_LABELS).

export type ScoredRentKind = 'asking' | 'afterSpecials' | 'netEffective' | 'offered';

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
  if (input.specials.scoredOn !== 'rent')
    return { kind: 'netEffective', amount: effective.netEffectiveRent, effective };
  if (effective.concession > 0) return { kind: 'afterSpecials', amount: effective.rentAfterSpecials, effective };
  return { kind: 'asking', amount: input.rent, effective };
}
