import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#core/messages';
import { signUp } from '../helpers/accounts';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// While the database is gone (decision 050) the API answers 503 with Retry-After and a message
// saying so, not 500 "An unexpected error occurred.". On PostgreSQL the database is cut at the network edge (a TCP
// relay in front of it is stopped: refused connections, dropped sockets); on PGlite the embedded database is closed.

let database: TestDatabase;
let proxy: TcpProxy | undefined;
let server: TestServer;
let cookie: string;

beforeAll(async () => {
  database = await createTestDatabase();
  if (database.url) proxy = await startTcpProxy(database.url);
  server = await startTestServer(proxy ? { DATABASE_URL: proxy.url } : {});
  ({ cookie } = await signUp(server));
  // The outage: from here on the database cannot be reached.
  if (proxy) await proxy.stop();
  else await server.database.close();
});
afterAll(async () => {
  // On PGlite the database is already closed, so closing it again at shutdown fails; that is this test's doing.
  await server?.close().catch(() => {});
  await database?.drop();
});

async function expectUnavailable(res: Response) {
  expect(res.status).toBe(503);
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
  expect(body.error.code).toBe('SERVICE_UNAVAILABLE');
  expect(body.error.message).toMatch(/temporarily unavailable/i);
  expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
}

describe('during a database outage', () => {
  it('health says unavailable', async () => {
    const res = await server.api('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: { reachable: false } });
  });

  it('a write answers 503 with Retry-After: page views', async () => {
    await expectUnavailable(await server.api('/api/page-views', jsonPost({ path: '/about' })));
  });

  it('a signed-in read answers 503 with Retry-After: purchases, history (the session lookup is the first query)', async () => {
    await expectUnavailable(await server.api('/api/purchases', { headers: { cookie } }));
    await expectUnavailable(await server.api('/api/account/history', { headers: { cookie } }));
  });

  it('signing out answers 503 with the truth, and the browser forgets the session all the same', async () => {
    const res = await server.api('/api/auth/sign-out', jsonPost({}, { cookie }));
    const cleared = res.headers.getSetCookie().find((line) => line.startsWith('rv.session_token='));
    expect(cleared, 'a Set-Cookie clearing the session').toMatch(/Max-Age=0/i);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error).toMatchObject({ code: 'SERVICE_UNAVAILABLE', message: AUTH_MESSAGES.signOutPending });
  });

  it('a form answers 503 with Retry-After: contact', async () => {
    const res = await server.api(
      '/api/contact',
      jsonPost({
        firstName: 'Rita',
        email: 'rita@example.com',
        subject: 'Hello',
        message: 'How are scores computed?',
        captchaToken: 'x',
      }),
    );
    await expectUnavailable(res);
  });
});
