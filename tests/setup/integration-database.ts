import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync, statfsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import type { TestDatabaseTemplate } from '../helpers/test-database';

// Global set-up of the integration projects ("Migrate once", decision 068): the migrations run once per run into a
// template database, and every test database starts as a copy of it (tests/helpers/test-database.ts), instead of
// each server start migrating an empty database (and, on PGlite, creating the database cluster first, which took
// most of the time). The tests of the migrations and of start-up still ask for an empty database.

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseTemplate: TestDatabaseTemplate;
  }
}

const run = promisify(execFile);
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** Migrates a database as the server does (DATABASE_URL, else DATA_DIR), in a process of its own. */
async function migrate(env: Record<string, string>): Promise<void> {
  await run(process.execPath, ['--import', 'tsx', 'tests/setup/migrate-database.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH ?? '', ...env },
    maxBuffer: 16 * 1024 * 1024,
  });
}

/** Where the PGlite copies go: memory-backed /dev/shm when it has room (each copy is about 40 MB), else the temp folder. */
export function pgliteRoot(): string {
  const shm = '/dev/shm';
  try {
    if (existsSync(shm) && statfsSync(shm).bavail * statfsSync(shm).bsize > 2 * 1024 ** 3) return shm;
  } catch {
    // No statfs here: the temp folder.
  }
  return tmpdir();
}

/**
 * A migrated PGlite DATA_DIR made once by `npm test` for both of its Vitest runs (tools/test-run/run-all.ts), which
 * neither run changes nor deletes: each copies it. Without it, each run migrates a template of its own.
 */
export const SHARED_PGLITE_TEMPLATE = 'TEST_PGLITE_TEMPLATE';

export async function setup(project: TestProject): Promise<() => Promise<void>> {
  if (project.config.env?.TEST_DB !== 'postgres') {
    const runDir = mkdtempSync(path.join(pgliteRoot(), 'rv-test-db-'));
    const shared = process.env[SHARED_PGLITE_TEMPLATE];
    const templateDir = shared ?? path.join(runDir, 'template');
    try {
      if (!shared) await migrate({ DATA_DIR: templateDir });
    } catch (error) {
      rmSync(runDir, { recursive: true, force: true });
      throw error;
    }
    project.provide('testDatabaseTemplate', { kind: 'pglite', dir: path.join(templateDir, 'pglite'), root: runDir });
    // The copies of every test database, those the shared servers' workers left open included.
    return async () => rmSync(runDir, { recursive: true, force: true });
  }

  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error('the integration-postgres project needs TEST_DATABASE_URL');
  const runId = randomBytes(4).toString('hex');
  const template = `rv_template_${runId}`;
  const prefix = `rv_test_${runId}`;
  const admin = async <T>(work: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: adminUrl });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  const dropAll = () =>
    admin(async (client) => {
      // This run's databases, those of the shared servers (whose workers end without closing them) included.
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where starts_with(datname, $1)`,
        [`${prefix}_`],
      );
      for (const { datname } of rows) await client.query(`DROP DATABASE IF EXISTS ${datname} WITH (FORCE)`);
      await client.query(`DROP DATABASE IF EXISTS ${template} WITH (FORCE)`);
    });
  try {
    await admin((client) => client.query(`CREATE DATABASE ${template}`));
    const url = new URL(adminUrl);
    url.pathname = `/${template}`;
    await migrate({ DATABASE_URL: url.toString() });
    // A template must have no connections while it is copied: none are allowed from now on.
    await admin((client) => client.query(`ALTER DATABASE ${template} WITH ALLOW_CONNECTIONS false`));
  } catch (error) {
    await dropAll().catch(() => {});
    throw error;
  }
  project.provide('testDatabaseTemplate', { kind: 'postgres', name: template, prefix });
  return dropAll;
}
