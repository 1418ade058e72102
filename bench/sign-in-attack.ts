// `npm run bench:sign-in-attack` (decision 080): what a guessing attack on one account costs everyone else. The built
// production server runs as its own process on loopback (as bench/load.ts starts it, TRUST_PROXY=1 so that each
// simulated client's X-Forwarded-For entry is its address: decision 051), then ATTACK_FAILURES wrong passwords (200)
// for one email arrive evenly over ATTACK_SECONDS (20) from ATTACK_ADDRESSES addresses (40), each with a solved human
// check, without waiting for one another's answers. Meanwhile a probe asks /api/health every 50 ms, a signed-in
// bystander asks /api/me every 100 ms, and the owner signs in with the right password from an address of their own at
// a quarter, half and three quarters of the attack. Prints JSON: latency percentiles, the owner's sign-in times, and
// the attack's answers (by status, and how many failures were answered in any one second). ALTCHA_COST is 1 here, so
// that solving the attacker's 200 checks does not take the machine the server runs on (the check's cost is not what
// is measured). The API alone is served (no web build needed).
import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { solveCaptcha } from '../tests/helpers/captcha';
import { startProductionServer, stopProductionServer } from '../tests/helpers/production-server';

const FAILURES = Number(process.env.ATTACK_FAILURES ?? 200);
const SECONDS = Number(process.env.ATTACK_SECONDS ?? 20);
const ADDRESSES = Number(process.env.ATTACK_ADDRESSES ?? 40);
const PASSWORD = 'the owner password 1';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const round = (n: number) => Math.round(n * 10) / 10;

function percentiles(samples: number[]) {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (p: number) => round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
  return { count: sorted.length, p50: at(50), p95: at(95), max: round(sorted.at(-1) ?? 0) };
}

/** Signs up a renter from `ip`; returns the session cookie. */
async function signUp(url: string, email: string, ip: string): Promise<string> {
  const res = await fetch(`${url}/api/auth/sign-up`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': ip },
    body: JSON.stringify({
      firstName: 'Bench',
      lastName: 'Renter',
      email,
      city: 'Austin',
      state: 'TX',
      password: PASSWORD,
      confirmPassword: PASSWORD,
      termsAccepted: true,
      optOut: true,
      captchaToken: await solveCaptcha(url, { 'x-forwarded-for': ip }),
    }),
  });
  if (res.status !== 201) throw new Error(`sign-up ${res.status}: ${await res.text()}`);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
}

async function signIn(url: string, email: string, password: string, ip: string, captchaToken: string) {
  return fetch(`${url}/api/auth/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: url, 'x-forwarded-for': ip },
    body: JSON.stringify({ email, password, captchaToken }),
  });
}

/** Asks `path` every `everyMs` until `until` resolves, without waiting for earlier answers; returns the latencies. */
async function probe(url: string, path: string, everyMs: number, until: Promise<unknown>, headers = {}) {
  const latencies: number[] = [];
  const pending: Promise<void>[] = [];
  let done = false;
  void until.then(() => (done = true));
  let failed = 0;
  while (!done) {
    const started = performance.now();
    pending.push(
      fetch(`${url}${path}`, { headers }).then(
        async (res) => {
          await res.arrayBuffer();
          if (res.ok) latencies.push(performance.now() - started);
          else failed += 1;
        },
        () => void (failed += 1),
      ),
    );
    await sleep(everyMs);
  }
  await Promise.all(pending);
  return { ...percentiles(latencies), failed };
}

async function main() {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-bench-sign-in-'));
  const { child, url } = await startProductionServer(dataDir, {
    TRUST_PROXY: '1',
    ALTCHA_COST: '1',
    WEB_DIST_DIR: './tests/helpers/no-web-build',
    ...(process.env.BENCH_DATABASE_URL ? { DATABASE_URL: process.env.BENCH_DATABASE_URL } : {}),
  });
  try {
    const owner = `owner.${Date.now()}@example.com`;
    await signUp(url, owner, '10.88.0.1');
    const bystanderCookie = await signUp(url, `bystander.${Date.now()}@example.com`, '10.88.0.2');
    // The attacker's checks are solved beforehand (each from the address that will use it), as are the owner's.
    const attempts = await Promise.all(
      Array.from({ length: FAILURES }, async (_, n) => {
        const ip = `10.66.${Math.floor((n % ADDRESSES) / 250)}.${((n % ADDRESSES) % 250) + 1}`;
        return { ip, token: await solveCaptcha(url, { 'x-forwarded-for': ip }) };
      }),
    );
    const ownerSignIns = [0.25, 0.5, 0.75].map((share, n) => ({ share, ip: `10.89.0.${n + 1}` }));
    const ownerTokens = await Promise.all(ownerSignIns.map(({ ip }) => solveCaptcha(url, { 'x-forwarded-for': ip })));

    const loadBefore = loadavg()[0]!;
    const started = performance.now();
    const answers: { status: number; atMs: number }[] = [];
    const attack = (async () => {
      const sent: Promise<void>[] = [];
      for (let n = 0; n < FAILURES; n++) {
        const { ip, token } = attempts[n]!;
        sent.push(
          signIn(url, owner, `wrong guess ${n}`, ip, token).then(
            async (res) => {
              await res.arrayBuffer();
              answers.push({ status: res.status, atMs: performance.now() - started });
            },
            () => void answers.push({ status: 0, atMs: performance.now() - started }),
          ),
        );
        await sleep(started + ((n + 1) * SECONDS * 1000) / FAILURES - performance.now());
      }
      await Promise.all(sent);
    })();
    const sending = sleep(SECONDS * 1000);
    const ownerTimes = ownerSignIns.map(async ({ share, ip }, n) => {
      await sleep(share * SECONDS * 1000);
      const t = performance.now();
      const res = await signIn(url, owner, PASSWORD, ip, ownerTokens[n]!);
      await res.arrayBuffer();
      return { atSecond: share * SECONDS, status: res.status, ms: Math.round(performance.now() - t) };
    });
    const [health, me] = await Promise.all([
      probe(url, '/api/health', 50, sending),
      probe(url, '/api/me', 100, sending, { cookie: bystanderCookie, 'x-forwarded-for': '10.88.0.2' }),
    ]);
    const owners = await Promise.all(ownerTimes);
    await attack;

    const byStatus: Record<string, number> = {};
    for (const { status } of answers) byStatus[status] = (byStatus[status] ?? 0) + 1;
    const failuresPerSecond = new Map<number, number>();
    for (const { status, atMs } of answers)
      if (status === 401)
        failuresPerSecond.set(Math.floor(atMs / 1000), (failuresPerSecond.get(Math.floor(atMs / 1000)) ?? 0) + 1);
    console.log(
      JSON.stringify(
        {
          node: process.version,
          at: new Date().toISOString(),
          database: process.env.BENCH_DATABASE_URL ? 'postgres' : 'pglite',
          // The clients run on the same cores as the server (and anything else the machine runs): the figures are a floor.
          loadAverage1m: { before: round(loadBefore), after: round(loadavg()[0]!) },
          attack: { failures: FAILURES, seconds: SECONDS, addresses: ADDRESSES },
          healthMs: health,
          bystanderMeMs: me,
          ownerSignIns: owners,
          ownerSignedInWithinMs: Math.max(...owners.map((o) => (o.status === 200 ? o.ms : Infinity))),
          attackAnswers: {
            byStatus,
            lastAnsweredAtS: round(Math.max(...answers.map((a) => a.atMs)) / 1000),
            most401InOneSecond: Math.max(0, ...failuresPerSecond.values()),
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
