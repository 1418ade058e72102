import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseEvaluation } from '#core/writing/ai-text';
import { COMPARE_MESSAGES } from '#core/messages';
import { COMPARE_MAP_ZOOM } from '#core/constants';
import { writeComparison } from '#core/writing/comparison-writer';
import { transactions, users } from '#server/db/schema';
import type { CompareOptions, CompareView, ComparisonSummary } from '#core/api/compare';
import { comparisonFactsOf } from '#server/compare/to-compare-property';
import { COMPARISON_SYSTEM_PROMPT } from '#server/providers/ai/openai-comparison-writer';
import { signUp } from '../helpers/accounts';
import { startHttpStandIn, type HttpStandIn } from '../helpers/http-stand-in';
import { chatCompletion, openAiError, startOpenAiStandIn, type OpenAiStandIn } from '../helpers/openai-stand-in';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, startTestServer, type TestServer } from '../helpers/test-server';

// /api/compare, /api/compare/reports and /api/compare/summary end to end: the real server over HTTP on a real
// database, reports made through POST /api/reports, outside services replaced only at their network edge.

const LISTINGS = [
  { streetAddress: '1600 S Congress Ave', zipCode: '78704', rentAmount: '1850', sqFt: '900' },
  { streetAddress: '200 Congress Ave', zipCode: '78701', rentAmount: '2400', sqFt: '1100' },
  { streetAddress: '5000 Manchaca Rd', zipCode: '78745', rentAmount: '1500', sqFt: '850', qualityLevel: '1.5' },
  { streetAddress: '4500 Duval St', zipCode: '78751', rentAmount: '1700', sqFt: '780', amenitiesLevel: '3' },
] as const;

let server: TestServer;

async function unlimited(testServer: TestServer, userId: string) {
  await testServer.database.db
    .update(users)
    .set({ planType: 2, planEnds: new Date(Date.now() + 30 * 86_400_000) })
    .where(eq(users.id, userId));
}

/** A renter on an unlimited pass with one report per listing given, made through the report API. */
async function renterWithReports(testServer: TestServer, listings: readonly Record<string, string>[]) {
  const account = await signUp(testServer);
  await unlimited(testServer, account.user.id);
  const ids: string[] = [];
  for (const listing of listings) {
    const res = await testServer.api('/api/reports', jsonPost(reportForm({ ...listing }), { cookie: account.cookie }));
    expect(res.status).toBe(201);
    ids.push(((await res.json()) as { report: { id: string } }).report.id);
  }
  return { ...account, ids };
}

function compare(cookie: string, ids: readonly string[], testServer = server) {
  return testServer.api(`/api/compare?ids=${encodeURIComponent(ids.join(','))}`, { headers: { cookie } });
}

function summary(cookie: string, body: unknown, testServer = server) {
  return testServer.api('/api/compare/summary', jsonPost(body, { cookie }));
}

async function errorMessage(res: Response): Promise<string> {
  return ((await res.json()) as { error: { message: string } }).error.message;
}

let renter: Awaited<ReturnType<typeof renterWithReports>>;
let other: Awaited<ReturnType<typeof renterWithReports>>;

