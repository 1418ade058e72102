import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { buildServer, DEFAULT_SERVER_DIST_DIR, serverBuildNeeded, SERVER_ENTRY } from '../src/cli/server-build';
import { benchCore } from './core';
import { benchListingsSearchQuick } from './listings-search-run';
import { benchReportRun } from './report-run';
import { benchWebBundle } from './web-bundle';
import { percentiles } from './stats';

// `npm run bench`: start-up, HTTP latency and memory of the real server, web bundle sizes, core rule throughput. JSON out.

/** RSS of the server: its process and its cluster workers (PostgreSQL, decision 064), summed. */
function rssMb(pid: number): number {
  const children = readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
  const kb = [pid, ...children].reduce(
    (sum, each) => sum + Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? 0),
    0,
  );
  return Math.round((kb / 1024) * 10) / 10;
}

async function timeRequests(count: number, request: () => Promise<Response>) {
  const samples: number[] = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const res = await request();
    await res.arrayBuffer();
    if (!res.ok) throw new Error(`bench request failed with ${res.status}`);
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

async function startMain(dataDir: string, databaseUrl?: string) {
  // The server as production runs it: built into dist/server (built now when missing or stale), run by node alone.
  if (serverBuildNeeded(process.cwd(), DEFAULT_SERVER_DIST_DIR))
    await buildServer(process.cwd(), DEFAULT_SERVER_DIST_DIR);
  const started = performance.now();
  const child = spawn(process.execPath, [path.join(DEFAULT_SERVER_DIST_DIR, SERVER_ENTRY)], {
    env: {
      ...process.env,
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      DATABASE_URL: databaseUrl ?? '',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const url = await new Promise<string>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (d: Buffer) => {
      out += d.toString();
      const m = /serving at (\S+)/.exec(out);
      if (m?.[1]) resolve(m[1]);
    });
    child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
  });
  return { child, url, startupMs: Math.round(performance.now() - started), rssAfterStartMb: rssMb(child.pid!) };
}

async function stopMain(child: ReturnType<typeof spawn>) {
  child.kill('SIGTERM');
  await new Promise((resolve) => child.once('exit', resolve));
}

async function benchServer(databaseUrl?: string) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-bench-'));
  // First start creates the database (PGlite's initdb) and migrates; later starts open it.
  const cold = await startMain(dataDir, databaseUrl);
  await stopMain(cold.child);
  const { child, url, startupMs, rssAfterStartMb } = await startMain(dataDir, databaseUrl);
  const health = await timeRequests(2000, () => fetch(`${url}/api/health`));
  const pageView = await timeRequests(1000, () =>
    fetch(`${url}/api/page-views`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ path: '/research' }),
    }),
  );
  const landing = await timeRequests(1000, () => fetch(`${url}/`));
  const rssAfterLoadMb = rssMb(child.pid!);
  await stopMain(child);
  rmSync(dataDir, { recursive: true, force: true });
  return {
    database: databaseUrl ? 'postgres' : 'pglite',
    firstStartMs: cold.startupMs,
    firstStartRssMb: cold.rssAfterStartMb,
    startupMs,
    rssAfterStartMb,
    rssAfterLoadMb,
    getHealthMs: health,
    postPageViewMs: pageView,
    getLandingHtmlMs: landing,
  };
}

const result = {
  node: process.version,
  at: new Date().toISOString(),
  server: await benchServer(),
  // BENCH_DATABASE_URL: the same figures on a PostgreSQL server (its database must exist and may be written).
  ...(process.env.BENCH_DATABASE_URL ? { serverOnPostgres: await benchServer(process.env.BENCH_DATABASE_URL) } : {}),
  webBundle: benchWebBundle('dist/web'),
  core: benchCore(),
  listingsSearch: await benchListingsSearchQuick(),
  // POST /api/reports end to end, sample market data and the built-in writer (listings at 1M: npm run bench:report).
  reportRun: await benchReportRun({ runs: 500, provider: 'sample' }),
  ...(process.env.BENCH_DATABASE_URL
    ? {
        reportRunOnPostgres: await benchReportRun({
          runs: 500,
          provider: 'sample',
          databaseUrl: process.env.BENCH_DATABASE_URL,
        }),
      }
    : {}),
};
process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
