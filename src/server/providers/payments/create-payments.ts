import type { Config } from '../../config';
import type { PaymentsProvider } from './payments-port';
import { stripePaymentsProvider } from './stripe-payments';
import { testPaymentsProvider } from './test-payments';

/** Whether Stripe takes the payments (config.ts makes its webhook secret and 30-day price required with the key). */
export function isStripeConfigured(
  config: Config,
): config is Config & { STRIPE_SECRET_KEY: string; STRIPE_WEBHOOK_SECRET: string } {
  return Boolean(config.STRIPE_SECRET_KEY && config.STRIPE_WEBHOOK_SECRET);
}

/**
 * Whether the built-in TEST MODE checkout (its page and API) is served: only while it takes the payments, never beside
 * Stripe, and in production only with ALLOW_TEST_CHECKOUT=true (config.ts refuses to start otherwise; decision 050).
 */
export function isTestCheckoutEnabled(config: Config): boolean {
  return !isStripeConfigured(config) && (config.NODE_ENV !== 'production' || config.ALLOW_TEST_CHECKOUT);
}

/** Stripe Checkout when STRIPE_SECRET_KEY is set; the built-in test checkout (our own TEST MODE page) otherwise. */
export function createPaymentsProvider(config: Config, deps: { publicOrigin: () => string }): PaymentsProvider {
  if (isStripeConfigured(config)) {
    return stripePaymentsProvider({
      secretKey: config.STRIPE_SECRET_KEY,
      priceIds: { 1: config.STRIPE_PRICE_PAY_AS_YOU_GO, 2: config.STRIPE_PRICE_30_DAY, 3: config.STRIPE_PRICE_60_DAY },
      ...(config.STRIPE_API_BASE ? { apiBase: config.STRIPE_API_BASE } : {}),
      timeoutMs: config.PAYMENTS_TIMEOUT_MS,
    });
  }
  return testPaymentsProvider({ publicOrigin: deps.publicOrigin });
}
