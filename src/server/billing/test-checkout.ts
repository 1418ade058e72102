import { eq } from 'drizzle-orm';
import type { TestCheckoutSummary, TestPaymentResult } from '#core/api/billing';
import { getPurchaseTier } from '#core/constants';
import { checkoutSuccessPath, safeRedirectPath } from '#core/site/redirect-path';
import type { Database } from '../db/client';
import { purchases } from '../db/schema';
import { AppError } from '../errors';
import { SESSION_ID_PLACEHOLDER } from './create-checkout';
import { fulfilPurchase } from './fulfil-purchase';

// The built-in test checkout's card step. Stripe's documented test numbers: 4242 4242 4242 4242 succeeds,
// 4000 0000 0000 0002 is declined. Any other number is refused with a hint, as no real card is ever charged here.

const TEST_CARD_SUCCEEDS = '4242424242424242';
const TEST_CARD_DECLINED = '4000000000000002';

export const TEST_CHECKOUT_MESSAGES = {
  declined: 'Your card was declined. Try another card.',
  useTestCard: 'This is a test checkout: use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined).',
  notFound: 'This checkout was not found or has ended.',
  expiry: 'Please enter a future expiry date as MM/YY.',
  cvc: 'Please enter the 3-digit security code.',
} as const;

async function loadTestSession(db: Database, sessionId: string) {
  if (!/^cs_test_[A-Za-z0-9_-]{10,60}$/.test(sessionId))
    throw new AppError('NOT_FOUND', TEST_CHECKOUT_MESSAGES.notFound);
  const [purchase] = await db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
  if (!purchase || purchase.provider !== 'test') throw new AppError('NOT_FOUND', TEST_CHECKOUT_MESSAGES.notFound);
  return purchase;
}

export async function testCheckoutSummary(db: Database, sessionId: string): Promise<TestCheckoutSummary> {
  const purchase = await loadTestSession(db, sessionId);
  return {
    sessionId,
    tierName: getPurchaseTier(purchase.tier)?.name ?? '',
    amountCents: purchase.amountCents,
    status: purchase.status,
    cancelPath: safeRedirectPath(purchase.cancelPath),
  };
}

function validExpiry(expiry: string, now: Date): boolean {
  const m = /^\s*(\d{2})\s*\/\s*(\d{2})\s*$/.exec(expiry);
  if (!m) return false;
  const month = Number(m[1]);
  const year = 2000 + Number(m[2]);
  if (month < 1 || month > 12) return false;
  return year > now.getUTCFullYear() || (year === now.getUTCFullYear() && month >= now.getUTCMonth() + 1);
}

/** Pays a test checkout: the success card fulfils through the same code as Stripe's webhook; returns where to go. */
export async function payTestCheckout(options: {
  db: Database;
  sessionId: string;
  card: { number: string; expiry: string; cvc: string };
  origin: string;
  now?: Date;
}): Promise<TestPaymentResult> {
  const now = options.now ?? new Date();
  const purchase = await loadTestSession(options.db, options.sessionId);
  const number = options.card.number.replace(/[\s-]/g, '');
  if (number === TEST_CARD_DECLINED) throw new AppError('VALIDATION', TEST_CHECKOUT_MESSAGES.declined);
  if (number !== TEST_CARD_SUCCEEDS) throw new AppError('VALIDATION', TEST_CHECKOUT_MESSAGES.useTestCard);
  if (!validExpiry(options.card.expiry, now)) throw new AppError('VALIDATION', TEST_CHECKOUT_MESSAGES.expiry);
  if (!/^\d{3,4}$/.test(options.card.cvc.trim())) throw new AppError('VALIDATION', TEST_CHECKOUT_MESSAGES.cvc);
  if (purchase.status === 'pending' || purchase.status === 'expired') {
    await fulfilPurchase({
      db: options.db,
      provider: 'test',
      eventId: `evt_${options.sessionId}`,
      eventType: 'checkout.session.completed',
      providerSessionId: options.sessionId,
      providerPaymentId: `pi_${options.sessionId.slice(3)}`,
      now,
    });
  }
  // Stored by createCheckout, and read back through the redirect rule all the same: the browser is sent there.
  const successPath =
    safeRedirectPath(purchase.successPath, checkoutSuccessPath(null)) + `&session_id=${SESSION_ID_PLACEHOLDER}`;
  return { redirectUrl: `${options.origin}${successPath.replace(SESSION_ID_PLACEHOLDER, options.sessionId)}` };
}
