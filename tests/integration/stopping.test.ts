import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildServer, DEFAULT_SERVER_DIST_DIR, serverBuildNeeded } from '../../src/cli/server-build';
import { signUp } from '../helpers/accounts';
import { startHeldGeocoder, type HeldGeocoder } from '../helpers/held-geocoder';
import { processTree } from '../helpers/process-tree';
import { reportForm } from '../helpers/report-form';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { jsonPost, type TestServer } from '../helpers/test-server';

// Decision 080 (issue 36, finding 5): `npm start` stopped any way an operator or a platform stops it finishes the
// report run in progress (the renter gets the report, the credit used once) instead of cutting it off; while it
// drains, a new request is answered 503 with Retry-After (the listener stays open) rather than refused; and nothing
// is left running. One test per stop path: SIGTERM to the server process, to npm alone, to the process group. On
// PGlite here; on PostgreSQL (TEST_DATABASE_URL, CI) the server is a cluster primary with a worker per CPU.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface NpmStart {
  child: ChildProcess;
  url: string;
  exited: Promise<void>;
  output: string[];
}

/** `npm start` in a process group of its own (as a terminal or a process manager starts it); resolves once it serves. */
function npmStart(env: Record<string, string>): Promise<NpmStart> {
  const child = spawn('npm', ['start'], {
    cwd: root,
    detached: true,
    env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start did not serve:\n${output.join('')}`)), 180_000);
    const onData = (chunk: Buffer) => {
      output.push(chunk.toString());
      const serving = /is serving at (http:\/\/\S+)/.exec(output.join(''));
      if (serving) {
        clearTimeout(timer);
        resolve({ child, url: serving[1]!, exited, output });
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', onData);
    void exited.then(() => reject(new Error(`npm start exited before serving:\n${output.join('')}`)));
  });
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').join(' ');
  } catch {
    return '';
  }
};

function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    // A zombie has ended; it only waits for its parent to read its exit.
    return !/^\S+ \(.*\) Z/.test(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return false;
  }
}

const stopPaths = {
  'SIGTERM to the server process': (npm: ChildProcess, serverPid: number) => process.kill(serverPid, 'SIGTERM'),
  'SIGTERM to npm alone': (npm: ChildProcess) => process.kill(npm.pid!, 'SIGTERM'),
  'SIGTERM to the process group': (npm: ChildProcess) => process.kill(-npm.pid!, 'SIGTERM'),
} as const;

describe('stopping npm start', () => {
  let geocoder: HeldGeocoder;
  let webDir: string;
  const cleanups: (() => Promise<void> | void)[] = [];

  beforeAll(async () => {
    geocoder = await startHeldGeocoder();
    // A built web app that is newer than its sources, so `npm start` goes straight to the server (the web build is
    // not what is tested here).
    webDir = mkdtempSync(path.join(tmpdir(), 'rv-stopping-web-'));
    writeFileSync(path.join(webDir, 'index.html'), '<!doctype html><title>RentValue</title>');
    const future = new Date(Date.now() + 365 * 24 * 3600 * 1000);
    utimesSync(path.join(webDir, 'index.html'), future, future);
    if (serverBuildNeeded(root, DEFAULT_SERVER_DIST_DIR)) await buildServer(root, DEFAULT_SERVER_DIST_DIR);
  }, 180_000);
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  });
  afterAll(async () => {
    geocoder?.release();
    await geocoder?.standIn.close();
    if (webDir) rmSync(webDir, { recursive: true, force: true });
  });

  it.each(Object.keys(stopPaths) as (keyof typeof stopPaths)[])(
    '%s finishes the report run in progress, answers new requests 503 with Retry-After meanwhile, and leaves nothing running',
    async (stopPath) => {
      const database: TestDatabase = await createTestDatabase();
      cleanups.push(() => database.drop());
      const app = await npmStart({
        NODE_ENV: 'test',
        PORT: '0',
        HOST: '127.0.0.1',
        DATA_DIR: database.dataDir,
        ...(database.url ? { DATABASE_URL: database.url } : {}),
        WEB_DIST_DIR: webDir,
        ALTCHA_COST: '1',
        PASSWORD_HASH_COST: '1024',
        TRUST_PROXY: '1',
        LOG_LEVEL: 'warn',
        GEOCODER: 'census',
        CENSUS_GEOCODER_URL: geocoder.url,
        GEOCODER_TIMEOUT_MS: '60000',
      });
      const tree = processTree(app.child.pid!);
      cleanups.push(() => {
        geocoder.release();
        for (const pid of tree) if (alive(pid)) process.kill(pid, 'SIGKILL');
      });
      // The server: what npm start's launcher runs (on PostgreSQL a cluster primary, its workers below it).
      const servers = tree.filter((pid) => commandOf(pid).includes('dist/server/main.js'));
      expect(servers.length).toBeGreaterThan(0);
      const api: TestServer['api'] = (p, init) => fetch(new URL(p, app.url), init);
      const { cookie } = await signUp({ url: app.url, api } as TestServer);

      geocoder.hold();
      const before = geocoder.standIn.requests.length;
      const run = api('/api/reports', jsonPost(reportForm(), { cookie }));
      await vi.waitFor(() => expect(geocoder.standIn.requests.length).toBe(before + 1), {
        timeout: 60_000,
        interval: 20,
      });

      stopPaths[stopPath](app.child, servers[0]!);
      // Draining: the listener is open; health says so, and any other request is told to come back.
      await vi
        .waitFor(
          async () =>
            expect(
              ((await (await api('/api/health', { signal: AbortSignal.timeout(5_000) })).json()) as { status: string })
                .status,
            ).toBe('draining'),
          { timeout: 60_000, interval: 50 },
        )
        .catch((error: Error) => {
          // What the processes said: why the drain did not show (or ended before it could be seen).
          throw new Error(`${error.message}\n${app.output.join('')}`, { cause: error });
        });
      const meanwhile = await api('/api/me', { headers: { cookie } });
      expect(meanwhile.status).toBe(503);
      expect(Number(meanwhile.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await meanwhile.json()) as { error: { code: string } }).error.code).toBe('SERVICE_UNAVAILABLE');

      // The run in progress is finished, not cut off: the renter gets the report their credit paid for.
      geocoder.release();
      const res = await run;
      expect(res.status).toBe(201);
      expect(((await res.json()) as { report: { status: string } }).report.status).toBe('complete');

      // Then everything ends: npm, its launcher, the server (and a cluster's workers). No orphan.
      await app.exited;
      await vi.waitFor(() => expect(tree.filter(alive)).toEqual([]), { timeout: 60_000, interval: 100 });
    },
    300_000,
  );
});
