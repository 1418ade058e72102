import { mkdirSync } from 'node:fs';
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
import * as schema from './schema';

export type Schema = typeof schema;
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
}

/** Opens the database: PostgreSQL when a URL is given (failing fast when unreachable), PGlite otherwise. */
export async function openDatabase(options: DatabaseOptions): Promise<DatabaseHandle> {
  return options.url ? openPostgres(options.url, options) : openPglite(options.dataDir);
}

async function openPglite(dataDir: string): Promise<DatabaseHandle> {
  const inMemory = dataDir.startsWith('memory://');
  const dir = inMemory ? dataDir : path.resolve(dataDir, 'pglite');
  if (!inMemory) mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir);
  const db = drizzlePglite(client, { schema, casing: 'snake_case' }) as unknown as Database;
  return {
    db,
    kind: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client, { schema, casing: 'snake_case' }), { migrationsFolder }),
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
  });
  // An idle client losing its connection (database restart) must not crash the process.
  pool.on('error', () => {});
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
    migrate: () => migratePg(db, { migrationsFolder }),
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: () => pool.end(),
  };
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
