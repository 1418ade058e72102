// `npm run bench:load` (decision 065): load figures for the production server, JSON out. The built server runs as its
// own process (as `npm start` runs it in production, on the built-in stand-ins that production allows only when asked:
// decision 050), on embedded PGlite or, with BENCH_DATABASE_URL, on PostgreSQL. Signed-in renters holding 30-day passes
// (signed up with a solved captcha and paid through the built-in test checkout, as people do) drive it through
// autocannon over loopback: report runs on the sample provider, report reads, and the landing page's HTML, each for
// LOAD_SECONDS (default 20); then a soak of SOAK_SECONDS (default 300) of report reads and landing pages with the
// server's RSS before, after the runs and after the soak. Bounded in time; nothing leaves the machine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { processTree } from '../tests/helpers/process-tree';
import { startProductionServer, stopProductionServer } from '../tests/helpers/production-server';
import { payingRenter, reportForm, type PayingRenter } from './paying-renter';

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);
/** The report rate limit is 30 runs per renter in 10 minutes: enough renters that the load never meets it. */
const RENTERS = Number(process.env.LOAD_RENTERS ?? 60);

/** RSS of the server: its process and, on PostgreSQL with several workers (decision 064), theirs, summed. */
function rssMb(pid: number): number {
  let kb = 0;
  for (const each of processTree(pid)) {
    try {
      kb += Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${each}/status`, 'utf8'))?.[1] ?? 0);
    } catch {
      // Gone meanwhile.
    }
  }
  return Math.round((kb / 1024) * 10) / 10;
}

// autocannon's histogram has no 95th percentile: p90 and p97.5 stand either side of it.
type Figures = {
  requestsPerSecond: number;
  latencyMs: { p50: number; p90: number; p97_5: number; p99: number };
  requests: number;
  errors: number;
  non2xx: number;
};

function figures(result: autocannon.Result): Figures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: {
      p50: result.latency.p50,
      p90: result.latency.p90,
      p97_5: result.latency.p97_5,
      p99: result.latency.p99,
    },
    requests: result.requests.total,
    errors: result.errors + result.timeouts,
    non2xx: result.non2xx,
  };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-bench-load-'));
  const { child, url } = await startProductionServer(dataDir, {
    TRUST_PROXY: '1',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  const pid = child.pid!;
  try {
    const rssAfterStartMb = rssMb(pid);
    const processes = processTree(pid).length;
    const loadBefore = loadavg()[0]!;
    const renters: PayingRenter[] = [];
    for (let n = 0; n < RENTERS; n++) renters.push(await payingRenter(url, n));
    const rssAfterSetupMb = rssMb(pid);
    let next = 0;
    const pick = () => renters[next++ % renters.length]!;
    /** A request as renter r's browser sends it: their session cookie and address; a body goes as JSON from our origin. */
    const asRenter = (req: autocannon.Request, r: PayingRenter, path: string, body?: string): autocannon.Request => ({
      ...req,
      path,
      headers: {
        ...req.headers,
        cookie: r.cookie,
        'x-forwarded-for': r.ip,
        ...(body === undefined ? {} : { origin: url, 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body }),
    });

    const landing = await autocannon({ url: `${url}/`, connections: CONNECTIONS, duration: LOAD_SECONDS });
    const reads = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            const r = pick();
            return asRenter(req, r, `/api/reports/${r.reportId}`);
          },
        },
      ],
    });
    const runs = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: LOAD_SECONDS,
      requests: [
        {
          method: 'POST',
          setupRequest: (req) => asRenter(req, pick(), '/api/reports', JSON.stringify(reportForm(next))),
        },
      ],
    });
    const rssAfterLoadMb = rssMb(pid);
    const soak = await autocannon({
      url,
      connections: 8,
      duration: SOAK_SECONDS,
      requests: [
        {
          method: 'GET',
          setupRequest: (req) => {
            const r = pick();
            return next % 2 === 0 ? asRenter(req, r, `/api/reports/${r.reportId}`) : { ...req, path: '/' };
          },
        },
      ],
    });
    const rssAfterSoakMb = rssMb(pid);
    console.log(
      JSON.stringify(
        {
          node: process.version,
          at: new Date().toISOString(),
          database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
          connections: CONNECTIONS,
          seconds: LOAD_SECONDS,
          renters: RENTERS,
          // The primary and its workers on PostgreSQL (WEB_CONCURRENCY, default one per CPU), else one process.
          serverProcesses: processes,
          // autocannon runs on the same cores as the server (and PostgreSQL): the figures are a floor.
          loadAverage1m: { before: Math.round(loadBefore * 100) / 100, after: Math.round(loadavg()[0]! * 100) / 100 },
          landingHtml: figures(landing),
          reportReads: figures(reads),
          reportRuns: figures(runs),
          soak: { seconds: SOAK_SECONDS, ...figures(soak) },
          rssMb: {
            of: processes > 1 ? `the primary and its ${processes - 1} workers, summed` : 'the server process',
            afterStart: rssAfterStartMb,
            afterSetup: rssAfterSetupMb,
            afterLoad: rssAfterLoadMb,
            afterSoak: rssAfterSoakMb,
            soakGrowthPct: Math.round(((rssAfterSoakMb - rssAfterLoadMb) / rssAfterLoadMb) * 1000) / 10,
          },
        },
        null,
        2,
      ),
    );
  } finally {
    await stopProductionServer(child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
