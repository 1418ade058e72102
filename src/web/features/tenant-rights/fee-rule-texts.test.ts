import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FEE_RULES, FEE_RULE_IDS } from '#core/renter-tools/fee-rules';
import { FEE_RULE_TEXT_IDS, feeRuleDate } from './fee-rule-texts';

// The catalogues as written (an import would give Lingui's compiled messages).
const catalogue = (language: 'en' | 'es') =>
  JSON.parse(readFileSync(path.join(import.meta.dirname, 'messages', `${language}.json`), 'utf8')) as Record<
    string,
    string
  >;
const catalogues = { en: catalogue('en'), es: catalogue('es') };

// Every fee rule of core is worded in both languages, by its id, and its dates read as dates.
describe('the fee rules’ words on the tenant rights cards', () => {
  it('words every rule in English and in Spanish, by id', () => {
    for (const id of FEE_RULE_IDS) {
      const messageId = FEE_RULE_TEXT_IDS[id];
      expect(messageId).toBe(`tenant-rights.fees.${id}.rule`);
      for (const language of ['en', 'es'] as const) {
        const text = catalogues[language][messageId];
        expect(text?.trim().length ?? 0, `${language} ${id}`).toBeGreaterThan(40);
      }
      expect(catalogues.es[messageId]).not.toBe(catalogues.en[messageId]);
    }
    expect(FEE_RULES.every((rule) => rule.id in FEE_RULE_TEXT_IDS)).toBe(true);
  });

  it('says what each rule means for a renter', () => {
    const words = (language: 'en' | 'es', id: keyof typeof FEE_RULE_TEXT_IDS) =>
      catalogues[language][FEE_RULE_TEXT_IDS[id]];
    expect(words('en', 'coTotalPrice')).toContain('one total price');
    expect(words('es', 'coTotalPrice')).toContain('un solo precio total');
    expect(words('en', 'caNoticeAndCheckFees')).toMatch(/notice.*by check/);
    expect(words('es', 'caNoticeAndCheckFees')).toMatch(/aviso.*con cheque/);
    expect(words('en', 'maBrokerFee')).toContain('Whoever hires the broker pays');
    expect(words('es', 'maBrokerFee')).toContain('Quien contrata al corredor');
    // docs/i18n.md's words: usted, arrendador, cargo.
    for (const id of FEE_RULE_IDS) expect(words('es', id)).toMatch(/\b(usted|su|arrendador)\b/);
    for (const id of FEE_RULE_IDS) expect(words('es', id)).toMatch(/\bcargos?\b/);
  });

  it('writes dates as dates in both languages', () => {
    expect(feeRuleDate('2026-01-01', 'en')).toBe('January 1, 2026');
    expect(feeRuleDate('2026-01-01', 'es')).toBe('1 de enero de 2026');
    expect(feeRuleDate('2026-12-05', 'en')).toBe('December 5, 2026');
    expect(feeRuleDate('2026-12-05', 'es')).toBe('5 de diciembre de 2026');
    expect(feeRuleDate('soon', 'en')).toBe('soon');
  });
});
