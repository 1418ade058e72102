import { randomBytes } from 'node:crypto';
import type { PaymentsProvider } from './payments-port';

/**
 * The built-in test checkout (docs/architecture.md#outside-services: the payments default): a hosted page of our own at /checkout/test/{id},
 * marked TEST MODE, that takes Stripe's well-known test card numbers and completes through the same fulfilment
 * code as a real payment. Refunds need no outside call.
 */
export function testPaymentsProvider(options: { publicOrigin: () => string }): PaymentsProvider {
  return {
    name: 'test',
    async createCheckout() {
      const sessionId = `cs_test_${randomBytes(18).toString('base64url')}`;
      return { sessionId, url: `${options.publicOrigin()}/checkout/test/${sessionId}` };
    },
    async refund(request) {
      return { refundId: `re_test_${request.idempotencyKey.replace(/-/g, '').slice(0, 24)}` };
    },
  };
}
