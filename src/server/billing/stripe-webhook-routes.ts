import Stripe from 'stripe';
import type { Logger } from 'pino';
import { billingOperations } from '#core/api/billing';
import type { Database } from '../db/client';
import { AppError, NO_SUCH_ROUTE_MESSAGE } from '../errors';
import { createRouter } from '../http/create-router';
import { STATE_CHANGING } from '../http/openapi-responses';
import { operationRoute } from '../http/operation-route';
import { isStripeConfigured } from '../providers/payments/create-payments';
import { expirePurchase, fulfilPurchase, type FulfilResult } from './fulfil-purchase';
import { takeBackPayment, type TakeBackResult } from './take-back-payment';

export const STRIPE_WEBHOOK_MESSAGES = {
  badSignature: 'The webhook signature could not be verified.',
} as const;

export type StripeEventOutcome = FulfilResult | TakeBackResult | 'expired' | 'not_paid_yet' | 'ignored';

/** The payment intent's id, whether Stripe sent the id or (expanded) the object. */
function intentId(intent: string | Stripe.PaymentIntent | null | undefined): string | null {
  return typeof intent === 'string' ? intent : (intent?.id ?? null);
}

function paymentIntentId(session: Stripe.Checkout.Session): string | null {
  return intentId(session.payment_intent);
}

/**
 * What a verified Stripe event does to our records. A completed session is fulfilled only once it is paid: with
 * delayed payment methods (bank debits) `checkout.session.completed` arrives unpaid, and
 * `checkout.session.async_payment_succeeded` follows when the money is in. A whole refund made in Stripe
 * (`charge.refunded`) or a chargeback (`charge.dispute.created`) takes back what the purchase granted.
 * fulfilPurchase, expirePurchase and takeBackPayment are idempotent per event id and per purchase, so replays and
 * out-of-order deliveries change nothing twice.
 */
async function applyStripeEvent(db: Database, event: Stripe.Event): Promise<StripeEventOutcome> {
  const common = { db, provider: 'stripe', eventId: event.id, eventType: event.type };
  switch (event.type) {
    case 'checkout.session.completed': {
      const session = event.data.object;
      if (session.payment_status !== 'paid') return 'not_paid_yet';
      return fulfilPurchase({ ...common, providerSessionId: session.id, providerPaymentId: paymentIntentId(session) });
    }
    case 'checkout.session.async_payment_succeeded': {
      const session = event.data.object;
      return fulfilPurchase({ ...common, providerSessionId: session.id, providerPaymentId: paymentIntentId(session) });
    }
    case 'checkout.session.expired':
      await expirePurchase({ ...common, providerSessionId: event.data.object.id });
      return 'expired';
    // Money went back outside our refund button: take back what the purchase granted, once (take-back-payment.ts).
    case 'charge.refunded': {
      const charge = event.data.object;
      const whole = charge.refunded || charge.amount_refunded >= charge.amount;
      return takeBackPayment({
        ...common,
        providerPaymentId: intentId(charge.payment_intent),
        whole,
        confirmByEmail: true,
      });
    }
    case 'charge.dispute.created':
      return takeBackPayment({
        ...common,
        providerPaymentId: intentId(event.data.object.payment_intent),
        whole: true,
        confirmByEmail: false,
      });
    default:
      return 'ignored';
  }
}

/** The first line of a verification failure: the SDK appends documentation links we need not log. */
function reason(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n')[0]!.slice(0, 200);
}

async function verifiedEvent(options: {
  body: string;
  signature: string;
  secret: string;
  logger: Logger;
  requestId: string;
}): Promise<Stripe.Event> {
  try {
    return await Stripe.webhooks.constructEventAsync(options.body, options.signature, options.secret);
  } catch (error) {
    // A warning, not an error: anyone can post here. Never the secret, the header or the body.
    options.logger.warn(
      { requestId: options.requestId, reason: reason(error) },
      'Stripe webhook refused: signature not verified',
    );
    throw new AppError('VALIDATION', STRIPE_WEBHOOK_MESSAGES.badSignature);
  }
}

const route = operationRoute(billingOperations.stripeWebhook, {
  tags: ['billing'],
  summary:
    'Stripe webhook: checkout.session.completed, checkout.session.async_payment_succeeded, checkout.session.expired, charge.refunded, charge.dispute.created',
  description:
    'Called by Stripe, not by browsers. The raw body is verified against the Stripe-Signature header with STRIPE_WEBHOOK_SECRET; ' +
    'each event is applied once. Answers 404 when Stripe is not configured.',
  success: { 200: 'Verified and applied (or ignored)' },
  errors: { 400: 'Missing or invalid signature', 404: 'Stripe is not configured', ...STATE_CHANGING },
});

export const stripeWebhookRoutes = createRouter().openapi(route, async (c) => {
  const { config, database, logger, services } = c.get('deps');
  // With the built-in test checkout there is no Stripe to hear from: the path does not exist.
  if (!isStripeConfigured(config)) throw new AppError('NOT_FOUND', NO_SUCH_ROUTE_MESSAGE);
  // The signature covers the exact bytes Stripe sent, so the body is read raw, never parsed and re-serialised.
  const body = await c.req.text();
  const event = await verifiedEvent({
    body,
    signature: c.req.header('stripe-signature') ?? '',
    secret: config.STRIPE_WEBHOOK_SECRET,
    logger,
    requestId: c.get('requestId'),
  });
  // A database failure throws, answering 500, and Stripe retries later: nothing of the event was recorded.
  const outcome = await applyStripeEvent(database.db, event);
  logger.info({ requestId: c.get('requestId'), eventId: event.id, type: event.type, outcome }, 'Stripe event');
  if (outcome === 'fulfilled' || outcome === 'taken_back') services.outbox.kick();
  // Any verified event is acknowledged, including ones we ignore: Stripe retries every non-2xx answer for days.
  return c.json({ received: true as const }, 200);
});
