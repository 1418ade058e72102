import type { PurchaseTierId } from '../constants';
import { getPurchaseTier } from '../constants';

// /signup and /login carry ?purchase_intent=… so a visitor who chose a plan goes straight to checkout after creating
// the account (docs/product.md#checkout). The value names the tier: "2" or "tier2" (any case). Anything else is no
// intent.

export function parsePurchaseIntent(value: string | null | undefined): PurchaseTierId | null {
  const match = /^(?:tier)?([123])$/i.exec((value ?? '').trim());
  const tier = match ? getPurchaseTier(Number(match[1])) : undefined;
  return tier ? tier.id : null;
}

export function purchaseIntentValue(tier: PurchaseTierId): string {
  return `tier${tier}`;
}
