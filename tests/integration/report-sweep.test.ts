import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { REPORT_MESSAGES } from '#core/messages';
import { reportFormSchema } from '#core/report/report-form';
import { loadConfig, longestReportRun } from '#server/config';
import { comps, errorLog, outbox, transactions, users } from '#server/db/schema';
import { reserveReport } from '#server/reports/reserve-report';
import { startServer } from '#server/server';
import { signUp } from '../helpers/accounts';
import { startHeldGeocoder, type HeldGeocoder } from '../helpers/held-geocoder';
import { reportForm } from '../helpers/report-form';
import { createTestDatabase, testDbKind, type TestDatabase } from '../helpers/test-database';
import { jsonPost, type TestServer } from '../helpers/test-server';

// A crash (`kill -9`) or a lost database during a report run used to leave its row `running` with the credit taken,
// forever (decision 053). The sweep fails such rows (older than the longest possible run) through the same
// path as every failed run, once, also when two sweeps race; a live run is never swept, and a run that ends after
// its row was swept neither completes nor touches the credit again. A shutting-down instance refuses new runs.

const BASE_ENV = { TRUST_PROXY: '1' };

/** The real server on a given database (so that two instances, or a restart, can share one). */
async function startInstance(database: TestDatabase, env: Record<string, string> = {}): Promise<TestServer> {
  const config = loadConfig(
    {
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: database.dataDir,
      ...(database.url ? { DATABASE_URL: database.url } : {}),
      WEB_DIST_DIR: './tests/helpers/no-web-build',
      ALTCHA_COST: '1',
      PASSWORD_HASH_COST: '1024',
      ...BASE_ENV,
      ...env,
    },
    'test',
  );
  const server = await startServer(config, pino({ level: 'silent' }));
  return { ...server, api: (p, init) => fetch(new URL(p, server.url), init), close: () => server.stop() };
}

/** A database two instances (PostgreSQL) or two starts one after the other (PGlite, on disk) can share. */
async function sharedDatabase(): Promise<TestDatabase> {
  const database = await createTestDatabase();
  // A copy of the run's migrated PGlite database is a folder on disk already; an in-memory one is not shared.
  if (testDbKind() === 'postgres' || database.dataDir !== 'memory://') return database;
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-sweep-'));
  return { url: undefined, dataDir: dir, drop: async () => rmSync(dir, { recursive: true, force: true }) };
}

/** What a run that died leaves behind: its reservation (row `running`, credit taken), and nothing after it. */
async function crashedRun(server: TestServer, userId: string, ageSeconds: number): Promise<string> {
  const form = reportFormSchema.parse(reportForm());
  const reservation = await reserveReport({ db: server.database.db, userId, form });
  expect(reservation.creditUsed).toBe(true);
  await server.database.db.execute(
    sql`update transactions set created_at = now() - make_interval(secs => ${ageSeconds}) where id = ${reservation.id}`,
  );
  return reservation.id;
}

async function rowOf(server: TestServer, id: string) {
  const [row] = await server.database.db.select().from(transactions).where(eq(transactions.id, id));
  return row!;
}

async function creditsOf(server: TestServer, userId: string) {
  const [row] = await server.database.db
    .select({ credits: users.credits, reportCount: users.reportCount })
    .from(users)
    .where(eq(users.id, userId));
  return row!;
}

async function errorLogOf(server: TestServer, transactionId: string) {
  return server.database.db.select().from(errorLog).where(eq(errorLog.transactionId, transactionId));
}

const longestRunSeconds = (env: Record<string, string> = {}) =>
  longestReportRun(loadConfig({ ...BASE_ENV, ...env })) / 1000;

