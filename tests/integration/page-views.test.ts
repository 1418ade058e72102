import { desc } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pageViews } from '../../src/server/db/schema';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

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

  it.each([['/research?x=1'], ['no-slash'], ['/with space'], ['']])('refuses %j', async (path) => {
    const res = await server.api('/api/page-views', jsonPost({ path }));
    expect(res.status).toBe(400);
  });
});
