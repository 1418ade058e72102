import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import pino from 'pino';
import { REPORT_MESSAGES } from '#core/messages';
import { reportFormSchema } from '#core/report/report-form';
import { failReportRun } from '#server/reports/fail-report-run';
import { reserveReport } from '#server/reports/reserve-report';
import { zipPlace } from '#server/providers/geocoder/zip-database';
import { errorLog, outbox, transactions, users } from '#server/db/schema';
import { upsertListings, type ListingToStore } from '#server/listings/upsert-listings';
import type { ReportView } from '#core/api/reports';
import { signUp } from '../helpers/accounts';
import { chatCompletion, GOOD_AI_REPLY, startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { startRentcastStandIn, type RentcastStandIn } from '../helpers/rentcast-stand-in';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';
import { reportForm } from '../helpers/report-form';

// The report run's unhappy branches (docs/product.md#when-a-run-fails): provider 400, provider timeout, no comps,
// fewer than 4 usable comps. A failed run gives the credit back, marks the row failed and writes error_log; a thin
// market still gives a report (without a Value Score) and charges nothing.

async function json<T>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

describe('with RentCast failing at its network edge', () => {
  let standIn: RentcastStandIn;
  let server: TestServer;
  beforeAll(async () => {
    standIn = await startRentcastStandIn();
    server = await startTestServer({
      RENT_DATA_PROVIDER: 'rentcast',
      RENTCAST_API_KEY: 'test-rentcast-key',
      RENTCAST_BASE_URL: standIn.url,
      // Generous against a local stand-in on a loaded machine; the timeout itself is met by one that never answers.
      RENT_DATA_TIMEOUT_MS: '3000',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await server?.close();
    await standIn?.close();
  });
  beforeEach(() => {
    standIn.queue.length = 0;
    standIn.always = null;
    standIn.editComparables = null;
  });

  async function expectRefunded(userId: string, cookie: string) {
    const [profile] = await server.database.db.select().from(users).where(eq(users.id, userId));
    expect(profile!.credits).toBe(1);
    expect(profile!.reportCount).toBe(0);
    const rows = await server.database.db.select().from(transactions).where(eq(transactions.userId, userId));
    expect(rows.map((r) => r.status)).toEqual(['failed']);
    const logged = await server.database.db.select().from(errorLog).where(eq(errorLog.transactionId, rows[0]!.id));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.context).toMatchObject({
      page: '/research',
      stage: 'comps',
      form: { streetAddress: '1600 S Congress Ave' },
    });
    const history = await json<{ items: unknown[] }>(await server.api('/api/account/history', { headers: { cookie } }));
    expect(history.items).toEqual([]);
  }

  it('answers a provider 400 with the address message and returns the credit', async () => {
    const { user, cookie } = await signUp(server);
    standIn.queue.push({ status: 400, json: { status: 400, error: 'validation', message: 'Invalid address' } });
    const res = await server.api('/api/reports', jsonPost(reportForm(), { cookie }));
    expect(res.status).toBe(400);
    expect((await json<{ error: { message: string } }>(res)).error.message).toBe(
      REPORT_MESSAGES.missingAddressParameters,
    );
    await expectRefunded(user.id, cookie);
  });

  it('stores a provider’s text that PostgreSQL cannot take (a lone surrogate) made storable, and completes', async () => {
    const { cookie } = await signUp(server);
    standIn.editComparables = (comparables) => {
      for (const comp of comparables) {
        comp.formattedAddress = `${String(comp.formattedAddress)} \ud800`;
        comp.addressLine1 = `${String(comp.addressLine1)}\udc00`;
      }
    };
    const res = await server.api('/api/reports', jsonPost(reportForm(), { cookie }));
    expect(res.status).toBe(201);
    const { report } = await json<{ report: ReportView }>(res);
    expect(report.comps.length).toBeGreaterThan(0);
    for (const comp of report.comps) {
      expect(comp.address).toContain('\ufffd');
      expect(comp.address).not.toMatch(/[\ud800-\udfff]/u);
    }
  });

  it('records a failure whose text PostgreSQL cannot take, and returns the credit at once', async () => {
    const { user } = await signUp(server);
    const db = server.database.db;
    const reservation = await reserveReport({ db, userId: user.id, form: reportFormSchema.parse(reportForm()) });
    const failed = await failReportRun(db, pino({ level: 'silent' }), {
      transactionId: reservation.id,
      userId: user.id,
      answer: REPORT_MESSAGES.unexpected,
      message: 'a provider said \ud800 and \u0000',
      context: { page: '/research', form: { city: 'Austin\ud800' }, ['note\udc00']: ['\u0000x'] },
      requestId: null,
      logWhenSettled: true,
    });
    expect(failed).toBe(true);
    const [profile] = await db.select().from(users).where(eq(users.id, user.id));
    expect(profile!.credits).toBe(1);
    const [row] = await db.select().from(transactions).where(eq(transactions.id, reservation.id));
    expect(row!.status).toBe('failed');
    const [logged] = await db.select().from(errorLog).where(eq(errorLog.transactionId, reservation.id));
    expect(logged!.errorMessage).toBe('a provider said \ufffd and ');
    expect(logged!.context).toEqual({ page: '/research', form: { city: 'Austin\ufffd' }, ['note\ufffd']: ['x'] });
  });

  it('answers a provider timeout with a 502 and returns the credit', async () => {
    const { user, cookie } = await signUp(server);
    standIn.always = { neverAnswers: true };
    const res = await server.api('/api/reports', jsonPost(reportForm(), { cookie }));
    expect(res.status).toBe(502);
    const body = await json<{ error: { code: string; message: string } }>(res);
    expect(body.error.code).toBe('PROVIDER_UNAVAILABLE');
    expect(body.error.message.length).toBeGreaterThan(10);
    await expectRefunded(user.id, cookie);
  });

  it('sends the failure as an error event on a streamed run', async () => {
    const { user, cookie } = await signUp(server);
    standIn.always = { status: 500, json: { status: 500, error: 'internal', message: 'boom' } };
    const res = await server.api('/api/reports', jsonPost(reportForm(), { cookie, accept: 'text/event-stream' }));
    const text = await res.text();
    expect(text).toContain('event: error');
    expect(text).not.toContain('event: report');
    await expectRefunded(user.id, cookie);
  });
});

describe('with the listings provider and a thin market', () => {
  let server: TestServer;
  const centre = zipPlace('78704')!;
  beforeAll(async () => {
    server = await startTestServer({ RENT_DATA_PROVIDER: 'listings', TRUST_PROXY: '1' });
    // Three comparables near 78704: fewer than the 4 a Value Score needs.
    const rows: ListingToStore[] = [0, 1, 2].map((i) => ({
      sourceId: `thin-${i}`,
      address: `${100 + i} Thin St`,
      city: 'Austin',
      state: 'TX',
      zip: '78704',
      lat: centre.latitude + i * 0.001,
      lng: centre.longitude,
      rentCents: 180_000 + i * 5000,
      bedrooms: 2,
      bathrooms: 1,
      sqft: 900,
      buildingType: 'apartment',
      listedAt: new Date(Date.now() - 20 * 86_400_000),
      located: 'file',
    }));
    await upsertListings(server.database.db, 'test', rows);
  });
  afterAll(async () => {
    await server?.close();
  });

  async function runAndRead(form: Record<string, unknown>) {
    const { user, cookie } = await signUp(server);
    const res = await server.api('/api/reports', jsonPost(form, { cookie }));
    expect(res.status).toBe(201);
    const { report } = await json<{ report: ReportView }>(res);
    const [profile] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    const mails = await server.database.db.select().from(outbox).where(eq(outbox.toAddress, user.email));
    return { report, profile: profile!, mails: mails.filter((m) => m.kind === 'report') };
  }

  it('reports fewer than 4 usable comps without a score, and charges nothing', async () => {
    const { report, profile, mails } = await runAndRead(reportForm());
    expect(report.evidence.compsUsed).toBe(3);
    expect(report.valuation.valueScore).toBeNull();
    // With too few comps the official benchmarks still give an expected rent, with Low confidence (decision 041).
    expect(report.valuation.marketPrice).not.toBeNull();
    expect(report.valuation.confidence?.level).toBe('low');
    expect(report.valuation.noScoreReason).toEqual({
      id: 'noScore',
      values: { count: 3, min: 4, withBenchmark: true },
    });
    expect(report.evaluation.text).toContain('3');
    expect(profile.credits).toBe(1);
    expect(profile.reportCount).toBe(1);
    expect(mails).toHaveLength(0);
  });

  it('reports a market with no comparables at all', async () => {
    const { report, profile } = await runAndRead(
      reportForm({ streetAddress: '1 Main St', city: 'Fairbanks', state: 'AK', zipCode: '99701' }),
    );
    expect(report.comps).toEqual([]);
    expect(report.evidence.compsFound).toBe(0);
    expect(report.valuation.valueScore).toBeNull();
    expect(report.evaluation.text).toBeTruthy();
    expect(profile.credits).toBe(1);
  });
});

describe('with an AI writer configured', () => {
  let ai: OpenAiStandIn;
  let server: TestServer;
  beforeAll(async () => {
    ai = await startOpenAiStandIn();
    server = await startTestServer({
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'test-ai-key',
      AI_MODEL: 'test-model',
      AI_TIMEOUT_MS: '3000',
      TRUST_PROXY: '1',
    });
  });
  afterAll(async () => {
    await server?.close();
    await ai?.close();
  });
  beforeEach(() => {
    ai.queue.length = 0;
    ai.always = null;
  });

  async function run() {
    const { cookie } = await signUp(server);
    const res = await server.api('/api/reports', jsonPost(reportForm(), { cookie }));
    expect(res.status).toBe(201);
    return (await json<{ report: ReportView }>(res)).report;
  }

  it('stores the model’s evaluation, marked as written by AI', async () => {
    ai.always = chatCompletion(GOOD_AI_REPLY);
    const report = await run();
    // The report says the language its evaluation is in (issue 25): English, asked from an English page.
    expect(report.evaluation).toEqual({ text: GOOD_AI_REPLY, source: 'ai', language: 'en' });
  });

  it('falls back to the built-in writer when the model answers with an invalid text', async () => {
    ai.always = chatCompletion('AI Error: the model is overloaded');
    const report = await run();
    expect(report.evaluation.source).toBe('builtin');
    expect(report.evaluation.text).toMatch(/^At \$1,850 a month/);
  });

  it('falls back to the built-in writer when the model never answers', async () => {
    ai.always = { neverAnswers: true };
    const report = await run();
    expect(report.evaluation.source).toBe('builtin');
  });
});
