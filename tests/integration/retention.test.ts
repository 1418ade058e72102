import { inArray, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authSession, authUser, outbox, pageViews, rateLimits } from '#server/db/schema';
import { RetentionJob } from '#server/jobs/retention';
import { startTestServer, type TestServer } from '../helpers/test-server';

// The retention job (jobs/retention.ts): rows past their age go, newer ones stay; it runs on its schedule and two
// instances running it at once delete each old row once between them.

const DAY = 24 * 60 * 60_000;
const ago = (ms: number) => new Date(Date.now() - ms);

let scheduled: TestServer;
let idle: TestServer;
beforeAll(async () => {
  [scheduled, idle] = await Promise.all([
    startTestServer({
      RETENTION_PAGE_VIEWS_DAYS: '400',
      RETENTION_OUTBOX_SENT_DAYS: '30',
      RETENTION_INTERVAL_MS: '200',
    }),
    // Runs once at start-up (on an empty database), then not again during the test.
    startTestServer({ RETENTION_PAGE_VIEWS_DAYS: '400', RETENTION_OUTBOX_SENT_DAYS: '30' }),
  ]);
});
afterAll(async () => {
  await Promise.all([scheduled?.close(), idle?.close()]);
});

/** Old and new rows of every pruned table; returns what must go and what must stay, by table. */
async function seed(server: TestServer, tag: string) {
  const db = server.database.db;
  const [oldView, newView] = await db
    .insert(pageViews)
    .values([
      { path: `/${tag}-old`, viewedAt: ago(401 * DAY) },
      { path: `/${tag}-new`, viewedAt: ago(399 * DAY) },
    ])
    .returning({ id: pageViews.id });
  await db.insert(rateLimits).values([
    // Past the longest window any rule counts over (a day): expired whatever its rule.
    { key: `sign-in:ip:${tag}-old`, count: 5, windowStartedAt: ago(25 * 60 * 60_000) },
    { key: `sign-in:ip:${tag}-new`, count: 5, windowStartedAt: ago(60_000) },
  ]);
  const mail = { kind: 'test', toAddress: `${tag}@example.com`, subject: 'S', textBody: 'T' };
  const [sentOld, sentNew, pendingOld, failedOld] = await db
    .insert(outbox)
    .values([
      { ...mail, status: 'sent', createdAt: ago(32 * DAY), sentAt: ago(31 * DAY) },
      { ...mail, status: 'sent', createdAt: ago(29 * DAY), sentAt: ago(29 * DAY) },
      // Not sent: kept whatever their age.
      { ...mail, status: 'pending', createdAt: ago(100 * DAY), nextAttemptAt: ago(100 * DAY) },
      { ...mail, status: 'failed', createdAt: ago(100 * DAY) },
    ])
    .returning({ id: outbox.id });
  await db.insert(authUser).values({ id: `${tag}-user`, name: tag, email: `${tag}-user@example.com` });
  await db.insert(authSession).values([
    { id: `${tag}-expired`, token: `${tag}-expired`, userId: `${tag}-user`, expiresAt: ago(60_000) },
    { id: `${tag}-live`, token: `${tag}-live`, userId: `${tag}-user`, expiresAt: new Date(Date.now() + DAY) },
  ]);
  return {
    gone: {
      pageViews: [oldView!.id],
      rateLimits: [`sign-in:ip:${tag}-old`],
      outbox: [sentOld!.id],
      sessions: [`${tag}-expired`],
    },
    kept: {
      pageViews: [newView!.id],
      rateLimits: [`sign-in:ip:${tag}-new`],
      outbox: [sentNew!.id, pendingOld!.id, failedOld!.id],
      sessions: [`${tag}-live`],
    },
  };
}

/** Which of the seeded rows are still there. */
async function present(server: TestServer, rows: Awaited<ReturnType<typeof seed>>['gone']) {
  const db = server.database.db;
  return {
    pageViews: (await db.select({ id: pageViews.id }).from(pageViews).where(inArray(pageViews.id, rows.pageViews))).map(
      (r) => r.id,
    ),
    rateLimits: (
      await db.select({ key: rateLimits.key }).from(rateLimits).where(inArray(rateLimits.key, rows.rateLimits))
    ).map((r) => r.key),
    outbox: (await db.select({ id: outbox.id }).from(outbox).where(inArray(outbox.id, rows.outbox))).map((r) => r.id),
    sessions: (
      await db.select({ id: authSession.id }).from(authSession).where(inArray(authSession.id, rows.sessions))
    ).map((r) => r.id),
  };
}

const sorted = (rows: Record<string, (string | number)[]>) =>
  Object.fromEntries(Object.entries(rows).map(([table, ids]) => [table, [...ids].sort()]));

describe('the retention job', () => {
  it('on its schedule, deletes rows older than their age and keeps newer ones', async () => {
    const { gone, kept } = await seed(scheduled, 'scheduled');
    await expect
      .poll(async () => present(scheduled, gone), { timeout: 15_000 })
      .toEqual({ pageViews: [], rateLimits: [], outbox: [], sessions: [] });
    expect(sorted(await present(scheduled, kept))).toEqual(sorted(kept));
  });

  it('run by two instances at once, deletes each old row once between them, and nothing newer', async () => {
    const { gone, kept } = await seed(idle, 'twice');
    const options = { intervalMs: 3_600_000, pageViewsDays: 400, outboxSentDays: 30 };
    const other = new RetentionJob(idle.database.db, pino({ level: 'silent' }), options);
    const [a, b] = await Promise.all([idle.services.retention.runOnce(), other.runOnce()]);
    expect({
      pageViews: a.pageViews + b.pageViews,
      rateLimits: a.rateLimits + b.rateLimits,
      outboxSent: a.outboxSent + b.outboxSent,
      sessions: a.sessions + b.sessions,
    }).toEqual({ pageViews: 1, rateLimits: 1, outboxSent: 1, sessions: 1 });
    expect(await present(idle, gone)).toEqual({ pageViews: [], rateLimits: [], outbox: [], sessions: [] });
    expect(sorted(await present(idle, kept))).toEqual(sorted(kept));
    // Run again: nothing left to do.
    expect(await other.runOnce()).toEqual({ pageViews: 0, rateLimits: 0, outboxSent: 0, sessions: 0 });
  });

  it('deletes in batches until nothing old is left', async () => {
    const db = idle.database.db;
    await db.execute(
      sql`insert into page_views (path, viewed_at) select '/batch', now() - interval '500 days' from generate_series(1, 12000)`,
    );
    const counts = await idle.services.retention.runOnce();
    expect(counts.pageViews).toBe(12_000);
    expect(
      await db
        .select()
        .from(pageViews)
        .where(sql`${pageViews.path} = '/batch'`),
    ).toEqual([]);
  });
});
