import { describe, expect, it } from 'vitest';
import { parsePurchaseIntent, purchaseIntentValue } from './purchase-intent';

describe('purchase intent', () => {
  it('reads a tier from the query value', () => {
    expect(parsePurchaseIntent('2')).toBe(2);
    expect(parsePurchaseIntent('tier1')).toBe(1);
    expect(parsePurchaseIntent(' TIER3 ')).toBe(3);
    expect(parsePurchaseIntent(purchaseIntentValue(2))).toBe(2);
  });

  it('ignores anything else', () => {
    for (const value of [null, undefined, '', '4', 'tier0', 'gold', '2; drop table'])
      expect(parsePurchaseIntent(value)).toBeNull();
  });
});
