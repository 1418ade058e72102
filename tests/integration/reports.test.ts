import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { REPORT_MESSAGES, fieldRequired } from '#core/messages';
import { REPORT_RUN_STAGES } from '#core/report/report-run-stages';
import { outbox, transactions, users } from '#server/db/schema';
import type { ReportView } from '#core/api/reports';
import { signUp } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { startOpenAiStandIn } from '../helpers/openai-stand-in';
import { jsonPost, sharedTestServer, startTestServer, type TestServer } from '../helpers/test-server';

// POST /api/reports end to end on the default providers (sample market data, ZIP centroids, built-in writer).

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function runReport(cookie: string, form = reportForm()) {
  return server.api('/api/reports', jsonPost(form, { cookie }));
}

async function profileOf(userId: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.id, userId));
  return row!;
}

describe('POST /api/reports', () => {
  it('runs a report on sample market data, uses the free credit and queues the report email', async () => {
    const { user, cookie } = await signUp(server);
    const res = await runReport(cookie);
    expect(res.status).toBe(201);
    const { report } = (await res.json()) as { report: ReportView };
    expect(report.status).toBe('complete');
    expect(report.listing).toMatchObject({
      streetAddress: '1600 S Congress Ave',
      city: 'Austin',
      state: 'TX',
      rent: 1850,
      bedrooms: '2',
      bathrooms: '1',
      sqft: 900,
    });
    expect(report.valuation.valueScore).toBeGreaterThanOrEqual(1);
    expect(report.valuation.valueScore).toBeLessThanOrEqual(10);
    expect(report.valuation.displayScore).toBeGreaterThanOrEqual(2);
    expect(report.valuation.displayScore).toBeLessThanOrEqual(8.5);
    expect(report.valuation.minPrice).toBeCloseTo(report.valuation.marketPrice! * 0.94, 1);
    expect(report.evidence).toMatchObject({ dataSource: 'sample', isSample: true, lookbackDays: 365 });
    expect(report.evidence.compsUsed).toBeGreaterThanOrEqual(4);
    expect(report.comps.filter((c) => c.used)).toHaveLength(report.evidence.compsUsed);
    expect(report.latitude).toBeCloseTo(30.25, 0);
    expect(report.evaluation.source).toBe('builtin');
    expect(report.evaluation.text).toMatch(/\n\* /);
    expect(report.share).toEqual({ token: null });

    const profile = await profileOf(user.id);
    expect(profile.credits).toBe(0);
    expect(profile.reportCount).toBe(1);
    const mails = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'report'), eq(outbox.toAddress, user.email)));
    expect(mails).toHaveLength(1);
    expect(mails[0]!.textBody).toContain(`/report/${report.id}`);
    expect(mails[0]!.textBody).toContain('$1,850');

    const history = await server.api('/api/account/history', { headers: { cookie } });
    const { items } = (await history.json()) as { items: { id: string }[] };
    expect(items.map((i) => i.id)).toEqual([report.id]);
  });

  it('streams the stages in order, then the report, when asked for server-sent events', async () => {
    const { cookie } = await signUp(server);
    const res = await server.api('/api/reports', jsonPost(reportForm(), { cookie, accept: 'text/event-stream' }));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const text = await res.text();
    const events = [...text.matchAll(/event: (\w+)\ndata: (.*)\n/g)].map((m) => ({
      event: m[1],
      data: JSON.parse(m[2]!) as Record<string, unknown>,
    }));
    expect(events.filter((e) => e.event === 'stage').map((e) => e.data.stage)).toEqual([...REPORT_RUN_STAGES]);
    // First, who writes the evaluation: no model is configured here, so the built-in writer.
    expect(events[0]).toEqual({ event: 'writer', data: { writer: 'builtin' } });
    const last = events.at(-1)!;
    expect(last.event).toBe('report');
    expect((last.data.report as ReportView).status).toBe('complete');
  });

  it('says the writer is a model when one is configured', async () => {
    const ai = await startOpenAiStandIn();
    const site = await startTestServer({
      AI_BASE_URL: ai.url,
      AI_API_KEY: 'test-ai-key',
      AI_MODEL: 'stand-in-model',
      AI_TIMEOUT_MS: '10000',
    });
    try {
      const { cookie } = await signUp(site);
      const res = await site.api('/api/reports', jsonPost(reportForm(), { cookie, accept: 'text/event-stream' }));
      const text = await res.text();
      expect(text.startsWith('event: writer\ndata: {"writer":"ai"}\n')).toBe(true);
      expect(text).toContain('event: report\n');
    } finally {
      await site.close();
      await ai.close();
    }
  });

  it('answers a visitor with the product’s message and runs nothing', async () => {
    const res = await server.api('/api/reports', jsonPost(reportForm()));
    expect(res.status).toBe(401);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(REPORT_MESSAGES.mustBeLoggedIn);
  });

  it('rejects an incomplete form with the field message and keeps the credit', async () => {
    const { user, cookie } = await signUp(server);
    const res = await runReport(cookie, reportForm({ rentAmount: '' }));
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(fieldRequired('Rent'));
    const bad = await runReport(cookie, reportForm({ streetAddress: '  ' }));
    expect(((await bad.json()) as { error: { message: string } }).error.message).toBe(
      REPORT_MESSAGES.streetAddressRequired,
    );
    expect((await profileOf(user.id)).credits).toBe(1);
  });

  it('keeps hostile text as text', async () => {
    const { cookie } = await signUp(server);
    const res = await runReport(cookie, reportForm({ streetAddress: '<script>alert(1)</script> 12 Main St' }));
    expect(res.status).toBe(201);
    const { report } = (await res.json()) as { report: ReportView };
    expect(report.listing.streetAddress).toBe('<script>alert(1)</script> 12 Main St');
  });

  it('asks for an upgrade (402) once the credits are gone, without a row or a charge', async () => {
    const { user, cookie } = await signUp(server);
    expect((await runReport(cookie)).status).toBe(201);
    const res = await runReport(cookie);
    expect(res.status).toBe(402);
    const body = (await res.json()) as { error: { code: string } };
    expect(body.error.code).toBe('PLAN_REQUIRED');
    const rows = await server.database.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(rows).toHaveLength(1);
    expect((await profileOf(user.id)).credits).toBe(0);
  });

  it('lets exactly one of two racing requests have the last credit', async () => {
    const { user, cookie } = await signUp(server);
    const answers = await Promise.all([runReport(cookie), runReport(cookie), runReport(cookie)]);
    expect(answers.map((r) => r.status).sort()).toEqual([201, 402, 402]);
    expect((await profileOf(user.id)).credits).toBe(0);
    const rows = await server.database.db.select().from(transactions).where(eq(transactions.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('runs without credits on an active 30-day pass; after it ends, on credits still held, and then refuses', async () => {
    const { user, cookie } = await signUp(server);
    const db = server.database.db;
    await db
      .update(users)
      .set({ planType: 2, planEnds: new Date(Date.now() + 5 * 86_400_000), credits: 0 })
      .where(eq(users.id, user.id));
    expect((await runReport(cookie)).status).toBe(201);
    expect((await runReport(cookie)).status).toBe(201);
    expect((await profileOf(user.id)).credits).toBe(0);
    expect((await profileOf(user.id)).reportCount).toBe(2);
    // No email for reports that used no credit (docs/product.md#report-email).
    const mails = await db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'report'), eq(outbox.toAddress, user.email)));
    expect(mails).toHaveLength(0);

    // Credits outlive the pass (decision 056): one is used, then none is left.
    await db
      .update(users)
      .set({ planEnds: new Date(Date.now() - 1000), credits: 1 })
      .where(eq(users.id, user.id));
    expect((await runReport(cookie)).status).toBe(201);
    expect((await profileOf(user.id)).credits).toBe(0);
    expect((await runReport(cookie)).status).toBe(402);
    expect((await profileOf(user.id)).credits).toBe(0);
  });
});

