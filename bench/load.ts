// `npm run bench:load` (issue 16): load figures for the production server, JSON out. The built server runs as its own
// process (as `npm start` runs it in production, on the built-in stand-ins that production allows only when asked:
// decision 050), on embedded PGlite or, with BENCH_DATABASE_URL, on PostgreSQL. Signed-in renters holding 30-day passes
// (signed up with a solved captcha and paid through the built-in test checkout, as people do) drive it through
// autocannon over loopback: report runs on the sample provider, report reads, and the landing page's HTML, each for
// LOAD_SECONDS (default 20); then a soak of SOAK_SECONDS (default 300) of report reads and landing pages with the
// server's RSS before, after the runs and after the soak. Bounded in time; nothing leaves the machine.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { solveCaptcha } from '../tests/helpers/captcha';
import { startProductionServer, stopProductionServer } from '../tests/helpers/production-server';

const LOAD_SECONDS = Number(process.env.LOAD_SECONDS ?? 20);
const SOAK_SECONDS = Number(process.env.SOAK_SECONDS ?? 300);
const CONNECTIONS = Number(process.env.LOAD_CONNECTIONS ?? 32);
/** The report rate limit is 30 runs per renter in 10 minutes: enough renters that the load never meets it. */
const RENTERS = Number(process.env.LOAD_RENTERS ?? 60);

function rssMb(pid: number): number {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8').split('\n').find((l) => l.startsWith('VmRSS:'));
  return Math.round((Number(line?.replace(/\D/g, '') ?? 0) / 1024) * 10) / 10;
}

/** One renter: sign-up (captcha solved), a 30-day pass through the test checkout, one report to read. */
async function renter(url: string, n: number): Promise<{ cookie: string; reportId: string; ip: string }> {
  const ip = `10.77.${Math.floor(n / 250)}.${(n % 250) + 1}`;
  const headers = { 'content-type': 'application/json', origin: url, 'x-forwarded-for': ip };
  const email = `load.${Date.now()}.${n}@example.com`;
  const signUp = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      firstName: 'Load',
      lastName: 'Renter',
      email,
      city: 'Austin',
      state: 'TX',
      password: 'load password 1',
      confirmPassword: 'load password 1',
      termsAccepted: true,
      optOut: true,
      captchaToken: await solveCaptcha(url, { 'x-forwarded-for': ip }),
    }),
  });
  if (!signUp.ok) throw new Error(`sign-up ${signUp.status}: ${await signUp.text()}`);
  const cookie = signUp.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
  const withCookie = { ...headers, cookie };
  const checkout = (await (await fetch(`${url}/api/checkout`, { method: 'POST', headers: withCookie, body: JSON.stringify({ tier: 2 }) })).json()) as { sessionId: string };
  const paid = await fetch(`${url}/api/checkout/test/${checkout.sessionId}/pay`, {
    method: 'POST',
    headers: withCookie,
    body: JSON.stringify({ number: '4242424242424242', expiry: '12/34', cvc: '123', name: 'Load Renter' }),
  });
  if (!paid.ok) throw new Error(`test checkout ${paid.status}: ${await paid.text()}`);
  const report = await fetch(`${url}/api/reports`, { method: 'POST', headers: withCookie, body: JSON.stringify(reportForm(n)) });
  if (report.status !== 201) throw new Error(`report ${report.status}: ${await report.text()}`);
  return { cookie, reportId: ((await report.json()) as { report: { id: string } }).report.id, ip };
}

const STREETS = ['E 6th St', 'S Congress Ave', 'Duval St', 'Guadalupe St', 'Lamar Blvd', 'Manor Rd'];
function reportForm(n: number) {
  return {
    propertyUrl: '',
    streetAddress: `${100 + (n % 900)} ${STREETS[n % STREETS.length]}`,
    city: 'Austin',
    state: 'TX',
    zipCode: ['78702', '78704', '78751', '78705', '78703', '78722'][n % 6],
    buildingType: 'apartment',
    rentAmount: String(1200 + (n % 20) * 50),
    bedrooms: String(1 + (n % 3)),
    baths: '1',
    sqFt: String(650 + (n % 10) * 50),
    qualityLevel: '2',
    amenitiesLevel: '2',
  };
}

// autocannon's histogram has no 95th percentile: p90 and p97.5 stand either side of it.
type Figures = { requestsPerSecond: number; latencyMs: { p50: number; p90: number; p97_5: number; p99: number }; requests: number; errors: number; non2xx: number };

function figures(result: autocannon.Result): Figures {
  return {
    requestsPerSecond: Math.round(result.requests.average),
    latencyMs: { p50: result.latency.p50, p90: result.latency.p90, p97_5: result.latency.p97_5, p99: result.latency.p99 },
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
    const renters: Awaited<ReturnType<typeof renter>>[] = [];
    for (let n = 0; n < RENTERS; n++) renters.push(await renter(url, n));
    const rssAfterSetupMb = rssMb(pid);
    let next = 0;
    const pick = () => renters[next++ % renters.length]!;

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
            return { ...req, path: `/api/reports/${r.reportId}`, headers: { ...req.headers, cookie: r.cookie, 'x-forwarded-for': r.ip } };
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
          setupRequest: (req) => {
            const r = pick();
            return {
              ...req,
              path: '/api/reports',
              headers: { ...req.headers, cookie: r.cookie, origin: url, 'content-type': 'application/json', 'x-forwarded-for': r.ip },
              body: JSON.stringify(reportForm(next)),
            };
          },
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
            return next % 2 === 0
              ? { ...req, path: `/api/reports/${r.reportId}`, headers: { ...req.headers, cookie: r.cookie, 'x-forwarded-for': r.ip } }
              : { ...req, path: '/' };
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
          landingHtml: figures(landing),
          reportReads: figures(reads),
          reportRuns: figures(runs),
          soak: { seconds: SOAK_SECONDS, ...figures(soak) },
          rssMb: {
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
