import { desc, eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contract from '#core/api/index';
import { REPORT_STREAM_EVENTS } from '#core/api/reports';
import { outbox, users } from '#server/db/schema';
import { cookieHeader, freshClientIp, signUp, signupForm } from '../helpers/accounts';
import { solveChallengeToken } from '../helpers/captcha';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, startTestServer, type TestServer } from '../helpers/test-server';

// One API contract module (decision 061): the real server, driven through a representative call of every operation of
// its own OpenAPI document (GET /api/openapi.json) and the main error answers. Each answer's body is parsed with the
// schema the document declares for that operation and status, looked up by the component's name among the API
// contract's zod schemas (src/core/api): a status the document does not declare, a body the schema refuses, or a
// field the schema does not know (the parse would drop it) fails the test. Then every operation must have been
// answered with a success at least once. The reference page /api/docs must load only same-origin files.

interface DocSchema {
  $ref?: string;
}
interface DocResponse {
  description: string;
  content?: Record<string, { schema: DocSchema }>;
}
interface DocOperation {
  responses: Record<string, DocResponse>;
}
interface OpenApiDoc {
  paths: Record<string, Record<string, DocOperation>>;
  components: { schemas: Record<string, unknown> };
}

/** The contract's named schemas, by their `.meta({ id })`: the document's component names. */
function namedSchemas(): Map<string, z.ZodType> {
  const named = new Map<string, z.ZodType>();
  for (const value of Object.values(contract)) {
    if (!(value instanceof z.ZodType)) continue;
    const id = z.globalRegistry.get(value)?.id;
    if (!id) continue;
    if (named.has(id) && named.get(id) !== value) throw new Error(`two contract schemas are named ${id}`);
    named.set(id, value);
  }
  return named;
}

const named = namedSchemas();
let server: TestServer;
let doc: OpenApiDoc;
/** "METHOD /path/{template} status" of every answer checked. */
const answered = new Set<string>();

const WEBHOOK_SECRET = 'whsec_contract_test';
/** A second server with Stripe configured, for its webhook (the verified events below are ignored: Stripe is never called). */
let stripeServer: TestServer;

beforeAll(async () => {
  [server, stripeServer] = await Promise.all([
    sharedTestServer(),
    startTestServer({
      STRIPE_SECRET_KEY: 'sk_test_contract',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_PRICE_PAY_AS_YOU_GO: 'price_1',
      STRIPE_PRICE_30_DAY: 'price_2',
      STRIPE_PRICE_60_DAY: 'price_3',
      STRIPE_API_BASE: 'http://127.0.0.1:9',
    }),
  ]);
  doc = (await (await server.api('/api/openapi.json')).json()) as OpenApiDoc;
});
afterAll(async () => {
  await stripeServer?.close();
});

/** The zod schema the document declares for a response body, by its $ref. */
function declaredSchema(where: string, schema: DocSchema | undefined): z.ZodType {
  const ref = schema?.$ref;
  if (!ref) throw new Error(`${where}: the declared schema is not a named contract schema (${JSON.stringify(schema)})`);
  const name = ref.replace('#/components/schemas/', '');
  const found = named.get(name);
  if (!found) throw new Error(`${where}: component ${name} is not a schema of the API contract (src/core/api)`);
  return found;
}

/** Parses a body with a schema; the parsed value must equal the body (no field the schema does not declare). */
function expectConforms(where: string, schema: z.ZodType, body: unknown) {
  const result = schema.safeParse(body);
  if (!result.success)
    throw new Error(
      `${where}: the body does not match its schema:\n${z.prettifyError(result.error)}\n${JSON.stringify(body).slice(0, 2000)}`,
    );
  expect(result.data, `${where}: the body has fields its schema does not declare`).toEqual(body);
}

/** Server-sent events of a finished stream. */
function sseEvents(text: string): { event: string; data: string }[] {
  return text
    .split(/\r?\n\r?\n/)
    .filter((block) => block.trim() !== '')
    .map((block) => {
      let event = 'message';
      const data: string[] = [];
      for (const line of block.split(/\r?\n/)) {
        if (line.startsWith('event:')) event = line.slice(6).trim();
        else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
      }
      return { event, data: data.join('\n') };
    });
}

/**
 * Sends a request, expects `status`, and checks the answer against the document: the operation `METHOD template`
 * must declare that status, and the body must parse with the declared schema (or be empty when none is declared).
 */
