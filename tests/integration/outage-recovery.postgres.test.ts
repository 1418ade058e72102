import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AUTH_MESSAGES } from '#core/messages';
import { authSession, transactions, users } from '#server/db/schema';
import { signUp } from '../helpers/accounts';
import { chatCompletion, GOOD_AI_REPLY, startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { reportForm } from '../helpers/report-form';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// What an outage leaves behind once the database is back (PostgreSQL, cut and restored at the network edge by a TCP
// relay): a session signed out during the outage is refused and deleted, and a report run the outage broke gives
// its credit back within seconds of recovery, not at the next sweep (minutes later).

/** How soon after the database is back the server must have settled what the outage left (issue's promise). */
const RECOVERY_MS = 10_000;

let database: TestDatabase;
let proxy: TcpProxy;
let ai: OpenAiStandIn;
let server: TestServer;

beforeAll(async () => {
  database = await createTestDatabase();
  proxy = await startTcpProxy(database.url!);
  ai = await startOpenAiStandIn();
  server = await startTestServer({
    DATABASE_URL: proxy.url,
    DATABASE_CONNECT_TIMEOUT_MS: '1000',
    AI_BASE_URL: ai.url,
    AI_API_KEY: 'test-ai-key',
    AI_MODEL: 'test-model',
    AI_TIMEOUT_MS: '10000',
  });
});
afterAll(async () => {
  await server?.close().catch(() => {});
  await ai?.close();
  await database?.drop();
});
beforeEach(() => {
  ai.always = null;
});

/** Cuts the database, runs `during`, and brings the database back: the recovery starts when this resolves. */
async function outage<T>(during: () => Promise<T>): Promise<T> {
  await proxy.stop();
  try {
    return await during();
  } finally {
    await proxy.start();
  }
}

describe('after a database outage', () => {
  it('a session signed out during the outage is refused, and its row deleted, once the database is back', async () => {
    const { user, cookie } = await signUp(server);
    const res = await outage(() => server.api('/api/auth/sign-out', jsonPost({}, { cookie })));
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(AUTH_MESSAGES.signOutPending);

    await expect
      .poll(
        async () => {
          const me = await server.api('/api/me', { headers: { cookie } });
          return me.status === 200 ? ((await me.json()) as { user: unknown }).user : `status ${me.status}`;
        },
        { timeout: RECOVERY_MS },
      )
      .toBeNull();
    await expect
      .poll(
        async () => (await server.database.db.select().from(authSession).where(eq(authSession.userId, user.id))).length,
        {
          timeout: RECOVERY_MS,
        },
      )
      .toBe(0);
  });

  it('a report run the outage broke answers 503 with Retry-After, and its credit is back soon after recovery', async () => {
    const { user, cookie } = await signUp(server);
    // The writer takes its time, so the outage begins while the run is under way (between its database writes).
    ai.always = { ...chatCompletion(GOOD_AI_REPLY), delayMs: 2_000 };
    const asked = ai.requests.length;
    const running = server.api('/api/reports', jsonPost(reportForm(), { cookie }));
    await expect.poll(() => ai.requests.length, { timeout: 20_000 }).toBeGreaterThan(asked);

    const res = await outage(() => running);
    expect(res.status).toBe(503);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);

    await expect
      .poll(
        async () => {
          const [profile] = await server.database.db.select().from(users).where(eq(users.id, user.id));
          const rows = await server.database.db.select().from(transactions).where(eq(transactions.userId, user.id));
          return { credits: profile!.credits, statuses: rows.map((row) => row.status) };
        },
        { timeout: RECOVERY_MS },
      )
      .toEqual({ credits: 1, statuses: ['failed'] });
  });
});
