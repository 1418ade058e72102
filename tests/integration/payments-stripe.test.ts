import { and, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getPurchaseTier, type PurchaseTier } from '#core/constants';
import { CHECKOUT_MESSAGES } from '#core/messages';
import { createCheckout } from '#server/billing/create-checkout';
import { loadConfig } from '#server/config';
import { outbox, paymentEvents, purchases, users } from '#server/db/schema';
import { createPaymentsProvider } from '#server/providers/payments/create-payments';
import { PaymentsError, type PaymentsProvider } from '#server/providers/payments/payments-port';
import { STRIPE_MESSAGES, stripePaymentsProvider } from '#server/providers/payments/stripe-payments';
import { signUp } from '../helpers/accounts';
import {
  startStripeStandIn,
  stripeError,
  type StandInCharge,
  type StandInDispute,
  type StandInSession,
  type StripeStandIn,
} from '../helpers/stripe-stand-in';
import { jsonPost, sharedTestServer, startTestServer, type TestServer } from '../helpers/test-server';

// The Stripe payments adapter against a local stand-in speaking Stripe's REST format, then the whole server with
// Stripe configured: webhooks signed by the stripe package's own test-header helper, fulfilled once.

const PRICES = { 1: 'price_payg', 2: 'price_30_day', 3: 'price_60_day' } as const;
const WEBHOOK_SECRET = 'whsec_test_rentvalue_standin';
const DAY_MS = 24 * 60 * 60 * 1000;

let stripe: StripeStandIn;
beforeAll(async () => {
  stripe = await startStripeStandIn();
});
afterAll(async () => {
  await stripe?.close();
});
beforeEach(() => {
  stripe.queue.length = 0;
  stripe.always = null;
});

function tier(id: number): PurchaseTier {
  const found = getPurchaseTier(id);
  if (!found) throw new Error(`no tier ${id}`);
  return found;
}

function adapter(overrides: Partial<Parameters<typeof stripePaymentsProvider>[0]> = {}): PaymentsProvider {
  return stripePaymentsProvider({
    secretKey: stripe.secretKey,
    priceIds: { ...PRICES },
    apiBase: stripe.origin,
    timeoutMs: 2000,
    ...overrides,
  });
}

function checkoutRequest(tierId: number, purchaseId = crypto.randomUUID()) {
  return {
    purchaseId,
    tier: tier(tierId),
    customerEmail: 'rita@example.com',
    successUrl: 'http://localhost:3000/research?payment=success&session_id={CHECKOUT_SESSION_ID}',
    cancelUrl: 'http://localhost:3000/research',
  };
}

async function failure(promise: Promise<unknown>): Promise<PaymentsError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(PaymentsError);
  return error as PaymentsError;
}

