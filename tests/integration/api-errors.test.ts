import http from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;

function postOnFreshConnection(url: string, payload: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } },
      (res) => {
        let body = '';
        res.on('data', (d: Buffer) => (body += d.toString()));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      },
    );
    req.on('error', reject);
    req.end(payload);
  });
}
/** POST through a keep-alive agent (the way browsers and proxies reuse connections). */
function postWithAgent(agent: http.Agent, url: string, payload: string, chunked: boolean) {
  return new Promise<{ status: number; connection: string | undefined; body: string }>((resolve, reject) => {
    const headers: Record<string, string | number> = { 'content-type': 'application/json' };
    if (!chunked) headers['content-length'] = Buffer.byteLength(payload);
    const req = http.request(url, { method: 'POST', agent, headers }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body }));
    });
    req.on('error', reject);
    if (chunked) {
      const half = Math.floor(payload.length / 2);
      req.write(payload.slice(0, half));
      req.end(payload.slice(half));
    } else {
      req.end(payload);
    }
  });
}

beforeAll(async () => {
  server = await sharedTestServer();
});

describe('API errors', () => {
  it('an unknown API route is a JSON 404 with a request id', async () => {
    const res = await server.api('/api/no-such-thing');
    expect(res.status).toBe(404);
    const body = (await res.json()) as { error: { code: string; message: string; requestId: string } };
    expect(body.error.code).toBe('NOT_FOUND');
    expect(body.error.requestId).toBe(res.headers.get('x-request-id'));
  });

  it('invalid JSON bodies are a 400 naming the field, not a 500', async () => {
    const res = await server.api('/api/page-views', jsonPost({ path: 42 }));
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toMatch(/^path: /);
  });

  it('a malformed JSON body is a 400', async () => {
    const res = await server.api('/api/page-views', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"path": ',
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe('VALIDATION');
  });

  it('a body over 1 MB is refused with 413', async () => {
    // Its own connection: the server answers before reading the body and then closes the socket.
    const { status, body } = await postOnFreshConnection(
      `${server.url}/api/page-views`,
      JSON.stringify({ path: `/${'a'.repeat(1_100_000)}` }),
    );
    expect(status).toBe(413);
    expect((JSON.parse(body) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('after a 413 a keep-alive client is told to close the connection, and its next request is answered', async () => {
    // The 413 used to say `Connection: keep-alive` and then drop the socket, so the next request on it died
    // (decision 050). Both with a declared Content-Length (refused unread) and chunked (refused part-read).
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      for (const chunked of [false, true]) {
        const big = await postWithAgent(
          agent,
          `${server.url}/api/page-views`,
          JSON.stringify({ path: `/${'a'.repeat(1_100_000)}` }),
          chunked,
        );
        expect(big.status).toBe(413);
        expect(big.connection).toBe('close');
        expect((JSON.parse(big.body) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
        const next = await postWithAgent(
          agent,
          `${server.url}/api/page-views`,
          JSON.stringify({ path: '/about' }),
          false,
        );
        expect(next.status).toBe(204);
      }
    } finally {
      agent.destroy();
    }
  });

  it('a state-changing request from another site is refused with 403', async () => {
    const fromElsewhere = await server.api(
      '/api/page-views',
      jsonPost({ path: '/about' }, { origin: 'https://evil.example' }),
    );
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await server.api(
      '/api/page-views',
      jsonPost({ path: '/about' }, { 'sec-fetch-site': 'cross-site' }),
    );
    expect(crossSite.status).toBe(403);
    const sameOrigin = await server.api('/api/page-views', jsonPost({ path: '/about' }, { origin: server.url }));
    expect(sameOrigin.status).toBe(204);
  });
});

describe('GET /api/me', () => {
  it('a visitor is answered with user null', async () => {
    const res = await server.api('/api/me');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ user: null });
  });
});
