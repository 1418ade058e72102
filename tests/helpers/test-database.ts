import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type TestDbKind = 'pglite' | 'postgres';

/** Which engine this test project runs on (vitest.config.ts sets TEST_DB per project). */
export function testDbKind(): TestDbKind {
  return process.env.TEST_DB === 'postgres' ? 'postgres' : 'pglite';
}

export interface TestDatabase {
  /** DATABASE_URL for the server, or undefined for PGlite. */
  url: string | undefined;
  /** DATA_DIR for the server (PGlite in memory). */
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh, empty database for one test file: in-memory PGlite, or a new database on the test PostgreSQL. */
export async function createTestDatabase(): Promise<TestDatabase> {
  if (testDbKind() === 'pglite') return { url: undefined, dataDir: 'memory://', drop: async () => {} };
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL');
  const name = `rv_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
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
