import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { signUpUser } from '#server/auth/sign-up-user';
import { loadConfig } from '#server/config';
import { users } from '#server/db/schema';
import { startServer } from '#server/server';
import { BENCH_AS_OF, benchSubjects, fillListings } from './listings-search-run';
import { percentiles } from './stats';
import { DAY_MS } from '#core/primitives/time';

// POST /api/reports end to end over HTTP (our budget: p95 at most 150 ms): a real server in this process, one
// renter on an unlimited pass, `runs` reports one after another, each a different listing. The rate limit is
// cleared between runs (it exists for people, not for this loop).

const FORM_BASE = { propertyUrl: '', qualityLevel: '2', amenitiesLevel: '2' };

export async function benchReportRun(options: {
  runs: number;
  provider: 'sample' | 'listings';
  /** Generated listings to fill first (listings provider). */
  listings?: number;
  databaseUrl?: string;
}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'rv-bench-report-'));
  const config = loadConfig(
    {
      NODE_ENV: 'production',
      // The benchmark runs on the built-in stand-ins on purpose: production refuses them unless allowed (decision 050).
      ALLOW_TEST_CHECKOUT: 'true',
      ALLOW_SAMPLE_MARKET: 'true',
      ALLOW_FILE_MAIL: 'true',
      ALLOW_GENERATED_SECRET: 'true',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'silent',
      WEB_DIST_DIR: './dist/web',
      RENT_DATA_PROVIDER: options.provider,
      ...(options.provider === 'listings' ? { COMPS_AS_OF: BENCH_AS_OF.toISOString().slice(0, 10) } : {}),
      ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    },
    'bench',
  );
  const server = await startServer(config, pino({ level: 'silent' }));
  try {
    const db = server.database.db;
    let fillMs: number | null = null;
    if (options.listings) {
      await db.execute(sql`truncate listings`);
      fillMs = await fillListings(server.database, 0, options.listings);
    }
    const email = `bench.${Date.now()}@example.com`;
    const { user, headers } = await signUpUser({
      auth: server.services.auth,
      db,
      form: {
        firstName: 'Bench',
        lastName: 'Renter',
        email,
        city: 'Austin',
        state: 'TX',
        password: 'bench password 1',
        confirmPassword: 'bench password 1',
        termsAccepted: true,
        optOut: true,
        captchaToken: 'x',
      },
      hasPurchaseIntent: false,
      language: 'en',
    });
    await db
      .update(users)
      .set({ planType: 2, planEnds: new Date(Date.now() + 30 * DAY_MS), paidPlan: true })
      .where(eq(users.id, user.id));
    const cookie = headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; ');
    const subjects = benchSubjects(options.runs + 20, 11);
    const post = (i: number) => {
      const s = subjects[i]!;
      return fetch(`${server.url}/api/reports`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie },
        body: JSON.stringify({
          ...FORM_BASE,
          streetAddress: s.streetAddress,
          city: s.city,
          state: s.state,
          zipCode: s.zipCode || '10001',
          buildingType: s.buildingType,
          rentAmount: String(1000 + (i % 20) * 75),
          bedrooms: s.bedrooms >= 6 ? '6+' : String(s.bedrooms),
          baths: s.baths >= 3 ? '3+' : String(s.baths),
          sqFt: String(s.sqft),
        }),
      });
    };
    const samples: number[] = [];
    const scoredIds: string[] = [];
    let scored = 0;
    for (let i = 0; i < options.runs + 20; i++) {
      if (i % 25 === 0) await db.execute(sql`delete from rate_limits where key like 'report:%'`);
      const started = performance.now();
      const res = await post(i);
      const body = (await res.json()) as { report?: { id: string; valuation: { valueScore: number | null } } };
      const ms = performance.now() - started;
      if (res.status !== 201) throw new Error(`report run failed with ${res.status}: ${JSON.stringify(body)}`);
      // The first 20 warm up the statement plans and the JIT.
      if (i >= 20) {
        samples.push(ms);
        if (body.report?.valuation.valueScore !== null) {
          scored++;
          scoredIds.push(body.report!.id);
        }
      }
    }
    // Our budget: a negotiation letter in at most 50 ms server time with the built-in writer (loopback HTTP,
    // so the figure includes the round trip): one letter on each of up to 200 scored reports, tones and lengths in turn.
    const letterSamples: number[] = [];
    const tones = ['friendly', 'neutral', 'firm'] as const;
    for (let i = 0; i < Math.min(200, scoredIds.length); i++) {
      if (i % 25 === 0) await db.execute(sql`delete from rate_limits where key like 'letter:%'`);
      const started = performance.now();
      const res = await fetch(`${server.url}/api/reports/${scoredIds[i]}/letters`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: server.url, cookie },
        body: JSON.stringify({ tone: tones[i % 3], length: i % 2 === 0 ? 'letter' : 'email' }),
      });
      await res.json();
      if (res.status !== 201) throw new Error(`letter failed with ${res.status}`);
      letterSamples.push(performance.now() - started);
    }
    return {
      database: options.databaseUrl ? 'postgres' : 'pglite',
      provider: options.provider,
      listings: options.listings ?? 0,
      ...(fillMs !== null ? { fillMs } : {}),
      runs: options.runs,
      scoredShare: Math.round((scored / options.runs) * 100) / 100,
      postReportMs: percentiles(samples),
      letters: letterSamples.length,
      postLetterMs: percentiles(letterSamples),
    };
  } finally {
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
