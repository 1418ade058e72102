import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';

// Stripe's REST API as its reference documents it, for the three calls the adapter makes (and the Charge and Dispute
// objects its charge.refunded / charge.dispute.created events carry, for webhook tests):
//   POST /v1/checkout/sessions        form-encoded (line_items[0][price]=…, metadata[purchaseId]=…) → Checkout Session
//   GET  /v1/checkout/sessions/{id}                                                                → Checkout Session
//   POST /v1/refunds                  payment_intent=pi_…                                          → Refund
// Authorization: Bearer sk_…; Idempotency-Key on POSTs (the same key replays the first answer, as Stripe does).
// Errors answer { error: { type, code?, message, param? } } with the HTTP status.

interface StripeStandInRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form body as sent, flat: { 'line_items[0][price]': 'price_…', 'metadata[purchaseId]': '…' }. */
  form: Record<string, string>;
}

export interface StripeAnswer {
  status?: number;
  json?: unknown;
  /** A raw body instead of JSON (to answer something unreadable). */
  text?: string;
  delayMs?: number;
  headers?: Record<string, string>;
}

export interface StandInSession {
  id: string;
  object: 'checkout.session';
  mode: string;
  status: 'open' | 'complete' | 'expired';
  payment_status: 'unpaid' | 'paid' | 'no_payment_required';
  url: string | null;
  success_url: string;
  cancel_url: string;
  client_reference_id: string | null;
  customer_email: string | null;
  metadata: Record<string, string>;
  payment_intent: string | null;
  amount_total: number | null;
  currency: string;
  livemode: false;
  created: number;
  expires_at: number;
}

/** A Charge as Stripe sends it in charge.* events (the fields we read, and the ones around them). */
export interface StandInCharge {
  id: string;
  object: 'charge';
  amount: number;
  amount_captured: number;
  amount_refunded: number;
  currency: string;
  paid: boolean;
  captured: boolean;
  refunded: boolean;
  disputed: boolean;
  status: 'succeeded';
  payment_intent: string;
  livemode: false;
  created: number;
}

/** A Dispute as Stripe sends it in charge.dispute.* events. */
export interface StandInDispute {
  id: string;
  object: 'dispute';
  amount: number;
  charge: string;
  currency: string;
  payment_intent: string;
  reason: string;
  status: 'needs_response';
  is_charge_refundable: boolean;
  livemode: false;
  created: number;
}

export interface StripeStandIn {
  /** http://127.0.0.1:PORT, for STRIPE_API_BASE. */
  origin: string;
  secretKey: string;
  requests: StripeStandInRequest[];
  sessions: Map<string, StandInSession>;
  /** Answer the next API requests this way (each entry once), before the normal answer. */
  queue: StripeAnswer[];
  /** Answer every API request this way until set back to null. */
  always: StripeAnswer | null;
  /** The buyer paid: the session becomes complete and paid, with a payment intent (what the webhook then carries). */
  pay(sessionId: string, paymentStatus?: 'paid' | 'unpaid'): StandInSession;
  expire(sessionId: string): StandInSession;
  /**
   * The charge of a paid session, as charge.refunded carries it: `amount_refunded` is what was refunded through
   * /v1/refunds (the whole amount), or `refundedCents` when given (a refund made in the dashboard, maybe partial).
   */
  charge(sessionId: string, refundedCents?: number): StandInCharge;
  /** A dispute (chargeback) opened by the buyer's bank on a paid session's charge, as charge.dispute.created carries it. */
  dispute(sessionId: string, reason?: string): StandInDispute;
  close(): Promise<void>;
}

export function stripeError(
  status: number,
  type: string,
  message: string,
  extra: Record<string, string> = {},
): StripeAnswer {
  return { status, json: { error: { type, message, ...extra } } };
}

function newId(prefix: string): string {
  return `${prefix}_${randomBytes(12).toString('hex')}`;
}

