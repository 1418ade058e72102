import { eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { parseEvaluation } from '#core/writing/ai-text';
import type { CompareView, ComparisonSummary } from '#core/api/compare';
import { writeComparison } from '#core/writing/comparison-writer';
import { effectiveRent } from '#core/valuation/move-in-specials';
import { comparisonFactsOf } from '#server/compare/to-compare-property';
import { transactions, users } from '#server/db/schema';
import { comparisonForModel } from '#server/providers/ai/openai-comparison-writer';
import { signUp } from '../helpers/accounts';
import { enteredSpecials } from '#fixtures/move-in-specials';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// Move-in specials on /compare (docs/product.md#comparison-table): a report made with them is compared on what the
// renter pays. The API keeps the asking rent, adds the net effective rent and the total monthly cost, and counts the
// cost per year on the total (here, without utilities, the net effective rent); a report without specials (or a renewal check) has no net effective rent and its year is its rent
// times 12.

const SPECIALS = {
  specialsOn: 'yes',
  concessionKind: 'months',
  concessionAmount: '1',
  leaseMonths: '12',
  parkingFee: '100',
};

let server: TestServer;
let cookie: string;
let ids: string[];

beforeAll(async () => {
  server = await sharedTestServer();
  const account = await signUp(server);
  cookie = account.cookie;
  await server.database.db
    .update(users)
    .set({ planType: 2, planEnds: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(users.id, account.user.id));
  ids = [];
  for (const form of [
    reportForm({ streetAddress: '1600 S Congress Ave', zipCode: '78704', rentAmount: '1850', ...SPECIALS }),
    reportForm({ streetAddress: '5000 Manchaca Rd', zipCode: '78745', rentAmount: '1800' }),
    reportForm({
      streetAddress: '4500 Duval St',
      zipCode: '78751',
      mode: 'renewal',
      currentRent: '1700',
      rentAmount: '1750',
    }),
  ]) {
    const res = await server.api('/api/reports', jsonPost(form, { cookie }));
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { report: { id: string } }).report.id);
  }
});

// (1,850 × 12 − 1,850) / 12 + 100 = $1,795.83 a month; 12 of them, whole dollars, $21,550.
const NET = effectiveRent(
  1850,
  enteredSpecials({ concessionKind: 'months', concessionAmount: 1, fees: { parkingFee: 100 } }),
).netEffectiveRent;

describe('/api/compare with move-in specials', () => {
  it('shows both rents, and the cost per year of each on what the renter pays', async () => {
    expect(NET).toBe(1795.83);
    const res = await server.api(`/api/compare?ids=${ids.join(',')}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const [withSpecials, plain, renewal] = ((await res.json()) as CompareView).properties;
    expect(withSpecials).toMatchObject({ label: 'Property A', rent: 1850, netEffectiveRent: NET, costPerYear: 21_550 });
    expect(plain).toMatchObject({ label: 'Property B', rent: 1800, netEffectiveRent: null, costPerYear: 21_600 });
    // A renewal check's rent is the offered rent: what the renter would pay, with no specials.
    expect(renewal).toMatchObject({ label: 'Property C', rent: 1750, netEffectiveRent: null, costPerYear: 21_000 });
    // Price per sq ft stays on the asking rent, as the report's listing shows it.
    expect(withSpecials!.pricePerSqft).toBe(2.06);
  });

  it('writes the summary on what the renter pays, and tells a model both rents', async () => {
    const pair = ids.slice(0, 2);
    const res = await server.api('/api/compare/summary', jsonPost({ ids: pair }, { cookie }));
    expect(res.status).toBe(200);
    const body = (await res.json()) as ComparisonSummary;
    const rows = await server.database.db.select().from(transactions).where(inArray(transactions.id, pair));
    const ordered = pair.map((id) => rows.find((row) => row.id === id)!);
    expect(body).toEqual({ ...writeComparison(comparisonFactsOf(ordered)), source: 'builtin' });
    // Property A asks $50 more, yet pays about $4 a month less once its free month and parking are counted.
    expect(parseEvaluation(body.leftColumn)[0]?.text).toBe(
      'Across these 2 listings the rent runs from $1,796 a month (Property A) to $1,800 (Property B): a gap of $4 a month, or $50 a year. ' +
        'Rents here are what the renter pays: for Property A, the total monthly cost with its move-in specials, fees and utilities counted.',
    );

    const sent = comparisonForModel(comparisonFactsOf(ordered)).properties;
    expect(sent.map((p) => [p.label, p.rent, p.netEffectiveRent, p.costPerYear])).toEqual([
      ['Property A', 1850, NET, 21_550],
      ['Property B', 1800, null, 21_600],
    ]);
  });
});
