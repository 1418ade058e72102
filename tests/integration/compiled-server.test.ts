import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildServer, serverBuildNeeded } from '../../src/cli/server-build';
import { signupForm } from '../helpers/accounts';
import { startAppProcess } from '../helpers/app-process';
import { solveChallengeToken } from '../helpers/captcha';
import { loopbackClient } from '../helpers/loopback-client';
import { reportForm } from '../helpers/report-form';
import { createTestDatabase, testDbKind, type TestDatabase } from '../helpers/test-database';

// Decision 064: production runs the server built into plain JavaScript (`npm run build:server`, or `npm start` when
// the build is missing or stale), by node alone. It finds what it reads beside its sources (migrations, the rent
// benchmark tables, package.json) and serves as the TypeScript does; on a fresh DATA_DIR it creates the embedded
// database in a short-lived process, then opens it as on any later start.

const root = process.cwd();

const post = (body: unknown, cookie?: string) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  body: JSON.stringify(body),
});
let buildDir: string;
let database: TestDatabase;
const dataDirs: string[] = [];

beforeAll(async () => {
  // Inside the project, as dist/server is: the packages are imported from its node_modules.
  mkdirSync(path.join(root, 'dist'), { recursive: true });
  buildDir = path.relative(root, mkdtempSync(path.join(root, 'dist', 'test-server-')));
  rmSync(buildDir, { recursive: true });
  database = await createTestDatabase({ empty: true });
}, 180_000);

afterAll(async () => {
  rmSync(buildDir, { recursive: true, force: true });
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
  await database?.drop();
});

describe('the compiled server', () => {
  it('is built when missing, and is up to date afterwards', async () => {
    expect(serverBuildNeeded(root, buildDir)).toBe('no build found');
    const entry = await buildServer(root, buildDir);
    expect(serverBuildNeeded(root, buildDir)).toBeNull();
    // Our code is in the build; the packages stay imports.
    const main = readFileSync(entry, 'utf8');
    expect(main).not.toMatch(/from ["']#(server|core)\//);
  }, 240_000);

  it('serves on the configured database with node alone, a second start opens what the first made, and SIGTERM stops it cleanly', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-compiled-'));
    dataDirs.push(dataDir);
    const env = {
      DATA_DIR: dataDir,
      ...(database.url ? { DATABASE_URL: database.url, WEB_CONCURRENCY: '1' } : {}),
      LOG_LEVEL: 'warn',
      ALTCHA_COST: '1',
      PASSWORD_HASH_COST: '1024',
      WEB_DIST_DIR: './tests/helpers/no-web-build',
    };
    for (const start of ['first', 'second']) {
      const app = await startAppProcess(`compiled (${start} start)`, env, {
        entry: path.join(buildDir, 'main.js'),
        node: true,
      });
      expect(readFileSync(`/proc/${app.pid}/cmdline`, 'utf8').split('\0')).not.toContain('tsx');
      const health = await fetch(`${app.url}/api/health`);
      expect(await health.json()).toMatchObject({
        status: 'ok',
        version: expect.any(String),
        database: { kind: testDbKind(), reachable: true },
      });
      expect((await fetch(`${app.url}/api/openapi.json`)).status).toBe(200);
      expect((await fetch(`${app.url}/api/docs`)).status).toBe(200);
      // A report on the sample market: the ZIP table and the rent benchmark tables, read from beside the sources.
      const client = loopbackClient();
      const challenge = await client.request(`${app.url}/api/captcha/challenge`);
      const signUp = await client.request(
        `${app.url}/api/auth/sign-up`,
        post({ ...signupForm(), captchaToken: await solveChallengeToken(challenge.json()) }),
      );
      expect(signUp.status, signUp.text).toBe(201);
      const report = await client.request(`${app.url}/api/reports`, post(reportForm(), signUp.cookie()));
      expect(report.status, report.text).toBe(201);
      app.kill('SIGTERM');
      expect(await app.exited).toBe('0');
    }
    // Two start-ups of a process (the first creates and migrates the embedded database), a sign-up and a report:
    // generous, so that it holds at a load of 8 on 2 cores; what it started is killed if it runs out (child-processes.ts).
  }, 360_000);
});
