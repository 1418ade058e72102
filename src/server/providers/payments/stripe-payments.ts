import Stripe from 'stripe';
import type { PurchaseTierId } from '#core/constants';
import { CHECKOUT_MESSAGES } from '#core/messages';
import { PaymentsError, type PaymentsProvider } from './payments-port';

// Stripe Checkout through the `stripe` SDK (docs/decisions/033-stripe-payments.md):
//   POST /v1/checkout/sessions  mode=payment, one line item of the tier's price, success/cancel URLs,
//                               client_reference_id and metadata carrying our purchase id   → Checkout Session
//   GET  /v1/checkout/sessions/{id}                                                          → Checkout Session
//   POST /v1/refunds            payment_intent                                               → Refund
// Fulfilment does not happen here: Stripe's signed webhook drives it (billing/stripe-webhook-routes.ts).

export interface StripePaymentsOptions {
  secretKey: string;
  /** Price ids per tier (STRIPE_PRICE_*): a tier without one cannot be bought. */
  priceIds: Record<PurchaseTierId, string | undefined>;
  /** http(s)://host[:port] of a stand-in speaking Stripe's API (tests); Stripe's own API when unset. */
  apiBase?: string;
  timeoutMs: number;
}

export const STRIPE_MESSAGES = {
  unavailable: 'The payment service is not available right now. Please try again in a few minutes.',
  timeout: 'The payment service did not answer in time. Please try again in a few minutes.',
  unauthorized: 'Payments are not set up correctly on our side. Please contact us and we will sort it out.',
  checkoutRefused: 'The payment service could not start this checkout. Please contact us and we will sort it out.',
  refundRefused: 'The payment service could not process this refund. Please contact us and we will sort it out.',
  noPayment: 'This purchase has no payment to refund. Please contact us and we will sort it out.',
  badResponse: 'The payment service gave an answer we could not read. Please try again in a few minutes.',
} as const;

/** Stripe's documented error code for a payment that is already fully refunded. */
const ALREADY_REFUNDED = 'charge_already_refunded';

function hostOptions(apiBase: string | undefined): Pick<Stripe.StripeConfig, 'host' | 'port' | 'protocol'> {
  if (!apiBase) return {};
  const url = new URL(apiBase);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

function isTimeout(error: Stripe.errors.StripeConnectionError): boolean {
  const detail = error.detail;
  return (
    typeof detail === 'object' &&
    detail !== null &&
    'code' in detail &&
    detail.code === Stripe.HttpClient.TIMEOUT_ERROR_CODE
  );
}

/**
 * Stripe's failures in the renter's words (shown under "Error" in the upgrade modal). The SDK has already retried
 * what is safe to retry (network errors, 409, 5xx) with the same idempotency key. Anything that is not a Stripe
 * error is a bug of ours and goes up unchanged.
 */
function toPaymentsError(error: unknown, refusedMessage: string): unknown {
  const errors = Stripe.errors;
  if (!(error instanceof errors.StripeError)) return error;
  if (error instanceof errors.StripeAuthenticationError || error instanceof errors.StripePermissionError) {
    return new PaymentsError('unauthorized', STRIPE_MESSAGES.unauthorized);
  }
  if (error instanceof errors.StripeConnectionError) {
    return isTimeout(error)
      ? new PaymentsError('timeout', STRIPE_MESSAGES.timeout)
      : new PaymentsError('unavailable', STRIPE_MESSAGES.unavailable);
  }
  if (error instanceof errors.StripeRateLimitError)
    return new PaymentsError('unavailable', STRIPE_MESSAGES.unavailable);
  if (error instanceof errors.StripeInvalidRequestError || error instanceof errors.StripeIdempotencyError) {
    return new PaymentsError('invalid_request', refusedMessage);
  }
  // A 5xx, or a 2xx whose body was not JSON (the SDK reports both as StripeAPIError; only the first has a status).
  if ((error.statusCode ?? 0) >= 500) return new PaymentsError('unavailable', STRIPE_MESSAGES.unavailable);
  return new PaymentsError('bad_response', STRIPE_MESSAGES.badResponse);
}

/** The `stripe` payments provider (STRIPE_SECRET_KEY with its webhook secret and price ids). */
export function stripePaymentsProvider(options: StripePaymentsOptions): PaymentsProvider {
  const stripe = new Stripe(options.secretKey, {
    timeout: options.timeoutMs,
    // One retry rides out a dropped connection or a brief 5xx; more would keep the renter waiting on the button.
    maxNetworkRetries: 1,
    // Request timings of ours are no business of Stripe's.
    telemetry: false,
    appInfo: { name: 'RentValue' },
    ...hostOptions(options.apiBase),
  });

  async function paymentIntentOf(sessionId: string): Promise<string> {
    const session = await stripe.checkout.sessions.retrieve(sessionId);
    const intent = session.payment_intent;
    const id = typeof intent === 'string' ? intent : (intent?.id ?? null);
    if (!id) throw new PaymentsError('invalid_request', STRIPE_MESSAGES.noPayment);
    return id;
  }

  return {
    name: 'stripe',

    async createCheckout(request) {
      const price = options.priceIds[request.tier.id];
      if (!price) throw new PaymentsError('invalid_request', CHECKOUT_MESSAGES.unknownTier);
      let session: Stripe.Checkout.Session;
      try {
        session = await stripe.checkout.sessions.create(
          {
            mode: 'payment',
            line_items: [{ price, quantity: 1 }],
            success_url: request.successUrl,
            cancel_url: request.cancelUrl,
            client_reference_id: request.purchaseId,
            customer_email: request.customerEmail,
            metadata: { purchaseId: request.purchaseId, tier: String(request.tier.id) },
          },
          // The purchase id is new for every click, so this key only makes the SDK's own retry safe.
          { idempotencyKey: `checkout-${request.purchaseId}` },
        );
      } catch (error) {
        throw toPaymentsError(error, STRIPE_MESSAGES.checkoutRefused);
      }
      if (!session.id || !session.url) throw new PaymentsError('bad_response', CHECKOUT_MESSAGES.noSessionId);
      return { sessionId: session.id, url: session.url };
    },

    async refund(request) {
      try {
        // Fulfilment stores the payment intent; a purchase paid before that field was known finds it on the session.
        const paymentIntent = request.providerPaymentId ?? (await paymentIntentOf(request.providerSessionId));
        try {
          // No amount: the money-back guarantee refunds the whole payment, whatever Stripe charged for it.
          const refund = await stripe.refunds.create(
            { payment_intent: paymentIntent },
            { idempotencyKey: request.idempotencyKey },
          );
          return { refundId: refund.id };
        } catch (error) {
          // Stripe keeps an idempotency key for 24 hours; a retry after that finds the payment refunded already,
          // which is the outcome the caller wants, so its records can catch up.
          if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === ALREADY_REFUNDED) {
            return { refundId: `already_refunded:${paymentIntent}` };
          }
          throw error;
        }
      } catch (error) {
        throw toPaymentsError(error, STRIPE_MESSAGES.refundRefused);
      }
    },
  };
}
