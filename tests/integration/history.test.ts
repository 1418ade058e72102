import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { listDashboardHistory } from '#server/account/list-dashboard-history';
import { transactions, users } from '#server/db/schema';
import { signUp } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// GET /api/account/history (latest 10), /history/all (the dashboard) and /history/count: only the signed-in
// renter's finished reports, newest first, with the fields docs/product.md#history-and-dashboard lists.

let server: TestServer;
let owner: { id: string; cookie: string; reportIds: string[] };
let other: { id: string; cookie: string; reportIds: string[] };

async function giveThirtyDayPass(userId: string) {
  await server.database.db
    .update(users)
    .set({ planType: 2, planEnds: new Date(Date.now() + 10 * 24 * 60 * 60 * 1000) })
    .where(eq(users.id, userId));
}

async function runReport(cookie: string, overrides: Record<string, unknown>) {
  const res = await server.api('/api/reports', jsonPost(reportForm(overrides), { cookie }));
  if (res.status !== 201) throw new Error(`report failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { report: { id: string } }).report.id;
}

async function getJson<T>(path: string, cookie?: string): Promise<{ status: number; body: T }> {
  const res = await server.api(path, cookie ? { headers: { cookie } } : {});
  return { status: res.status, body: (await res.json()) as T };
}

type Item = Record<string, unknown> & { id: string };

beforeAll(async () => {
  server = await sharedTestServer();
  const a = await signUp(server);
  await giveThirtyDayPass(a.user.id);
  const reportIds: string[] = [];
  // 12 reports: more than the latest-10 list holds. Rents and sizes differ so each row is recognisable.
  for (let i = 0; i < 12; i++) {
    reportIds.push(
      await runReport(a.cookie, {
        rentAmount: String(1500 + i * 25),
        sqFt: String(700 + i * 10),
        streetAddress: `${100 + i} Main St`,
      }),
    );
  }
  owner = { id: a.user.id, cookie: a.cookie, reportIds };
  const b = await signUp(server);
  other = { id: b.user.id, cookie: b.cookie, reportIds: [await runReport(b.cookie, { streetAddress: '9 Other Rd' })] };
  // An unfinished and a failed run: neither is history.
  const base = {
    userId: owner.id,
    streetAddress: '1 Failed Way',
    city: 'Austin',
    state: 'TX',
    zipCode: '78704',
    rent: 100_000,
    bedrooms: '1',
    bathrooms: '1',
    sqft: 500,
    buildingType: 'apartment' as const,
    qualityLevel: 2,
    amenitiesLevel: 2,
  };
  await server.database.db.insert(transactions).values([
    { ...base, status: 'failed', error: 'boom' },
    { ...base, streetAddress: '2 Pending Way', status: 'pending' },
  ]);
}, 120_000);

describe('account history', () => {
  it('lists the latest 10 finished reports, newest first', async () => {
    const { status, body } = await getJson<{ items: Item[] }>('/api/account/history', owner.cookie);
    expect(status).toBe(200);
    expect(body.items.map((i) => i.id)).toEqual([...owner.reportIds].reverse().slice(0, 10));
    expect(Object.keys(body.items[0]!).sort()).toEqual([
      'bathrooms',
      'bedrooms',
      'createdAt',
      'id',
      'renewal',
      'rent',
      'streetAddress',
      'url',
      'valueScore',
    ]);
  });

  it('lists every finished report with the dashboard fields', async () => {
    const { status, body } = await getJson<{ items: Item[]; capped: boolean }>(
      '/api/account/history/all',
      owner.cookie,
    );
    expect(status).toBe(200);
    expect(body.capped).toBe(false);
    expect(body.items.map((i) => i.id)).toEqual([...owner.reportIds].reverse());
    const newest = body.items[0]!;
    expect(Object.keys(newest).sort()).toEqual(
      [
        'bathrooms',
        'bedrooms',
        'city',
        'createdAt',
        'id',
        'qualityLevel',
        'renewal',
        'rent',
        'sqft',
        'state',
        'streetAddress',
        'url',
        'valueScore',
        'zipCode',
      ].sort(),
    );
    expect(newest).toMatchObject({
      streetAddress: '111 Main St',
      url: 'https://example.com/listing/42',
      bedrooms: '2',
      bathrooms: '1',
      rent: 1775,
      sqft: 810,
      qualityLevel: 2,
      city: 'Austin',
      state: 'TX',
      zipCode: '78704',
      renewal: false,
    });
    expect(typeof newest.valueScore).toBe('number');
    expect(Number.isNaN(Date.parse(String(newest.createdAt)))).toBe(false);
  });

  it('marks a renewal check as a renewal, with its offered rent', async () => {
    const renter = await signUp(server);
    await giveThirtyDayPass(renter.user.id);
    const listing = await runReport(renter.cookie, { streetAddress: '5 Listing Ln' });
    const renewal = await runReport(renter.cookie, {
      streetAddress: '7 Renewal Rd',
      mode: 'renewal',
      currentRent: '1700',
      rentAmount: '1790',
    });
    for (const path of ['/api/account/history', '/api/account/history/all']) {
      const { body } = await getJson<{ items: Item[] }>(path, renter.cookie);
      expect(
        body.items.map(({ id, renewal, rent }) => ({ id, renewal, rent })),
        path,
      ).toEqual([
        { id: renewal, renewal: true, rent: 1790 },
        { id: listing, renewal: false, rent: 1850 },
      ]);
    }
  });

  it('counts exactly the finished reports', async () => {
    expect(await getJson('/api/account/history/count', owner.cookie)).toEqual({ status: 200, body: { count: 12 } });
    expect(await getJson('/api/account/history/count', other.cookie)).toEqual({ status: 200, body: { count: 1 } });
  });

  it('shows each renter only their own rows', async () => {
    const latest = await getJson<{ items: Item[] }>('/api/account/history', other.cookie);
    const all = await getJson<{ items: Item[] }>('/api/account/history/all', other.cookie);
    expect(latest.body.items.map((i) => i.id)).toEqual(other.reportIds);
    expect(all.body.items.map((i) => i.id)).toEqual(other.reportIds);
  });

  it('answers a visitor with 401 and never caches', async () => {
    for (const path of ['/api/account/history', '/api/account/history/all', '/api/account/history/count']) {
      expect((await server.api(path)).status).toBe(401);
      expect((await server.api(path, { headers: { cookie: owner.cookie } })).headers.get('cache-control')).toBe(
        'no-store',
      );
    }
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await (await server.api('/api/openapi.json')).json()) as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/account/history',
        '/api/account/history/all',
        '/api/account/history/count',
        '/api/contact',
      ]),
    );
  });

  it('caps one answer and says so', async () => {
    const capped = await listDashboardHistory(server.database.db, owner.id, 5);
    expect(capped.capped).toBe(true);
    expect(capped.items.map((i) => i.id)).toEqual([...owner.reportIds].reverse().slice(0, 5));
    expect((await listDashboardHistory(server.database.db, owner.id, 12)).capped).toBe(false);
  });
});
