import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ReportView } from '#core/api/reports';
import { transactions } from '#server/db/schema';
import { signUp } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// Through the real server on the default providers: a renewal's cap is the figure in force for the day the new rent
// starts (the day of the check), with its period and source and the most the landlord may ask in dollars; in
// California the figure is the home's region, by the county the report's benchmarks placed it in
// (docs/product.md#renewal-check, decision 078). The check day is set on the stored report so the figures do not
// move with the calendar.

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

/** Runs a renewal, moves its check day to `day` and reads it back as its owner sees it. */
async function renewalOn(form: Record<string, unknown>, day: string): Promise<ReportView> {
  const { cookie } = await signUp(server);
  const res = await server.api('/api/reports', jsonPost(reportForm({ mode: 'renewal', ...form }), { cookie }));
  expect(res.status).toBe(201);
  const { report } = (await res.json()) as { report: ReportView };
  await server.database.db
    .update(transactions)
    .set({ createdAt: new Date(`${day}T12:00:00Z`) })
    .where(eq(transactions.id, report.id));
  const again = await server.api(`/api/reports/${report.id}`, { headers: { cookie } });
  expect(again.status).toBe(200);
  return ((await again.json()) as { report: ReportView }).report;
}

const SAN_FRANCISCO = { streetAddress: '2000 Mission St', city: 'San Francisco', state: 'CA', zipCode: '94110' };
const PORTLAND = { streetAddress: '1000 SE Hawthorne Blvd', city: 'Portland', state: 'OR', zipCode: '97214' };

describe('the renewal check states the figure in force, in dollars', () => {
  it('an 8% San Francisco renewal: the Bay Area figure, its period and source, and the most in dollars', async () => {
    const report = await renewalOn({ ...SAN_FRANCISCO, currentRent: '2000', rentAmount: '2160' }, '2026-11-28');
    expect(report.renewal).toMatchObject({ currentRent: 2000, offeredRent: 2160, increasePercent: 8 });
    expect(report.renewal!.cap).toMatchObject({
      state: 'CA',
      verdict: 'within',
      capPercent: 8.8,
      maxAllowedRent: 2176,
      period: { id: 'days', values: { from: '2026-08-01', until: '2027-07-31' } },
      region: 'the Bay Area counties of Alameda, Contra Costa, Marin, San Francisco and San Mateo',
      figureCheckedOn: '2026-11-28',
      figureSource: {
        url: 'https://www.bls.gov/regions/west/news-release/2026/consumerpriceindex_sanfrancisco_20260512.htm',
      },
    });
    expect(report.renewal!.cap!.summary).toContain('at most $2,176 a month from your $2,000');
    expect(report.renewal!.cap!.summary).not.toMatch(/depends/);

    // The official benchmarks name their HUD releases, when each was in force, and that FY2027 is not in them yet.
    expect(report.benchmarks!.figures.map((figure) => figure.release)).toContain('HUD FY2026 Fair Market Rents');
    expect(report.benchmarks!.source).toContain(
      'HUD FY2026 Fair Market Rents (in force from 1 October 2025 to 30 September 2026)',
    );
    expect(report.benchmarks!.source).toContain("HUD's FY2027 figures, in force since 1 October 2026, are not in");

    // The same offer in March 2026 was over the Bay Area's 6.3% of 1 August 2025 to 31 July 2026.
    const before = await renewalOn({ ...SAN_FRANCISCO, currentRent: '2000', rentAmount: '2160' }, '2026-03-01');
    expect(before.renewal!.cap).toMatchObject({ verdict: 'over', capPercent: 6.3, maxAllowedRent: 2126 });
    expect(before.renewal!.cap!.summary).toContain('the most the landlord may ask is $2,126 a month from your $2,000');
  });

  it('an Oregon renewal: 9.5% for 2026, at most $2,190 from $2,000; 2027 not yet in the table: the bounds', async () => {
    const over = await renewalOn({ ...PORTLAND, currentRent: '2000', rentAmount: '2300' }, '2026-11-28');
    expect(over.renewal!.cap).toMatchObject({
      state: 'OR',
      verdict: 'over',
      capPercent: 9.5,
      maxAllowedRent: 2190,
      period: { id: 'year', values: { year: 2026 } },
      region: null,
      figureSource: { url: 'https://www.oregon.gov/das/oea/pages/rent-stabilization.aspx' },
    });
    expect(over.renewal!.cap!.summary).toBe(
      "An increase of 15.00% is over Oregon's cap of 9.5% for 2026: unless the home is exempt, the most the landlord may ask is $2,190 a month from your $2,000.",
    );

    const later = await renewalOn({ ...PORTLAND, currentRent: '2000', rentAmount: '2160' }, '2027-02-01');
    expect(later.renewal!.cap).toMatchObject({
      verdict: 'depends',
      capPercent: null,
      maxAllowedRent: null,
      minCapRent: 2140,
      maxCapRent: 2200,
      period: { id: 'year', values: { year: 2027 } },
      figureSource: null,
    });
    expect(later.renewal!.cap!.summary).toMatch(
      /^RentValue's table has no figure for Oregon's cap for 2027 yet: it is between 7% and 10%, so the most the landlord may ask is between \$2,140 and \$2,200 a month from your \$2,000\./,
    );
  });
});
