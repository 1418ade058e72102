import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '#core/messages';
import { outbox, purchases, users } from '#server/db/schema';
import { TEST_CHECKOUT_MESSAGES } from '#server/billing/test-checkout';
import { purchaseEmailHash } from '#server/account/purchase-email-hash';
import { signUp } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// Checkout, fulfilment and refunds with the built-in test checkout (the payments default), over HTTP.

const DAY = 86_400_000;
let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function checkout(cookie: string, body: Record<string, unknown>) {
  return server.api('/api/checkout', jsonPost(body, { cookie }));
}

async function buy(cookie: string, tier: number, pendingAction: string | null = null) {
  const res = await checkout(cookie, { tier, pendingAction, fromPath: '/account' });
  expect(res.status).toBe(200);
  const { sessionId, url } = (await res.json()) as { sessionId: string; url: string };
  const pay = await server.api(
    `/api/checkout/test/${sessionId}/pay`,
    jsonPost({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
  );
  expect(pay.status).toBe(200);
  return { sessionId, url, redirectUrl: ((await pay.json()) as { redirectUrl: string }).redirectUrl };
}

async function profile(userId: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

async function mails(email: string, kind: string) {
  return server.database.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.toAddress, email), eq(outbox.kind, kind)));
}

describe('checkout', () => {
  it('needs a signed-in buyer, with the product’s message', async () => {
    const res = await server.api('/api/checkout', jsonPost({ tier: 2 }));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(CHECKOUT_MESSAGES.sessionExpired);
  });

  it.each([
    [1, 500],
    [2, 2000],
  ])('creates a pending purchase and a test checkout session for tier %i', async (tier, cents) => {
    const { user, cookie } = await signUp(server);
    const res = await checkout(cookie, { tier, pendingAction: null, fromPath: '/account' });
    expect(res.status).toBe(200);
    const body = (await res.json()) as { sessionId: string; url: string };
    expect(body.sessionId).toMatch(/^cs_test_/);
    expect(body.url).toBe(`${server.url}/checkout/test/${body.sessionId}`);
    const [row] = await server.database.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(row).toMatchObject({
      tier,
      amountCents: cents,
      status: 'pending',
      provider: 'test',
      successPath: '/research?payment=success',
      cancelPath: '/account',
    });
    const summary = await server.api(`/api/checkout/test/${body.sessionId}`);
    expect(((await summary.json()) as { checkout: { amountCents: number } }).checkout.amountCents).toBe(cents);
  });

  it('refuses the 60-day tier, which is not offered, with 400 and a clear message, and records nothing', async () => {
    const { user, cookie } = await signUp(server);
    const res = await checkout(cookie, { tier: 3, pendingAction: null, fromPath: '/account' });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({
      error: { code: 'VALIDATION', message: CHECKOUT_MESSAGES.tierNotOffered },
    });
    expect(await server.database.db.select().from(purchases).where(eq(purchases.userId, user.id))).toHaveLength(0);
  });

  it('refuses an unknown tier and a foreign return address', async () => {
    const { user, cookie } = await signUp(server);
    expect((await checkout(cookie, { tier: 9 })).status).toBe(400);
    const res = await checkout(cookie, { tier: 2, fromPath: 'https://evil.example/phish' });
    expect(res.status).toBe(200);
    const [row] = await server.database.db.select().from(purchases).where(eq(purchases.userId, user.id));
    expect(row!.cancelPath).toBe('/');
  });
});

