import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;

function postOnFreshConnection(url: string, payload: string) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const req = http.request(url, { method: 'POST', agent: false, headers: { 'content-type': 'application/json' } }, (res) => {
      let body = '';
      res.on('data', (d: Buffer) => (body += d.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end(payload);
  });
}
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

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
    const { status, body } = await postOnFreshConnection(`${server.url}/api/page-views`, JSON.stringify({ path: `/${'a'.repeat(1_100_000)}` }));
    expect(status).toBe(413);
    expect((JSON.parse(body) as { error: { code: string } }).error.code).toBe('PAYLOAD_TOO_LARGE');
  });

  it('a state-changing request from another site is refused with 403', async () => {
    const fromElsewhere = await server.api('/api/page-views', jsonPost({ path: '/about' }, { origin: 'https://evil.example' }));
    expect(fromElsewhere.status).toBe(403);
    const crossSite = await server.api('/api/page-views', jsonPost({ path: '/about' }, { 'sec-fetch-site': 'cross-site' }));
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
