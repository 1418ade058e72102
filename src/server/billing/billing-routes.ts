import type { Context } from 'hono';
import { billingOperations } from '#core/api/billing';
import { CHECKOUT_MESSAGES } from '#core/messages';
import { isPendingAction } from '#core/site/redirect-path';
import { getCurrentUser } from '../auth/current-user';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import { createRouter } from '../http/create-router';
import { JSON_BODY, STATE_CHANGING } from '../http/openapi-responses';
import { operationRoute } from '../http/operation-route';
import { enforceRateLimit, RATE_RULES } from '../http/rate-limit';
import { isTestCheckoutEnabled } from '../providers/payments/create-payments';
import { createCheckout } from './create-checkout';
import { listPurchases, purchaseBySession } from './list-purchases';
import { refundPurchase } from './refund-purchase';
import { payTestCheckout, TEST_CHECKOUT_MESSAGES, testCheckoutSummary } from './test-checkout';
import { SERVER_MESSAGES } from '../http/server-messages';

/** A purchase needs a signed-in buyer; otherwise the checkout's own message (docs/product.md#checkout). */
async function buyer(c: Context<AppEnv>) {
  const user = await getCurrentUser(c);
  if (!user) throw new AppError('UNAUTHENTICATED', CHECKOUT_MESSAGES.sessionExpired);
  return user;
}

/** The TEST MODE checkout answers only while it takes the payments (decision 050): otherwise there is no such checkout. */
function requireTestCheckout(c: Context<AppEnv>) {
  if (!isTestCheckoutEnabled(c.get('deps').config)) throw new AppError('NOT_FOUND', TEST_CHECKOUT_MESSAGES.notFound);
}

function origin(c: Context<AppEnv>): string {
  return c.get('deps').services.publicOrigin();
}

const checkoutRoute = operationRoute(billingOperations.checkout, {
  tags: ['billing'],
  summary: 'Start a hosted checkout for a plan (the price comes from the tier)',
  success: { 200: 'The provider session' },
  errors: {
    400: 'No tier, or a tier that is not offered',
    401: 'Your session has expired. Please log in to make a purchase.',
    429: 'Too many checkouts in a short time',
    502: 'The payment provider failed',
    ...JSON_BODY,
  },
});

const purchasesRoute = operationRoute(billingOperations.purchases, {
  tags: ['billing'],
  summary: 'The renter’s purchases, with whether each can still be refunded',
  success: { 200: 'Purchases' },
  errors: { 401: 'Not signed in' },
});

const purchaseBySessionRoute = operationRoute(billingOperations.purchaseBySession, {
  tags: ['billing'],
  summary: 'One purchase by checkout session: the page waits for it to be paid after returning from checkout',
  success: { 200: 'The purchase' },
  errors: { 400: 'Malformed session id', 401: 'Not signed in', 404: 'Not found (or not the renter’s)' },
});

const refundRoute = operationRoute(billingOperations.refund, {
  tags: ['billing'],
  summary: 'Money-back guarantee: refund a purchase within 30 days, no questions asked',
  success: { 200: 'Refunded (also when it already was)' },
  errors: {
    400: 'Malformed id',
    401: 'Not signed in',
    404: 'Not found (or not the renter’s)',
    409: 'No longer refundable, or paid through another provider',
    429: 'Too many requests in a short time',
    502: 'The payment provider failed',
    ...STATE_CHANGING,
  },
});

const testCheckoutRoute = operationRoute(billingOperations.testCheckout, {
  tags: ['billing'],
  summary: 'The built-in test checkout: what is being bought',
  success: { 200: 'Summary' },
  errors: { 400: 'Malformed session id', 404: 'No such test checkout, or the test checkout is off' },
});

const testPayRoute = operationRoute(billingOperations.testPay, {
  tags: ['billing'],
  summary: 'The built-in test checkout: pay with a test card (4242… succeeds, 4000 0000 0000 0002 is declined)',
  success: { 200: 'Paid: where to go next' },
  errors: {
    400: 'Declined, not a test card, or a bad expiry or security code (the message says which)',
    404: 'No such test checkout, or the test checkout is off',
    429: 'Too many attempts for this checkout',
    ...JSON_BODY,
  },
});

export const billingRoutes = createRouter()
  .openapi(checkoutRoute, async (c) => {
    const user = await buyer(c);
    const { database, services } = c.get('deps');
    await enforceRateLimit(database.db, RATE_RULES.checkoutByUser, user.id);
    const body = c.req.valid('json');
    const session = await createCheckout({
      db: database.db,
      payments: services.payments,
      userId: user.id,
      tierId: body.tier,
      pendingAction: isPendingAction(body.pendingAction) ? body.pendingAction : null,
      fromPath: body.fromPath ?? null,
      origin: origin(c),
    });
    return c.json(session, 200);
  })
  .openapi(purchasesRoute, async (c) => {
    const user = await buyer(c);
    c.header('Cache-Control', 'private, no-store');
    return c.json({ items: await listPurchases(c.get('deps').database.db, user.id) }, 200);
  })
  .openapi(purchaseBySessionRoute, async (c) => {
    const user = await buyer(c);
    c.header('Cache-Control', 'private, no-store');
    const purchase = await purchaseBySession(c.get('deps').database.db, user.id, c.req.valid('param').sessionId);
    if (!purchase) throw new AppError('NOT_FOUND', SERVER_MESSAGES.purchaseNotFound);
    return c.json({ purchase }, 200);
  })
  .openapi(refundRoute, async (c) => {
    const user = await buyer(c);
    const { database, services } = c.get('deps');
    await enforceRateLimit(database.db, RATE_RULES.checkoutByUser, user.id);
    return c.json(
      await refundPurchase({
        db: database.db,
        payments: services.payments,
        userId: user.id,
        purchaseId: c.req.valid('param').id,
      }),
      200,
    );
  })
  .openapi(testCheckoutRoute, async (c) => {
    requireTestCheckout(c);
    c.header('Cache-Control', 'no-store');
    c.header('X-Robots-Tag', 'noindex');
    return c.json(
      { checkout: await testCheckoutSummary(c.get('deps').database.db, c.req.valid('param').sessionId) },
      200,
    );
  })
  .openapi(testPayRoute, async (c) => {
    requireTestCheckout(c);
    const { database } = c.get('deps');
    const { sessionId } = c.req.valid('param');
    await enforceRateLimit(database.db, RATE_RULES.testCheckoutBySession, sessionId);
    const card = c.req.valid('json');
    return c.json(await payTestCheckout({ db: database.db, sessionId, card, origin: origin(c) }), 200);
  });