/** Prices the stand-in knows, in cents, as a Stripe account would have them. */
const PRICE_AMOUNTS: Record<string, number> = { price_payg: 500, price_30_day: 2000, price_60_day: 3000 };

function createSession(form: Record<string, string>): StripeAnswer {
  if (form.mode !== 'payment')
    return stripeError(400, 'invalid_request_error', 'Missing required param: mode.', { param: 'mode' });
  const price = form['line_items[0][price]'];
  if (!price)
    return stripeError(400, 'invalid_request_error', 'Missing required param: line_items[0][price].', {
      param: 'line_items[0][price]',
    });
  if (!(price in PRICE_AMOUNTS)) {
    return stripeError(400, 'invalid_request_error', `No such price: '${price}'`, {
      code: 'resource_missing',
      param: 'line_items[0][price]',
    });
  }
  const metadata = Object.fromEntries(
    Object.entries(form).flatMap(([key, value]) => {
      const name = /^metadata\[(.+)\]$/.exec(key)?.[1];
      return name ? [[name, value]] : [];
    }),
  );
  const id = `cs_test_${randomBytes(24).toString('base64url')}`;
  const now = Math.floor(Date.now() / 1000);
  return {
    json: {
      id,
      object: 'checkout.session',
      mode: 'payment',
      status: 'open',
      payment_status: 'unpaid',
      url: `https://checkout.stripe.com/c/pay/${id}`,
      success_url: form.success_url ?? '',
      cancel_url: form.cancel_url ?? '',
      client_reference_id: form.client_reference_id ?? null,
      customer_email: form.customer_email ?? null,
      metadata,
      payment_intent: null,
      amount_total: (PRICE_AMOUNTS[price] ?? 0) * Number(form['line_items[0][quantity]'] ?? 1),
      currency: 'usd',
      livemode: false,
      created: now,
      expires_at: now + 24 * 60 * 60,
    } satisfies StandInSession,
  };
}