describe('reading reports', () => {
  it('shows a report only to its owner: another user and a visitor get 404', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const { report } = (await (await runReport(owner.cookie)).json()) as { report: ReportView };

    const mine = await server.api(`/api/reports/${report.id}`, { headers: { cookie: owner.cookie } });
    expect(mine.status).toBe(200);
    expect(((await mine.json()) as { report: ReportView }).report.id).toBe(report.id);
    expect((await server.api(`/api/reports/${report.id}`, { headers: { cookie: other.cookie } })).status).toBe(404);
    expect((await server.api(`/api/reports/${report.id}`)).status).toBe(404);
    const missing = await server.api('/api/reports/not-a-uuid', { headers: { cookie: owner.cookie } });
    expect(missing.status).toBe(404);
    expect(((await missing.json()) as { error: { message: string } }).error.message).toBe('Report not found.');
  });

  it('shares a report read-only through a link the owner can revoke', async () => {
    const owner = await signUp(server);
    const other = await signUp(server);
    const { report } = (await (await runReport(owner.cookie)).json()) as { report: ReportView };
    const put = (cookie: string, shared: boolean) =>
      server.api(`/api/reports/${report.id}/share`, {
        method: 'PUT',
        headers: { cookie, 'content-type': 'application/json' },
        body: JSON.stringify({ shared }),
      });

    expect((await put(other.cookie, true)).status).toBe(404);
    const on = await put(owner.cookie, true);
    const { token } = (await on.json()) as { token: string };
    expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);

    const shared = await server.api(`/api/shared-reports/${token}`);
    expect(shared.status).toBe(200);
    // The link's token goes to no page the report links to (the handler's header is not replaced by the default).
    expect(shared.headers.get('referrer-policy')).toBe('no-referrer');
    const view = ((await shared.json()) as { report: ReportView }).report;
    expect(view.readOnly).toBe(true);
    expect(view.share).toBeUndefined();
    expect(view.valuation.valueScore).toBe(report.valuation.valueScore);

    expect((await put(owner.cookie, false)).status).toBe(200);
    expect((await server.api(`/api/shared-reports/${token}`)).status).toBe(404);
  });

  it('keeps the link already sent when sharing is turned on again; a new one only after turning it off', async () => {
    const owner = await signUp(server);
    const { report } = (await (await runReport(owner.cookie)).json()) as { report: ReportView };
    const share = async (shared: boolean) =>
      (
        (await (
          await server.api(`/api/reports/${report.id}/share`, {
            method: 'PUT',
            headers: { cookie: owner.cookie, 'content-type': 'application/json' },
            body: JSON.stringify({ shared }),
          })
        ).json()) as { token: string | null }
      ).token;

    const first = await share(true);
    expect(await share(true)).toBe(first);
    expect((await server.api(`/api/shared-reports/${first}`)).status).toBe(200);

    expect(await share(false)).toBeNull();
    const second = await share(true);
    expect(second).not.toBe(first);
    expect((await server.api(`/api/shared-reports/${first}`)).status).toBe(404);
    expect((await server.api(`/api/shared-reports/${second}`)).status).toBe(200);
  });
});

