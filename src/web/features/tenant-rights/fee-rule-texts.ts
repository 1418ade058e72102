import type { FeeRuleId } from '#core/renter-tools/fee-rules';
import type { Language } from '#core/i18n/languages';
import { spanishDate } from '#core/i18n/es/shared';
import { englishDate } from '#core/primitives/sentence-date';

// The words of the states' fee rules (src/core/renter-tools/fee-rules.ts) on the tenant rights cards: each rule's
// plain sentence by its id, in the tenant-rights catalogues (a new rule without its message fails the typecheck here,
// one without its Spanish the catalogues check), and its dates written as dates.

/** Each rule's plain sentence: what it means for a renter. */
export const FEE_RULE_TEXT_IDS: Readonly<Record<FeeRuleId, string>> = {
  coTotalPrice: 'tenant-rights.fees.coTotalPrice.rule',
  caNoticeAndCheckFees: 'tenant-rights.fees.caNoticeAndCheckFees.rule',
  maBrokerFee: 'tenant-rights.fees.maBrokerFee.rule',
};

/** "January 1, 2026" / "1 de enero de 2026" from '2026-01-01': a date in a sentence, never ISO; else as given. */
export function feeRuleDate(iso: string, language: Language): string {
  return language === 'es' ? spanishDate(iso) : englishDate(iso);
}
