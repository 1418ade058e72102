import { describe, expect, it } from 'vitest';
import { FEE_RULES, FEE_RULES_CHECKED_ON, FEE_RULE_IDS, feeRulesFor } from './fee-rules';
import { STATE_TENANT_RIGHTS, isGovernmentHost } from './tenant-rights';

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (iso: string) => ISO_DAY.test(iso) && new Date(`${iso}T00:00:00Z`).toISOString().startsWith(iso);

describe('the states’ rental fee rules', () => {
  it('cites Colorado, California and Massachusetts, each rule once', () => {
    expect(FEE_RULES.map((rule) => rule.state)).toEqual(expect.arrayContaining(['CA', 'CO', 'MA']));
    expect(FEE_RULES.map((rule) => rule.id).sort()).toEqual([...FEE_RULE_IDS].sort());
    expect(feeRulesFor('CO').map((rule) => rule.id)).toEqual(['coTotalPrice']);
    expect(feeRulesFor('CA').map((rule) => rule.id)).toEqual(['caNoticeAndCheckFees']);
    expect(feeRulesFor('MA').map((rule) => rule.id)).toEqual(['maBrokerFee']);
    expect(feeRulesFor('TX')).toEqual([]);
  });

  it('belongs to states of the directory, sorted by state', () => {
    const codes = new Set(STATE_TENANT_RIGHTS.map((state) => state.code));
    for (const rule of FEE_RULES) expect(codes.has(rule.state), rule.id).toBe(true);
    const states = FEE_RULES.map((rule) => rule.state);
    expect(states).toEqual([...states].sort());
  });

  it('links each law to an official https source on a government host, and names it', () => {
    for (const rule of FEE_RULES) {
      const url = new URL(rule.sourceUrl);
      expect(url.protocol, rule.id).toBe('https:');
      expect(isGovernmentHost(url.hostname), rule.sourceUrl).toBe(true);
      expect(rule.lawName.trim().length, rule.id).toBeGreaterThan(5);
    }
    expect(feeRulesFor('CO')[0]?.sourceUrl).toBe('https://leg.colorado.gov/bills/hb25-1090');
    expect(feeRulesFor('CA')[0]?.sourceUrl).toBe(
      'https://leginfo.legislature.ca.gov/faces/billNavClient.xhtml?bill_id=202320240SB611',
    );
  });

  it('dates each rule: a real effective date and the day it was checked, not before it took effect', () => {
    expect(isDay(FEE_RULES_CHECKED_ON)).toBe(true);
    for (const rule of FEE_RULES) {
      expect(isDay(rule.effectiveFrom), rule.id).toBe(true);
      expect(isDay(rule.checkedOn), rule.id).toBe(true);
      expect(rule.checkedOn, rule.id).toBe(FEE_RULES_CHECKED_ON);
      expect(rule.effectiveFrom <= rule.checkedOn, rule.id).toBe(true);
    }
    expect(feeRulesFor('CO')[0]?.effectiveFrom).toBe('2026-01-01');
    expect(feeRulesFor('MA')[0]?.effectiveFrom).toBe('2025-08-01');
  });
});