describe('stored rows at the edges (written before today’s checks, or by hand)', () => {
  it('a renewal with a current rent under a cent is refused before anything is reserved', async () => {
    const renter = await signUp(server);
    const before = await profileOf(renter.user.id);
    for (const currentRent of [0, 0.004]) {
      const res = await runReport(renter.cookie, reportForm({ mode: 'renewal', currentRent }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
        REPORT_MESSAGES.currentRentNotPositive,
      );
    }
    expect((await profileOf(renter.user.id)).credits).toBe(before.credits);
    const rows = await server.database.db.select().from(transactions).where(eq(transactions.userId, renter.user.id));
    expect(rows).toEqual([]);
  });

  const EDGE_ROWS: { name: string; set: Partial<typeof transactions.$inferInsert> }[] = [
    { name: 'a renewal with a current rent of 0', set: { renewalCurrentRent: 0 } },
    { name: 'a renewal whose current rent is a cent', set: { renewalCurrentRent: 1, rent: 10_000_000 } },
    { name: 'a rent of 0', set: { rent: 0, askingPrice: 0 } },
    { name: 'a rent of 0 on a renewal with a current rent of 0', set: { rent: 0, renewalCurrentRent: 0 } },
    { name: 'a size of 0', set: { sqft: 0 } },
    {
      name: 'move-in specials at their edges with a rent of 0',
      set: {
        rent: 0,
        specials: {
          concessionKind: 'months',
          concessionAmount: 100_000,
          leaseMonths: 0,
          fees: { parkingFee: 0, petFee: 10_000, amenityFee: 0, utilitiesFee: 0 },
        },
      },
    },
    { name: 'a state with no rule table', set: { state: 'ZZ', renewalCurrentRent: 150_000 } },
  ];

  let owner: { cookie: string; plainReportId: string } | undefined;
  async function edgeOwner() {
    const renter = await signUp(server);
    await server.database.db
      .update(users)
      .set({ credits: EDGE_ROWS.length + 1 })
      .where(eq(users.id, renter.user.id));
    const { report } = (await (await runReport(renter.cookie)).json()) as { report: ReportView };
    return { cookie: renter.cookie, plainReportId: report.id };
  }

  it.each(EDGE_ROWS)(
    'reads $name: the report, its letters, its shared link, the history, the export and a comparison',
    async ({ set }) => {
      // One renter for every edge row: the history, the export and the compare options hold the edges seen so far.
      owner ??= await edgeOwner();
      const { report } = (await (await runReport(owner.cookie)).json()) as { report: ReportView };
      const other = owner.plainReportId;
      const token = 'edge' + report.id.replaceAll('-', '');
      await server.database.db
        .update(transactions)
        .set({ ...set, shareToken: token })
        .where(eq(transactions.id, report.id));
      const headers = { cookie: owner.cookie };
      for (const path of [
        `/api/reports/${report.id}`,
        `/api/reports/${report.id}/letters`,
        `/api/shared-reports/${token}`,
        '/api/account/history',
        '/api/account/history/all',
        '/api/account/export',
        `/api/compare?ids=${report.id},${other}`,
        '/api/compare/reports',
      ]) {
        const res = await server.api(path, { headers });
        expect(res.status, `${path}: ${await res.clone().text()}`).toBe(200);
      }
    },
  );
});