beforeAll(async () => {
  server = await sharedTestServer();
  renter = await renterWithReports(server, LISTINGS);
  other = await renterWithReports(server, [
    { streetAddress: '9 Secret Ln', zipCode: '78702', rentAmount: '999', sqFt: '700' },
  ]);
});
describe('GET/POST /api/compare', () => {
  it('answers the reports in the order of the ids, with the table’s figures and words', async () => {
    const ids = [renter.ids[2]!, renter.ids[0]!, renter.ids[1]!];
    const res = await compare(renter.cookie, ids);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toContain('no-store');
    const view = (await res.json()) as CompareView;
    expect(view.properties.map((p) => p.id)).toEqual(ids);
    expect(view.properties.map((p) => p.label)).toEqual(['Property A', 'Property B', 'Property C']);
    expect(view.properties.map((p) => p.letter)).toEqual(['A', 'B', 'C']);
    const [a] = view.properties;
    expect(a).toMatchObject({
      streetAddress: '5000 Manchaca Rd',
      address: '5000 Manchaca Rd, Austin, TX 78745',
      url: 'https://example.com/listing/42',
      rent: 1500,
      costPerYear: 18_000,
      sqft: 850,
      pricePerSqft: 1.76,
      bedrooms: '2',
      bathrooms: '1',
      propertyType: 'Apartment/Condo',
      condition: 'Below Average',
      amenities: 'Average',
    });
    for (const property of view.properties) {
      expect(property.evaluation).toMatch(/^(Fair|Better|Poorer) Value$/);
      expect(property.displayScore).toBeGreaterThanOrEqual(2);
      expect(property.displayScore).toBeLessThanOrEqual(8.5);
      // Placed where the report run stored the point (ZIP centroids around Austin).
      expect(property.location?.lat).toBeCloseTo(30.3, 0);
    }
    const lats = view.properties.map((p) => p.location!.lat);
    expect(view.map.zoom).toBe(COMPARE_MAP_ZOOM);
    expect(view.map.centre.lat).toBeCloseTo(lats.reduce((s, v) => s + v, 0) / lats.length, 6);
  });

  it('answers the same to POST with the ids in the body', async () => {
    const ids = [renter.ids[1]!, renter.ids[3]!];
    const get = (await (await compare(renter.cookie, ids)).json()) as CompareView;
    const post = await server.api('/api/compare', jsonPost({ ids }, { cookie: renter.cookie }));
    expect(post.status).toBe(200);
    expect((await post.json()) as CompareView).toEqual(get);
  });

  it('drops ids that do not exist, are not report ids or are someone else’s, the same way for each', async () => {
    const foreign = other.ids[0]!;
    const res = await compare(renter.cookie, [renter.ids[0]!, foreign, randomUUID(), 'not-a-uuid', renter.ids[1]!]);
    expect(res.status).toBe(200);
    const view = (await res.json()) as CompareView;
    expect(view.properties.map((p) => p.id)).toEqual([renter.ids[0], renter.ids[1]]);
    expect(JSON.stringify(view)).not.toContain('Secret');

    // A foreign id and an unknown id give identical answers: nothing tells that the other report exists.
    const withForeign = await (await compare(renter.cookie, [renter.ids[0]!, foreign])).json();
    const withUnknown = await (await compare(renter.cookie, [renter.ids[0]!, randomUUID()])).json();
    expect(withForeign).toEqual(withUnknown);
    expect((withForeign as CompareView).properties).toHaveLength(1);
  });

  it('counts a repeated id once and matches ids in any letter case', async () => {
    const upper = renter.ids[1]!.toUpperCase();
    const view = (await (await compare(renter.cookie, [renter.ids[0]!, renter.ids[0]!, upper])).json()) as CompareView;
    expect(view.properties.map((p) => p.id)).toEqual([renter.ids[0], renter.ids[1]]);
  });

  it('needs at least 2 and at most 10 ids, with the product’s message', async () => {
    const one = await compare(renter.cookie, [renter.ids[0]!]);
    expect(one.status).toBe(400);
    expect(await errorMessage(one)).toBe(COMPARE_MESSAGES.atLeastTwo);
    const none = await server.api('/api/compare', { headers: { cookie: renter.cookie } });
    expect(await errorMessage(none)).toBe(COMPARE_MESSAGES.atLeastTwo);
    const same = await compare(renter.cookie, [renter.ids[0]!, renter.ids[0]!]);
    expect(same.status).toBe(400);

    const ten = [...renter.ids, ...Array.from({ length: 6 }, () => randomUUID())];
    expect((await compare(renter.cookie, ten)).status).toBe(200);
    const eleven = await compare(renter.cookie, [...ten, randomUUID()]);
    expect(eleven.status).toBe(400);
    expect(await errorMessage(eleven)).toBe(COMPARE_MESSAGES.atMostTen);
    const tooMany = await server.api(
      '/api/compare',
      jsonPost({ ids: Array.from({ length: 60 }, () => randomUUID()) }, { cookie: renter.cookie }),
    );
    expect(tooMany.status).toBe(400);
  });

  it('compares ten reports', async () => {
    const ten = await renterWithReports(
      server,
      Array.from({ length: 10 }, (_, i) => ({
        streetAddress: `${100 + i} Lamar Blvd`,
        zipCode: '78703',
        rentAmount: String(1400 + i * 90),
        sqFt: String(700 + i * 40),
      })),
    );
    const view = (await (await compare(ten.cookie, [...ten.ids].reverse())).json()) as CompareView;
    expect(view.properties.map((p) => p.letter)).toEqual(['A', 'B', 'C', 'D', 'E', 'F', 'G', 'H', 'I', 'J']);
    expect(view.properties.map((p) => p.streetAddress)).toEqual(
      Array.from({ length: 10 }, (_, i) => `${109 - i} Lamar Blvd`),
    );
    const summaryRes = await summary(ten.cookie, { ids: ten.ids });
    expect(summaryRes.status).toBe(200);
    expect(((await summaryRes.json()) as ComparisonSummary).leftColumn).toContain('Across these 10 listings');
  });

  it('geocodes a report stored without a point, and leaves one off the map when it cannot be placed', async () => {
    const { cookie, ids } = await renterWithReports(server, LISTINGS.slice(0, 3));
    const db = server.database.db;
    await db.update(transactions).set({ latitude: null, longitude: null }).where(eq(transactions.id, ids[0]!));
    await db
      .update(transactions)
      .set({ latitude: null, longitude: null, zipCode: '00000', city: 'Nowhere', state: 'ZZ' })
      .where(eq(transactions.id, ids[1]!));
    const view = (await (await compare(cookie, ids)).json()) as CompareView;
    expect(view.properties).toHaveLength(3);
    expect(view.properties[0]!.location?.lat).toBeCloseTo(30.2, 0);
    expect(view.properties[1]!.location).toBeNull();
    expect(view.properties[1]!.letter).toBe('B');
    const placed = [view.properties[0]!.location!, view.properties[2]!.location!];
    expect(view.map.centre.lat).toBeCloseTo((placed[0]!.lat + placed[1]!.lat) / 2, 6);
  });

  it('is only for a signed-in renter', async () => {
    expect((await server.api(`/api/compare?ids=${renter.ids.join(',')}`)).status).toBe(401);
    expect((await server.api('/api/compare', jsonPost({ ids: renter.ids }))).status).toBe(401);
    expect((await server.api('/api/compare/reports')).status).toBe(401);
    expect((await server.api('/api/compare/summary', jsonPost({ ids: renter.ids }))).status).toBe(401);
  });
});

