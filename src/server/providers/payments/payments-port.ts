import type { PurchaseTier } from '#core/constants';

// The payments port (docs/architecture.md#outside-services): a hosted checkout page and refunds. Default: the built-in
// test checkout (our own page at /checkout/test/{sessionId}, TEST MODE); real: Stripe Checkout.

type PaymentsProviderName = 'test' | 'stripe';

interface CheckoutRequest {
  /** Our purchases.id: the provider carries it back (Stripe: client_reference_id and metadata.purchaseId). */
  purchaseId: string;
  tier: PurchaseTier;
  customerEmail: string;
  /** Absolute URLs. Stripe replaces {CHECKOUT_SESSION_ID} in the success URL with the session id. */
  successUrl: string;
  cancelUrl: string;
}

interface CheckoutSession {
  /** The provider's checkout session id, which the checkout answer carries (docs/product.md#checkout). */
  sessionId: string;
  /** Where the browser goes to pay: the provider's hosted page. */
  url: string;
}

interface RefundRequest {
  providerSessionId: string;
  /** The provider's payment id (Stripe payment_intent), known once the purchase is paid. */
  providerPaymentId: string | null;
  amountCents: number;
  /** The same key for every attempt at one refund, so a double click refunds once at the provider too. */
  idempotencyKey: string;
}

/** A provider failure, shown under "Error" in the upgrade modal (docs/product.md#checkout). */
export class PaymentsError extends Error {
  override name = 'PaymentsError';
  constructor(
    readonly kind: 'unauthorized' | 'invalid_request' | 'unavailable' | 'timeout' | 'bad_response',
    message: string,
  ) {
    super(message);
  }
}

export interface PaymentsProvider {
  readonly name: PaymentsProviderName;
  createCheckout(request: CheckoutRequest): Promise<CheckoutSession>;
  refund(request: RefundRequest): Promise<{ refundId: string }>;
}