describe('the report sweep', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });

  it('returns the credit of a run left running by a crash at the next start-up, once, and leaves younger runs alone', async () => {
    const database = await sharedDatabase();
    cleanups.push(() => database.drop());
    const first = await startInstance(database);
    const { user } = await signUp(first);
    await first.database.db.update(users).set({ credits: 2 }).where(eq(users.id, user.id));
    const limit = longestRunSeconds();
    const dead = await crashedRun(first, user.id, limit + 60);
    // Still inside the longest possible run: it may yet finish, so it is not swept.
    const young = await crashedRun(first, user.id, limit - 30);
    expect(await creditsOf(first, user.id)).toMatchObject({ credits: 0 });
    await first.close();

    const second = await startInstance(database);
    cleanups.push(() => second.close());
    await vi.waitFor(async () => expect((await rowOf(second, dead)).status).toBe('failed'), {
      timeout: 20_000,
      interval: 50,
    });
    expect(await rowOf(second, dead)).toMatchObject({
      status: 'failed',
      creditUsed: false,
      error: REPORT_MESSAGES.runStopped,
    });
    expect(await creditsOf(second, user.id)).toEqual({ credits: 1, reportCount: 0 });
    const logged = await errorLogOf(second, dead);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({ userId: user.id, context: { page: '/research', sweep: true } });
    expect(logged[0]!.errorMessage).toMatch(/still running after \d+ s/);
    expect(await rowOf(second, young)).toMatchObject({ status: 'running', creditUsed: true });

    // Sweeping again gives nothing more back.
    expect(await second.services.reportSweeper.sweep()).toBe(0);
    expect(await creditsOf(second, user.id)).toEqual({ credits: 1, reportCount: 0 });
    expect(await errorLogOf(second, dead)).toHaveLength(1);
  }, 120_000);

  it('runs again every REPORT_SWEEP_INTERVAL_MS, not only at start-up', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const server = await startInstance(database, { REPORT_SWEEP_INTERVAL_MS: '200' });
    cleanups.push(() => server.close());
    const { user } = await signUp(server);
    const dead = await crashedRun(server, user.id, longestRunSeconds() + 1);
    await vi.waitFor(async () => expect((await rowOf(server, dead)).status).toBe('failed'), {
      timeout: 20_000,
      interval: 50,
    });
    expect(await creditsOf(server, user.id)).toMatchObject({ credits: 1 });
  });

  it('returns each credit once when two sweeps race (two instances on PostgreSQL, two sweeps in one PGlite instance)', async () => {
    const database = await createTestDatabase();
    cleanups.push(() => database.drop());
    const a = await startInstance(database);
    cleanups.push(() => a.close());
    // PGlite belongs to one process: there the race is two sweeps of one instance.
    const b = testDbKind() === 'postgres' ? await startInstance(database) : a;
    if (b !== a) cleanups.push(() => b.close());
    const { user } = await signUp(a);
    const runs = 12;
    await a.database.db.update(users).set({ credits: runs }).where(eq(users.id, user.id));
    const ids: string[] = [];
    for (let i = 0; i < runs; i++) ids.push(await crashedRun(a, user.id, longestRunSeconds() + 60));
    expect(await creditsOf(a, user.id)).toMatchObject({ credits: 0 });

    const swept = await Promise.all([a.services.reportSweeper.sweep(), b.services.reportSweeper.sweep()]);
    expect(swept[0] + swept[1]).toBeLessThanOrEqual(runs);
    expect(await creditsOf(a, user.id)).toEqual({ credits: runs, reportCount: 0 });
    const rows = await a.database.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(rows.map((r) => r.status)).toEqual(Array.from({ length: runs }, () => 'failed'));
    for (const id of ids) expect(await errorLogOf(a, id)).toHaveLength(1);
  }, 120_000);
});