async function call(
  method: string,
  template: string,
  url: string,
  status: number,
  init: RequestInit = {},
  target: TestServer = server,
) {
  const res = await target.api(url, { ...init, method });
  const where = `${method} ${template} → ${res.status}`;
  const text = await res.text();
  expect(res.status, `${method} ${url}: ${text.slice(0, 500)}`).toBe(status);
  const operation = doc.paths[template]?.[method.toLowerCase()];
  if (!operation) throw new Error(`${method} ${template} is not an operation of /api/openapi.json`);
  const declared = operation.responses[String(status)];
  if (!declared) throw new Error(`${where}: the document declares no response for status ${status}`);
  const type = res.headers.get('content-type') ?? '';
  if (text === '') {
    expect(declared.content, `${where}: declared with a body, answered without one`).toBeUndefined();
  } else if (type.startsWith('text/event-stream')) {
    // The declared schema is that of any event's data; each event name has its own part of it.
    const anyEvent = declaredSchema(where, declared.content?.['text/event-stream']?.schema);
    const events = sseEvents(text);
    expect(events.length).toBeGreaterThan(0);
    for (const { event, data } of events) {
      const schema = REPORT_STREAM_EVENTS[event as keyof typeof REPORT_STREAM_EVENTS];
      if (!schema) throw new Error(`${where}: event ${event} is not one the stream declares`);
      expectConforms(`${where} event ${event}`, schema, JSON.parse(data));
      expectConforms(`${where} event ${event}`, anyEvent, JSON.parse(data));
    }
    expect(events.at(-1)?.event).toMatch(/^(report|error)$/);
  } else {
    expect(type, where).toMatch(/^application\/json/);
    expectConforms(where, declaredSchema(where, declared.content?.['application/json']?.schema), JSON.parse(text));
  }
  answered.add(`${method} ${template} ${status}`);
  return {
    res,
    body: text === '' || type.startsWith('text/event-stream') ? undefined : (JSON.parse(text) as unknown),
    text,
  };
}

const withCookie = (cookie: string, headers: Record<string, string> = {}) => ({ headers: { cookie, ...headers } });
const postJson = (body: unknown, headers: Record<string, string> = {}) => jsonPost(body, headers);
const putJson = (body: unknown, headers: Record<string, string> = {}): RequestInit => ({
  ...jsonPost(body, headers),
  method: 'PUT',
});

/** A solved ALTCHA challenge, fetched by the same client (address) that sends the form. */
async function solved(headers: Record<string, string>) {
  const res = await server.api('/api/captcha/challenge', { headers });
  return solveChallengeToken((await res.json()) as Parameters<typeof solveChallengeToken>[0]);
}

describe('the API contract', () => {
  it('names every response body and every JSON request body with a contract schema', () => {
    expect(named.size).toBeGreaterThan(40);
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const [method, operation] of Object.entries(item)) {
        for (const [status, response] of Object.entries(operation.responses)) {
          for (const media of Object.values(response.content ?? {}))
            declaredSchema(`${method.toUpperCase()} ${path} ${status}`, media.schema);
        }
        const body = (operation as { requestBody?: { content: Record<string, { schema: DocSchema }> } }).requestBody;
        for (const media of Object.values(body?.content ?? {}))
          declaredSchema(`${method.toUpperCase()} ${path} request`, media.schema);
      }
    }
    // Every contract schema with a name is a component of the document (no stale names).
    for (const name of named.keys()) expect(Object.keys(doc.components.schemas)).toContain(name);
  });

  it('serves exactly the operations the contract describes, each at its method and path', () => {
    const served = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const described = contract.apiOperations.map((operation) => `${operation.method.toUpperCase()} ${operation.path}`);
    expect(new Set(described).size).toBe(described.length);
    expect([...served].sort()).toEqual([...described].sort());
  });
});

