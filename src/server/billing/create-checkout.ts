import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { getPurchaseTier } from '#core/constants';
import { CHECKOUT_MESSAGES } from '#core/messages';
import type { CheckoutSession } from '#core/api/billing';
import {
  checkoutCancelPath,
  checkoutSuccessPath,
  sitePathInLanguage,
  type PendingAction,
} from '#core/site/redirect-path';
import { languageOfPath } from '#core/i18n/languages';
import type { Database } from '../db/client';
import { purchases, users } from '../db/schema';
import { AppError } from '../errors';
import { PaymentsError, type PaymentsProvider } from '../providers/payments/payments-port';

/** Stripe puts the session id here in the success URL; the test checkout does the same. */
export const SESSION_ID_PLACEHOLDER = '{CHECKOUT_SESSION_ID}';

/**
 * The checkout request made on the server (docs/product.md#checkout): the tier decides the price (never the browser)
 * and must be one on offer, the return addresses are our own paths on our own origin (/research?payment=success, or
 * /research?action=run_report when a report was pending; cancel back where the buyer came from), and a pending purchase
 * row records the session before the browser leaves.
 */
export async function createCheckout(options: {
  db: Database;
  payments: PaymentsProvider;
  userId: string;
  tierId: number;
  pendingAction: PendingAction | null;
  fromPath: string | null;
  origin: string;
}): Promise<CheckoutSession> {
  const tier = getPurchaseTier(options.tierId);
  if (!tier) throw new AppError('VALIDATION', CHECKOUT_MESSAGES.unknownTier);
  // The 60-day pass exists (docs/product.md#purchase-tiers) but is not offered: what the offer cards do not show cannot
  // be bought either.
  if (!tier.offered) throw new AppError('VALIDATION', CHECKOUT_MESSAGES.tierNotOffered);
  const [user] = await options.db.select({ email: users.email }).from(users).where(eq(users.id, options.userId));
  if (!user) throw new AppError('UNAUTHENTICATED', CHECKOUT_MESSAGES.sessionExpired);

  const purchaseId = randomUUID();
  const cancelPath = checkoutCancelPath(options.fromPath);
  // Back in the language the buyer left from (a Spanish page's /es, decision 074).
  const successPath = sitePathInLanguage(checkoutSuccessPath(options.pendingAction), languageOfPath(cancelPath));
  let session;
  try {
    session = await options.payments.createCheckout({
      purchaseId,
      tier,
      customerEmail: user.email,
      successUrl: `${options.origin}${successPath}&session_id=${SESSION_ID_PLACEHOLDER}`,
      cancelUrl: `${options.origin}${cancelPath}`,
    });
  } catch (error) {
    if (error instanceof PaymentsError) throw new AppError('PROVIDER_UNAVAILABLE', error.message);
    throw error;
  }
  if (!session.sessionId || !session.url) throw new AppError('PROVIDER_UNAVAILABLE', CHECKOUT_MESSAGES.noSessionId);
  await options.db.insert(purchases).values({
    id: purchaseId,
    userId: options.userId,
    provider: options.payments.name,
    providerSessionId: session.sessionId,
    tier: tier.id,
    amountCents: tier.priceCents,
    successPath,
    cancelPath,
  });
  return session;
}
