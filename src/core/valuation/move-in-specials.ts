import { MONTHS_PER_YEAR } from '../primitives/time';
import { roundTo } from '../primitives/round';
import { CONCESSION_KIND_LABELS, MONTHLY_FEE_LABELS, MOVE_IN_COST_LABELS } from '../labels';

// The total monthly cost (docs/product.md#move-in-specials, decision 090): what a renter really pays a month once the
// listing's move-in specials, its monthly fees and the utilities they pay are counted, and what the lease costs with
// its one-time move-in costs. A concession is read as a renter reads it in a listing: weeks free, months free or a
// dollar amount off the lease. The formulas, as docs/product.md gives them:
//   rent after specials = (rent × months − concession) / months          (the rent the Value Score judges)
//   net effective rent  = rent after specials + monthly fees
//   total monthly cost  = net effective rent + utilities the renter pays
//   cost over the lease = total monthly cost × months + application and broker fees (the deposit comes back)
// Money is in dollars, rounded to the cent at the end only.

export const CONCESSION_KINDS = ['none', 'weeks', 'months', 'dollars'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];

export const CONCESSION_KIND_OPTIONS: readonly { readonly value: ConcessionKind; readonly label: string }[] =
  CONCESSION_KINDS.map((value) => ({ value, label: CONCESSION_KIND_LABELS[value] }));

/**
 * The recurring monthly fees, labelled as listings name them: first the mandatory ones every tenant of the building
 * pays (the kinds listings tuck away under "fees" or "additional costs"), then parking and pet rent, which apply only
 * when the renter has a car or a pet.
 */
export const MONTHLY_FEES = [
  { key: 'amenityFee', label: MONTHLY_FEE_LABELS.amenityFee, mandatory: true },
  { key: 'trashFee', label: MONTHLY_FEE_LABELS.trashFee, mandatory: true },
  { key: 'techFee', label: MONTHLY_FEE_LABELS.techFee, mandatory: true },
  { key: 'utilitiesFee', label: MONTHLY_FEE_LABELS.utilitiesFee, mandatory: true },
  { key: 'otherFee', label: MONTHLY_FEE_LABELS.otherFee, mandatory: true },
  { key: 'parkingFee', label: MONTHLY_FEE_LABELS.parkingFee, mandatory: false },
  { key: 'petFee', label: MONTHLY_FEE_LABELS.petFee, mandatory: false },
] as const;
export type MonthlyFeeKey = (typeof MONTHLY_FEES)[number]['key'];

/**
 * The one-time costs of moving in. The application and broker fees are spent; the security deposit comes back at the
 * end of a lease left in good order, so it is shown as due at move-in but never counted in what the lease costs.
 */
export const MOVE_IN_COSTS = [
  { key: 'applicationFee', label: MOVE_IN_COST_LABELS.applicationFee, refundable: false },
  { key: 'brokerFee', label: MOVE_IN_COST_LABELS.brokerFee, refundable: false },
  { key: 'securityDeposit', label: MOVE_IN_COST_LABELS.securityDeposit, refundable: true },
] as const;
export type MoveInCostKey = (typeof MOVE_IN_COSTS)[number]['key'];

export const LEASE_MONTHS_MIN = 1;
export const LEASE_MONTHS_MAX = 36;
export const LEASE_MONTHS_DEFAULT = 12;
/** A monthly fee (or the utilities a month) above this is a typing slip, not a fee. */
export const MONTHLY_FEE_MAX = 10_000;
/** A one-time move-in cost above this is a typing slip: a deposit of several months of a $30,000 rent fits under it. */
export const MOVE_IN_COST_MAX = 100_000;
export const WEEKS_PER_YEAR = 52;

export interface MoveInSpecials {
  readonly concessionKind: ConcessionKind;
  /** Weeks, months or dollars, by kind; 0 when there is no concession. */
  readonly concessionAmount: number;
  readonly leaseMonths: number;
  readonly fees: Readonly<Record<MonthlyFeeKey, number>>;
  /** The utilities the renter pays the utility companies a month, as they estimate it; 0 when none or not known. */
  readonly ownUtilities: number;
  readonly moveIn: Readonly<Record<MoveInCostKey, number>>;
  /**
   * 'rent' from decision 090 on: the Value Score judged the rent after specials, the fees apart. A report stored
   * before it has none: it was scored on the net effective rent, fees included, and keeps reading that way.
   */
  readonly scoredOn?: 'rent';
}

