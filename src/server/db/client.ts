import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { sql, type SQL } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { createPgliteDataDir, pgliteStartParams } from './pglite-data-dir';
import * as schema from './schema';

type Schema = typeof schema;
/** One query layer over either engine: PGlite (embedded) or PostgreSQL (pg). */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;

export interface DatabaseHandle {
  db: Database;
  kind: 'pglite' | 'postgres';
  /** Applies the committed drizzle-kit migrations (idempotent). */
  migrate(): Promise<void>;
  /** Round trip to the database; throws when it is unreachable. */
  ping(): Promise<void>;
  close(): Promise<void>;
}

export class DatabaseUnavailableError extends Error {
  override name = 'DatabaseUnavailableError';
}

export const migrationsFolder = path.join(path.dirname(fileURLToPath(import.meta.url)), 'migrations');

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite database is used. */
  url?: string | undefined;
  /** Folder for PGlite's files; `memory://` keeps it in memory (tests). */
  dataDir: string;
  connectTimeoutMs?: number;
  poolMax?: number;
  /**
   * statement_timeout of every PostgreSQL connection (DATABASE_STATEMENT_TIMEOUT_MS; 0 or absent: none). PGlite
   * accepts the setting but cannot enforce it (docs/decisions/054-statement-timeouts-and-migration-lock.md).
   */
  statementTimeoutMs?: number;
}

/**
 * Key of the session advisory lock taken around the migrations on PostgreSQL, so that instances starting together
 * migrate one after the other (the second finds nothing left to do). Any fixed number; this one spells "rentvalu".
 */
export const MIGRATION_LOCK_KEY = 0x72656e7476616c75n;

/** Opens the database: PostgreSQL when a URL is given (failing fast when unreachable), PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.resolve(dataDir, 'pglite');
  if (!inMemory) await createPgliteDataDir(dir);
  const client = await PGlite.create(dir, { startParams: pgliteStartParams() });
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  // One process owns a PGlite database, so only calls in this process can meet: they run one after the other.
  let migrating: Promise<void> = Promise.resolve();
  return {
    db,
    kind: 'pglite',
    migrate: () => {
      const run = migrating.then(() =>
        migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), { migrationsFolder }),
      );
      migrating = run.catch(() => {});
      return run;
    },
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => client.close(),
  };
}

async function openPostgres(url: string, options: DatabaseOptions): Promise<DatabaseHandle> {
  const pool = new pg.Pool({
    connectionString: url,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 5000,
    max: options.poolMax ?? 10,
    // Sent with each connection's start-up: no statement runs longer, whatever sent it (decision 054).
    ...(options.statementTimeoutMs ? { statement_timeout: options.statementTimeoutMs } : {}),
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
  // Nor a checked-out one: a client inside a transaction (or the migrations') has no listener of the pool's, and
  // node-postgres emits 'error' on a connection the server ended (`pg_ctl restart`, a failover) even after failing
  // the query with it; unheard, that 'error' is an uncaught exception and takes the process down. The statement has
  // already failed with the error (an outage: 503), and the pool drops the dead client when it is released.
  pool.on('connect', (client) => client.on('error', () => {}));
  try {
    const client = await pool.connect();
    client.release();
  } catch (error) {
    await pool.end().catch(() => {});
    throw new DatabaseUnavailableError(
      `Cannot connect to PostgreSQL at ${redactUrl(url)}: ${(error as Error).message || String(error)}. ` +
        'Check DATABASE_URL and that the server is running, or unset DATABASE_URL to use the embedded database.',
    );
  }
  const db = drizzlePg(pool, { schema, casing: 'snake_case' });
  return {
    db: db as unknown as Database,
    kind: 'postgres',
    migrate: () => migratePostgres(pool),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
}

/**
 * Applies the migrations under a session advisory lock on one dedicated connection: a second instance starting at
 * the same time waits for the first, then finds every migration applied. The connection has no statement_timeout
 * (a migration may build an index for minutes, and the lock waits for the other instance's migrations) and is
 * closed afterwards rather than returned to the pool with that setting.
 */
async function migratePostgres(pool: pg.Pool): Promise<void> {
  const client = await pool.connect();
  try {
    await client.query('set statement_timeout = 0');
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY.toString()]);
    await migratePg(drizzlePg(client, { schema, casing: 'snake_case' }), { migrationsFolder });
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY.toString()]);
  } finally {
    // Closed, not reused: the session's lock ends with it even when a migration failed before the unlock.
    client.release(true);
  }
}

/** Hides the password of a connection URL for messages and logs. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'the configured DATABASE_URL';
  }
}

/** Runs raw SQL and returns its rows; both drivers answer `{ rows }`. */
export async function queryRows<T>(db: Database, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
