import type { FeeRuleId } from '#core/renter-tools/fee-rules';
import type { Language } from '#core/i18n/languages';
import { spanishDate } from '#core/i18n/es/shared';

// The words of the states' fee rules (src/core/renter-tools/fee-rules.ts) on the tenant rights cards: each rule's
// plain sentence by its id, in the tenant-rights catalogues (a new rule without its message fails the typecheck here,
// one without its Spanish the catalogues check), and its dates written as dates.

/** Each rule's plain sentence: what it means for a renter. */
export const FEE_RULE_TEXT_IDS: Readonly<Record<FeeRuleId, string>> = {
  coTotalPrice: 'tenant-rights.fees.coTotalPrice.rule',
  caNoticeAndCheckFees: 'tenant-rights.fees.caNoticeAndCheckFees.rule',
  maBrokerFee: 'tenant-rights.fees.maBrokerFee.rule',
};

/* eslint-disable lingui/no-unlocalized-strings -- the en-US month names of a date in a sentence */
const MONTHS_EN = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
/* eslint-enable lingui/no-unlocalized-strings */

/** "January 1, 2026" / "1 de enero de 2026" from '2026-01-01': a date in a sentence, never ISO; else as given. */
export function feeRuleDate(iso: string, language: Language): string {
  if (language === 'es') return spanishDate(iso);
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  const month = match ? MONTHS_EN[Number(match[2]) - 1] : undefined;
  if (!match || !month) return iso;
  return `${month} ${Number(match[3])}, ${match[1]}`;
}
