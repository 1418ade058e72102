import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '#server/db/schema';
import { RATE_RULES } from '#server/http/rate-limit';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

describe('POST /api/page-views', () => {
  it('stores the path and the time, nothing else', async () => {
    const before = Date.now();
    const res = await server.api('/api/page-views', jsonPost({ path: '/tenant-rights' }));
    expect(res.status).toBe(204);
    const [row] = await server.database.db.select().from(pageViews).orderBy(desc(pageViews.id)).limit(1);
    expect(row?.path).toBe('/tenant-rights');
    expect(row?.viewedAt.getTime()).toBeGreaterThanOrEqual(before - 5000);
    expect(Object.keys(row ?? {}).sort()).toEqual(['id', 'path', 'viewedAt']);
  });

  it('drops views past the per-address limit with the same 204, and still records other addresses', async () => {
    const path = '/pricing-limit-check';
    const client = { 'x-forwarded-for': '203.0.113.40' };
    const statuses: number[] = [];
    for (let i = 0; i < RATE_RULES.pageViewByIp.limit + 10; i++) {
      statuses.push((await server.api('/api/page-views', jsonPost({ path }, client))).status);
    }
    expect(new Set(statuses)).toEqual(new Set([204]));
    const stored = async () =>
      (await server.database.db.select().from(pageViews).where(eq(pageViews.path, path))).length;
    expect(await stored()).toBe(RATE_RULES.pageViewByIp.limit);
    expect(
      (await server.api('/api/page-views', jsonPost({ path }, { 'x-forwarded-for': '203.0.113.41' }))).status,
    ).toBe(204);
    expect(await stored()).toBe(RATE_RULES.pageViewByIp.limit + 1);
  });

  it.each([['/research?x=1'], ['no-slash'], ['/with space'], ['']])('refuses %j', async (path) => {
    const res = await server.api('/api/page-views', jsonPost({ path }));
    expect(res.status).toBe(400);
  });
});