describe('Stripe adapter: outgoing requests', () => {
  it.each([1, 2, 3])(
    'creates a Checkout Session for tier %i with its price, return URLs, references and idempotency key',
    async (tierId) => {
      const before = stripe.requests.length;
      const request = checkoutRequest(tierId);
      const session = await adapter().createCheckout(request);

      expect(session.sessionId).toMatch(/^cs_test_/);
      expect(session.url).toBe(`https://checkout.stripe.com/c/pay/${session.sessionId}`);
      const sent = stripe.requests.slice(before);
      expect(sent).toHaveLength(1);
      const [call] = sent;
      expect(call).toMatchObject({ method: 'POST', path: '/v1/checkout/sessions' });
      expect(call!.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
      expect(call!.headers['idempotency-key']).toBe(`checkout-${request.purchaseId}`);
      expect(call!.headers['content-type']).toMatch(/^application\/x-www-form-urlencoded/);
      expect(call!.form).toEqual({
        mode: 'payment',
        'line_items[0][price]': PRICES[tierId as 1 | 2 | 3],
        'line_items[0][quantity]': '1',
        success_url: request.successUrl,
        cancel_url: request.cancelUrl,
        client_reference_id: request.purchaseId,
        customer_email: 'rita@example.com',
        'metadata[purchaseId]': request.purchaseId,
        'metadata[tier]': String(tierId),
      });
      // Stripe fills {CHECKOUT_SESSION_ID} in itself: it must reach Stripe unencoded by us.
      expect(stripe.sessions.get(session.sessionId)?.success_url).toContain('session_id={CHECKOUT_SESSION_ID}');
    },
  );

  it('refuses a tier without a price id before calling Stripe', async () => {
    const before = stripe.requests.length;
    const error = await failure(
      adapter({ priceIds: { 1: undefined, 2: PRICES[2], 3: undefined } }).createCheckout(checkoutRequest(3)),
    );
    expect(error.kind).toBe('invalid_request');
    expect(error.message).toBe(CHECKOUT_MESSAGES.unknownTier);
    expect(stripe.requests.length).toBe(before);
  });

  it('refunds the payment intent with the caller’s idempotency key; a retry with the same key refunds once', async () => {
    const session = await adapter().createCheckout(checkoutRequest(2));
    const paid = stripe.pay(session.sessionId);
    const before = stripe.requests.length;
    const request = {
      providerSessionId: session.sessionId,
      providerPaymentId: paid.payment_intent,
      amountCents: 2000,
      idempotencyKey: 'refund-1234',
    };

    const first = await adapter().refund(request);
    const second = await adapter().refund(request);

    expect(first.refundId).toMatch(/^re_/);
    expect(second.refundId).toBe(first.refundId);
    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(2);
    for (const call of sent) {
      expect(call).toMatchObject({
        method: 'POST',
        path: '/v1/refunds',
        form: { payment_intent: paid.payment_intent },
      });
      expect(call.headers['idempotency-key']).toBe('refund-1234');
      expect(call.headers.authorization).toBe(`Bearer ${stripe.secretKey}`);
    }
    // No amount: the whole payment comes back (the money-back guarantee).
    expect(sent[0]!.form.amount).toBeUndefined();
  });

  it('finds the payment intent on the session when the purchase has none recorded', async () => {
    const session = await adapter().createCheckout(checkoutRequest(1));
    const paid = stripe.pay(session.sessionId);
    const before = stripe.requests.length;

    const result = await adapter().refund({
      providerSessionId: session.sessionId,
      providerPaymentId: null,
      amountCents: 500,
      idempotencyKey: 'refund-5678',
    });

    expect(result.refundId).toMatch(/^re_/);
    const sent = stripe.requests.slice(before);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual([
      `GET /v1/checkout/sessions/${session.sessionId}`,
      'POST /v1/refunds',
    ]);
    expect(sent[1]!.form.payment_intent).toBe(paid.payment_intent);
  });

  it('treats "charge_already_refunded" (a retry after Stripe forgot the key) as done', async () => {
    const session = await adapter().createCheckout(checkoutRequest(2));
    const paid = stripe.pay(session.sessionId);
    const request = { providerSessionId: session.sessionId, providerPaymentId: paid.payment_intent, amountCents: 2000 };
    await adapter().refund({ ...request, idempotencyKey: 'refund-a' });
    const again = await adapter().refund({ ...request, idempotencyKey: 'refund-b' });
    expect(again.refundId).toBe(`already_refunded:${paid.payment_intent}`);
  });

  it('says so when the paid session has no payment to refund', async () => {
    const session = await adapter().createCheckout(checkoutRequest(2));
    const error = await failure(
      adapter().refund({
        providerSessionId: session.sessionId,
        providerPaymentId: null,
        amountCents: 2000,
        idempotencyKey: 'refund-c',
      }),
    );
    expect(error).toMatchObject({ kind: 'invalid_request', message: STRIPE_MESSAGES.noPayment });
  });
});

describe('Stripe adapter: failures in the renter’s words', () => {
  it('a wrong secret key (401) is "unauthorized"', async () => {
    const error = await failure(adapter({ secretKey: 'sk_test_wrong' }).createCheckout(checkoutRequest(2)));
    expect(error).toMatchObject({ kind: 'unauthorized', message: STRIPE_MESSAGES.unauthorized });
  });

  it('a refused request (400) is "invalid_request", for checkout and refund alike', async () => {
    stripe.queue.push(
      stripeError(400, 'invalid_request_error', "No such price: 'price_gone'", {
        code: 'resource_missing',
        param: 'line_items[0][price]',
      }),
    );
    const checkout = await failure(adapter().createCheckout(checkoutRequest(2)));
    expect(checkout).toMatchObject({ kind: 'invalid_request', message: STRIPE_MESSAGES.checkoutRefused });

    const refund = await failure(
      adapter().refund({
        providerSessionId: 'cs_test_x',
        providerPaymentId: 'pi_unknown',
        amountCents: 2000,
        idempotencyKey: 'refund-d',
      }),
    );
    expect(refund).toMatchObject({ kind: 'invalid_request', message: STRIPE_MESSAGES.refundRefused });
  });

  it('a server error (500) is retried once with the same idempotency key, then "unavailable"', async () => {
    stripe.always = stripeError(500, 'api_error', 'Something went wrong on Stripe’s end.');
    const before = stripe.requests.length;
    const request = checkoutRequest(2);
    const error = await failure(adapter().createCheckout(request));
    expect(error).toMatchObject({ kind: 'unavailable', message: STRIPE_MESSAGES.unavailable });
    const sent = stripe.requests.slice(before);
    expect(sent).toHaveLength(2);
    expect(sent.map((r) => r.headers['idempotency-key'])).toEqual([
      `checkout-${request.purchaseId}`,
      `checkout-${request.purchaseId}`,
    ]);
  });

  it('a brief server error is ridden out by the retry', async () => {
    stripe.queue.push(stripeError(503, 'api_error', 'Service unavailable.'));
    const session = await adapter().createCheckout(checkoutRequest(2));
    expect(session.sessionId).toMatch(/^cs_test_/);
  });

  it('no answer within the timeout is "timeout"', async () => {
    stripe.always = { delayMs: 3000, json: {} };
    const started = Date.now();
    const error = await failure(adapter({ timeoutMs: 200 }).createCheckout(checkoutRequest(2)));
    expect(error).toMatchObject({ kind: 'timeout', message: STRIPE_MESSAGES.timeout });
    expect(Date.now() - started).toBeLessThan(2900);
  });

  it('nothing listening is "unavailable"', async () => {
    const gone = await startStripeStandIn();
    const origin = gone.origin;
    await gone.close();
    const error = await failure(adapter({ apiBase: origin }).createCheckout(checkoutRequest(2)));
    expect(error).toMatchObject({ kind: 'unavailable', message: STRIPE_MESSAGES.unavailable });
  });

  it('an answer that is not JSON is "bad_response"', async () => {
    stripe.queue.push({ status: 200, text: '<html>proxy login</html>' });
    const error = await failure(adapter().createCheckout(checkoutRequest(2)));
    expect(error).toMatchObject({ kind: 'bad_response', message: STRIPE_MESSAGES.badResponse });
  });

  it('a session without a URL is "bad_response" with the product’s message', async () => {
    stripe.queue.push({ json: { id: 'cs_test_nourl', object: 'checkout.session', url: null } });
    const error = await failure(adapter().createCheckout(checkoutRequest(2)));
    expect(error).toMatchObject({ kind: 'bad_response', message: CHECKOUT_MESSAGES.noSessionId });
  });
});

describe('POST /api/webhooks/stripe on a server with Stripe configured', () => {
  let server: TestServer;
  let payments: PaymentsProvider;
  const env = () => ({
    TRUST_PROXY: '1',
    STRIPE_SECRET_KEY: stripe.secretKey,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PAY_AS_YOU_GO: PRICES[1],
    STRIPE_PRICE_30_DAY: PRICES[2],
    STRIPE_PRICE_60_DAY: PRICES[3],
    STRIPE_API_BASE: stripe.origin,
    PAYMENTS_TIMEOUT_MS: '5000',
  });

  beforeAll(async () => {
    server = await startTestServer(env());
    // The same provider the server builds from this configuration.
    payments = createPaymentsProvider(loadConfig(env()), { publicOrigin: () => server.url });
  });
  afterAll(async () => {
    await server?.close();
  });

  async function profileOf(userId: string) {
    const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
    return row!;
  }

  async function purchaseOf(sessionId: string) {
    const [row] = await server.database.db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
    return row!;
  }

  async function receiptsOf(email: string) {
    return server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'receipt'), eq(outbox.toAddress, email)));
  }

  /** Whether services.ts builds its provider with createPaymentsProvider, so that POST /api/checkout uses Stripe. */
  const routeUsesStripe = () => server.services.payments.name === 'stripe';

  /**
   * A renter starts checkout: a pending purchase and a Stripe session. Through POST /api/checkout once the server's
   * provider is Stripe; until then through createCheckout, the function that route calls, with the same provider.
   */
  async function startCheckout(user: { id: string; cookie: string }, tierId: number) {
    if (routeUsesStripe()) {
      const res = await server.api(
        '/api/checkout',
        jsonPost({ tier: tierId, fromPath: '/research' }, { cookie: user.cookie }),
      );
      expect(res.status).toBe(200);
      return ((await res.json()) as { sessionId: string }).sessionId;
    }
    const session = await createCheckout({
      db: server.database.db,
      payments,
      userId: user.id,
      tierId,
      pendingAction: null,
      fromPath: '/research',
      origin: server.url,
    });
    return session.sessionId;
  }

  /** A signed-up renter, with the session cookie for the checkout route. */
  async function renter() {
    const { user, cookie } = await signUp(server);
    return { id: user.id, email: user.email, cookie };
  }

  let eventCounter = 0;
  function event(
    type: string,
    session: StandInSession | StandInCharge | StandInDispute,
    id = `evt_test_${Date.now()}_${++eventCounter}`,
  ) {
    return JSON.stringify(
      {
        id,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object: session },
      },
      null,
      2,
    );
  }

  /** Posts as Stripe does: JSON body, Stripe-Signature header, no Origin or Sec-Fetch-* (not a browser). */
  function deliver(
    payload: string,
    signature: string | null = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
  ) {
    return server.api('/api/webhooks/stripe', {
      method: 'POST',
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'user-agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
        ...(signature === null ? {} : { 'stripe-signature': signature }),
      },
      body: payload,
    });
  }

  it('creates the pending purchase through Stripe with the server’s own return URLs', async () => {
    const user = await renter();
    const before = stripe.requests.length;
    const sessionId = await startCheckout(user, 2);
    const purchase = await purchaseOf(sessionId);
    expect(purchase).toMatchObject({
      provider: 'stripe',
      status: 'pending',
      tier: 2,
      amountCents: 2000,
      userId: user.id,
    });
    const [call] = stripe.requests.slice(before);
    expect(call!.form).toMatchObject({
      'line_items[0][price]': PRICES[2],
      client_reference_id: purchase.id,
      'metadata[purchaseId]': purchase.id,
      success_url: `${server.url}/research?payment=success&session_id={CHECKOUT_SESSION_ID}`,
      cancel_url: `${server.url}/research`,
      customer_email: user.email,
    });
  });

  it('a signed checkout.session.completed gives 30 days, marks the purchase paid and queues one receipt', async () => {
    const user = await renter();
    const sessionId = await startCheckout(user, 2);
    const paid = stripe.pay(sessionId);

    const res = await deliver(event('checkout.session.completed', paid));

    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    const profile = await profileOf(user.id);
    expect(profile.planType).toBe(2);
    expect(profile.paidPlan).toBe(true);
    expect(Math.abs(profile.planEnds!.getTime() - (Date.now() + 30 * DAY_MS))).toBeLessThan(60_000);
    expect(await purchaseOf(sessionId)).toMatchObject({
      status: 'paid',
      grantedDays: 30,
      grantedCredits: null,
      providerPaymentId: paid.payment_intent,
    });
    const receipts = await receiptsOf(user.email);
    expect(receipts).toHaveLength(1);
    expect(receipts[0]!.subject).toContain('30-Day Access');
  });

  it('the same event delivered again changes nothing', async () => {
    const user = await renter();
    const sessionId = await startCheckout(user, 2);
    const payload = event('checkout.session.completed', stripe.pay(sessionId));
    expect((await deliver(payload)).status).toBe(200);
    const first = await profileOf(user.id);

    // A replay, freshly signed (Stripe re-signs each delivery) and byte for byte the same event.
    const replay = await deliver(payload);

    expect(replay.status).toBe(200);
    const after = await profileOf(user.id);
    expect(after.planEnds!.getTime()).toBe(first.planEnds!.getTime());
    expect(after.planType).toBe(2);
    expect(await receiptsOf(user.email)).toHaveLength(1);
    const events = await server.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, JSON.parse(payload).id));
    expect(events).toHaveLength(1);
  });

  it('a second event for the same session (completed, then async_payment_succeeded) applies once', async () => {
    const user = await renter();
    const sessionId = await startCheckout(user, 2);
    const paid = stripe.pay(sessionId);
    await deliver(event('checkout.session.completed', paid));
    const first = await profileOf(user.id);

    const res = await deliver(event('checkout.session.async_payment_succeeded', paid));

    expect(res.status).toBe(200);
    expect((await profileOf(user.id)).planEnds!.getTime()).toBe(first.planEnds!.getTime());
    expect(await receiptsOf(user.email)).toHaveLength(1);
  });

  it('a delayed payment method: completed-but-unpaid waits, async_payment_succeeded fulfils', async () => {
    const user = await renter();
    const sessionId = await startCheckout(user, 2);

    await deliver(event('checkout.session.completed', stripe.pay(sessionId, 'unpaid')));
    expect(await purchaseOf(sessionId)).toMatchObject({ status: 'pending' });
    expect((await profileOf(user.id)).planType).toBe(0);

    const res = await deliver(event('checkout.session.async_payment_succeeded', stripe.pay(sessionId, 'paid')));
    expect(res.status).toBe(200);
    expect(await purchaseOf(sessionId)).toMatchObject({ status: 'paid', grantedDays: 30 });
    expect((await profileOf(user.id)).planType).toBe(2);
  });

  it('an invalid signature is refused with 400 and changes nothing', async () => {
    const user = await renter();
    const sessionId = await startCheckout(user, 2);
    const payload = event('checkout.session.completed', stripe.pay(sessionId));

    const forged = await deliver(
      payload,
      Stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' }),
    );
    expect(forged.status).toBe(400);
    expect(await forged.json()).toMatchObject({
      error: { code: 'VALIDATION', message: 'The webhook signature could not be verified.' },
    });

    // A genuine signature over a different body: the plan in the body was tampered with after signing.
    const signed = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const tampered = await deliver(payload.replace('"payment_status": "paid"', '"payment_status": "paid" '), signed);
    expect(tampered.status).toBe(400);

    // Signed long ago (outside Stripe's 5 minute tolerance): a captured request replayed later.
    const stale = await deliver(
      payload,
      Stripe.webhooks.generateTestHeaderString({
        payload,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      }),
    );
    expect(stale.status).toBe(400);

    expect(await purchaseOf(sessionId)).toMatchObject({ status: 'pending' });
    expect((await profileOf(user.id)).planType).toBe(0);
    expect(await receiptsOf(user.email)).toHaveLength(0);
    const recorded = await server.database.db
      .select()
      .from(paymentEvents)
      .where(eq(paymentEvents.providerEventId, JSON.parse(payload).id));
    expect(recorded).toHaveLength(0);
  });

  it('a missing signature header is refused with 400', async () => {
    const user = await renter();
    const sessionId = await startCheckout(user, 2);
    const res = await deliver(event('checkout.session.completed', stripe.pay(sessionId)), null);
    expect(res.status).toBe(400);
    expect(await purchaseOf(sessionId)).toMatchObject({ status: 'pending' });
  });

  it('expired arriving after completed leaves the purchase paid', async () => {
    const user = await renter();
    const sessionId = await startCheckout(user, 2);
    const paid = stripe.pay(sessionId);
    await deliver(event('checkout.session.completed', paid));

    const res = await deliver(event('checkout.session.expired', { ...paid, status: 'expired' }));

    expect(res.status).toBe(200);
    expect(await purchaseOf(sessionId)).toMatchObject({ status: 'paid' });
    expect((await profileOf(user.id)).planType).toBe(2);
  });

  it('an abandoned checkout expires; a payment for it arriving afterwards is still honoured', async () => {
    const user = await renter();
    const sessionId = await startCheckout(user, 2);
    await deliver(event('checkout.session.expired', stripe.expire(sessionId)));
    expect(await purchaseOf(sessionId)).toMatchObject({ status: 'expired' });

    await deliver(event('checkout.session.completed', stripe.pay(sessionId)));
    expect(await purchaseOf(sessionId)).toMatchObject({ status: 'paid' });
  });

  it('completed for a session we never created is acknowledged and changes nothing', async () => {
    const purchasesBefore = (await server.database.db.select().from(purchases)).length;
    const foreign = { ...stripe.pay((await payments.createCheckout(checkoutRequest(2))).sessionId) };
    const res = await deliver(event('checkout.session.completed', foreign));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
    expect((await server.database.db.select().from(purchases)).length).toBe(purchasesBefore);
  });

  it('other event types are acknowledged and ignored', async () => {
    const payload = JSON.stringify({
      id: 'evt_test_other',
      object: 'event',
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const res = await deliver(payload);
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ received: true });
  });

  it('Pay As You Go adds 3 credits to what the renter has', async () => {
    const user = await renter();
    const before = await profileOf(user.id);
    const sessionId = await startCheckout(user, 1);

    await deliver(event('checkout.session.completed', stripe.pay(sessionId)));

    const after = await profileOf(user.id);
    expect(after.credits).toBe(before.credits + 3);
    expect(after.planType).toBe(1);
    expect(await purchaseOf(sessionId)).toMatchObject({ status: 'paid', grantedCredits: 3, grantedDays: null });
  });

  it('a 30-day pass bought while one is running adds on after its end', async () => {
    const user = await renter();
    await deliver(event('checkout.session.completed', stripe.pay(await startCheckout(user, 2))));
    const firstEnds = (await profileOf(user.id)).planEnds!.getTime();

    await deliver(event('checkout.session.completed', stripe.pay(await startCheckout(user, 2))));

    const after = await profileOf(user.id);
    expect(after.planEnds!.getTime()).toBe(firstEnds + 30 * DAY_MS);
    expect(after.planType).toBe(2);
    expect(await receiptsOf(user.email)).toHaveLength(2);
  });

  describe('money going back outside the refund button: charge.refunded and charge.dispute.created', () => {
    async function refundMails(email: string) {
      return server.database.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.kind, 'refund'), eq(outbox.toAddress, email)));
    }

    it('a whole refund made in Stripe takes back exactly what the purchase gave, once, with one confirmation', async () => {
      const user = await renter();
      const pass = await startCheckout(user, 2);
      await deliver(event('checkout.session.completed', stripe.pay(pass)));
      const pack = await startCheckout(user, 1);
      await deliver(event('checkout.session.completed', stripe.pay(pack)));
      const before = await profileOf(user.id);
      expect(before.credits).toBeGreaterThanOrEqual(3);

      const payload = event('charge.refunded', stripe.charge(pack, 500));
      const res = await deliver(payload);

      expect(res.status).toBe(200);
      const after = await profileOf(user.id);
      expect(after.credits).toBe(before.credits - 3);
      expect(after.planEnds!.getTime()).toBe(before.planEnds!.getTime());
      expect(await purchaseOf(pack)).toMatchObject({ status: 'refunded' });
      expect(await purchaseOf(pass)).toMatchObject({ status: 'paid' });
      expect(await refundMails(user.email)).toHaveLength(1);

      // The same event delivered again, and a second event about the same refund: nothing more is taken.
      expect((await deliver(payload)).status).toBe(200);
      expect((await deliver(event('charge.refunded', stripe.charge(pack, 500)))).status).toBe(200);
      expect((await profileOf(user.id)).credits).toBe(before.credits - 3);
      expect(await refundMails(user.email)).toHaveLength(1);
      const recorded = await server.database.db
        .select()
        .from(paymentEvents)
        .where(eq(paymentEvents.providerEventId, JSON.parse(payload).id));
      expect(recorded).toHaveLength(1);
    });

    it('a partial refund takes nothing back; the refund that completes it does', async () => {
      const user = await renter();
      const pass = await startCheckout(user, 2);
      await deliver(event('checkout.session.completed', stripe.pay(pass)));
      const ends = (await profileOf(user.id)).planEnds!.getTime();

      expect((await deliver(event('charge.refunded', stripe.charge(pass, 500)))).status).toBe(200);
      expect(await purchaseOf(pass)).toMatchObject({ status: 'paid' });
      expect((await profileOf(user.id)).planEnds!.getTime()).toBe(ends);

      expect((await deliver(event('charge.refunded', stripe.charge(pass, 2000)))).status).toBe(200);
      expect(await purchaseOf(pass)).toMatchObject({ status: 'refunded' });
      expect((await profileOf(user.id)).planEnds!.getTime()).toBeLessThanOrEqual(Date.now());
    });

    it('a chargeback takes back the pass once, without a refund email, however often it is delivered', async () => {
      const user = await renter();
      const first = await startCheckout(user, 2);
      await deliver(event('checkout.session.completed', stripe.pay(first)));
      const firstEnds = (await profileOf(user.id)).planEnds!.getTime();
      const second = await startCheckout(user, 2);
      await deliver(event('checkout.session.completed', stripe.pay(second)));
      expect((await profileOf(user.id)).planEnds!.getTime()).toBe(firstEnds + 30 * DAY_MS);

      const payload = event('charge.dispute.created', stripe.dispute(second));
      expect((await deliver(payload)).status).toBe(200);
      expect((await deliver(payload)).status).toBe(200);
      expect((await deliver(event('charge.dispute.created', stripe.dispute(second)))).status).toBe(200);

      expect((await profileOf(user.id)).planEnds!.getTime()).toBe(firstEnds);
      expect(await purchaseOf(second)).toMatchObject({ status: 'refunded' });
      expect(await purchaseOf(first)).toMatchObject({ status: 'paid' });
      expect(await refundMails(user.email)).toHaveLength(0);
    });

    it('the money-back refund, then Stripe’s charge.refunded for it: taken back once', async () => {
      expect(routeUsesStripe()).toBe(true);
      const user = await renter();
      const pass = await startCheckout(user, 2);
      await deliver(event('checkout.session.completed', stripe.pay(pass)));
      const purchase = await purchaseOf(pass);
      expect(
        (await server.api(`/api/purchases/${purchase.id}/refund`, { method: 'POST', headers: { cookie: user.cookie } }))
          .status,
      ).toBe(200);
      const after = await profileOf(user.id);

      expect((await deliver(event('charge.refunded', stripe.charge(pass)))).status).toBe(200);

      expect((await profileOf(user.id)).planEnds!.getTime()).toBe(after.planEnds!.getTime());
      expect(await refundMails(user.email)).toHaveLength(1);
    });

    it('a refund after the buyer deleted the account marks the kept, anonymised purchase refunded', async () => {
      const user = await renter();
      const pass = await startCheckout(user, 2);
      await deliver(event('checkout.session.completed', stripe.pay(pass)));
      const deleted = await server.api('/api/account', {
        method: 'DELETE',
        headers: { cookie: user.cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ password: 'correct horse battery' }),
      });
      expect(deleted.status).toBe(204);

      expect((await deliver(event('charge.refunded', stripe.charge(pass, 2000)))).status).toBe(200);
      expect(await purchaseOf(pass)).toMatchObject({ status: 'refunded', userId: null });
      expect(await refundMails(user.email)).toHaveLength(0);
    });

    it('a refund or dispute for a payment we do not know is acknowledged and changes nothing', async () => {
      const foreign = (await payments.createCheckout(checkoutRequest(2))).sessionId;
      stripe.pay(foreign);
      expect((await deliver(event('charge.refunded', stripe.charge(foreign)))).status).toBe(200);
      expect((await deliver(event('charge.dispute.created', stripe.dispute(foreign)))).status).toBe(200);
    });
  });
});

