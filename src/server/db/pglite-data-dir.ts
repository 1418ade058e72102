import { execFile } from 'node:child_process';
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';

// The embedded database's footprint (decision 064). PGlite runs PostgreSQL in WebAssembly, in this process's memory,
// which WebAssembly never gives back to the system.

/**
 * PostgreSQL's shared buffers inside PGlite: 16 MB instead of initdb's 128 MB, which PGlite touches at start, so the
 * process holds them all from the first second. Its pages are files in DATA_DIR, so a page not in the buffers is a
 * read from the system's file cache, not from disk.
 */
const PGLITE_SHARED_BUFFERS = '16MB';

/** PGlite's start-up arguments with ours added (later `-c` settings win). */
export function pgliteStartParams(): string[] {
  return [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`];
}

const run = promisify(execFile);

/**
 * Creates the database folder when it holds no database yet. PGlite's initdb runs a second PostgreSQL and its own
 * WebAssembly module, and the process would keep the 450 MB they take for good; so it runs in a short-lived child
 * process, into a folder beside `dir` that is then renamed into place (a start cut short leaves no half database).
 */
export async function createPgliteDataDir(dir: string): Promise<void> {
  if (existsSync(path.join(dir, 'PG_VERSION'))) return;
  const partial = `${dir}.${process.pid}.initdb`;
  rmSync(partial, { recursive: true, force: true });
  mkdirSync(path.dirname(dir), { recursive: true });
  const pglite = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  const script = `require(${JSON.stringify(pglite)}).PGlite.create(${JSON.stringify(partial)}).then((db) => db.close())`;
  try {
    await run(process.execPath, ['-e', script], { env: {}, maxBuffer: 16 * 1024 * 1024 });
    // Replaces an empty folder of that name; one with files in it (not a database) fails the start-up instead.
    renameSync(partial, dir);
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}
