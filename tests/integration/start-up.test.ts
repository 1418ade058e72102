import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { PROCESS_TIMEOUT_MS, runMain } from '../helpers/run-main';
import { createTestDatabase, testDbKind } from '../helpers/test-database';

// The real process entry (src/server/main.ts) on each database engine. What start-up refuses before it opens any
// database runs once, in tests/integration/standalone/start-up-refusals.test.ts.

const dirs: string[] = [];
afterAll(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })));

describe('start-up', () => {
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