export async function startStripeStandIn(secretKey = 'sk_test_standin_key'): Promise<StripeStandIn> {
  const requests: StripeStandInRequest[] = [];
  const sessions = new Map<string, StandInSession>();
  /** Idempotency-Key → the first answer, replayed for a retry with the same key. */
  const replays = new Map<string, StripeAnswer>();
  const refunded = new Set<string>();
  const timers = new Set<NodeJS.Timeout>();

  const answer = (request: StripeStandInRequest): StripeAnswer => {
    const auth = request.headers.authorization;
    if (auth !== `Bearer ${secretKey}`) {
      // Stripe answers a wrong key with 401 and type invalid_request_error.
      return stripeError(401, 'invalid_request_error', `Invalid API Key provided: ${String(auth).slice(7, 15)}****`);
    }
    const next = standIn.queue.shift() ?? standIn.always;
    if (next) return next;
    const key = request.headers['idempotency-key'];
    const replayKey = typeof key === 'string' && request.method === 'POST' ? `${request.path} ${key}` : null;
    const replay = replayKey ? replays.get(replayKey) : undefined;
    if (replay) return { ...replay, headers: { ...replay.headers, 'idempotent-replayed': 'true' } };

    let result: StripeAnswer;
    const sessionPath = /^\/v1\/checkout\/sessions\/([^/]+)$/.exec(request.path);
    if (request.method === 'POST' && request.path === '/v1/checkout/sessions') {
      result = createSession(request.form);
      const created = result.json as StandInSession | undefined;
      if (created?.object === 'checkout.session') sessions.set(created.id, created);
    } else if (request.method === 'GET' && sessionPath) {
      const session = sessions.get(decodeURIComponent(sessionPath[1]!));
      result = session
        ? { json: session }
        : stripeError(404, 'invalid_request_error', `No such checkout.session: '${sessionPath[1]}'`, {
            code: 'resource_missing',
            param: 'session',
          });
    } else if (request.method === 'POST' && request.path === '/v1/refunds') {
      const intent = request.form.payment_intent;
      const session = [...sessions.values()].find((s) => s.payment_intent === intent);
      if (!intent || !session) {
        result = stripeError(404, 'invalid_request_error', `No such payment_intent: '${intent ?? ''}'`, {
          code: 'resource_missing',
          param: 'payment_intent',
        });
      } else if (refunded.has(intent)) {
        result = stripeError(
          400,
          'invalid_request_error',
          `Charge for payment intent ${intent} has already been refunded.`,
          { code: 'charge_already_refunded' },
        );
      } else {
        refunded.add(intent);
        result = {
          json: {
            id: newId('re'),
            object: 'refund',
            amount: session.amount_total,
            currency: 'usd',
            payment_intent: intent,
            status: 'succeeded',
            created: Math.floor(Date.now() / 1000),
          },
        };
      }
    } else {
      result = stripeError(
        404,
        'invalid_request_error',
        `Unrecognized request URL (${request.method}: ${request.path}).`,
      );
    }
    // Stripe keeps the result of a POST that ran under its key for 24 hours; kept here: the successful ones.
    if (replayKey && (result.status ?? 200) < 300) replays.set(replayKey, result);
    return result;
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const body = Buffer.concat(chunks).toString('utf8');
      const request: StripeStandInRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(req.method === 'GET' ? url.search : body)),
      };
      requests.push(request);
      const result = answer(request);
      const send = () => {
        if (res.destroyed || res.writableEnded) return;
        res.writeHead(result.status ?? 200, {
          'content-type': result.text === undefined ? 'application/json' : 'text/plain',
          'request-id': newId('req'),
          ...result.headers,
        });
        res.end(result.text ?? JSON.stringify(result.json ?? {}));
      };
      if (!result.delayMs) return send();
      const timer = setTimeout(() => {
        timers.delete(timer);
        send();
      }, result.delayMs);
      timers.add(timer);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const update = (sessionId: string, change: Partial<StandInSession>): StandInSession => {
    const session = sessions.get(sessionId);
    if (!session) throw new Error(`stand-in has no session ${sessionId}`);
    Object.assign(session, change);
    return { ...session };
  };

  /** One charge per payment intent, as Stripe has it. */
  const charges = new Map<string, string>();
  const chargeOf = (intent: string): string => {
    if (!charges.has(intent)) charges.set(intent, newId('ch'));
    return charges.get(intent)!;
  };
  const paidIntent = (sessionId: string): { intent: string; amount: number } => {
    const session = sessions.get(sessionId);
    if (!session?.payment_intent) throw new Error(`stand-in session ${sessionId} is not paid`);
    return { intent: session.payment_intent, amount: session.amount_total ?? 0 };
  };

  const standIn: StripeStandIn = {
    origin: `http://127.0.0.1:${port}`,
    secretKey,
    requests,
    sessions,
    queue: [],
    always: null,
    pay: (sessionId, paymentStatus = 'paid') =>
      update(sessionId, {
        status: 'complete',
        payment_status: paymentStatus,
        payment_intent: sessions.get(sessionId)?.payment_intent ?? newId('pi'),
      }),
    expire: (sessionId) => update(sessionId, { status: 'expired', url: null }),
    charge: (sessionId, refundedCents) => {
      const { intent, amount } = paidIntent(sessionId);
      const amountRefunded = refundedCents ?? (refunded.has(intent) ? amount : 0);
      return {
        id: chargeOf(intent),
        object: 'charge',
        amount,
        amount_captured: amount,
        amount_refunded: amountRefunded,
        currency: 'usd',
        paid: true,
        captured: true,
        refunded: amountRefunded >= amount,
        disputed: false,
        status: 'succeeded',
        payment_intent: intent,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
    },
    dispute: (sessionId, reason = 'fraudulent') => {
      const { intent, amount } = paidIntent(sessionId);
      return {
        id: newId('dp'),
        object: 'dispute',
        amount,
        charge: chargeOf(intent),
        currency: 'usd',
        payment_intent: intent,
        reason,
        status: 'needs_response',
        is_charge_refundable: false,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const timer of timers) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
  return standIn;
}
