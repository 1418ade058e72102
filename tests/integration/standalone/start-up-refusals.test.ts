import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TIMEOUT_MS, runMain } from '../../helpers/run-main';

// The real process entry (src/server/main.ts) refusing to start, before it opens any database: once, whatever the
// engine (tests/integration/start-up.test.ts serves on each).

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('start-up refuses', () => {
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
});
