import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { signupForm } from '../helpers/accounts';
import { startAppProcess, type AppProcess } from '../helpers/app-process';
import { solveChallengeToken } from '../helpers/captcha';
import { loopbackClient, type LoopbackClient } from '../helpers/loopback-client';
import { startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { reportForm } from '../helpers/report-form';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';

// Decision 064: on PostgreSQL one app process is a cluster primary with a worker per CPU (WEB_CONCURRENCY) sharing
// its port. Both workers serve it, one that dies is replaced, and SIGTERM drains them both: the report run in flight
// still answers.

let database: TestDatabase;
let ai: OpenAiStandIn;
let app: AppProcess;

const json = (body: unknown, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});

/** The primary's child processes: its workers. */
function workerPids(pid: number): number[] {
  return readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number)
    .sort();
}

/** Which process wrote each request line of the shared log (a worker's lines carry its pid). */
function servedByPid(lines: string[], path: string): number[] {
  return lines.flatMap((line) => {
    if (!line.startsWith('{')) return [];
    const entry = JSON.parse(line) as { msg?: string; path?: string; pid?: number };
    return entry.msg === 'request' && entry.path === path && entry.pid ? [entry.pid] : [];
  });
}

async function signUp(client: LoopbackClient) {
  const challenge = await client.request(`${app.url}/api/captcha/challenge`);
  const token = await solveChallengeToken(challenge.json());
  const res = await client.request(`${app.url}/api/auth/sign-up`, json({ ...signupForm(), captchaToken: token }));
  expect(res.status, res.text).toBe(201);
  return res.cookie();
}

beforeAll(async () => {
  database = await createTestDatabase({ empty: true });
  ai = await startOpenAiStandIn();
  app = await startAppProcess('cluster', {
    DATABASE_URL: database.url ?? '',
    WEB_CONCURRENCY: '2',
    LOG_LEVEL: 'info',
    DATA_DIR: 'memory://',
    WEB_DIST_DIR: './tests/helpers/no-web-build',
    ALTCHA_COST: '1',
    PASSWORD_HASH_COST: '1024',
    AI_BASE_URL: ai.url,
    AI_API_KEY: 'test-ai-key',
    AI_MODEL: 'test-model',
  });
}, 90_000);

afterAll(async () => {
  if (app?.exitCode() === null) {
    app.kill('SIGKILL');
    await app.exited;
  }
  await ai?.close();
  await database?.drop();
});

describe('a cluster of two workers on PostgreSQL', () => {
  it('says so once, and both workers serve the one port', async () => {
    expect(app.lines.filter((line) => line.includes('is serving at'))).toEqual([
      expect.stringMatching(/is serving at http:\/\/127\.0\.0\.1:\d+ \(database: postgres, 2 workers\)$/),
    ]);
    const workers = workerPids(app.pid);
    expect(workers).toHaveLength(2);
    // Each request on a connection of its own: the primary hands connections to the workers in turn.
    for (let i = 0; i < 12; i++) {
      const res = await loopbackClient().request(`${app.url}/api/health`);
      expect(res.json()).toMatchObject({ status: 'ok', database: { kind: 'postgres', reachable: true } });
    }
    expect([...new Set(servedByPid(app.lines, '/api/health'))].sort()).toEqual(workers);
  });

  it('a worker that dies while serving is replaced, and the port serves on', async () => {
    const [victim, survivor] = workerPids(app.pid);
    process.kill(victim!, 'SIGKILL');
    let workers = workerPids(app.pid);
    for (let i = 0; i < 300 && (workers.length < 2 || workers.includes(victim!)); i++) {
      await new Promise((r) => setTimeout(r, 100));
      workers = workerPids(app.pid);
    }
    expect(workers).toHaveLength(2);
    expect(workers).toContain(survivor);
    expect(workers).not.toContain(victim);
    // The primary's line comes through its stdout pipe, which a loaded machine may read after /proc shows the new worker.
    await vi.waitFor(
      () =>
        expect(app.lines.some((line) => line.includes('a worker ended while serving; starting another'))).toBe(true),
      { timeout: 20_000, interval: 100 },
    );
    // Until the new worker listens, the survivor takes every connection; then both again.
    const replacement = workers.find((pid) => pid !== survivor)!;
    for (let i = 0; i < 300 && !servedByPid(app.lines, '/api/health').includes(replacement); i++) {
      const res = await loopbackClient().request(`${app.url}/api/health`);
      expect(res.status).toBe(200);
      await new Promise((r) => setTimeout(r, 100));
    }
    expect(servedByPid(app.lines, '/api/health')).toContain(replacement);
  }, 60_000);

  it('drains on SIGTERM: the report run in flight answers, then every process exits cleanly', async () => {
    const client = loopbackClient();
    const cookie = await signUp(client);
    ai.always = { delayMs: 1500 };
    const asked = ai.completions().length;
    const inFlight = client.request(`${app.url}/api/reports`, json(reportForm(), cookie));
    for (let i = 0; i < 200 && ai.completions().length === asked; i++) await new Promise((r) => setTimeout(r, 20));
    expect(ai.completions().length).toBeGreaterThan(asked);
    const workers = workerPids(app.pid);

    app.kill('SIGTERM');
    const finished = await inFlight;
    expect(finished.status, finished.text).toBe(201);
    expect(await app.exited).toBe('0');
    // Each worker drained (its own "shutting down" line), and none is left behind.
    const drained = app.lines
      .filter((line) => line.includes('"msg":"shutting down"'))
      .map((line) => (JSON.parse(line) as { pid?: number }).pid);
    expect(drained.filter((pid) => pid !== undefined).sort()).toEqual(workers);
    for (const pid of workers) expect(() => readFileSync(`/proc/${pid}/status`)).toThrow();
  }, 60_000);
});
