import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { MIGRATION_LOCK_KEY, openDatabase, queryRows, type DatabaseHandle } from '#server/db/client';
import { createListingsProvider } from '#server/providers/rent-data/listings-provider';
import { RentDataError } from '#server/providers/rent-data/rent-data-port';
import { createTestDatabase, type TestDatabase } from '../helpers/test-database';
import { startTestServer, type TestServer } from '../helpers/test-server';

// On PostgreSQL only (this file runs in the integration-postgres project alone: vitest.config.ts
// leaves *.postgres.test.ts out of the PGlite project, whose engine has no statement timeouts, no cancellation of a
// running statement and no second connection; docs/decisions/054). Queries cannot run away: every connection has a
// statement_timeout, the comps search has its own budget that PostgreSQL enforces, and the migration lock is not
// left behind.

/** A second connection to the same database, as another client would hold one. */
async function otherClient(handle: DatabaseHandle): Promise<pg.Client> {
  const [{ name } = { name: '' }] = await queryRows<{ name: string }>(
    handle.db,
    sql`select current_database() as name`,
  );
  const url = new URL(process.env.TEST_DATABASE_URL ?? '');
  url.pathname = `/${name}`;
  const client = new pg.Client({ connectionString: url.toString() });
  await client.connect();
  return client;
}

/** Holds the listings table locked (as a long import or a stuck migration would) until released. */
async function lockListings(handle: DatabaseHandle) {
  const client = await otherClient(handle);
  await client.query('begin');
  await client.query('lock table listings in access exclusive mode');
  return {
    release: async () => {
      await client.query('rollback');
      await client.end();
    },
  };
}

/** Statements of other sessions on this database still running whose text contains `fragment`. */
async function stillRunning(handle: DatabaseHandle, fragment: string): Promise<number> {
  const rows = await queryRows<{ n: number }>(
    handle.db,
    sql`select count(*)::int as n from pg_stat_activity
        where datname = current_database() and pid <> pg_backend_pid() and state = 'active' and query like ${`%${fragment}%`}`,
  );
  return rows[0]!.n;
}

describe('the server on PostgreSQL', () => {
  let server: TestServer;
  beforeAll(async () => {
    // An empty database: its start-up migrates under the lock the last test checks.
    server = await startTestServer({ DATABASE_STATEMENT_TIMEOUT_MS: '1500' }, { emptyDatabase: true });
  });
  afterAll(() => server?.close());

  it('sets statement_timeout on every connection of its pool', async () => {
    const settings = await Promise.all(
      Array.from({ length: 6 }, () =>
        queryRows<{ statement_timeout: string }>(server.database.db, sql`show statement_timeout`),
      ),
    );
    expect(settings.map((rows) => rows[0]!.statement_timeout)).toEqual(Array.from({ length: 6 }, () => '1500ms'));
  });

  it('has PostgreSQL cancel a statement that would run past it', async () => {
    const lock = await lockListings(server.database);
    try {
      const error = await queryRows(server.database.db, sql`select count(*) from listings`).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(Error);
      expect((error as { cause?: { code?: string } }).cause?.code).toBe('57014');
      // The cancelled backend may still show as active for a moment under load: the statement is gone soon after.
      await expect.poll(() => stillRunning(server.database, 'select count(*) from listings')).toBe(0);
    } finally {
      await lock.release();
    }
  });

  it('releases the migration lock and does not hand the migration connection (no timeout) back to the pool', async () => {
    const locks = await queryRows<{ n: number }>(
      server.database.db,
      // pg_locks is cluster-wide: other test files migrate their own databases at the same time.
      sql`select count(*)::int as n from pg_locks where locktype = 'advisory'
            and database = (select oid from pg_database where datname = current_database())
            and ((classid::bigint << 32) | objid::bigint) = ${MIGRATION_LOCK_KEY.toString()}::bigint`,
    );
    expect(locks[0]!.n).toBe(0);
    await server.database.migrate();
    const settings = await Promise.all(
      Array.from({ length: 6 }, () =>
        queryRows<{ statement_timeout: string }>(server.database.db, sql`show statement_timeout`),
      ),
    );
    expect(settings.map((rows) => rows[0]!.statement_timeout)).toEqual(Array.from({ length: 6 }, () => '1500ms'));
  });
});

describe('the listings search', () => {
  let database: TestDatabase;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    database = await createTestDatabase();
    // No global statement_timeout here: what cancels the search is its own budget.
    handle = await openDatabase({ url: database.url, dataDir: database.dataDir });
    await handle.migrate();
  });
  afterAll(async () => {
    await handle?.close();
    await database?.drop();
  });

  it('answers a timeout at the end of its budget and leaves no query running on the server', async () => {
    const provider = createListingsProvider({
      db: handle.db,
      lookbackDays: 365,
      timeoutMs: 400,
      asOf: new Date('2026-06-30T00:00:00Z'),
    });
    const subject = {
      streetAddress: '12 Elm Street',
      city: 'Testville',
      state: 'KS',
      zipCode: '',
      latitude: 38,
      longitude: -99,
      bedrooms: 2,
      baths: 1,
      sqft: 1000,
      buildingType: 'apartment' as const,
    };
    const lock = await lockListings(handle);
    try {
      const error = await provider.findComparables(subject).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(RentDataError);
      expect((error as RentDataError).kind).toBe('timeout');
      // The read waiting on the lock was cancelled by PostgreSQL, not left to run on.
      await vi.waitFor(async () => expect(await stillRunning(handle, 'floor(lat * 100)')).toBe(0), {
        timeout: 5000,
        interval: 50,
      });
    } finally {
      await lock.release();
    }
    // With the table free again, the same search answers (with a budget that holds on a loaded machine: the
    // 400 ms above is only for the lock to outlast).
    const unhurried = createListingsProvider({
      db: handle.db,
      lookbackDays: 365,
      timeoutMs: 30_000,
      asOf: new Date('2026-06-30T00:00:00Z'),
    });
    await expect(unhurried.findComparables(subject)).resolves.toMatchObject({ provider: 'listings' });
  });
});
