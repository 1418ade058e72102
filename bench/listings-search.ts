import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { openDatabase, redactUrl, type DatabaseHandle } from '#server/db/client';
import { BENCH_AS_OF, benchSubjects, fillListings, measureSearch } from './listings-search-run';
import { generateCsvChunks } from './listings-generator';

// `npm run bench:search`: the listings provider's comparable search at growing table sizes (generated listings
// spread over the US, 1,000 random subjects), on PGlite and, with BENCH_DATABASE_URL, on PostgreSQL; then the
// import command on a generated CSV file (written to the temp folder) for rows per second and peak memory. JSON out.
// BENCH_SEARCH_SIZES (default 100000,200000,1000000) and BENCH_IMPORT_ROWS (default 1000000) shrink a run.

const sizes = (process.env.BENCH_SEARCH_SIZES ?? '100000,200000,1000000')
  .split(',')
  .map(Number)
  .filter((n) => n > 0);
const importRows = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const benchUrl = process.env.BENCH_DATABASE_URL;
const subjects = benchSubjects(1000);

async function searchAtSizes(handle: DatabaseHandle) {
  const results = [];
  let filled = 0;
  for (const size of sizes) {
    const fillMs = await fillListings(handle, filled, size);
    filled = size;
    results.push({ fillMs, ...(await measureSearch(handle, subjects)) });
  }
  return results;
}

/** A new, empty database on the PostgreSQL server (dropped afterwards), or the given one when it cannot be created. */
async function freshPostgres(url: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `rv_bench_${process.pid}_${Date.now()}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    await admin.query(`create database ${name}`);
  } catch {
    await admin.end();
    return { url, drop: async () => {} };
  }
  await admin.end();
  const target = new URL(url);
  target.pathname = `/${name}`;
  return {
    url: target.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: url });
      await c.connect();
      await c.query(`drop database if exists ${name} with (force)`);
      await c.end();
    },
  };
}

async function searchOnPglite() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-bench-search-'));
  const handle = await openDatabase({ dataDir: dir });
  try {
    await handle.migrate();
    return await searchAtSizes(handle);
  } finally {
    await handle.close();
    rmSync(dir, { recursive: true, force: true });
  }
}

async function searchOnPostgres(url: string) {
  const db = await freshPostgres(url);
  const handle = await openDatabase({ url: db.url, dataDir: 'memory://' });
  try {
    await handle.migrate();
    return { database: redactUrl(db.url), results: await searchAtSizes(handle) };
  } finally {
    await handle.close();
    await db.drop();
  }
}

async function writeCsv(file: string, rows: number) {
  const out = createWriteStream(file);
  for (const chunk of generateCsvChunks(rows, 99, BENCH_AS_OF)) {
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
}

/** Runs the import command as a user would (npm script's node flags), sampling its peak resident memory. */
async function runImportCommand(file: string, env: NodeJS.ProcessEnv) {
  const script = JSON.parse(readFileSync('package.json', 'utf8')).scripts['listings:import'] as string;
  const args = [...script.split(' ').slice(1), file, '--source', 'bench-import', '--json'];
  const child = spawn(process.execPath, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (d: Buffer) => (out += d.toString()));
  let peakKb = 0;
  const sample = setInterval(() => {
    try {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      peakKb = Math.max(peakKb, Number(/VmHWM:\s+(\d+)/.exec(status)?.[1] ?? 0));
    } catch {
      // The process has just ended.
    }
  }, 50);
  const [code] = (await once(child, 'exit')) as [number];
  clearInterval(sample);
  if (code !== 0) throw new Error(`listings:import exited with ${code}`);
  const summary = JSON.parse(out) as {
    read: number;
    imported: number;
    updated: number;
    unchanged: number;
    rejected: number;
    durationMs: number;
    rowsPerSecond: number;
  };
  return {
    read: summary.read,
    imported: summary.imported,
    updated: summary.updated,
    unchanged: summary.unchanged,
    rejected: summary.rejected,
    seconds: Math.round(summary.durationMs / 100) / 10,
    rowsPerSecond: summary.rowsPerSecond,
    peakRssMb: Math.round(peakKb / 1024),
  };
}

async function importBench() {
  const dir = mkdtempSync(path.join(tmpdir(), 'rv-bench-import-'));
  const file = path.join(dir, 'listings.csv');
  try {
    await writeCsv(file, importRows);
    const result: Record<string, unknown> = { rows: importRows, fileMb: Math.round(statSync(file).size / 1e6) };
    // PGlite: the database is created first (its one-off initdb is not the import's), then the file imported twice.
    const dataDir = path.join(dir, 'data');
    const stats = spawn(process.execPath, ['--import', 'tsx', 'src/cli/listings-stats.ts'], {
      env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
      stdio: 'ignore',
    });
    await once(stats, 'exit');
    result.pglite = await runImportCommand(file, { DATA_DIR: dataDir, DATABASE_URL: '' });
    result.pgliteReimport = await runImportCommand(file, { DATA_DIR: dataDir, DATABASE_URL: '' });
    if (benchUrl) {
      const db = await freshPostgres(benchUrl);
      try {
        result.postgres = await runImportCommand(file, { DATABASE_URL: db.url });
        result.postgresReimport = await runImportCommand(file, { DATABASE_URL: db.url });
      } finally {
        await db.drop();
      }
    }
    return result;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const result = {
  node: process.version,
  at: new Date().toISOString(),
  subjects: subjects.length,
  searchOnPglite: await searchOnPglite(),
  ...(benchUrl ? { searchOnPostgres: await searchOnPostgres(benchUrl) } : {}),
  import: importRows > 0 ? await importBench() : null,
  budgets: {
    searchP95MsPostgres1M: 10,
    searchP95MsPglite200k: 25,
    importRowsPerSecond: 20_000,
    importPeakRssMb: 300,
  },
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