describe('GET /api/compare/reports', () => {
  it('lists the renter’s own finished reports, newest first, with the total', async () => {
    const fresh = await renterWithReports(server, LISTINGS.slice(0, 3));
    // A run that failed is not a report to compare.
    await server.database.db.update(transactions).set({ status: 'failed' }).where(eq(transactions.id, fresh.ids[1]!));
    const res = await server.api('/api/compare/reports', { headers: { cookie: fresh.cookie } });
    expect(res.status).toBe(200);
    const options = (await res.json()) as CompareOptions;
    expect(options.total).toBe(2);
    expect(options.items.map((i) => i.id)).toEqual([fresh.ids[2], fresh.ids[0]]);
    expect(options.items[0]).toMatchObject({
      streetAddress: '5000 Manchaca Rd',
      address: '5000 Manchaca Rd, Austin, TX 78745',
      rent: 1500,
      sqft: 850,
    });
  });

  it('says 0 for a renter with no reports', async () => {
    const { cookie } = await signUp(server);
    const options = (await (
      await server.api('/api/compare/reports', { headers: { cookie } })
    ).json()) as CompareOptions;
    expect(options).toEqual({ total: 0, items: [] });
  });
});

describe('POST /api/compare/summary with the built-in writer', () => {
  it('writes both columns from the stored reports, in the order of the ids', async () => {
    const ids = [renter.ids[1]!, renter.ids[2]!, renter.ids[0]!];
    const res = await summary(renter.cookie, { ids });
    expect(res.status).toBe(200);
    const body = (await res.json()) as ComparisonSummary;
    const rows = await Promise.all(
      ids.map(async (id) => (await server.database.db.select().from(transactions).where(eq(transactions.id, id)))[0]!),
    );
    expect(body).toEqual({ ...writeComparison(comparisonFactsOf(rows)), source: 'builtin' });
    expect(parseEvaluation(body.leftColumn)[0]?.text).toBe(
      'Across these 3 listings the rent runs from $1,500 a month (Property B) to $2,400 (Property A): a gap of $900 a month, or $10,800 a year.',
    );
  });

  it('ignores figures sent by the browser', async () => {
    const ids = [renter.ids[0]!, renter.ids[1]!];
    const honest = (await (await summary(renter.cookie, { ids })).json()) as ComparisonSummary;
    const forged = await summary(renter.cookie, {
      ids,
      action: 'getAIComparison',
      properties: [
        { label: 'Property A', address: 'Forged', rent: 1, sqft: 99_999, evaluation: 'Better Value' },
        { label: 'Property B', address: 'Forged', rent: 2, sqft: 1, evaluation: 'Poorer Value' },
      ],
    });
    expect(forged.status).toBe(200);
    const body = (await forged.json()) as ComparisonSummary;
    expect(body).toEqual(honest);
    expect(`${body.leftColumn}\n${body.rightColumn}`).not.toMatch(/Forged|99,999/);
    expect(body.leftColumn).toContain('$1,850');
  });

  it('needs 2 of the renter’s own reports: a foreign id does not count', async () => {
    const res = await summary(renter.cookie, { ids: [renter.ids[0]!, other.ids[0]!] });
    expect(res.status).toBe(400);
    expect(await errorMessage(res)).toBe(COMPARE_MESSAGES.atLeastTwo);
    const eleven = await summary(renter.cookie, { ids: Array.from({ length: 11 }, () => randomUUID()) });
    expect(await errorMessage(eleven)).toBe(COMPARE_MESSAGES.atMostTen);
  });
});

