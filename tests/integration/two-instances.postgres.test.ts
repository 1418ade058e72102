import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { longestReportRunMs } from '#core/report/report-run-budget';
import { migrationsFolder } from '#server/db/client';
import { signupForm } from '../helpers/accounts';
import { startAppProcess, type AppProcess } from '../helpers/app-process';
import { solveChallengeToken } from '../helpers/captcha';
import { loopbackClient, type LoopbackClient } from '../helpers/loopback-client';
import { startNginx, type Nginx } from '../helpers/nginx';
import { startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { reportForm } from '../helpers/report-form';
import { freePort, startSmtpStandIn } from '../helpers/smtp-stand-in';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Two instances, one database, a real load balancer (decision 057): two app processes (as operators start them, in
// production mode) on one PostgreSQL database behind Debian's nginx running deploy/nginx.conf. Every request below
// goes through the balancer unless it says otherwise; clients differ by their own loopback source address.

const TIMEOUTS = { GEOCODER_TIMEOUT_MS: 200, RENT_DATA_TIMEOUT_MS: 500, AI_TIMEOUT_MS: 3000 };
const LONGEST_RUN_MS = longestReportRunMs({
  geocoderTimeoutMs: TIMEOUTS.GEOCODER_TIMEOUT_MS,
  rentDataTimeoutMs: TIMEOUTS.RENT_DATA_TIMEOUT_MS,
  aiTimeoutMs: TIMEOUTS.AI_TIMEOUT_MS,
});

let database: TestDatabase;
let db: pg.Client;
let smtp: Awaited<ReturnType<typeof startSmtpStandIn>>;
const ai: OpenAiStandIn[] = [];
const apps: AppProcess[] = [];
let nginx: Nginx;
let instanceEnv: (i: number) => Record<string, string>;

const json = (body: unknown, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

/** The challenge and the form go through the balancer from the same client, as in a browser. */
async function captchaToken(client: LoopbackClient): Promise<string> {
  const res = await client.request(`${nginx.url}/api/captcha/challenge`);
  expect(res.status).toBe(200);
  return solveChallengeToken(res.json());
}

async function signUp(client: LoopbackClient) {
  const form = signupForm();
  const res = await client.request(
    `${nginx.url}/api/auth/sign-up`,
    json({ ...form, captchaToken: await captchaToken(client) }),
  );
  expect(res.status, res.text).toBe(201);
  return { form, cookie: res.cookie(), userId: res.json<{ user: { id: string } }>().user.id };
}

async function userRow(userId: string) {
  const { rows } = await db.query<{ credits: number }>('select credits from users where id = $1', [userId]);
  return rows[0];
}

async function transactionsOf(userId: string) {
  const { rows } = await db.query<{ id: string; status: string; credit_used: boolean; error: string | null }>(
    'select id, status, credit_used, error from transactions where user_id = $1 order by created_at',
    [userId],
  );
  return rows;
}

const servedBy = (path: string, method = 'POST') =>
  apps.map((app) => app.requestLog().filter((line) => line.path === path && line.method === method).length);

function report(line: string) {
  process.stdout.write(`two instances: ${line}\n`);
}

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  db = new pg.Client({ connectionString: database.url });
  await db.connect();
  smtp = await startSmtpStandIn();
  ai.push(await startOpenAiStandIn(), await startOpenAiStandIn());
  // Fixed ports, so that a restarted instance comes back where nginx expects it.
  const ports = [await freePort(), await freePort()];
  instanceEnv = (i: number): Record<string, string> => ({
    NODE_ENV: 'production',
    PORT: String(ports[i]),
    DATABASE_URL: database.url ?? '',
    // One secret for all instances: a session signed by one is good on the other.
    AUTH_SECRET: 'two-instances-test-secret-0123456789abcdef',
    TRUST_PROXY: '1',
    LOG_LEVEL: 'info',
    WEB_DIST_DIR: './tests/helpers/no-web-build',
    ALTCHA_COST: '1',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    OUTBOX_POLL_MS: '200',
    REPORT_SWEEP_INTERVAL_MS: '500',
    AI_BASE_URL: ai[i]!.url,
    AI_API_KEY: 'test-ai-key',
    AI_MODEL: 'test-model',
    ...Object.fromEntries(Object.entries(TIMEOUTS).map(([k, v]) => [k, String(v)])),
    // The built-in market and checkout, allowed on purpose (production refuses them otherwise, decision 050).
    ALLOW_SAMPLE_MARKET: 'true',
    ALLOW_TEST_CHECKOUT: 'true',
  });
  // Started together: both migrate the empty database at once (the advisory lock makes that one migration).
  apps.push(...(await Promise.all([startAppProcess('app1', instanceEnv(0)), startAppProcess('app2', instanceEnv(1))])));
  nginx = await startNginx(apps.map((app) => `127.0.0.1:${app.port}`));
}, 180_000);

afterAll(async () => {
  for (const app of apps) app.kill('SIGKILL');
  await Promise.all(apps.map((app) => app.exited));
  await nginx?.stop();
  await Promise.all(ai.map((a) => a.close()));
  await smtp?.close();
  await db?.end();
  await database?.drop();
});

describe('two app instances behind nginx on one PostgreSQL database', () => {
  it('migrated once and both answer through the balancer', async () => {
    const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
      entries: unknown[];
    };
    const { rows } = await db.query<{ n: number; hashes: number }>(
      'select count(*)::int as n, count(distinct hash)::int as hashes from drizzle.__drizzle_migrations',
    );
    expect(rows[0]).toEqual({ n: journal.entries.length, hashes: journal.entries.length });
    const client = loopbackClient();
    // Until each instance has answered twice: nginx skips an instance for fail_timeout (5 s) after it answered a
    // read 503 (deploy/nginx.conf), as a busy machine's health check can at start-up; every answer must be ok.
    for (let i = 0; i < 120 && !servedBy('/api/health', 'GET').every((n) => n >= 2); i++) {
      expect((await client.request(`${nginx.url}/api/health`)).json()).toMatchObject({ status: 'ok' });
      if (i >= 3) await new Promise((r) => setTimeout(r, 100));
    }
    expect(servedBy('/api/health', 'GET').every((n) => n >= 2)).toBe(true);
    report(`${rows[0]!.n} migrations applied once; /api/health served ${servedBy('/api/health', 'GET').join(' + ')}`);
  });

  it('a session made on one instance works on the other', async () => {
    const renter = await signUp(loopbackClient());
    const client = loopbackClient();
    // Straight at each instance, then through the balancer (which alternates between them).
    for (const base of [...apps.map((app) => app.url), nginx.url, nginx.url]) {
      const me = await client.request(`${base}/api/me`, { headers: { cookie: renter.cookie } });
      expect(me.json()).toMatchObject({ user: { id: renter.userId, email: renter.form.email } });
    }
  });

  it('the sign-in limit counts across both instances', async () => {
    const renter = await signUp(loopbackClient());
    const attacker = loopbackClient();
    const before = servedBy('/api/auth/sign-in');
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) {
      // An extra request now and then so the sign-ins themselves land on both instances, not just one.
      if (i % 2) await attacker.request(`${nginx.url}/api/health`);
      const res = await attacker.request(
        `${nginx.url}/api/auth/sign-in`,
        json({ email: renter.form.email, password: 'not the password', captchaToken: await captchaToken(attacker) }),
      );
      statuses.push(res.status);
    }
    expect(statuses).toEqual(Array(10).fill(401));
    const perInstance = servedBy('/api/auth/sign-in').map((n, i) => n - before[i]!);
    expect(perInstance.every((n) => n >= 3)).toBe(true);
    // The 11th, with the right password, is over the per-email limit of failed passwords whichever instance takes it.
    const locked = await attacker.request(
      `${nginx.url}/api/auth/sign-in`,
      json({ email: renter.form.email, password: renter.form.password, captchaToken: await captchaToken(attacker) }),
    );
    expect(locked.status).toBe(429);
    report(`10 failed sign-ins served ${perInstance.join(' + ')} by the two instances, then 429`);
  });

  it('one credit raced from both instances gives exactly one report', async () => {
    const renter = await signUp(loopbackClient());
    expect(await userRow(renter.userId)).toEqual({ credits: 1 });
    const client = loopbackClient();
    const before = servedBy('/api/reports');
    const results = await Promise.all(
      Array.from({ length: 16 }, () => client.request(`${nginx.url}/api/reports`, json(reportForm(), renter.cookie))),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 201).every((s) => s === 402)).toBe(true);
    const perInstance = servedBy('/api/reports').map((n, i) => n - before[i]!);
    expect(perInstance.every((n) => n >= 1)).toBe(true);
    expect(await userRow(renter.userId)).toEqual({ credits: 0 });
    expect((await transactionsOf(renter.userId)).map((t) => t.status)).toEqual(['complete']);
    report(`16 runs on 1 credit, served ${perInstance.join(' + ')}: 1 × 201, 15 × 402, 1 report`);
  });

  it('emails queued while both instances run are each sent exactly once', async () => {
    const renters = await Promise.all(Array.from({ length: 6 }, () => signUp(loopbackClient())));
    await Promise.all(
      renters.map(async (renter) => {
        const client = loopbackClient();
        const res = await client.request(
          `${nginx.url}/api/auth/password-reset/request`,
          json({ email: renter.form.email, captchaToken: await captchaToken(client) }),
        );
        expect(res.status).toBe(200);
      }),
    );
    const resets = (email: string) =>
      smtp.received.filter((m) => m.to.includes(email) && m.raw.includes('Reset your RentValue password'));
    for (let i = 0; i < 100 && renters.some((r) => resets(r.form.email).length === 0); i++)
      await new Promise((r) => setTimeout(r, 100));
    // Several more polls of both outboxes: nothing is sent a second time.
    await new Promise((r) => setTimeout(r, 1500));
    expect(renters.map((r) => resets(r.form.email).length)).toEqual(Array(6).fill(1));
    const { rows } = await db.query<{ status: string; n: number }>(
      "select status, count(*)::int as n from outbox where kind = 'password-reset' group by status",
    );
    expect(rows).toEqual([{ status: 'sent', n: 6 }]);
    report(`6 reset emails queued, ${smtp.received.length} messages received in all, each reset once`);
  });

  it('a report on an instance killed with SIGKILL has its credit back after the sweep, and the renter carries on', async () => {
    const renter = await signUp(loopbackClient());
    const client = loopbackClient();
    // The AI evaluation hangs, so the run is in flight when its instance dies.
    for (const a of ai) a.always = { delayMs: 120_000 };
    const asked = ai.map((a) => a.completions().length);
    const started = Date.now();
    const pending = client
      .request(`${nginx.url}/api/reports`, json(reportForm(), renter.cookie))
      .catch((error: Error) => error);
    let victim = -1;
    for (let i = 0; i < 200 && victim < 0; i++) {
      victim = ai.findIndex((a, j) => a.completions().length > asked[j]!);
      if (victim < 0) await new Promise((r) => setTimeout(r, 50));
    }
    expect(victim).toBeGreaterThanOrEqual(0);
    const running = (await transactionsOf(renter.userId))[0]!;
    expect(running).toMatchObject({ status: 'running', credit_used: true });
    expect(await userRow(renter.userId)).toEqual({ credits: 0 });

    apps[victim]!.kill('SIGKILL');
    expect(await apps[victim]!.exited).toBe('SIGKILL');
    const answer = await pending;
    // nginx answers for the dead instance (it never resends a POST).
    expect(answer instanceof Error ? 0 : answer.status).toBe(502);
    for (const a of ai) a.always = null;

    // The survivor's sweep fails the run once it is older than the longest possible run, and returns the credit.
    let swept: Awaited<ReturnType<typeof transactionsOf>>[number] | undefined;
    for (let i = 0; i < 300 && swept?.status !== 'failed'; i++) {
      [swept] = await transactionsOf(renter.userId);
      if (swept?.status !== 'failed') await new Promise((r) => setTimeout(r, 100));
    }
    const sweptAfterMs = Date.now() - started;
    expect(swept).toMatchObject({ id: running.id, status: 'failed', credit_used: false });
    expect(sweptAfterMs).toBeGreaterThanOrEqual(LONGEST_RUN_MS);
    expect(await userRow(renter.userId)).toEqual({ credits: 1 });
    const { rows: logged } = await db.query<{ n: number }>(
      'select count(*)::int as n from error_log where transaction_id = $1',
      [running.id],
    );
    expect(logged[0]!.n).toBe(1);

    // Through the balancer, which now skips the dead instance, the returned credit runs the report.
    const again = await client.request(`${nginx.url}/api/reports`, json(reportForm(), renter.cookie));
    expect(again.status).toBe(201);
    expect(await userRow(renter.userId)).toEqual({ credits: 0 });
    expect((await transactionsOf(renter.userId)).map((t) => t.status)).toEqual(['failed', 'complete']);
    report(
      `${apps[victim]!.name} killed mid-run; run failed and credit returned by the survivor's sweep after ${sweptAfterMs} ms ` +
        `(longest run ${LONGEST_RUN_MS} ms); the next run through nginx completed`,
    );
  }, 180_000);

  it('a rolling restart (SIGTERM, then start again) loses no read, and the run in flight finishes', async () => {
    // Both instances up again (the previous case killed one).
    for (const [i, app] of apps.entries()) {
      if (app.exitCode() === null) continue;
      apps[i] = await startAppProcess(app.name, instanceEnv(i));
    }
    const renter = await signUp(loopbackClient());
    const client = loopbackClient();
    for (const a of ai) a.always = { delayMs: 1500 };
    const asked = ai.map((a) => a.completions().length);
    const inFlight = client.request(`${nginx.url}/api/reports`, json(reportForm(), renter.cookie));
    let restarted = -1;
    for (let i = 0; i < 200 && restarted < 0; i++) {
      restarted = ai.findIndex((a, j) => a.completions().length > asked[j]!);
      if (restarted < 0) await new Promise((r) => setTimeout(r, 20));
    }
    expect(restarted).toBeGreaterThanOrEqual(0);

    // Traffic through the balancer all along: the draining instance's share moves to the other.
    let stop = false;
    const statuses: number[] = [];
    const traffic = (async () => {
      while (!stop) {
        // Reads: nginx passes a read that meets a connection the draining instance is closing to the other instance.
        // (A POST caught in that instant gets nginx's 502 instead, as nginx never resends a POST; docs/deploy.md.)
        const [me, health] = await Promise.all([
          client.request(`${nginx.url}/api/me`, { headers: { cookie: renter.cookie } }),
          client.request(`${nginx.url}/api/reports/00000000-0000-4000-8000-000000000000`, {
            headers: { cookie: renter.cookie },
          }),
        ]);
        statuses.push(me.status, health.status);
      }
    })();
    apps[restarted]!.kill('SIGTERM');
    const finished = await inFlight;
    // Its shutdown log says why when it does not end cleanly (a forced exit after SHUTDOWN_TIMEOUT_MS, a failed close).
    const drained = apps[restarted]!;
    expect(
      await drained.exited,
      drained.lines.slice(drained.lines.findIndex((l) => l.includes('shutting down'))).join('\n'),
    ).toBe('0');
    apps[restarted] = await startAppProcess(apps[restarted]!.name, instanceEnv(restarted));
    for (const a of ai) a.always = null;
    // Until the restarted instance has served some of the traffic again.
    for (let i = 0; i < 100 && apps[restarted]!.requestLog().length < 4; i++)
      await new Promise((r) => setTimeout(r, 100));
    stop = true;
    await traffic;

    expect(finished.status, finished.text).toBe(201);
    expect(apps[restarted]!.requestLog().length).toBeGreaterThanOrEqual(4);
    expect(statuses.filter((s) => s !== 200 && s !== 404)).toEqual([]);
    report(
      `rolling restart of ${apps[restarted]!.name}: the run in flight answered 201; ${statuses.length} requests during ` +
        'the drain and restart, all answered (200 or the expected 404)',
    );
  }, 180_000);
});
