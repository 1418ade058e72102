import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { CompareView } from '#core/api/compare';
import type { ReportView } from '#core/api/reports';
import { costRankingTexts } from '#core/compare/cost-ranking';
import { evaluationLabel } from '#core/compare/compare-labels';
import { feesVerdictSentence } from '#core/report/fees-verdict';
import { transactions, users } from '#server/db/schema';
import { signUp } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// The total monthly cost (docs/product.md#move-in-specials, decision 090), through the real server on both engines: a
// listing's mandatory fees, utilities and move-in costs are stored with its report, never change the Value Score
// (comparable rents are rents), are named in the verdict, rank the compare page by what each listing costs, reach the
// letter as a request to waive them, and leave in the account's export. Bad amounts are refused before any credit.

const AUSTIN = { streetAddress: '1600 S Congress Ave', zipCode: '78704', bedrooms: '2', sqFt: '1000' };
/** $60 trash + $25 tech + $100 other required fees = $185 a month; a $50 application fee; a $1,950 deposit. */
const FEES = {
  specialsOn: 'yes',
  leaseMonths: '12',
  trashFee: '60',
  techFee: '25',
  otherFee: '100',
  applicationFee: '50',
  securityDeposit: '1950',
};

let server: TestServer;
let cookie: string;
let userId: string;

