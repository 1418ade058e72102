import type { Language } from '../i18n/languages';
import { formatUsd, formatUsdCentsIfAny } from '../primitives/format';
import { SPECIALS_ES } from './es/specials-texts-es';
import { CONCESSION_KIND_OPTIONS, MONTHLY_FEES, type SpecialsFigures } from './move-in-specials';
import type { SpecialsWords } from './specials-words';

// The report's "What you would really pay" section in words (docs/product.md#move-in-specials): the figures
// move-in-specials.ts computes, worded in the page's language (English here, Spanish in es/specials-texts-es.ts).

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

const SPECIALS_EN: SpecialsWords = {
  perMonth: (money) => `${money}/mo`,
  leaseTotalTerm: (months) => `Total for the ${months}-month lease`,
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
    const labels = new Map<string, string>(MONTHLY_FEES.map((fee) => [fee.key, fee.label.toLowerCase()]));
    const list = fees.map((fee) => `${labels.get(fee.key)} ${formatUsd(fee.amount)}`).join(', ');
    return `Monthly fees: ${fees.length > 0 ? `${list} (${formatUsd(total)} a month)` : 'none'}.`;
  },
  formula: ({ rent, months, concession, fees, net }) =>
    `Net effective rent = (${formatUsd(rent)} × ${months} − ${formatUsd(concession)}) ÷ ${months} + ` +
    `${formatUsd(fees)} = ${net}. The Value Score is computed on this figure.`,
};

const SPECIALS_WORDS: Readonly<Record<Language, SpecialsWords>> = { en: SPECIALS_EN, es: SPECIALS_ES };

/**
 * The specials section's texts in the page's language: money in whole dollars, as the product shows it everywhere
 * (docs/product.md#display-formats), so a lease of $26,400 is not "$26,400.00" and a month free is "worth $2,400".
 * Only the net effective rent a month keeps its cents, as the report's heading states the rent it scored
 * ("$2,021.15/mo"): it is the figure the Value Score is computed on. The formula's parts are whole dollars too, so
 * they may be a few cents off its result.
 */
export function specialsTexts(askingRent: number, specials: SpecialsFigures, language: Language = 'en'): SpecialsTexts {
  const words = SPECIALS_WORDS[language];
  const months = specials.leaseMonths;
  const net = formatUsdCentsIfAny(specials.netEffectiveRent);
  const fees = MONTHLY_FEES.filter((fee) => specials.fees[fee.key] > 0).map((fee) => ({
    key: fee.key,
    amount: specials.fees[fee.key],
  }));
  return {
    askingRent: words.perMonth(formatUsd(askingRent)),
    netEffectiveRent: words.perMonth(net),
    leaseTotalTerm: words.leaseTotalTerm(months),
    leaseTotal: formatUsd(specials.leaseTotal),
    concession: words.concession(
      words.special(specials.concessionKind, specials.concessionAmount),
      specials.concession,
    ),
    fees: words.fees(fees, specials.monthlyFees),
    formula: words.formula({
      rent: askingRent,
      months,
      concession: specials.concession,
      fees: specials.monthlyFees,
      net,
    }),
  };
}
