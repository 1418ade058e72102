import { randomBytes } from 'node:crypto';
import { languageOfPath, pathInLanguage } from '#core/i18n/languages';
import type { PaymentsProvider } from './payments-port';

/**
 * The built-in test checkout (docs/architecture.md#outside-services: the payments default): a hosted page of our own at /checkout/test/{id},
 * marked TEST MODE, that takes Stripe's well-known test card numbers and completes through the same fulfilment
 * code as a real payment. Refunds need no outside call.
 */
export function testPaymentsProvider(options: { publicOrigin: () => string }): PaymentsProvider {
  return {
    name: 'test',
    async createCheckout(request) {
      const sessionId = `cs_test_${randomBytes(18).toString('base64url')}`;
      // The page is in the buyer's language: the one the buyer comes back to (a Spanish page's /es).
      const language = languageOfPath(new URL(request.cancelUrl).pathname);
      return { sessionId, url: `${options.publicOrigin()}${pathInLanguage(`/checkout/test/${sessionId}`, language)}` };
    },
    async refund(request) {
      return { refundId: `re_test_${request.idempotencyKey.replace(/-/g, '').slice(0, 24)}` };
    },
  };
}
