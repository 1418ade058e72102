import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportView } from '#core/api/reports';
import { transactions, users } from '#server/db/schema';
import { SPANISH_REQUEST, signUp, signUpInSpanish } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// Through the real server on the default providers (PGlite and PostgreSQL): the scam check (issue 37, decision 089).
// A listing at 45% of a confident expected rent opens with the warning and one at 90% does not; the warning signs the
// renter marks are stored with the report and shown; a renewal offer is never checked; a bad sign is refused before a
// credit is taken.

let server: TestServer;
let renter: { id: string; cookie: string };
beforeAll(async () => {
  server = await sharedTestServer();
  const { user, cookie } = await signUp(server);
  await server.database.db.update(users).set({ credits: 100 }).where(eq(users.id, user.id));
  renter = { id: user.id, cookie };
});

async function run(form: Record<string, unknown>, cookie = renter.cookie, headers: Record<string, string> = {}) {
  const res = await server.api('/api/reports', jsonPost(form, { cookie, ...headers }));
  return {
    status: res.status,
    body: (await res.json()) as { report?: ReportView; error?: { message: string } },
  };
}

const credits = async () =>
  (await server.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, renter.id)))[0]!.credits;

describe('the scam check', () => {
  it('warns of a listing at 45% of a confident expected rent, and not of one at 90%', async () => {
    const fair = await run(reportForm({ rentAmount: '2000' }));
    expect(fair.status).toBe(201);
    const expected = fair.body.report!.valuation.marketPrice!;
    expect(['high', 'medium']).toContain(fair.body.report!.valuation.confidence!.level);
    expect(fair.body.report!.scamCheck).toBeNull();

    const low = await run(reportForm({ rentAmount: String(Math.round(expected * 0.45)) }));
    expect(low.body.report!.valuation.marketPrice).toBe(expected);
    expect(low.body.report!.scamCheck).toEqual({ id: 'warning', values: { percentOfExpected: 45, redFlags: [] } });

    const near = await run(reportForm({ rentAmount: String(Math.round(expected * 0.9)) }));
    expect(near.body.report!.scamCheck).toBeNull();

    // Read again later (the check is made when the report is read): the same warning.
    const again = await server.api(`/api/reports/${low.body.report!.id}`, { headers: { cookie: renter.cookie } });
    expect(((await again.json()) as { report: ReportView }).report.scamCheck?.id).toBe('warning');
  });

  it('keeps the warning signs the renter marked with the report and warns of them, whatever the rent', async () => {
    const res = await run(reportForm({ rentAmount: '2000', redFlags: 'depositBeforeLease,unusualPayment' }));
    expect(res.status).toBe(201);
    expect(res.body.report!.scamCheck).toEqual({
      id: 'warning',
      values: { percentOfExpected: null, redFlags: ['unusualPayment', 'depositBeforeLease'] },
    });
    const [row] = await server.database.db.select().from(transactions).where(eq(transactions.id, res.body.report!.id));
    expect(row!.redFlags).toEqual(['unusualPayment', 'depositBeforeLease']);

    // A list works as well as the form's comma-separated text; none marked stores none.
    const list = await run(reportForm({ rentAmount: '2000', redFlags: ['ownerAway'] }));
    expect(list.body.report!.scamCheck).toMatchObject({ values: { redFlags: ['ownerAway'] } });
    const none = await run(reportForm({ rentAmount: '2000', redFlags: '' }));
    const [plain] = await server.database.db
      .select()
      .from(transactions)
      .where(eq(transactions.id, none.body.report!.id));
    expect(plain!.redFlags).toBeNull();
  });

  it('never checks a renewal offer: its landlord is the renter’s own', async () => {
    const res = await run(
      reportForm({ mode: 'renewal', currentRent: '1900', rentAmount: '950', redFlags: 'cannotSeeUnit' }),
    );
    expect(res.status).toBe(201);
    expect(res.body.report!.scamCheck).toBeNull();
    const [row] = await server.database.db.select().from(transactions).where(eq(transactions.id, res.body.report!.id));
    expect(row!.redFlags).toBeNull();
  });

  it('refuses a warning sign that is not on the list, in the form’s words, and takes no credit', async () => {
    const before = await credits();
    for (const redFlags of ['wireTransfer', ['unusualPayment', 'x'.repeat(41)], 'a,'.repeat(150), 42]) {
      const res = await run(reportForm({ redFlags }));
      expect(res.status, JSON.stringify(redFlags)).toBe(400);
      expect(res.body.error!.message).toBe('Please choose the warning signs from the list.');
    }
    expect(await credits()).toBe(before);
  });

  it('refuses in Spanish for a Spanish renter', async () => {
    const spanish = await signUpInSpanish(server);
    const res = await run(reportForm({ redFlags: 'wireTransfer' }), spanish.cookie, SPANISH_REQUEST);
    expect(res.status).toBe(400);
    expect(res.body.error!.message).toBe('Elija las señales de alerta de la lista.');
  });
});