/** The US Census Geocoder's wire format, answering only when released: a run waits in its first stage. */
describe('runs in progress', () => {
  let geocoder: HeldGeocoder;
  let database: TestDatabase;
  let server: TestServer;
  const env = () => ({ GEOCODER: 'census', CENSUS_GEOCODER_URL: geocoder.url, GEOCODER_TIMEOUT_MS: '60000' });

  beforeAll(async () => {
    geocoder = await startHeldGeocoder();
    database = await createTestDatabase();
    server = await startInstance(database, env());
  });
  afterAll(async () => {
    geocoder?.release();
    await server?.close();
    await database?.drop();
    await geocoder?.standIn.close();
  });

  /** Starts a run that waits at the geocoder; resolves once the geocoder has the request. */
  async function startHeldRun(userId: string, cookie: string) {
    geocoder.hold();
    const before = geocoder.standIn.requests.length;
    const response = server.api('/api/reports', jsonPost(reportForm(), { cookie }));
    await vi.waitFor(() => expect(geocoder.standIn.requests.length).toBe(before + 1), {
      timeout: 20_000,
      interval: 20,
    });
    const [row] = await server.database.db.select().from(transactions).where(eq(transactions.userId, userId));
    return { response, id: row!.id };
  }

  it('never sweeps a run that is still going, nor one that finished', async () => {
    const { user, cookie } = await signUp(server);
    const run = await startHeldRun(user.id, cookie);
    expect(await server.services.reportSweeper.sweep()).toBe(0);
    expect(await rowOf(server, run.id)).toMatchObject({ status: 'running', creditUsed: true });

    geocoder.release();
    const res = await run.response;
    expect(res.status).toBe(201);
    expect(await server.services.reportSweeper.sweep()).toBe(0);
    expect(await rowOf(server, run.id)).toMatchObject({ status: 'complete', creditUsed: true });
    expect(await creditsOf(server, user.id)).toEqual({ credits: 0, reportCount: 1 });
    expect(await errorLogOf(server, run.id)).toHaveLength(0);
  });

  it('a run that ends after its row was swept neither completes nor takes the returned credit again', async () => {
    const { user, cookie } = await signUp(server);
    const run = await startHeldRun(user.id, cookie);
    // The run outlives the longest possible run (its clock is moved back rather than waited for) and is swept.
    await server.database.db.execute(
      sql`update transactions set created_at = now() - interval '1 hour' where id = ${run.id}`,
    );
    expect(await server.services.reportSweeper.sweep()).toBe(1);
    expect(await creditsOf(server, user.id)).toEqual({ credits: 1, reportCount: 0 });

    geocoder.release();
    const res = await run.response;
    expect(res.status).toBe(503);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(REPORT_MESSAGES.runStopped);
    expect(await rowOf(server, run.id)).toMatchObject({ status: 'failed', creditUsed: false, valueScore: null });
    expect(await creditsOf(server, user.id)).toEqual({ credits: 1, reportCount: 0 });
    expect(await server.database.db.select().from(comps).where(eq(comps.transactionId, run.id))).toHaveLength(0);
    expect(await errorLogOf(server, run.id)).toHaveLength(1);
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    expect(mails.filter((m) => m.kind === 'report')).toHaveLength(0);
  });
});

describe('shutting down', () => {
  it('refuses new runs with a 503 and Retry-After while the runs in progress finish', async () => {
    const geocoder = await startHeldGeocoder();
    const database = await createTestDatabase();
    const server = await startInstance(database, {
      GEOCODER: 'census',
      CENSUS_GEOCODER_URL: geocoder.url,
      GEOCODER_TIMEOUT_MS: '60000',
    });
    try {
      const a = await signUp(server);
      const b = await signUp(server);
      geocoder.hold();
      const runA = server.api('/api/reports', jsonPost(reportForm(), { cookie: a.cookie }));
      await vi.waitFor(() => expect(geocoder.standIn.requests.length).toBe(1), { timeout: 20_000, interval: 20 });

      // B's request is already on the server (it answered 100 Continue) when the shutdown begins; its body follows.
      const body = JSON.stringify(reportForm());
      const req = httpRequest(new URL('/api/reports', server.url), {
        method: 'POST',
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': Buffer.byteLength(body),
          cookie: b.cookie,
          expect: '100-continue',
        },
      });
      const continued = new Promise<void>((resolve) => req.once('continue', () => resolve()));
      const answered = new Promise<{ status: number; retryAfter: string | undefined; text: string }>(
        (resolve, reject) => {
          req.once('response', (res) => {
            let text = '';
            res.setEncoding('utf8');
            res.on('data', (chunk: string) => (text += chunk));
            res.on('end', () => resolve({ status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], text }));
          });
          req.once('error', reject);
        },
      );
      req.flushHeaders();
      await continued;
      const stopping = server.stop();
      req.end(body);

      const refused = await answered;
      expect(refused.status).toBe(503);
      expect(refused.retryAfter).toBe('30');
      expect(JSON.parse(refused.text)).toMatchObject({
        error: { code: 'SERVICE_UNAVAILABLE', message: REPORT_MESSAGES.restarting },
      });
      // No credit taken, no row: the database is still open while A's run goes on.
      expect(await creditsOf(server, b.user.id)).toEqual({ credits: 1, reportCount: 0 });
      expect(
        await server.database.db.select().from(transactions).where(eq(transactions.userId, b.user.id)),
      ).toHaveLength(0);

      geocoder.release();
      const resA = await runA;
      expect(resA.status).toBe(201);
      expect(((await resA.json()) as { report: { status: string } }).report.status).toBe('complete');
      await stopping;
    } finally {
      geocoder.release();
      await server.stop();
      await database.drop();
      await geocoder.standIn.close();
    }
  }, 120_000);
});
