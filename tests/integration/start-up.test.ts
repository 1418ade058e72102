import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { spawnOwned } from '../helpers/child-processes';
import { createTestDatabase, testDbKind } from '../helpers/test-database';

// The real process entry (src/server/main.ts), as `npm start` runs it after the build step.
function runMain(env: Record<string, string>, onReady?: (child: ChildProcess, out: string) => void) {
  return new Promise<{ code: number | null; stdout: string; stderr: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawnOwned(process.execPath, ['--import', 'tsx', 'src/server/main.ts'], {
      env: { PATH: process.env.PATH ?? '', LOG_LEVEL: 'silent', HOST: '127.0.0.1', PORT: '0', ...env },
    });
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (d: Buffer) => {
      stdout += d.toString();
      if (onReady && stdout.includes('is serving at')) onReady(child, stdout);
    });
    child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
    child.on('exit', (code) => resolve({ code, stdout, stderr, ms: Date.now() - started }));
  });
}

// Each test starts `node --import tsx` (a few seconds of compiling on a quiet machine): "fails fast" means it gives up
// after DATABASE_CONNECT_TIMEOUT_MS instead of hanging, not within the test's time limit, which holds at a load of 8.
const PROCESS_TIMEOUT_MS = 120_000;

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('start-up', () => {
  it(
    'a bad configuration value stops start-up naming the variable and what is allowed',
    async () => {
      const result = await runMain({ PORT: 'eighty', LOG_LEVEL: 'loud' });
      expect(result.code).toBe(78);
      expect(result.stderr).toContain('PORT="eighty"');
      expect(result.stderr).toContain('LOG_LEVEL="loud"');
      expect(result.stderr).toMatch(/expected one of/i);
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'in production the built-in stand-ins stop start-up, naming what to set and the flag that allows each',
    async () => {
      // NODE_ENV=production with nothing else used to serve the TEST MODE checkout (real passes
      // for test cards), the generated sample market, .eml mail and a secret kept in the database (decision 050).
      // Were it to serve anyway, stop it at once so the test fails on the exit code rather than hanging.
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-start-'));
      dirs.push(dataDir);
      const result = await runMain({ NODE_ENV: 'production', DATA_DIR: dataDir }, (child) => child.kill('SIGTERM'));
      expect(result.code).toBe(78);
      expect(result.stdout).not.toContain('is serving');
      for (const [variable, flag] of [
        ['STRIPE_SECRET_KEY', 'ALLOW_TEST_CHECKOUT=true'],
        ['RENT_DATA_PROVIDER', 'ALLOW_SAMPLE_MARKET=true'],
        ['SMTP_URL', 'ALLOW_FILE_MAIL=true'],
        ['AUTH_SECRET', 'ALLOW_GENERATED_SECRET=true'],
      ]) {
        expect(result.stderr).toMatch(new RegExp(`${variable}="[^"]*": [^\\n]*${flag}`));
      }
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'an unreachable PostgreSQL fails fast with a clear message, password hidden',
    async () => {
      const result = await runMain({
        DATABASE_URL: 'postgres://rv:secret-pw@127.0.0.1:1/rentvalue',
        DATABASE_CONNECT_TIMEOUT_MS: '2000',
      });
      expect(result.code).toBe(1);
      expect(result.stderr).toContain('Cannot connect to PostgreSQL at postgres://rv:***@127.0.0.1:1/rentvalue');
      expect(result.stderr).toContain('DATABASE_URL');
      expect(result.stderr).not.toContain('secret-pw');
    },
    PROCESS_TIMEOUT_MS,
  );

  it(
    'serves on the configured database (PGlite in DATA_DIR, or PostgreSQL), then shuts down cleanly on SIGTERM',
    async () => {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-start-'));
      dirs.push(dataDir);
      const database = await createTestDatabase({ empty: true });
      let health: unknown;
      const result = await runMain(
        { DATA_DIR: dataDir, ...(database.url ? { DATABASE_URL: database.url } : {}) },
        (child, out) => {
          const url = /serving at (\S+)/.exec(out)?.[1] ?? '';
          void fetch(`${url}/api/health`)
            .then((r) => r.json())
            .then((body) => {
              health = body;
              child.kill('SIGTERM');
            });
        },
      );
      await database.drop();
      expect(health).toMatchObject({ status: 'ok', database: { kind: testDbKind(), reachable: true } });
      expect(result.code).toBe(0);
      // A fresh DATA_DIR: the embedded database is first created in a process of its own (decision 064).
    },
    2 * PROCESS_TIMEOUT_MS,
  );
});
