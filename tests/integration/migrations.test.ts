import { readFileSync } from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { migrationsFolder, openDatabase, queryRows, type DatabaseHandle } from '#server/db/client';
import { createTestDatabase, testDbKind, type TestDatabase } from '../helpers/test-database';

// Every instance migrates at start-up (decision 054). Two instances starting together on a fresh PostgreSQL database
// used to race (one failed creating the drizzle schema) — now the migrations run under an advisory lock and the
// second finds nothing to do. A PGlite database belongs to one process, so there two migrate calls of that one
// process meet; they run one after the other. The lock itself: postgres-safety.postgres.test.ts.

const journal = JSON.parse(readFileSync(path.join(migrationsFolder, 'meta', '_journal.json'), 'utf8')) as {
  entries: unknown[];
};

let database: TestDatabase | undefined;
const handles: DatabaseHandle[] = [];
afterEach(async () => {
  for (const handle of handles.splice(0)) await handle.close();
  await database?.drop();
  database = undefined;
});

describe('migrations', () => {
  it('run once when two start-ups migrate the same fresh database at the same time', async () => {
    database = await createTestDatabase({ empty: true });
    const open = async () => {
      const handle = await openDatabase({ url: database!.url, dataDir: database!.dataDir, statementTimeoutMs: 10_000 });
      handles.push(handle);
      return handle;
    };
    const first = await open();
    // PostgreSQL: a second instance with its own connections. PGlite: the same process, the only one it allows.
    const second = testDbKind() === 'postgres' ? await open() : first;

    const outcomes = await Promise.allSettled([first.migrate(), second.migrate()]);
    expect(outcomes.map((o) => (o.status === 'rejected' ? String(o.reason) : 'ok'))).toEqual(['ok', 'ok']);

    const applied = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(applied[0]!.n).toBe(journal.entries.length);
    const tables = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from information_schema.tables where table_schema = 'public' and table_name = 'transactions'`,
    );
    expect(tables[0]!.n).toBe(1);

    // A later start-up finds every migration applied and changes nothing.
    await second.migrate();
    const again = await queryRows<{ n: number }>(
      first.db,
      sql`select count(*)::int as n from drizzle.__drizzle_migrations`,
    );
    expect(again[0]!.n).toBe(journal.entries.length);
    // Every migration on a fresh database: seconds when the machine is quiet, a minute or more at a load of 8.
  }, 180_000);
});