beforeAll(async () => {
  server = await sharedTestServer();
  const account = await signUp(server);
  cookie = account.cookie;
  userId = account.user.id;
  await server.database.db
    .update(users)
    .set({ paidPlan: true, planType: 2, planEnds: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(users.id, userId));
});

async function run(form: Record<string, unknown>): Promise<ReportView> {
  const res = await server.api('/api/reports', jsonPost(reportForm(form), { cookie }));
  expect(res.status, await res.clone().text()).toBe(201);
  return ((await res.json()) as { report: ReportView }).report;
}

describe('a listing with fees', () => {
  let plain: ReportView;
  let withFees: ReportView;
  let dearer: ReportView;

  beforeAll(async () => {
    plain = await run({ ...AUSTIN, rentAmount: '2000' });
    withFees = await run({ ...AUSTIN, rentAmount: '1950', ...FEES });
    dearer = await run({ ...AUSTIN, rentAmount: '2050' });
  });

  it('is scored on its rent, the fees apart, and shows its total beside it', async () => {
    const bare = await run({ ...AUSTIN, rentAmount: '1950' });
    expect(withFees.scoredRent).toEqual({ kind: 'asking', amount: 1950, label: 'asking rent' });
    // The fees do not touch the comparison: the same rent without them scores the same.
    expect(withFees.valuation.valueScore).toBe(bare.valuation.valueScore);
    expect(withFees.valuation.askingPrice).toBe(1950);
    expect(withFees.specials).toMatchObject({
      rentAfterSpecials: 1950,
      monthlyFees: 185,
      ownUtilities: 0,
      netEffectiveRent: 2135,
      totalMonthlyCost: 2135,
      oneTimeCosts: 50,
      securityDeposit: 1950,
      leaseTotal: 2135 * 12 + 50,
      fees: { trashFee: 60, techFee: 25, otherFee: 100, parkingFee: 0 },
      moveIn: { applicationFee: 50, brokerFee: 0, securityDeposit: 1950 },
    });
    const [row] = await server.database.db.select().from(transactions).where(eq(transactions.id, withFees.id));
    expect(row).toMatchObject({ rent: 195000, scoredRent: null });
    expect(row!.specials).toMatchObject({ fees: { trashFee: 60, techFee: 25, otherFee: 100 }, scoredOn: 'rent' });
  });

  it('says in the verdict what the fees bring the rent to, in both languages', () => {
    const v = withFees.valuation;
    const facts = {
      label: evaluationLabel(v.displayScore ?? v.valueScore, v.verdict),
      monthlyFees: withFees.specials!.monthlyFees,
      ownUtilities: withFees.specials!.ownUtilities,
      totalMonthlyCost: withFees.specials!.totalMonthlyCost,
    };
    expect(facts.label).not.toBeNull();
    expect(feesVerdictSentence(facts)).toMatch(
      /rent, (but|and) \$185 a month in fees brings what you would pay to \$2,135\.$/,
    );
    expect(feesVerdictSentence(facts, 'es')).toMatch(/\$185 al mes en cargos elevan lo que pagaría a \$2,135\.$/);
  });

  it('ranks the compare page by total cost: the lowest rent becomes the most expensive', async () => {
    const ids = [plain.id, withFees.id, dearer.id];
    const res = await server.api(`/api/compare?ids=${ids.join(',')}`, { headers: { cookie } });
    expect(res.status).toBe(200);
    const [a, b, c] = ((await res.json()) as CompareView).properties;
    expect([a!.rent, b!.rent, c!.rent]).toEqual([2000, 1950, 2050]);
    expect(b).toMatchObject({
      rentAfterSpecials: 1950,
      monthlyExtras: 185,
      monthlyFees: 185,
      totalMonthlyCost: 2135,
      oneTimeCosts: 50,
      leaseCost: { months: 12, total: 25_670 },
      costPerYear: 25_670,
      costRank: 3,
    });
    expect(a).toMatchObject({ totalMonthlyCost: 2000, costPerYear: 24_000, costRank: 1, leaseCost: null });
    expect(c).toMatchObject({ totalMonthlyCost: 2050, costPerYear: 24_600, costRank: 2 });
    const ranked = (language: 'en' | 'es') => costRankingTexts([a!, b!, c!], language);
    const english = ranked('en')!;
    expect(english.ranking).toBe(
      'Ranked by total cost: 1. Property A ($24,000 a year), 2. Property C ($24,600 a year), 3. Property B ($25,670 a year).',
    );
    expect(english.notes).toHaveLength(2);
    expect(english.notes[0]).toMatch(
      /^Property B: a .+ \$185 a month in fees makes it the most expensive of your list\.$/,
    );
    expect(english.notes[1]).toBe(
      'Property B has the lowest rent, but $185 a month in fees makes Property A cheaper over a year.',
    );
    expect(ranked('es')!.ranking).toMatch(/^Ordenadas por costo total: 1\. Propiedad A/);
  });

  it('asks in the letter for the fees to be waived, in English and in Spanish', async () => {
    const write = async (language: 'en' | 'es') => {
      const body = { tone: 'neutral', length: 'letter', proposedRent: 1850, language };
      const res = await server.api(`/api/reports/${withFees.id}/letters`, jsonPost(body, { cookie }));
      expect(res.status, await res.clone().text()).toBe(201);
      return ((await res.json()) as { letter: { text: string } }).letter.text;
    };
    expect(await write('en')).toContain(
      'The listing also adds $185 a month in fees, $2,220 a year on top of the rent. I would ask that they be waived',
    );
    expect(await write('es')).toContain('El anuncio además suma $185 al mes en cargos, $2,220 al año');
  });

  it('leaves in the account export with its fees and costs', async () => {
    const res = await server.api('/api/account/export', { headers: { cookie } });
    const data = (await res.json()) as { reports: { id: string; specials: unknown }[] };
    const exported = data.reports.find((report) => report.id === withFees.id);
    expect(exported?.specials).toMatchObject({
      fees: { trashFee: 60, techFee: 25, otherFee: 100 },
      moveIn: { applicationFee: 50, securityDeposit: 1950 },
    });
  });
});

describe('fees validated like every money field', () => {
  it('refuses a bad fee, utilities figure or move-in cost with its message, and takes no credit', async () => {
    const account = await signUp(server);
    const before = await server.database.db.select().from(users).where(eq(users.id, account.user.id));
    const refusal = async (bad: Record<string, string>) => {
      const form = reportForm({ ...AUSTIN, rentAmount: '1950', ...FEES, ...bad });
      const res = await server.api('/api/reports', jsonPost(form, { cookie: account.cookie }));
      expect(res.status).toBe(400);
      return ((await res.json()) as { error: { message: string } }).error.message;
    };
    expect(await refusal({ trashFee: '-1' })).toBe('Each monthly fee must be between $0 and $10,000.');
    expect(await refusal({ ownUtilities: 'a lot' })).toBe('Monthly fees must be numbers.');
    expect(await refusal({ brokerFee: '250000' })).toBe('Each move-in cost must be between $0 and $100,000.');
    const after = await server.database.db.select().from(users).where(eq(users.id, account.user.id));
    expect(after[0]!.credits).toBe(before[0]!.credits);
  });
});
