import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';
import { testDbKind } from '../helpers/test-database';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /api/health', () => {
  it('answers ok with the version and a reachable database of the configured engine', async () => {
    const res = await server.api('/api/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    expect(await res.json()).toEqual({
      status: 'ok',
      version: 'test',
      database: { kind: testDbKind(), reachable: true },
    });
  });

  it('carries a request id and the secure headers with a CSP that allows no inline script', async () => {
    const res = await server.api('/api/health');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    const csp = res.headers.get('content-security-policy') ?? '';
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-powered-by')).toBeNull();
  });

  it('answers 503 "unavailable" when the database is gone, instead of hanging or crashing', async () => {
    const other = await startTestServer();
    await other.database.close();
    const res = await other.api('/api/health');
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: { reachable: false } });
    await other.close().catch(() => {});
  });
});

describe('GET /api/openapi.json', () => {
  it('documents the API routes', async () => {
    const res = await server.api('/api/openapi.json');
    expect(res.status).toBe(200);
    const doc = (await res.json()) as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toBe('3.1.0');
    expect(Object.keys(doc.paths)).toEqual(expect.arrayContaining(['/api/health', '/api/page-views', '/api/me']));
  });
});
