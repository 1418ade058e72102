import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportView } from '#core/api/reports';
import { effectiveRent } from '#core/valuation/move-in-specials';
import { transactions } from '#server/db/schema';
import { signUp } from '../helpers/accounts';
import { enteredSpecials } from '#fixtures/move-in-specials';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// Through the real server on the default providers: a listing with move-in specials is scored on its rent after them,
// its fees apart (docs/product.md#move-in-specials, decision 090), and a renewal offer in California is checked against the Tenant
// Protection Act's cap (docs/product.md#renewal-check).

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

async function run(
  form: Record<string, unknown>,
): Promise<{ status: number; body: { report?: ReportView; error?: { message: string } } }> {
  const { cookie } = await signUp(server);
  const res = await server.api('/api/reports', jsonPost(form, { cookie }));
  return { status: res.status, body: (await res.json()) as { report?: ReportView; error?: { message: string } } };
}

const SPECIALS = {
  specialsOn: 'yes',
  concessionKind: 'weeks',
  concessionAmount: '6',
  leaseMonths: '12',
  parkingFee: '75',
};

describe('move-in specials', () => {
  it('scores a listing with move-in specials on the rent after them, fees apart, and keeps the asking rent', async () => {
    const plain = await run(reportForm({ rentAmount: '2200' }));
    const withSpecials = await run(reportForm({ rentAmount: '2200', ...SPECIALS }));
    expect(plain.status).toBe(201);
    expect(withSpecials.status).toBe(201);
    const a = plain.body.report!;
    const b = withSpecials.body.report!;

    // (2,200 × 12 − 2,200 × 12 × 6 / 52) / 12 + 75 = 2,200 − 3,046.15 / 12 + 75 = $2,021.15
    // Decision 090: the score judges the rent after the special, $1,946.15; the $75 of parking is added to what the
    // renter pays, never to the comparison (before it, the score judged the $2,021.15 with the parking in).
    const expected = effectiveRent(
      2200,
      enteredSpecials({ concessionKind: 'weeks', concessionAmount: 6, fees: { parkingFee: 75 } }),
    );
    expect(expected.netEffectiveRent).toBe(2021.15);
    expect(expected.rentAfterSpecials).toBe(1946.15);
    expect(a.scoredRent).toEqual({ kind: 'asking', amount: 2200, label: 'asking rent' });
    expect(a.specials).toBeNull();
    expect(b.scoredRent).toEqual({ kind: 'afterSpecials', amount: 1946.15, label: 'rent after move-in specials' });
    expect(b.specials).toMatchObject({
      concessionKind: 'weeks',
      concessionAmount: 6,
      leaseMonths: 12,
      rentAfterSpecials: 1946.15,
      netEffectiveRent: 2021.15,
      totalMonthlyCost: 2021.15,
      leaseTotal: 24253.85,
      monthlyFees: 75,
    });
    expect(b.listing.rent).toBe(2200);
    expect(b.valuation.askingPrice).toBe(1946.15);
    // Same unit, same market: the expected rent is the same, and paying less scores better.
    expect(b.valuation.marketPrice).toBe(a.valuation.marketPrice);
    expect(b.valuation.valueScore!).toBeGreaterThan(a.valuation.valueScore!);
    expect(b.evaluation.text).toContain('rent after move-in specials of $1,946');

    const [row] = await server.database.db.select().from(transactions).where(eq(transactions.id, b.id));
    expect(row).toMatchObject({ rent: 220000, scoredRent: 194615, renewalCurrentRent: null });
    expect(row!.specials).toMatchObject({ concessionKind: 'weeks', concessionAmount: 6, leaseMonths: 12 });

    const again = await server.api(`/api/reports/${b.id}`, { headers: { cookie: (await signUp(server)).cookie } });
    expect(again.status).toBe(404);
  });

  it('refuses a chosen special without its lease length, with the field named', async () => {
    const res = await run(reportForm({ specialsOn: 'yes', concessionKind: 'months', concessionAmount: '1' }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('The \\"Lease length\\" field is required.');
  });
});

describe('renewal check', () => {
  const LA = {
    streetAddress: '1200 S Figueroa St',
    city: 'Los Angeles',
    state: 'CA',
    zipCode: '90015',
    mode: 'renewal',
  };

  it('judges a California renewal offer against the market and the Tenant Protection Act cap', async () => {
    const res = await run(reportForm({ ...LA, currentRent: '2000', rentAmount: '2300' }));
    expect(res.status).toBe(201);
    const report = res.body.report!;
    expect(report.scoredRent).toEqual({ kind: 'offered', amount: 2300, label: 'offered renewal rent' });
    expect(report.renewal).toMatchObject({
      currentRent: 2000,
      offeredRent: 2300,
      increaseDollars: 300,
      increasePercent: 15,
    });
    // Los Angeles County's figure of the day (8.7% for 1 August 2026 to 31 July 2027), never above the law's 10%:
    // figures by date and county are in tests/integration/renewal-caps.test.ts.
    expect(report.renewal!.cap).toMatchObject({ state: 'CA', verdict: 'over' });
    expect(report.renewal!.cap!.maxCapPercent).toBeLessThanOrEqual(10);
    expect(report.renewal!.cap!.lawName).toContain('Tenant Protection Act');
    expect(report.renewal!.cap!.sourceUrl).toContain('leginfo.legislature.ca.gov');
    expect(report.renewal!.cap!.caveat).toMatch(/local/i);
    expect(report.valuation.valueScore).not.toBeNull();
    expect(report.evaluation.text).toContain('offered renewal rent');
  });

  it('says an increase of 4% in California is within the cap, and that Texas has no statewide cap', async () => {
    const within = (await run(reportForm({ ...LA, currentRent: '2000', rentAmount: '2080' }))).body.report!;
    expect(within.renewal!.cap).toMatchObject({ verdict: 'within', increasePercent: 4 });
    const texas = (await run(reportForm({ mode: 'renewal', currentRent: '1800', rentAmount: '1900' }))).body.report!;
    expect(texas.renewal).toMatchObject({
      currentRent: 1800,
      offeredRent: 1900,
      increaseDollars: 100,
      increasePercent: 5.56,
      cap: null,
    });
  });

  it('needs the current rent', async () => {
    const res = await run(reportForm({ ...LA, rentAmount: '2300' }));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toContain('The \\"Current rent\\" field is required.');
  });
});