describe('the test checkout and fulfilment', () => {
  it('activates a 30-day pass with 4242…, sends a receipt, and returns to the research page', async () => {
    const { user, cookie } = await signUp(server);
    const before = Date.now();
    const { sessionId, redirectUrl } = await buy(cookie, 2);
    expect(redirectUrl).toBe(`${server.url}/research?payment=success&session_id=${sessionId}`);
    const p = await profile(user.id);
    expect(p.planType).toBe(2);
    expect(p.paidPlan).toBe(true);
    expect(p.planEnds!.getTime()).toBeGreaterThanOrEqual(before + 30 * DAY);
    expect(p.planEnds!.getTime()).toBeLessThanOrEqual(Date.now() + 30 * DAY);
    expect(await mails(user.email, 'receipt')).toHaveLength(1);
    const status = await server.api(`/api/purchases/by-session/${sessionId}`, { headers: { cookie } });
    expect(((await status.json()) as { purchase: { status: string; refundable: boolean } }).purchase).toMatchObject({
      status: 'paid',
      refundable: true,
    });

    // Paying the same checkout again changes nothing.
    const again = await server.api(
      `/api/checkout/test/${sessionId}/pay`,
      jsonPost({ number: '4242424242424242', expiry: '12/34', cvc: '123' }),
    );
    expect(again.status).toBe(200);
    expect((await profile(user.id)).planEnds!.getTime()).toBe(p.planEnds!.getTime());
    expect(await mails(user.email, 'receipt')).toHaveLength(1);
  });

  it('declines 4000 0000 0000 0002 and leaves the purchase pending', async () => {
    const { user, cookie } = await signUp(server);
    const { sessionId } = (await (await checkout(cookie, { tier: 2 })).json()) as { sessionId: string };
    const res = await server.api(
      `/api/checkout/test/${sessionId}/pay`,
      jsonPost({ number: '4000 0000 0000 0002', expiry: '12/34', cvc: '123' }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(TEST_CHECKOUT_MESSAGES.declined);
    expect((await profile(user.id)).planType).toBe(0);
    const other = await server.api(
      `/api/checkout/test/${sessionId}/pay`,
      jsonPost({ number: '5555 5555 5555 4444', expiry: '12/34', cvc: '123' }),
    );
    expect(((await other.json()) as { error: { message: string } }).error.message).toBe(
      TEST_CHECKOUT_MESSAGES.useTestCard,
    );
  });

  it('returns to resume a pending report when one was waiting', async () => {
    const { cookie } = await signUp(server);
    const { redirectUrl, sessionId } = await buy(cookie, 2, 'run_report');
    expect(redirectUrl).toBe(`${server.url}/research?action=run_report&session_id=${sessionId}`);
  });

  it('adds a second pass onto the time left, and 3 credits for Pay As You Go', async () => {
    const { user, cookie } = await signUp(server);
    await buy(cookie, 2);
    const first = (await profile(user.id)).planEnds!.getTime();
    await buy(cookie, 2);
    expect((await profile(user.id)).planEnds!.getTime()).toBe(first + 30 * DAY);

    const other = await signUp(server);
    await buy(other.cookie, 1);
    expect(await profile(other.user.id)).toMatchObject({ credits: 4, planType: 1 });
  });

  it('keeps Pay As You Go reports bought during a 30-day pass for after it ends (decision 056)', async () => {
    const { user, cookie } = await signUp(server);
    await server.database.db.update(users).set({ credits: 0 }).where(eq(users.id, user.id));
    await buy(cookie, 2);
    await buy(cookie, 1);
    expect(await profile(user.id)).toMatchObject({ planType: 2, credits: 3 });
    // While the pass runs, reports cost no credit.
    expect((await server.api('/api/reports', jsonPost(reportForm(), { cookie }))).status).toBe(201);
    expect((await profile(user.id)).credits).toBe(3);

    await server.database.db
      .update(users)
      .set({ planEnds: new Date(Date.now() - 1000) })
      .where(eq(users.id, user.id));
    expect((await server.api('/api/reports', jsonPost(reportForm(), { cookie }))).status).toBe(201);
    expect((await profile(user.id)).credits).toBe(2);
  });

  it('keeps purchases private to their buyer', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    const { sessionId } = await buy(owner.cookie, 2);
    expect(
      (await server.api(`/api/purchases/by-session/${sessionId}`, { headers: { cookie: stranger.cookie } })).status,
    ).toBe(404);
    const list = (await (await server.api('/api/purchases', { headers: { cookie: stranger.cookie } })).json()) as {
      items: unknown[];
    };
    expect(list.items).toEqual([]);
  });
});

describe('money-back refunds', () => {
  it('refunds a pass, takes back exactly its days, confirms by email, and does it once', async () => {
    const { user, cookie } = await signUp(server);
    await buy(cookie, 2);
    const firstEnds = (await profile(user.id)).planEnds!.getTime();
    await buy(cookie, 2);
    const { items } = (await (await server.api('/api/purchases', { headers: { cookie } })).json()) as {
      items: { id: string; refundable: boolean }[];
    };
    expect(items).toHaveLength(2);
    const refund = () => server.api(`/api/purchases/${items[0]!.id}/refund`, jsonPost({}, { cookie }));
    const res = await refund();
    expect(res.status).toBe(200);
    expect((await profile(user.id)).planEnds!.getTime()).toBe(firstEnds);
    expect(await mails(user.email, 'refund')).toHaveLength(1);
    expect((await refund()).status).toBe(200);
    expect((await profile(user.id)).planEnds!.getTime()).toBe(firstEnds);
    expect(await mails(user.email, 'refund')).toHaveLength(1);
  });

  it('takes back only the unused credits of a pack', async () => {
    const { user, cookie } = await signUp(server);
    await buy(cookie, 1);
    await server.database.db.update(users).set({ credits: 2 }).where(eq(users.id, user.id));
    const { items } = (await (await server.api('/api/purchases', { headers: { cookie } })).json()) as {
      items: { id: string }[];
    };
    expect((await server.api(`/api/purchases/${items[0]!.id}/refund`, jsonPost({}, { cookie }))).status).toBe(200);
    expect((await profile(user.id)).credits).toBe(0);
  });

  it('refuses after 30 days, and for someone else’s purchase', async () => {
    const owner = await signUp(server);
    const stranger = await signUp(server);
    await buy(owner.cookie, 2);
    const { items } = (await (await server.api('/api/purchases', { headers: { cookie: owner.cookie } })).json()) as {
      items: { id: string }[];
    };
    const id = items[0]!.id;
    expect((await server.api(`/api/purchases/${id}/refund`, jsonPost({}, { cookie: stranger.cookie }))).status).toBe(
      404,
    );
    await server.database.db
      .update(purchases)
      .set({ paidAt: new Date(Date.now() - 31 * DAY) })
      .where(eq(purchases.id, id));
    const late = await server.api(`/api/purchases/${id}/refund`, jsonPost({}, { cookie: owner.cookie }));
    expect(late.status).toBe(409);
  });
});

describe('deleting the account', () => {
  it('keeps its purchases and refunds as money records, anonymised: no user, the email as a keyed hash', async () => {
    const { user, cookie } = await signUp(server);
    await buy(cookie, 2);
    await buy(cookie, 1);
    const { items } = (await (await server.api('/api/purchases', { headers: { cookie } })).json()) as {
      items: { id: string; tier: number }[];
    };
    const pack = items.find((item) => item.tier === 1)!;
    expect((await server.api(`/api/purchases/${pack.id}/refund`, jsonPost({}, { cookie }))).status).toBe(200);
    const ids = items.map((item) => item.id);

    const res = await server.api('/api/account', {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'correct horse battery' }),
    });
    expect(res.status).toBe(204);

    const kept = await server.database.db.select().from(purchases).where(inArray(purchases.id, ids));
    expect(kept).toHaveLength(2);
    const hash = await purchaseEmailHash(server.database.db, user.email);
    expect(hash).toMatch(/^[0-9a-f]{64}$/);
    for (const row of kept) {
      expect(row).toMatchObject({ userId: null, emailHash: hash });
      expect(JSON.stringify(row)).not.toContain(user.email);
      expect(JSON.stringify(row)).not.toContain(user.id);
    }
    expect(kept.find((row) => row.id === pack.id)).toMatchObject({
      status: 'refunded',
      amountCents: 500,
      grantedCredits: 3,
    });
    expect(kept.find((row) => row.id !== pack.id)).toMatchObject({
      status: 'paid',
      amountCents: 2000,
      grantedDays: 30,
      tier: 2,
    });
    // The same address, however it is written, finds them again; another does not.
    expect(await purchaseEmailHash(server.database.db, ` ${user.email.toUpperCase()} `)).toBe(hash);
    expect(await purchaseEmailHash(server.database.db, `x${user.email}`)).not.toBe(hash);
  });
});