describe('every operation answers as its schema says', () => {
  let renter: { cookie: string; email: string; id: string; password: string };
  let reportIds: string[] = [];

  it('system: health, captcha, address suggestions, page views', async () => {
    await call('GET', '/api/health', '/api/health', 200);
    await call('GET', '/api/me', '/api/me', 200);
    await call('GET', '/api/captcha/config', '/api/captcha/config', 200);
    await call('GET', '/api/captcha/challenge', '/api/captcha/challenge', 200, { headers: freshClientIp() });
    await call(
      'GET',
      '/api/address/suggest',
      '/api/address/suggest?q=1600%20S%20Congress%20Ave%2C%20Austin%2C%20TX%2078704',
      200,
    );
    await call('POST', '/api/page-views', '/api/page-views', 204, postJson({ path: '/research' }));
    await call('POST', '/api/page-views', '/api/page-views', 400, postJson({ path: 'no-slash' }));
    // Past the per-address challenge limit.
    const ip = freshClientIp();
    for (let i = 0; i < 60; i += 1) await server.api('/api/captcha/challenge', { headers: ip });
    await call('GET', '/api/captcha/challenge', '/api/captcha/challenge', 429, { headers: ip });
  });

  it('auth: sign-up, sign-in, the password reset and sign-out, with their refusals', async () => {
    const password = 'contract secret 1';
    const form = signupForm({ password, confirmPassword: password });
    const ip = freshClientIp();
    const created = await call(
      'POST',
      '/api/auth/sign-up',
      '/api/auth/sign-up',
      201,
      postJson({ ...form, captchaToken: await solved(ip) }, ip),
    );
    const user = (created.body as { user: { id: string } }).user;
    renter = { cookie: cookieHeader(created.res), email: form.email, id: user.id, password };
    await call(
      'POST',
      '/api/auth/sign-up',
      '/api/auth/sign-up',
      409,
      postJson({ ...form, captchaToken: await solved(ip) }, ip),
    );
    await call(
      'POST',
      '/api/auth/sign-up',
      '/api/auth/sign-up',
      400,
      postJson({ ...form, termsAccepted: false, captchaToken: 'x' }, ip),
    );
    await call(
      'POST',
      '/api/auth/sign-up',
      '/api/auth/sign-up',
      400,
      postJson({ ...signupForm(), captchaToken: 'not-solved' }, ip),
    );

    await call(
      'POST',
      '/api/auth/sign-in',
      '/api/auth/sign-in',
      200,
      postJson({ email: form.email, password, captchaToken: await solved(ip) }, ip),
    );
    await call(
      'POST',
      '/api/auth/sign-in',
      '/api/auth/sign-in',
      401,
      postJson({ email: form.email, password: 'wrong password', captchaToken: await solved(ip) }, ip),
    );
    await call(
      'POST',
      '/api/auth/sign-in',
      '/api/auth/sign-in',
      400,
      postJson({ email: 'not an email', password }, ip),
    );
    await call('GET', '/api/me', '/api/me', 200, withCookie(renter.cookie));

    // The reset link's token, as the emailed link carries it.
    await call(
      'POST',
      '/api/auth/password-reset/request',
      '/api/auth/password-reset/request',
      200,
      postJson({ email: form.email, captchaToken: await solved(ip) }, ip),
    );
    await call(
      'POST',
      '/api/auth/password-reset/request',
      '/api/auth/password-reset/request',
      400,
      postJson({ email: form.email }, ip),
    );
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, form.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const token = decodeURIComponent(/token=([^\s&"]+)/.exec(mail!.textBody)![1]!);
    await call(
      'POST',
      '/api/auth/password-reset',
      '/api/auth/password-reset',
      400,
      postJson({ password: 'another secret 2', confirmPassword: 'another secret 2' }),
    );
    await call(
      'POST',
      '/api/auth/password-reset',
      '/api/auth/password-reset',
      200,
      postJson({ token, password, confirmPassword: password }),
    );

    // Every session ended with the reset: sign in again for the rest of the test.
    const again = await call(
      'POST',
      '/api/auth/sign-in',
      '/api/auth/sign-in',
      200,
      postJson({ email: form.email, password, captchaToken: await solved(ip) }, ip),
    );
    renter.cookie = cookieHeader(again.res);
    const other = await signUp(server);
    await call('POST', '/api/auth/sign-out', '/api/auth/sign-out', 204, { headers: { cookie: other.cookie } });
    // The Origin check and the body limit, on any state-changing operation.
    await call('POST', '/api/auth/sign-out', '/api/auth/sign-out', 403, {
      headers: { origin: 'https://elsewhere.example' },
    });
    await call('POST', '/api/contact', '/api/contact', 413, postJson({ message: 'x'.repeat(1_100_000) }));
  });

  it('reports: run (JSON and stream), read, share, and the refusals', async () => {
    await server.database.db.update(users).set({ credits: 20 }).where(eq(users.id, renter.id));
    await call('POST', '/api/reports', '/api/reports', 401, postJson(reportForm()));
    await call(
      'POST',
      '/api/reports',
      '/api/reports',
      400,
      postJson(reportForm({ zipCode: '' }), { cookie: renter.cookie }),
    );
    const first = await call(
      'POST',
      '/api/reports',
      '/api/reports',
      201,
      postJson(reportForm(), { cookie: renter.cookie }),
    );
    await call(
      'POST',
      '/api/reports',
      '/api/reports',
      200,
      postJson(reportForm({ streetAddress: '123 Main St', rentAmount: '2400', bedrooms: '3' }), {
        cookie: renter.cookie,
        accept: 'text/event-stream',
      }),
    );
    const noCredits = await signUp(server);
    await server.database.db.update(users).set({ credits: 0 }).where(eq(users.id, noCredits.user.id));
    await call('POST', '/api/reports', '/api/reports', 402, postJson(reportForm(), { cookie: noCredits.cookie }));

    const id = (first.body as { report: { id: string } }).report.id;
    await call('GET', '/api/reports/{id}', `/api/reports/${id}`, 200, withCookie(renter.cookie));
    await call('GET', '/api/reports/{id}', `/api/reports/${crypto.randomUUID()}`, 404, withCookie(renter.cookie));
    await call('GET', '/api/reports/{id}', `/api/reports/${'x'.repeat(101)}`, 400, withCookie(renter.cookie));
    const shared = await call(
      'PUT',
      '/api/reports/{id}/share',
      `/api/reports/${id}/share`,
      200,
      putJson({ shared: true }, { cookie: renter.cookie }),
    );
    await call(
      'PUT',
      '/api/reports/{id}/share',
      `/api/reports/${crypto.randomUUID()}/share`,
      404,
      putJson({ shared: true }, { cookie: renter.cookie }),
    );
    await call(
      'PUT',
      '/api/reports/{id}/share',
      `/api/reports/${id}/share`,
      400,
      putJson({ shared: 'yes' }, { cookie: renter.cookie }),
    );
    await call('PUT', '/api/reports/{id}/share', `/api/reports/${id}/share`, 401, putJson({ shared: true }));
    const token = (shared.body as { token: string }).token;
    await call('GET', '/api/shared-reports/{token}', `/api/shared-reports/${token}`, 200);
    await call('GET', '/api/shared-reports/{token}', '/api/shared-reports/no-such-token', 404);

    // The negotiation letter of that report, its options, and emailing it to oneself.
    await call('GET', '/api/reports/{id}/letters', `/api/reports/${id}/letters`, 200, withCookie(renter.cookie));
    await call('GET', '/api/reports/{id}/letters', `/api/reports/${id}/letters`, 404);
    const written = await call(
      'POST',
      '/api/reports/{id}/letters',
      `/api/reports/${id}/letters`,
      201,
      postJson({ tone: 'neutral', length: 'email' }, { cookie: renter.cookie }),
    );
    await call(
      'POST',
      '/api/reports/{id}/letters',
      `/api/reports/${id}/letters`,
      400,
      postJson({ tone: 'loud', length: 'email' }, { cookie: renter.cookie }),
    );
    await call(
      'POST',
      '/api/reports/{id}/letters',
      `/api/reports/${id}/letters`,
      402,
      postJson({ tone: 'firm', length: 'email' }, { cookie: renter.cookie }),
    );
    const letterId = (written.body as { letter: { id: string } }).letter.id;
    const email = `/api/reports/${id}/letters/${letterId}/email`;
    await call(
      'POST',
      '/api/reports/{id}/letters/{letterId}/email',
      email,
      202,
      postJson({ subject: 'Rent', text: 'Dear landlord' }, { cookie: renter.cookie }),
    );
    await call(
      'POST',
      '/api/reports/{id}/letters/{letterId}/email',
      email,
      400,
      postJson({ subject: 'Rent', text: '' }, { cookie: renter.cookie }),
    );
    await call(
      'POST',
      '/api/reports/{id}/letters/{letterId}/email',
      `/api/reports/${id}/letters/${crypto.randomUUID()}/email`,
      404,
      postJson({ subject: 'Rent', text: 'x' }, { cookie: renter.cookie }),
    );

    const history = await call('GET', '/api/account/history', '/api/account/history', 200, withCookie(renter.cookie));
    reportIds = (history.body as { items: { id: string }[] }).items.map((item) => item.id);
    expect(reportIds).toHaveLength(2);
  });

  it('account: profile, history, export, and deleting an account', async () => {
    await call('GET', '/api/account', '/api/account', 200, withCookie(renter.cookie));
    await call('GET', '/api/account', '/api/account', 401);
    await call('GET', '/api/account/history', '/api/account/history', 401);
    await call('GET', '/api/account/history/all', '/api/account/history/all', 200, withCookie(renter.cookie));
    await call('GET', '/api/account/history/count', '/api/account/history/count', 200, withCookie(renter.cookie));
    await call('GET', '/api/account/export', '/api/account/export', 200, withCookie(renter.cookie));
    const setLanguage = (language: string, cookie?: string): RequestInit => ({
      ...jsonPost({ language }, cookie ? { cookie } : {}),
      method: 'PUT',
    });
    await call('PUT', '/api/account/language', '/api/account/language', 200, setLanguage('es', renter.cookie));
    await call('PUT', '/api/account/language', '/api/account/language', 400, setLanguage('fr', renter.cookie));
    await call('PUT', '/api/account/language', '/api/account/language', 401, setLanguage('es'));
    await call('PUT', '/api/account/language', '/api/account/language', 200, setLanguage('en', renter.cookie));

    const leaving = await signUp(server);
    const remove = (password: string, cookie = leaving.cookie): RequestInit => ({
      ...jsonPost({ password }, { cookie }),
      method: 'DELETE',
    });
    await call('DELETE', '/api/account', '/api/account', 400, remove(''));
    await call('DELETE', '/api/account', '/api/account', 401, remove('not the password'));
    await call('DELETE', '/api/account', '/api/account', 204, remove(leaving.form.password as string));
  });

  it('compare: the comparison, the selector and the summary', async () => {
    const ids = reportIds.join(',');
    await call('GET', '/api/compare', `/api/compare?ids=${ids}`, 200, withCookie(renter.cookie));
    await call('GET', '/api/compare', `/api/compare?ids=${reportIds[0]}`, 400, withCookie(renter.cookie));
    await call('GET', '/api/compare', `/api/compare?ids=${ids}`, 401);
    await call('POST', '/api/compare', '/api/compare', 200, postJson({ ids: reportIds }, { cookie: renter.cookie }));
    await call('GET', '/api/compare/reports', '/api/compare/reports', 200, withCookie(renter.cookie));
    await call('GET', '/api/compare/reports', '/api/compare/reports', 401);
    await call(
      'POST',
      '/api/compare/summary',
      '/api/compare/summary',
      200,
      postJson({ ids: reportIds }, { cookie: renter.cookie }),
    );
    await call(
      'POST',
      '/api/compare/summary',
      '/api/compare/summary',
      400,
      postJson({ ids: [reportIds[0]] }, { cookie: renter.cookie }),
    );
  });

  it('billing: checkout, the test checkout, purchases and the refund', async () => {
    await call('POST', '/api/checkout', '/api/checkout', 401, postJson({ tier: 1 }));
    await call('POST', '/api/checkout', '/api/checkout', 400, postJson({ tier: 99 }, { cookie: renter.cookie }));
    const started = await call(
      'POST',
      '/api/checkout',
      '/api/checkout',
      200,
      postJson({ tier: 1, pendingAction: null, fromPath: '/account' }, { cookie: renter.cookie }),
    );
    const sessionId = (started.body as { sessionId: string }).sessionId;
    await call('GET', '/api/checkout/test/{sessionId}', `/api/checkout/test/${sessionId}`, 200);
    await call('GET', '/api/checkout/test/{sessionId}', '/api/checkout/test/cs_test_nosuchsession000', 404);
    const pay = `/api/checkout/test/${sessionId}/pay`;
    await call(
      'POST',
      '/api/checkout/test/{sessionId}/pay',
      pay,
      400,
      postJson({ number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' }),
    );
    await call(
      'POST',
      '/api/checkout/test/{sessionId}/pay',
      pay,
      200,
      postJson({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123', name: 'Rita Renter' }),
    );
    await call(
      'POST',
      '/api/checkout/test/{sessionId}/pay',
      '/api/checkout/test/cs_test_nosuchsession000/pay',
      404,
      postJson({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
    );

    await call('GET', '/api/purchases', '/api/purchases', 200, withCookie(renter.cookie));
    await call('GET', '/api/purchases', '/api/purchases', 401);
    const bought = await call(
      'GET',
      '/api/purchases/by-session/{sessionId}',
      `/api/purchases/by-session/${sessionId}`,
      200,
      withCookie(renter.cookie),
    );
    await call(
      'GET',
      '/api/purchases/by-session/{sessionId}',
      '/api/purchases/by-session/cs_test_none',
      404,
      withCookie(renter.cookie),
    );
    const purchaseId = (bought.body as { purchase: { id: string } }).purchase.id;
    await call(
      'POST',
      '/api/purchases/{id}/refund',
      `/api/purchases/${purchaseId}/refund`,
      200,
      postJson({}, { cookie: renter.cookie }),
    );
    await call(
      'POST',
      '/api/purchases/{id}/refund',
      `/api/purchases/${crypto.randomUUID()}/refund`,
      404,
      postJson({}, { cookie: renter.cookie }),
    );
  });

  it('contact: a message, a form problem, and a body that is not JSON', async () => {
    const ip = freshClientIp();
    const message = {
      firstName: 'Rita',
      email: 'rita@example.com',
      subject: 'Hello',
      message: 'A question about reports.',
    };
    await call(
      'POST',
      '/api/contact',
      '/api/contact',
      201,
      postJson({ ...message, captchaToken: await solved(ip) }, ip),
    );
    await call('POST', '/api/contact', '/api/contact', 400, postJson({ ...message, subject: '' }, ip));
    await call('POST', '/api/contact', '/api/contact', 415, {
      headers: { 'content-type': 'text/plain' },
      body: JSON.stringify(message),
    });
  });

  it('the Stripe webhook: absent without Stripe; verified, refused or acknowledged with it', async () => {
    await call('POST', '/api/webhooks/stripe', '/api/webhooks/stripe', 404, postJson({}));
    const payload = JSON.stringify({
      id: 'evt_contract_1',
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      type: 'customer.created',
      data: { object: { id: 'cus_1', object: 'customer' } },
    });
    const deliver = (secret: string): RequestInit => ({
      headers: {
        'content-type': 'application/json',
        'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret }),
      },
      body: payload,
    });
    await call('POST', '/api/webhooks/stripe', '/api/webhooks/stripe', 200, deliver(WEBHOOK_SECRET), stripeServer);
    await call(
      'POST',
      '/api/webhooks/stripe',
      '/api/webhooks/stripe',
      400,
      deliver('whsec_someone_else'),
      stripeServer,
    );
  });

  it('answered every operation of the document with a success at least once', () => {
    const missing: string[] = [];
    for (const [path, item] of Object.entries(doc.paths)) {
      for (const method of Object.keys(item)) {
        const key = `${method.toUpperCase()} ${path}`;
        if (![...answered].some((a) => a.startsWith(`${key} 2`))) missing.push(key);
      }
    }
    expect(missing).toEqual([]);
  });
});

describe('GET /api/docs', () => {
  it('serves the API reference from same-origin files only, each of which loads', async () => {
    const res = await server.api('/api/docs');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await res.text();
    expect(html).toContain('RentValue API reference');
    // No inline script: the site's CSP (script-src 'self') holds on this page too.
    expect(html).not.toMatch(/<script(?![^>]*\ssrc=)[^>]*>/i);
    const urls = [...html.matchAll(/\s(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
    const assets = urls.filter((u) => /\.(js|css)$/.test(u));
    expect(assets.length).toBeGreaterThanOrEqual(3);
    for (const url of urls) {
      expect(url, 'a same-origin path').toMatch(/^\/(?!\/)/);
    }
    for (const url of assets) {
      const asset = await server.api(url);
      expect(asset.status, url).toBe(200);
      expect(asset.headers.get('content-type'), url).toMatch(url.endsWith('.css') ? /^text\/css/ : /^text\/javascript/);
      expect((await asset.arrayBuffer()).byteLength, url).toBeGreaterThan(100);
    }
    // The init script points Swagger UI at this server's own document.
    const init = await (await server.api(assets.find((u) => u.endsWith('init.js'))!)).text();
    expect(init).toContain('"/api/openapi.json"');
    expect(init).toContain('validatorUrl: null');
    expect((await server.api('/api/docs/assets/0.0.0/swagger-ui-bundle.js')).status).toBe(404);
    expect(
      (await server.api(`${assets.find((u) => u.includes('/assets/'))!.replace(/[^/]+$/, '')}package.json`)).status,
    ).toBe(404);
  });
});
