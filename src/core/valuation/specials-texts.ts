import type { Language } from '../i18n/languages';
import { formatUsd, formatUsdCentsIfAny } from '../primitives/format';
import { SPECIALS_ES } from './es/specials-texts-es';
import { CONCESSION_KIND_OPTIONS, MONTHLY_FEES, MOVE_IN_COSTS, type SpecialsFigures } from './move-in-specials';
import type { SpecialsWords } from './specials-words';

// The report's "What you would really pay" section in words (docs/product.md#move-in-specials, decision 090): the
// figures move-in-specials.ts computes, worded in the page's language (English here, Spanish in
// es/specials-texts-es.ts).

/** The report's "What you would really pay" section, its figures and lines as shown. */
export interface SpecialsTexts {
  readonly askingRent: string;
  /** What the home costs a month: rent after specials, fees and the utilities the renter pays. */
  readonly totalMonthlyCost: string;
  readonly leaseTotalTerm: string;
  readonly leaseTotal: string;
  /** "Move-in special: 6 weeks free, worth $3,046 over the lease."; null without one. */
  readonly concession: string | null;
  /** "Monthly fees: parking $75 ($75 a month)." */
  readonly fees: string;
  readonly utilities: string;
  /** The one-time costs and the deposit; null when none was given. */
  readonly moveIn: string | null;
  /** How fees are treated against the comparables. */
  readonly treatment: string;
  /** The arithmetic spelled out. */
  readonly formula: string;
}

const lower = (label: string) => label.charAt(0).toLowerCase() + label.slice(1);

const SPECIALS_EN: SpecialsWords = {
  perMonth: (money) => `${money}/mo`,
  leaseTotalTerm: (months) => `Cost over the ${months}-month lease`,
  special: (kind, amount) => {
    switch (kind) {
      case 'weeks':
        return `${amount} ${amount === 1 ? 'week' : 'weeks'} free`;
      case 'months':
        return `${amount} ${amount === 1 ? 'month' : 'months'} free`;
      case 'dollars':
        return `${formatUsd(amount)} off`;
      default:
        return CONCESSION_KIND_OPTIONS[0]!.label;
    }
  },
  concession: (special, worth) =>
    `Move-in special: ${special}${worth > 0 ? `, worth ${formatUsd(worth)} over the lease` : ''}.`,
  fees: (fees, total) => {
    const labels = new Map<string, string>(MONTHLY_FEES.map((fee) => [fee.key, lower(fee.label)]));
    const list = fees.map((fee) => `${labels.get(fee.key)} ${formatUsd(fee.amount)}`).join(', ');
    return `Monthly fees: ${fees.length > 0 ? `${list} (${formatUsd(total)} a month)` : 'none'}.`;
  },
  utilities: (amount) =>
    amount > 0
      ? `Utilities you pay yourself: ${formatUsd(amount)} a month, your estimate.`
      : 'Utilities you pay yourself: none given.',
  moveIn: (spent, spentTotal, deposit) => {
    if (spent.length === 0 && deposit <= 0) return null;
    const labels = new Map<string, string>(MOVE_IN_COSTS.map((cost) => [cost.key, lower(cost.label)]));
    const parts: string[] = [];
    if (spent.length > 0) {
      const list = spent.map((cost) => `${labels.get(cost.key)} ${formatUsd(cost.amount)}`).join(', ');
      parts.push(`${list} (${formatUsd(spentTotal)}, counted in the lease's cost)`);
    }
    if (deposit > 0) parts.push(`security deposit ${formatUsd(deposit)}, due at move-in and refundable`);
    return `Move-in costs: ${parts.join('; ')}.`;
  },
  treatment: (rent, afterSpecials) =>
    `Comparable rentals advertise their rent without fees, so the Value Score judges the rent (${rent}${afterSpecials ? ' after the move-in special' : ''}), never this total: fees and utilities are added to what you pay, not to the comparison.`,
  formula: ({ rent, months, concession, fees, utilities, total, oneTime, leaseTotal }) =>
    `Total monthly cost = ${concession > 0 ? `(${formatUsd(rent)} × ${months} − ${formatUsd(concession)}) ÷ ${months}` : formatUsd(rent)} + ` +
    `${formatUsd(fees)} in fees + ${formatUsd(utilities)} in utilities = ${total}. Cost over the lease = ${total} × ${months} + ` +
    `${formatUsd(oneTime)} = ${formatUsd(leaseTotal)}.`,
};

const SPECIALS_WORDS: Readonly<Record<Language, SpecialsWords>> = { en: SPECIALS_EN, es: SPECIALS_ES };

/**
 * The specials section's texts in the page's language: money in whole dollars, as the product shows it everywhere
 * (docs/product.md#display-formats), so a lease of $26,400 is not "$26,400.00" and a month free is "worth $2,400".
 * Only the figures a month keep their cents when they have any ("$2,021.15/mo"). The formula's parts are whole dollars
 * too, so they may be a few cents off its result.
 */
export function specialsTexts(askingRent: number, specials: SpecialsFigures, language: Language = 'en'): SpecialsTexts {
  const words = SPECIALS_WORDS[language];
  const months = specials.leaseMonths;
  const total = formatUsdCentsIfAny(specials.totalMonthlyCost);
  const fees = MONTHLY_FEES.filter((fee) => specials.fees[fee.key] > 0).map((fee) => ({
    key: fee.key,
    amount: specials.fees[fee.key],
  }));
  const spent = MOVE_IN_COSTS.filter((cost) => !cost.refundable && specials.moveIn[cost.key] > 0).map((cost) => ({
    key: cost.key,
    amount: specials.moveIn[cost.key],
  }));
  const afterSpecials = specials.concession > 0;
  return {
    askingRent: words.perMonth(formatUsd(askingRent)),
    totalMonthlyCost: words.perMonth(total),
    leaseTotalTerm: words.leaseTotalTerm(months),
    leaseTotal: formatUsd(specials.leaseTotal),
    concession: afterSpecials
      ? words.concession(words.special(specials.concessionKind, specials.concessionAmount), specials.concession)
      : null,
    fees: words.fees(fees, specials.monthlyFees),
    utilities: words.utilities(specials.ownUtilities),
    moveIn: words.moveIn(spent, specials.oneTimeCosts, specials.securityDeposit),
    treatment: words.treatment(
      formatUsdCentsIfAny(afterSpecials ? specials.rentAfterSpecials : askingRent),
      afterSpecials,
    ),
    formula: words.formula({
      rent: askingRent,
      months,
      concession: specials.concession,
      fees: specials.monthlyFees,
      utilities: specials.ownUtilities,
      total,
      oneTime: specials.oneTimeCosts,
      leaseTotal: specials.leaseTotal,
    }),
  };
}