describe('POST /api/compare/summary with an OpenAI-compatible endpoint', () => {
  const TIMEOUT_MS = 400;
  let ai: OpenAiStandIn;
  let failingGeocoder: HttpStandIn;
  let aiServer: TestServer;
  let account: Awaited<ReturnType<typeof renterWithReports>>;

  const GOOD = {
    leftColumn:
      'Property B is the cheaper listing.\n* Lowest Rent: Property B at $1,500 a month.\n* Most Space: Property A with 900 sq ft.',
    rightColumn:
      'Property B is the better buy.\n* Paying for Space: Property A costs $350 more a month.\n* Recommendation: Shortlist Property B.',
  };

  beforeAll(async () => {
    ai = await startOpenAiStandIn('compare-key');
    failingGeocoder = await startHttpStandIn(() => ({ status: 500, text: 'Internal Server Error' }));
    aiServer = await startTestServer({
      TRUST_PROXY: '1',
      AI_BASE_URL: ai.url,
      AI_MODEL: 'stand-in-model',
      AI_API_KEY: 'compare-key',
      AI_TIMEOUT_MS: String(TIMEOUT_MS),
      GEOCODER: 'census',
      CENSUS_GEOCODER_URL: `${failingGeocoder.origin}/geocoder`,
      GEOCODER_TIMEOUT_MS: '500',
    });
    account = await renterWithReports(aiServer, [LISTINGS[0], LISTINGS[2]]);
  });
  afterAll(async () => {
    await aiServer?.close();
    await ai?.close();
    await failingGeocoder?.close();
  });

  function lastRequestBody(): { model: string; messages: { role: string; content: string }[] } {
    return ai.completions().at(-1)!.json as { model: string; messages: { role: string; content: string }[] };
  }

  it('shows the model’s columns, headed as AI, and sends it only the stored figures', async () => {
    ai.queue.push(chatCompletion(JSON.stringify(GOOD)));
    const res = await summary(
      account.cookie,
      { ids: account.ids, properties: [{ label: 'Property A', rent: 1 }] },
      aiServer,
    );
    expect(res.status).toBe(200);
    expect((await res.json()) as ComparisonSummary).toEqual({ ...GOOD, source: 'ai' });

    const request = lastRequestBody();
    expect(ai.completions().at(-1)!.headers.authorization).toBe('Bearer compare-key');
    expect(request.messages[0]).toEqual({ role: 'system', content: COMPARISON_SYSTEM_PROMPT });
    const sent = JSON.parse(request.messages[1]!.content) as { properties: Record<string, unknown>[] };
    expect(sent.properties.map((p) => [p.label, p.address, p.rent, p.sqft, p.costPerYear])).toEqual([
      ['Property A', '1600 S Congress Ave, Austin, TX 78704', 1850, 900, 22_200],
      ['Property B', '5000 Manchaca Rd, Austin, TX 78745', 1500, 850, 18_000],
    ]);
    expect(Object.keys(sent.properties[0]!)).toEqual(
      expect.arrayContaining([
        'label',
        'address',
        'rent',
        'bedrooms',
        'bathrooms',
        'sqft',
        'propertyType',
        'condition',
        'amenities',
        'evaluation',
      ]),
    );
    const raw = ai.completions().at(-1)!.body;
    for (const secret of [account.user.email, account.user.id, ...account.ids]) expect(raw).not.toContain(secret);
  });

  it('falls back to the built-in writer when the model does not answer in time', async () => {
    // An answer later than any test: waiting for it would time the test out (no race with a slow stand-in).
    ai.queue.push({ ...chatCompletion(JSON.stringify(GOOD)), delayMs: 600_000 });
    const res = await summary(account.cookie, { ids: account.ids }, aiServer);
    expect(res.status).toBe(200);
    const body = (await res.json()) as ComparisonSummary;
    expect(body.source).toBe('builtin');
    expect(body.leftColumn).toContain('Across these 2 listings');
  });

  it('falls back when the endpoint answers with an error or a cut-off reply', async () => {
    ai.queue.push(openAiError(500, 'The server had an error while processing your request.'));
    expect(
      ((await (await summary(account.cookie, { ids: account.ids }, aiServer)).json()) as ComparisonSummary).source,
    ).toBe('builtin');
    ai.queue.push(chatCompletion(JSON.stringify(GOOD), 'length'));
    expect(
      ((await (await summary(account.cookie, { ids: account.ids }, aiServer)).json()) as ComparisonSummary).source,
    ).toBe('builtin');
  });

  it('falls back on a reply that is not the two columns, or names a listing that is not compared', async () => {
    for (const reply of [
      'Property A is nicer.',
      JSON.stringify({ leftColumn: GOOD.leftColumn }),
      JSON.stringify({ ...GOOD, rightColumn: 'Property D wins.\n* Recommendation: Property D.' }),
      JSON.stringify({ ...GOOD, leftColumn: 'AI Error: quota' }),
    ]) {
      ai.queue.push(chatCompletion(reply));
      const body = (await (await summary(account.cookie, { ids: account.ids }, aiServer)).json()) as ComparisonSummary;
      expect(body.source).toBe('builtin');
    }
    // A fenced JSON answer is a presentation slip, not a wrong one.
    ai.queue.push(chatCompletion(`\`\`\`json\n${JSON.stringify(GOOD)}\n\`\`\``));
    expect(
      ((await (await summary(account.cookie, { ids: account.ids }, aiServer)).json()) as ComparisonSummary).source,
    ).toBe('ai');
  });

  it('falls back on a Spanish reply that names a listing that is not compared, as on an English one', async () => {
    const spanishGood = {
      leftColumn:
        'La Propiedad B es la más barata.\n* Renta más baja: la Propiedad B por $1,500 al mes.\n* Más espacio: la Propiedad A con 900 pies cuadrados.',
      rightColumn:
        'La Propiedad B es la mejor compra.\n* Pagar por el espacio: la Propiedad A cuesta $350 más al mes.\n* Recomendación: quédese con la Propiedad B.',
    };
    const spanishSummary = async () =>
      (
        (await (
          await aiServer.api(
            '/api/compare/summary',
            jsonPost({ ids: account.ids }, { cookie: account.cookie, 'x-page-language': 'es' }),
          )
        ).json()) as ComparisonSummary
      ).source;
    ai.queue.push(
      chatCompletion(
        JSON.stringify({
          ...spanishGood,
          rightColumn: 'La Propiedad D gana.\n* Recomendación: la Propiedad D de la lista.',
        }),
      ),
    );
    expect(await spanishSummary()).toBe('builtin');
    ai.queue.push(chatCompletion(JSON.stringify(spanishGood)));
    expect(await spanishSummary()).toBe('ai');
  });

  it('falls back on a reply that states a figure the compared reports do not give, in English and in Spanish', async () => {
    // $1,850 and $1,500 a month: a gap of $350, or $4,200 a year. $425 is nobody's figure.
    ai.queue.push(
      chatCompletion(
        JSON.stringify({
          ...GOOD,
          rightColumn: 'Property B is the better buy.\n* Recommendation: Property B saves $425 a month.',
        }),
      ),
    );
    const english = (await (await summary(account.cookie, { ids: account.ids }, aiServer)).json()) as ComparisonSummary;
    expect(english.source).toBe('builtin');
    ai.queue.push(
      chatCompletion(
        JSON.stringify({
          leftColumn: 'La Propiedad B es la más barata.\n* Renta más baja: la Propiedad B por $1,500 al mes.',
          rightColumn: 'La Propiedad B es la mejor compra.\n* Recomendación: la Propiedad B le ahorra $425 al mes.',
        }),
      ),
    );
    const spanish = (await (
      await aiServer.api(
        '/api/compare/summary',
        jsonPost({ ids: account.ids }, { cookie: account.cookie, 'x-page-language': 'es' }),
      )
    ).json()) as ComparisonSummary;
    expect(spanish.source).toBe('builtin');
    expect(spanish.rightColumn).toContain('Propiedad');
    ai.queue.push(
      chatCompletion(
        JSON.stringify({
          leftColumn: 'La Propiedad B es la más barata.\n* Renta más baja: la Propiedad B por $1,500 al mes.',
          rightColumn: 'La Propiedad B es la mejor compra.\n* Recomendación: la Propiedad B le ahorra $350 al mes.',
        }),
      ),
    );
    const spanishTrue = (await (
      await aiServer.api(
        '/api/compare/summary',
        jsonPost({ ids: account.ids }, { cookie: account.cookie, 'x-page-language': 'es' }),
      )
    ).json()) as ComparisonSummary;
    expect(spanishTrue.source).toBe('ai');
    // The same reply with the true gap, $350 a month ($4,200 a year), is the model's.
    ai.queue.push(
      chatCompletion(
        JSON.stringify({
          ...GOOD,
          rightColumn: 'Property B is the better buy.\n* Recommendation: Property B saves $350 a month, $4,200 a year.',
        }),
      ),
    );
    expect(
      ((await (await summary(account.cookie, { ids: account.ids }, aiServer)).json()) as ComparisonSummary).source,
    ).toBe('ai');
  });

  it('leaves a property off the map when the geocoder fails, keeping it in the table', async () => {
    await aiServer.database.db
      .update(transactions)
      .set({ latitude: null, longitude: null })
      .where(eq(transactions.id, account.ids[1]!));
    const view = (await (await compare(account.cookie, account.ids, aiServer)).json()) as CompareView;
    expect(view.properties.map((p) => p.label)).toEqual(['Property A', 'Property B']);
    expect(view.properties[0]!.location).not.toBeNull();
    expect(view.properties[1]!.location).toBeNull();
    expect(view.map.centre).toEqual(view.properties[0]!.location);
  });
});
