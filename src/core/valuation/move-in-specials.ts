import { MONTHS_PER_YEAR } from '../primitives/time';
import { formatUsd, formatUsdCentsIfAny } from '../primitives/format';
import { roundTo } from '../primitives/round';

// The net effective rent (docs/product.md#move-in-specials): what a renter really pays a month once the listing's
// move-in specials and recurring fees are counted. A concession is read as a renter reads it in a listing: weeks
// free, months free or a dollar amount off the lease. The formula, as docs/product.md gives it:
//   net effective rent = (rent × months − concession) / months + monthly fees
// and the lease's total cost is that times the months. Money is in dollars, rounded to the cent at the end only.

export const CONCESSION_KINDS = ['none', 'weeks', 'months', 'dollars'] as const;
export type ConcessionKind = (typeof CONCESSION_KINDS)[number];

export const CONCESSION_KIND_OPTIONS: readonly { readonly value: ConcessionKind; readonly label: string }[] = [
  { value: 'none', label: 'No move-in special' },
  { value: 'weeks', label: 'Weeks free' },
  { value: 'months', label: 'Months free' },
  { value: 'dollars', label: 'Dollars off' },
];

/** The recurring monthly fees, labelled as listings name them. */
export const MONTHLY_FEES = [
  { key: 'parkingFee', label: 'Parking' },
  { key: 'petFee', label: 'Pet rent' },
  { key: 'amenityFee', label: 'Amenity or service fees' },
  { key: 'utilitiesFee', label: 'Utilities billed by the landlord' },
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

/** The report's "What you would really pay" section, its figures and lines as shown. */
export interface SpecialsTexts {
  readonly askingRent: string;
  readonly netEffectiveRent: string;
  readonly leaseTotalTerm: string;
  readonly leaseTotal: string;
  /** "Move-in special: 6 weeks free, worth $3,046 over the lease." */
  readonly concession: string;
  /** "Monthly fees: parking $75 ($75 a month)." */
  readonly fees: string;
  /** The arithmetic spelled out. */
  readonly formula: string;
}

function concessionText(specials: Pick<MoveInSpecials, 'concessionKind' | 'concessionAmount'>): string {
  const amount = specials.concessionAmount;
  switch (specials.concessionKind) {
    case 'weeks':
      return `${amount} ${amount === 1 ? 'week' : 'weeks'} free`;
    case 'months':
      return `${amount} ${amount === 1 ? 'month' : 'months'} free`;
    case 'dollars':
      return `${formatUsd(amount)} off`;
    default:
      return CONCESSION_KIND_OPTIONS[0]!.label;
  }
}

/**
 * The specials section's texts: money in whole dollars, as the product shows it everywhere
 * (docs/product.md#display-formats), so a lease of $26,400 is not "$26,400.00" and a month free is "worth $2,400".
 * Only the net effective rent a month keeps its cents, as the report's heading states the rent it scored
 * ("$2,021.15/mo"): it is the figure the Value Score is computed on. The formula's parts are whole dollars too, so
 * they may be a few cents off its result.
 */
export function specialsTexts(askingRent: number, specials: SpecialsFigures): SpecialsTexts {
  const months = specials.leaseMonths;
  const net = formatUsdCentsIfAny(specials.netEffectiveRent);
  const fees = MONTHLY_FEES.filter((fee) => specials.fees[fee.key] > 0);
  const feeList = fees.map((fee) => `${fee.label.toLowerCase()} ${formatUsd(specials.fees[fee.key])}`).join(', ');
  return {
    askingRent: `${formatUsd(askingRent)}/mo`,
    netEffectiveRent: `${net}/mo`,
    leaseTotalTerm: `Total for the ${months}-month lease`,
    leaseTotal: formatUsd(specials.leaseTotal),
    concession: `Move-in special: ${concessionText(specials)}${specials.concession > 0 ? `, worth ${formatUsd(specials.concession)} over the lease` : ''}.`,
    fees: `Monthly fees: ${fees.length > 0 ? `${feeList} (${formatUsd(specials.monthlyFees)} a month)` : 'none'}.`,
    formula:
      `Net effective rent = (${formatUsd(askingRent)} × ${months} − ${formatUsd(specials.concession)}) ÷ ${months} + ` +
      `${formatUsd(specials.monthlyFees)} = ${net}. The Value Score is computed on this figure.`,
  };
}