/** The specials as a report stored them, from any release: fee kinds and costs added later may be missing. */
export type StoredSpecials = Omit<MoveInSpecials, 'fees' | 'ownUtilities' | 'moveIn'> & {
  readonly fees: Readonly<Partial<Record<MonthlyFeeKey, number>>>;
  readonly ownUtilities?: number;
  readonly moveIn?: Readonly<Partial<Record<MoveInCostKey, number>>>;
};

const amountOrZero = (value: number | undefined) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

/** A stored report's specials with every fee kind and cost present (0 for the ones its release did not ask for). */
export function readSpecials(stored: StoredSpecials): MoveInSpecials {
  const moveIn = stored.moveIn ?? {};
  return {
    ...stored,
    fees: Object.fromEntries(MONTHLY_FEES.map((fee) => [fee.key, amountOrZero(stored.fees[fee.key])])) as Record<
      MonthlyFeeKey,
      number
    >,
    ownUtilities: amountOrZero(stored.ownUtilities),
    moveIn: Object.fromEntries(MOVE_IN_COSTS.map((cost) => [cost.key, amountOrZero(moveIn[cost.key])])) as Record<
      MoveInCostKey,
      number
    >,
  };
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

/** The one-time costs spent on moving in (the application and broker fees; not the deposit, which comes back). */
export function oneTimeCosts(specials: Pick<MoveInSpecials, 'moveIn'>): number {
  return MOVE_IN_COSTS.reduce((sum, cost) => sum + (cost.refundable ? 0 : specials.moveIn[cost.key]), 0);
}

export interface EffectiveRent {
  readonly askingRent: number;
  readonly concession: number;
  readonly leaseMonths: number;
  /** (rent × months − concession) / months, to the cent: the rent the Value Score judges (decision 090). */
  readonly rentAfterSpecials: number;
  readonly monthlyFees: number;
  readonly ownUtilities: number;
  /** Rent after specials + monthly fees, to the cent. */
  readonly netEffectiveRent: number;
  /** Net effective rent + the utilities the renter pays, to the cent: what moving in costs a month. */
  readonly totalMonthlyCost: number;
  /** The application and broker fees. */
  readonly oneTimeCosts: number;
  readonly securityDeposit: number;
  /** Everything the renter spends over the lease: total monthly cost × months + one-time costs, to the cent. */
  readonly leaseTotal: number;
}

export function effectiveRent(askingRent: number, specials: MoveInSpecials): EffectiveRent {
  const months = specials.leaseMonths;
  const concession = Math.min(concessionDollars(askingRent, specials), askingRent * months);
  const fees = monthlyFees(specials);
  const rentAfter = (askingRent * months - concession) / months;
  const total = rentAfter + fees + specials.ownUtilities;
  const oneTime = oneTimeCosts(specials);
  return {
    askingRent,
    concession: roundTo(concession, 2),
    leaseMonths: months,
    rentAfterSpecials: roundTo(rentAfter, 2),
    monthlyFees: roundTo(fees, 2),
    ownUtilities: roundTo(specials.ownUtilities, 2),
    netEffectiveRent: roundTo(rentAfter + fees, 2),
    totalMonthlyCost: roundTo(total, 2),
    oneTimeCosts: roundTo(oneTime, 2),
    securityDeposit: roundTo(specials.moveIn.securityDeposit, 2),
    leaseTotal: roundTo(total * months + oneTime, 2),
  };
}

/** The specials as the report shows them: what the renter entered and its arithmetic (effectiveRent). */
export type SpecialsFigures = Omit<MoveInSpecials, 'scoredOn'> & Omit<EffectiveRent, 'askingRent' | 'leaseMonths'>;

/** What the report shows of the specials: the renter's entries (without the scoring mark) and their arithmetic. */
export function specialsFigures(specials: MoveInSpecials, effective: EffectiveRent): SpecialsFigures {
  const { scoredOn: _scoredOn, ...entered } = specials;
  const { askingRent: _rent, leaseMonths: _months, ...figures } = effective;
  return { ...entered, fees: { ...entered.fees }, moveIn: { ...entered.moveIn }, ...figures };
}
