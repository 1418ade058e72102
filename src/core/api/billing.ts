import { z } from 'zod';
import { CHECKOUT_MESSAGES } from '../messages';
import { defineOperation } from './operation';

// Plans and payments: checkout, purchases and the money-back guarantee, the built-in test checkout, and Stripe's
// webhook (decisions 033, 034, 056).

export const CheckoutRequestSchema = z
  .object({
    tier: z
      .number({ error: CHECKOUT_MESSAGES.priceIdRequired })
      .int()
      .meta({ description: 'The plan: 1 pay as you go, 2 a 30-day pass, 3 a 60-day pass.' }),
    pendingAction: z
      .string()
      .max(40)
      .nullish()
      .meta({ description: 'What to do after paying (e.g. run the report the form holds).' }),
    fromPath: z
      .string()
      .max(2048)
      .nullish()
      .meta({ description: 'The page the checkout started from; cancelling returns there.' }),
  })
  .meta({ id: 'CheckoutRequest' });

export const CheckoutSessionSchema = z
  .object({
    sessionId: z.string(),
    url: z.string().meta({ description: 'The hosted checkout page to send the browser to.' }),
  })
  .meta({ id: 'CheckoutSession' });

export const PurchaseSchema = z
  .object({
    id: z.string(),
    tier: z.number().int(),
    name: z.string(),
    amountCents: z.number().int(),
    status: z.enum(['pending', 'paid', 'refunded', 'expired']),
    createdAt: z.string(),
    paidAt: z.string().nullable(),
    refundedAt: z.string().nullable(),
    refundable: z
      .boolean()
      .meta({ description: 'True while the money-back guarantee applies (paid, within 30 days).' }),
    refundBy: z
      .string()
      .nullable()
      .meta({ description: 'ISO time after which it can no longer be refunded; null until paid.' }),
  })
  .meta({ id: 'Purchase' });

export const PurchasesSchema = z.object({ items: z.array(PurchaseSchema) }).meta({ id: 'Purchases' });
export const PurchaseResponseSchema = z.object({ purchase: PurchaseSchema }).meta({ id: 'PurchaseResponse' });
export const RefundResultSchema = z.object({ status: z.literal('refunded') }).meta({ id: 'RefundResult' });

export const PurchaseIdParamsSchema = z.object({ id: z.string().max(100) });
export const CheckoutSessionParamsSchema = z.object({ sessionId: z.string().max(200) });
export const TestSessionParamsSchema = z.object({ sessionId: z.string().max(100) });

export const TestCheckoutSummarySchema = z
  .object({
    sessionId: z.string(),
    tierName: z.string(),
    amountCents: z.number().int(),
    status: z.string(),
    cancelPath: z.string(),
  })
  .meta({ id: 'TestCheckoutSummary' });

export const TestCheckoutResponseSchema = z
  .object({ checkout: TestCheckoutSummarySchema })
  .meta({ id: 'TestCheckoutResponse' });

export const TestCardSchema = z
  .object({
    number: z.string().max(40),
    expiry: z.string().max(10),
    cvc: z.string().max(6),
    name: z.string().max(200).optional(),
  })
  .meta({ id: 'TestCard' });

export const TestPaymentResultSchema = z
  .object({ redirectUrl: z.string().meta({ description: 'Where to go next: the page the purchase was for.' }) })
  .meta({ id: 'TestPaymentResult' });

export const StripeWebhookAckSchema = z.object({ received: z.literal(true) }).meta({ id: 'StripeWebhookAck' });

export type CheckoutRequest = z.input<typeof CheckoutRequestSchema>;
export type CheckoutSession = z.infer<typeof CheckoutSessionSchema>;
export type PurchaseItem = z.infer<typeof PurchaseSchema>;
export type RefundResult = z.infer<typeof RefundResultSchema>;
export type TestCheckoutSummary = z.infer<typeof TestCheckoutSummarySchema>;
export type TestCard = z.input<typeof TestCardSchema>;
export type TestPaymentResult = z.infer<typeof TestPaymentResultSchema>;

/** Checkout, purchases and refunds, the built-in test checkout, and Stripe's webhook (src/server/billing). */
export const billingOperations = {
  checkout: defineOperation({
    method: 'post',
    path: '/api/checkout',
    body: CheckoutRequestSchema,
    success: { 200: CheckoutSessionSchema },
  }),
  purchases: defineOperation({
    method: 'get',
    path: '/api/purchases',
    success: { 200: PurchasesSchema },
  }),
  purchaseBySession: defineOperation({
    method: 'get',
    path: '/api/purchases/by-session/{sessionId}',
    params: CheckoutSessionParamsSchema,
    success: { 200: PurchaseResponseSchema },
  }),
  refund: defineOperation({
    method: 'post',
    path: '/api/purchases/{id}/refund',
    params: PurchaseIdParamsSchema,
    success: { 200: RefundResultSchema },
  }),
  testCheckout: defineOperation({
    method: 'get',
    path: '/api/checkout/test/{sessionId}',
    params: TestSessionParamsSchema,
    success: { 200: TestCheckoutResponseSchema },
  }),
  testPay: defineOperation({
    method: 'post',
    path: '/api/checkout/test/{sessionId}/pay',
    params: TestSessionParamsSchema,
    body: TestCardSchema,
    success: { 200: TestPaymentResultSchema },
  }),
  /** Called by Stripe, never by the web: its raw body is verified, so it declares none. */
  stripeWebhook: defineOperation({
    method: 'post',
    path: '/api/webhooks/stripe',
    success: { 200: StripeWebhookAckSchema },
  }),
};