describe('checkout and refund routes on Stripe', () => {
  // These drive the lead's routes, and need services.ts to build its provider with createPaymentsProvider.
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      TRUST_PROXY: '1',
      STRIPE_SECRET_KEY: stripe.secretKey,
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PAY_AS_YOU_GO: PRICES[1],
      STRIPE_PRICE_30_DAY: PRICES[2],
      STRIPE_API_BASE: stripe.origin,
    });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('POST /api/checkout answers Stripe’s session id and hosted page URL', async (ctx) => {
    if (server.services.payments.name !== 'stripe') ctx.skip();
    const { cookie } = await signUp(server);
    const res = await server.api(
      '/api/checkout',
      jsonPost({ tier: 2, pendingAction: 'run_report', fromPath: '/research' }, { cookie }),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sessionId: string; url: string };
    expect(body.url).toBe(`https://checkout.stripe.com/c/pay/${body.sessionId}`);
    expect(stripe.sessions.get(body.sessionId)?.success_url).toBe(
      `${server.url}/research?action=run_report&session_id={CHECKOUT_SESSION_ID}`,
    );
  });

  it('POST /api/checkout with Stripe down answers 502 in the renter’s words and leaves no purchase', async (ctx) => {
    if (server.services.payments.name !== 'stripe') ctx.skip();
    const { user, cookie } = await signUp(server);
    stripe.always = { ...stripeError(500, 'api_error', 'Internal error'), headers: { 'stripe-should-retry': 'false' } };
    const res = await server.api('/api/checkout', jsonPost({ tier: 2 }, { cookie }));
    stripe.always = null;
    expect(res.status).toBe(502);
    expect(await res.json()).toMatchObject({
      error: { code: 'PROVIDER_UNAVAILABLE', message: STRIPE_MESSAGES.unavailable },
    });
    expect(await server.database.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(0);
  });

  it('the 60-day tier, not offered, is refused with 400 before Stripe is called', async (ctx) => {
    if (server.services.payments.name !== 'stripe') ctx.skip();
    const { cookie } = await signUp(server);
    const before = stripe.requests.length;
    const res = await server.api('/api/checkout', jsonPost({ tier: 3 }, { cookie }));
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { message: CHECKOUT_MESSAGES.tierNotOffered } });
    expect(stripe.requests.length).toBe(before);
  });

  it('a refund goes to Stripe with the payment intent and one idempotency key, and takes the 30 days back', async (ctx) => {
    if (server.services.payments.name !== 'stripe') ctx.skip();
    const { user, cookie } = await signUp(server);
    const checkout = await server.api('/api/checkout', jsonPost({ tier: 2 }, { cookie }));
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    const paid = stripe.pay(sessionId);
    const payload = JSON.stringify({
      id: `evt_test_refund_${Date.now()}`,
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: paid },
    });
    const hook = await server.api('/api/webhooks/stripe', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    expect(hook.status).toBe(200);
    const [purchase] = await server.database.db
      .select()
      .from(purchases)
      .where(eq(purchases.providerSessionId, sessionId));
    const before = stripe.requests.length;

    const first = await server.api(`/api/purchases/${purchase!.id}/refund`, { method: 'POST', headers: { cookie } });
    const second = await server.api(`/api/purchases/${purchase!.id}/refund`, { method: 'POST', headers: { cookie } });

    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    const refunds = stripe.requests.slice(before).filter((r) => r.path === '/v1/refunds');
    expect(refunds).toHaveLength(1);
    expect(refunds[0]!.form).toEqual({ payment_intent: paid.payment_intent });
    expect(refunds[0]!.headers['idempotency-key']).toBe(`refund-${purchase!.id}`);
    const [after] = await server.database.db.select().from(purchases).where(eq(purchases.id, purchase!.id));
    expect(after!.status).toBe('refunded');
    const [profile] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(profile!.planEnds!.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
  });
});

describe('POST /api/webhooks/stripe without Stripe configured', () => {
  let server: TestServer;
  beforeAll(async () => {
    // Stripe is not configured on the shared server.
    server = await sharedTestServer();
  });

  it('does not exist (404), even with a valid-looking signature', async () => {
    const payload = JSON.stringify({
      id: 'evt_test_1',
      object: 'event',
      type: 'checkout.session.completed',
      data: { object: {} },
    });
    const res = await server.api('/api/webhooks/stripe', {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
      },
      body: payload,
    });
    expect(res.status).toBe(404);
  });
});
