import net from 'node:net';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { signUp } from '../helpers/accounts';
import { startHttpStandIn } from '../helpers/http-stand-in';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, startTestServer, type TestServer } from '../helpers/test-server';
import { testDbKind } from '../helpers/test-database';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

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
    expect(res.headers.get('retry-after')).toBe('5');
    expect(await res.json()).toMatchObject({ status: 'unavailable', database: { reachable: false } });
    await other.close().catch(() => {});
  });
});

/**
 * Sends the start of a GET (request line and headers, not the blank line that ends them) on its own connection and
 * waits until the server has read it: the connection now carries a request, so a shutdown does not close it as
 * idle. `finish()` sends the blank line and resolves the raw answer (Connection: close, so it ends with the socket).
 */
async function startedRequest(url: string, path: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  await new Promise<void>((resolve, reject) => socket.once('connect', resolve).once('error', reject));
  let raw = '';
  socket.setEncoding('utf8');
  socket.on('data', (chunk: string) => (raw += chunk));
  // Over a keep-alive connection, as a balancer's pool sends it: the answer ends when the server closes the connection
  // (or, should it keep it open, a few seconds after it has come).
  const ended = new Promise<string>((resolve, reject) => {
    socket.once('close', () => resolve(raw));
    socket.once('error', reject);
    socket.on('data', () => {
      if (raw.includes('\r\n\r\n')) setTimeout(() => resolve(raw), 5_000).unref();
    });
  });
  socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: keep-alive\r\n`);
  // Loopback: the bytes are readable on the server's side at once; its next turn of the event loop parses them.
  await new Promise((resolve) => setTimeout(resolve, 200));
  return {
    finish: async () => {
      socket.write('\r\n');
      const text = await ended;
      const [head = '', body = ''] = text.split('\r\n\r\n');
      return { status: Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0), head, body };
    },
  };
}

describe('GET /api/health while the instance drains (shutdown begun)', () => {
  it('answers 503 "draining" while a report run is still in flight, so a balancer sends new requests elsewhere', async () => {
    // A geocoder that answers only when released: the run waits in its first stage, counted as in progress.
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    const geocoder = await startHttpStandIn(async () => {
      await gate;
      return { json: { result: { input: {}, addressMatches: [] } } };
    });
    const draining = await startTestServer({
      GEOCODER: 'census',
      CENSUS_GEOCODER_URL: `${geocoder.origin}/geocoder`,
      GEOCODER_TIMEOUT_MS: '60000',
      TRUST_PROXY: '1',
    });
    try {
      const { cookie } = await signUp(draining);
      const run = draining.api('/api/reports', jsonPost(reportForm(), { cookie }));
      await vi.waitFor(() => expect(geocoder.requests.length).toBe(1), { timeout: 20_000, interval: 20 });
      expect(draining.services.reportRuns.inFlight).toBe(1);
      const before = await draining.api('/api/health');
      expect(before.status).toBe(200);
      expect(await before.json()).toMatchObject({ status: 'ok' });

      // A balancer's health check already on its way when the shutdown begins (the listener closes with stop()).
      const check = await startedRequest(draining.url, '/api/health');
      const stopping = draining.stop();
      let stopped = false;
      void stopping.then(() => (stopped = true));
      const health = await check.finish();

      expect(health.status).toBe(503);
      expect(health.head).toMatch(/^cache-control: no-store$/im);
      expect(health.head).toMatch(/^retry-after: 30$/im);
      // And it closes its connection: a balancer's keep-alive connection would otherwise go on bringing requests here.
      expect(health.head).toMatch(/^connection: close$/im);
      expect(JSON.parse(health.body)).toEqual({
        status: 'draining',
        version: 'test',
        database: { kind: testDbKind(), reachable: true },
      });
      // The run is still going: the shutdown waits for it.
      expect(draining.services.reportRuns.inFlight).toBe(1);
      expect(stopped).toBe(false);

      release();
      const res = await run;
      expect(res.status).toBe(201);
      await stopping;
    } finally {
      release();
      await draining.close().catch(() => {});
      await geocoder.close();
    }
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

  it('documents the health statuses, draining included', async () => {
    const doc = (await (await server.api('/api/openapi.json')).json()) as {
      paths: Record<string, { get: { description: string } }>;
      components: { schemas: { Health: { properties: { status: { enum: string[] } } } } };
    };
    expect(doc.components.schemas.Health.properties.status.enum).toEqual(['ok', 'unavailable', 'draining']);
    expect(doc.paths['/api/health']!.get.description).toMatch(/`draining` \(503\): the instance is shutting down/);
  });
});
