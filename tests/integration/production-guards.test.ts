import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purchases, users } from '#server/db/schema';
import { signUp } from '../helpers/accounts';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// In production (decision 050) the TEST MODE checkout runs only when ALLOW_TEST_CHECKOUT=true
// says so (start-up refuses otherwise: start-up.test.ts), and it is never reachable while Stripe takes the payments.

/** Every stand-in allowed but the one under test. */
const ALLOW_STAND_INS = { ALLOW_SAMPLE_MARKET: 'true', ALLOW_FILE_MAIL: 'true', ALLOW_GENERATED_SECRET: 'true' };
const STRIPE = {
  STRIPE_SECRET_KEY: 'sk_test_guard',
  STRIPE_WEBHOOK_SECRET: 'whsec_guard',
  STRIPE_PRICE_30_DAY: 'price_guard',
  // Never called here: the tests below do not start a Stripe checkout.
  STRIPE_API_BASE: 'http://127.0.0.1:9',
};
const TEST_CARD = { number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' };

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(tmpdir(), 'rv-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

describe('the TEST MODE checkout in production with ALLOW_TEST_CHECKOUT=true', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({
      NODE_ENV: 'production',
      ALLOW_TEST_CHECKOUT: 'true',
      ...ALLOW_STAND_INS,
      WEB_DIST_DIR: dist,
    });
  });
  afterAll(() => server?.close());

  it('serves: the page and its API work as in development', async () => {
    const { cookie } = await signUp(server);
    const checkout = await server.api('/api/checkout', jsonPost({ tier: 2 }, { cookie }));
    expect(checkout.status).toBe(200);
    const { sessionId } = (await checkout.json()) as { sessionId: string };
    expect((await server.api(`/api/checkout/test/${sessionId}`)).status).toBe(200);
    expect((await server.api(`/checkout/test/${sessionId}`)).status).toBe(200);
  });
});

describe('the TEST MODE checkout while Stripe takes the payments', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ NODE_ENV: 'production', ...STRIPE, ...ALLOW_STAND_INS, WEB_DIST_DIR: dist });
  });
  afterAll(() => server?.close());

  it('is not reachable: a test session left in the database can be neither shown nor paid', async () => {
    const { user } = await signUp(server);
    const sessionId = 'cs_test_left_over_from_a_test_run_1';
    const db = server.database.db;
    await db
      .insert(purchases)
      .values({ userId: user.id, provider: 'test', providerSessionId: sessionId, tier: 2, amountCents: 2000 });

    expect((await server.api(`/api/checkout/test/${sessionId}`)).status).toBe(404);
    expect((await server.api(`/api/checkout/test/${sessionId}/pay`, jsonPost(TEST_CARD))).status).toBe(404);
    // The page itself is a real 404 (not indexed), not the TEST MODE card form.
    const page = await server.api(`/checkout/test/${sessionId}`);
    expect(page.status).toBe(404);
    expect(page.headers.get('x-robots-tag')).toBe('noindex');

    const [purchase] = await db.select().from(purchases).where(eq(purchases.providerSessionId, sessionId));
    expect(purchase?.status).toBe('pending');
    const [renter] = await db.select().from(users).where(eq(users.id, user.id));
    expect(renter?.planEnds ?? null).toBeNull();
  });
});
