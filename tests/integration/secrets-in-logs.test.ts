import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, pageViews } from '#server/db/schema';
import { postWithCaptcha, signUp } from '../helpers/accounts';
import { captureLog, type CapturedLog } from '../helpers/log-capture';
import { reportForm } from '../helpers/report-form';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// Share tokens, password reset tokens and checkout session ids open a report, an account or a checkout to whoever
// holds them: the request log (pino, every level) writes the route pattern, never them, and the first-party page
// views store the route parameter instead (decision 055; GA4/Plausible get addresses cleaned by the same
// src/core/site/secret-urls.ts, unit-tested there).

let server: TestServer;
let log: CapturedLog;
beforeAll(async () => {
  log = captureLog('debug');
  server = await startTestServer({ TRUST_PROXY: '1' }, { logger: log.logger });
});
afterAll(async () => {
  await server?.close();
});

function requestLines(): { path: string; status: number }[] {
  return log.lines
    .map((line) => JSON.parse(line) as { msg: string; path: string; status: number })
    .filter((line) => line.msg === 'request');
}

function expectNowhereInLog(secret: string) {
  expect(secret.length).toBeGreaterThan(10);
  const found = log.lines.filter((line) => line.includes(secret) || line.includes(encodeURIComponent(secret)));
  expect(found).toEqual([]);
}

describe('request logs', () => {
  it('write a shared report’s route, not its token (API and page)', async () => {
    const owner = await signUp(server);
    const run = await server.api('/api/reports', jsonPost(reportForm(), { cookie: owner.cookie }));
    expect(run.status).toBe(201);
    const { report } = (await run.json()) as { report: { id: string } };
    const share = await server.api(`/api/reports/${report.id}/share`, {
      method: 'PUT',
      headers: { cookie: owner.cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ shared: true }),
    });
    const { token } = (await share.json()) as { token: string };

    expect((await server.api(`/api/shared-reports/${token}`)).status).toBe(200);
    await server.api(`/report/shared/${token}`);
    await server.api(`/Report/Shared/${token}/`);
    // Not a route: answered by the API's catch-all, and still not written down.
    expect((await server.api(`/api/shared-reports/${token}/extra`)).status).toBe(404);

    expectNowhereInLog(token);
    const paths = requestLines().map((line) => line.path);
    expect(paths).toContain('/api/shared-reports/:token');
    expect(paths).toContain('/report/shared/:token');
    expect(paths).toContain('/api/shared-reports/:token/extra');
  });

  it('write a checkout’s route, not its session id (by-session, test checkout page, API and payment)', async () => {
    const { cookie } = await signUp(server);
    const res = await server.api('/api/checkout', jsonPost({ tier: 2, fromPath: '/account' }, { cookie }));
    expect(res.status).toBe(200);
    const { sessionId } = (await res.json()) as { sessionId: string };

    await server.api(`/checkout/test/${sessionId}`);
    expect((await server.api(`/api/checkout/test/${sessionId}`)).status).toBe(200);
    const pay = await server.api(
      `/api/checkout/test/${sessionId}/pay`,
      jsonPost({ number: '4242 4242 4242 4242', expiry: '12/34', cvc: '123' }),
    );
    expect(pay.status).toBe(200);
    const { redirectUrl } = (await pay.json()) as { redirectUrl: string };
    expect(redirectUrl).toContain(`session_id=${sessionId}`);
    await server.api(new URL(redirectUrl).pathname + new URL(redirectUrl).search);
    expect((await server.api(`/api/purchases/by-session/${sessionId}`, { headers: { cookie } })).status).toBe(200);

    expectNowhereInLog(sessionId);
    const paths = requestLines().map((line) => line.path);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/checkout/test/:sessionId',
        '/api/checkout/test/:sessionId',
        '/api/checkout/test/:sessionId/pay',
        '/api/purchases/by-session/:sessionId',
      ]),
    );
  });

  it('never write a password reset token (the emailed page, the reset itself)', async () => {
    const { form } = await signUp(server);
    expect((await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email })).status).toBe(200);
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, form.email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    const link = new URL(/(http\S+update-password\S+)/.exec(mail!.textBody)![1]!);
    const token = link.searchParams.get('token')!;

    await server.api(`${link.pathname}${link.search}`);
    const reset = await server.api(
      '/api/auth/password-reset',
      jsonPost({ token, password: 'brand new secret', confirmPassword: 'brand new secret' }),
    );
    expect(reset.status).toBe(200);

    expectNowhereInLog(token);
    expect(requestLines().map((line) => line.path)).toEqual(
      expect.arrayContaining(['/update-password', '/api/auth/password-reset']),
    );
  });
});

describe('first-party page views', () => {
  it('store a shared report’s page as its route, not its token', async () => {
    const token = 'q8X1rV0pZ_k3tS9aLmN2bC7dE4fG6hJ5';
    expect((await server.api('/api/page-views', jsonPost({ path: `/report/shared/${token}` }))).status).toBe(204);
    const [row] = await server.database.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
    expect(row?.path).toBe('/report/shared/:token');
    expectNowhereInLog(token);
  });
});
