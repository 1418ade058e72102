import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { cp, mkdtemp } from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';

export type TestDbKind = 'pglite' | 'postgres';

/** Which engine this test project runs on (vitest.config.ts sets TEST_DB per project). */
export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

/**
 * The database migrated once for this run (tests/setup/integration-database.ts, the integration projects' global
 * set-up), which each test database starts as a copy of. Absent in the other projects: their databases start empty.
 */
export type TestDatabaseTemplate =
  /** `dir`: a migrated PGlite database folder to copy; `root`: the run's folder, where the copies go. */
  | { kind: 'pglite'; dir: string; root: string }
  /** `name`: a migrated database on the test PostgreSQL to clone; `prefix`: the names of this run's databases. */
  | { kind: 'postgres'; name: string; prefix: string };

export interface TestDatabase {
  /** DATABASE_URL for the server, or undefined for PGlite. */
  url: string | undefined;
  /** DATA_DIR for the server: a folder holding the PGlite database, or `memory://` (PGlite in memory). */
  dataDir: string;
  drop(): Promise<void>;
}

export interface TestDatabaseOptions {
  /**
   * An empty database, which the server (or the test) migrates from nothing: for the tests of the migrations and of
   * start-up. By default a test database is a copy of the run's migrated template, so starting a server on it finds
   * every migration applied.
   */
  empty?: boolean;
}

/**
 * A fresh database for one test file: a copy of the run's migrated database (PGlite: its folder copied; PostgreSQL:
 * `CREATE DATABASE … TEMPLATE`), or an empty one (in-memory PGlite, or a new database on the test PostgreSQL).
 */
export async function createTestDatabase(options: TestDatabaseOptions = {}): Promise<TestDatabase> {
  const provided = inject('testDatabaseTemplate');
  const template = options.empty ? undefined : provided;
  if (testDbKind() === 'pglite') {
    if (template?.kind !== 'pglite') return { url: undefined, dataDir: 'memory://', drop: async () => {} };
    // The server opens DATA_DIR/pglite, as in production; the folder is deleted with the database.
    const dataDir = await mkdtemp(path.join(template.root, 'db-'));
    await cp(template.dir, path.join(dataDir, 'pglite'), { recursive: true });
    return { url: undefined, dataDir, drop: async () => rmSync(dataDir, { recursive: true, force: true }) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  // Named with the run's prefix when there is one, so the run's end drops any a test left behind.
  const name = `${provided?.kind === 'postgres' ? provided.prefix : 'rv_test'}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    if (template?.kind === 'postgres') await cloneDatabase(admin, name, template.name);
    else await admin.query(`CREATE DATABASE ${name}`);
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    dataDir: 'memory://',
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await c.end();
    },
  };
}

/**
 * `CREATE DATABASE name TEMPLATE template`. PostgreSQL refuses while anyone is connected to the template (nothing of
 * ours connects to it, and it allows no connections, but an autovacuum worker may be about to leave it): tried again
 * a few times then.
 */
async function cloneDatabase(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      // 55006 object_in_use: "source database … is being accessed by other users".
      if ((error as { code?: string }).code !== '55006' || attempt >= 5) throw error;
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
    }
  }
}
