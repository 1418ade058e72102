import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineOperation } from '#core/api/operation';
import {
  ApiError,
  apiErrorFromBody,
  apiRequest,
  callApi,
  isClientError,
  NETWORK_ERROR_MESSAGE,
  readEventStream,
} from './api-client';
import { shouldRetry } from './query-client';

// A real HTTP server on 127.0.0.1 stands in for the API, so the client is tested over the wire.
type Handler = (req: IncomingMessage, body: string, res: ServerResponse) => void;
const handlers = new Map<string, Handler>();
let server: Server;
let base = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      const handler = handlers.get(req.url ?? '');
      if (handler) handler(req, body, res);
      else res.writeHead(500).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

function json(res: ServerResponse, status: number, value: unknown, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers }).end(JSON.stringify(value));
}

describe('api client', () => {
  it('returns the parsed JSON of a successful answer', async () => {
    handlers.set('/ok', (_req, _body, res) => json(res, 200, { user: null }));
    await expect(apiRequest<{ user: null }>('GET', `${base}/ok`)).resolves.toEqual({ user: null });
  });

  it('sends the body as JSON', async () => {
    let seen: { type?: string | undefined; body?: string } = {};
    handlers.set('/echo', (req, body, res) => {
      seen = { type: req.headers['content-type'], body };
      json(res, 201, { ok: true });
    });
    await apiRequest('POST', `${base}/echo`, { path: '/about' });
    expect(seen).toEqual({ type: 'application/json', body: '{"path":"/about"}' });
  });

  it('appends query values, leaving out empty ones', async () => {
    handlers.set('/q?a=1&b=x', (_req, _body, res) => json(res, 200, { hit: true }));
    await expect(
      apiRequest('GET', `${base}/q`, undefined, { query: { a: 1, b: 'x', c: undefined, d: null } }),
    ).resolves.toEqual({
      hit: true,
    });
  });

  it('answers undefined for 204', async () => {
    handlers.set('/none', (_req, _body, res) => res.writeHead(204).end());
    await expect(apiRequest('POST', `${base}/none`, { x: 1 })).resolves.toBeUndefined();
  });

  it("turns the server's error body into an ApiError", async () => {
    handlers.set('/bad', (_req, _body, res) =>
      json(res, 400, { error: { code: 'VALIDATION', message: 'Rent must be a number.', requestId: 'req-1' } }),
    );
    const error = await apiRequest('GET', `${base}/bad`).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      message: 'Rent must be a number.',
      requestId: 'req-1',
    });
    expect(isClientError(error)).toBe(true);
  });

  it('takes the request id from the header when the body has none', async () => {
    handlers.set('/bad-header', (_req, _body, res) =>
      json(res, 404, { error: { code: 'NOT_FOUND', message: 'Report not found' } }, { 'x-request-id': 'req-2' }),
    );
    await expect(apiRequest('GET', `${base}/bad-header`)).rejects.toMatchObject({
      code: 'NOT_FOUND',
      requestId: 'req-2',
    });
  });

  it('makes a non-JSON failure an HTTP_ERROR with the status in plain words', async () => {
    handlers.set('/html', (_req, _body, res) =>
      res.writeHead(502, { 'content-type': 'text/html' }).end('<h1>Bad gateway</h1>'),
    );
    await expect(apiRequest('GET', `${base}/html`)).rejects.toMatchObject({
      status: 502,
      code: 'HTTP_ERROR',
      message: 'Request failed with status 502',
    });
  });

  it('makes JSON without the error shape an HTTP_ERROR too', async () => {
    handlers.set('/odd', (_req, _body, res) => json(res, 500, { oops: true }));
    await expect(apiRequest('GET', `${base}/odd`)).rejects.toMatchObject({
      code: 'HTTP_ERROR',
      message: 'Request failed with status 500',
    });
  });

  it('rejects a successful answer that is not JSON', async () => {
    handlers.set('/page', (_req, _body, res) =>
      res.writeHead(200, { 'content-type': 'text/html' }).end('<!doctype html>'),
    );
    await expect(apiRequest('GET', `${base}/page`)).rejects.toMatchObject({ status: 200, code: 'INVALID_RESPONSE' });
  });

  it('makes an unreachable server a NETWORK error', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    await expect(apiRequest('GET', `http://127.0.0.1:${port}/x`)).rejects.toMatchObject({
      status: 0,
      code: 'NETWORK',
      message: NETWORK_ERROR_MESSAGE,
    });
  });

  it('lets a cancelled request reject as an abort, not as a network failure', async () => {
    handlers.set('/slow', (_req, _body, res) => setTimeout(() => json(res, 200, {}), 200));
    const controller = new AbortController();
    const pending = apiRequest('GET', `${base}/slow`, undefined, { signal: controller.signal });
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as Error).name).toBe('AbortError');
  });
});

describe('callApi', () => {
  // The browser resolves the operation's path against the page's origin; here the stand-in server is that origin.
  const browserFetch = globalThis.fetch;
  beforeAll(() => {
    globalThis.fetch = (input, init) =>
      browserFetch(typeof input === 'string' && input.startsWith('/') ? `${base}${input}` : input, init);
  });
  afterAll(() => {
    globalThis.fetch = browserFetch;
  });

  const note = defineOperation({
    method: 'put',
    path: '/api/notes/{id}/pages/{page}',
    params: z.object({ id: z.string(), page: z.string() }),
    body: z.object({ text: z.string() }),
    success: { 200: z.object({ saved: z.boolean() }) },
  });
  const search = defineOperation({
    method: 'get',
    path: '/api/notes',
    query: z.object({ q: z.string() }),
    success: { 200: z.object({ total: z.number() }) },
  });
  const ping = defineOperation({ method: 'post', path: '/api/ping', success: { 204: null } });

  it('fills the path parameters URL-encoded, and sends the method and the body', async () => {
    let seen: { method?: string | undefined; body?: string } = {};
    handlers.set('/api/notes/a%2Fb%3F/pages/2', (req, body, res) => {
      seen = { method: req.method, body };
      json(res, 200, { saved: true });
    });
    const result = await callApi(note, { params: { id: 'a/b?', page: '2' }, body: { text: 'hi' } });
    expect(result.saved).toBe(true);
    expect(seen).toEqual({ method: 'PUT', body: '{"text":"hi"}' });
  });

  it('appends the query', async () => {
    handlers.set('/api/notes?q=two+words', (_req, _body, res) => json(res, 200, { total: 3 }));
    await expect(callApi(search, { query: { q: 'two words' } })).resolves.toEqual({ total: 3 });
  });

  it('sends an empty JSON object for a POST without a body, and answers undefined for 204', async () => {
    let seen = '';
    handlers.set('/api/ping', (_req, body, res) => {
      seen = body;
      res.writeHead(204).end();
    });
    await expect(callApi(ping)).resolves.toBeUndefined();
    expect(seen).toBe('{}');
  });

  it('turns an error answer into an ApiError with the server’s code', async () => {
    handlers.set('/api/notes?q=x', (_req, _body, res) =>
      json(res, 429, { error: { code: 'RATE_LIMITED', message: 'Slow down.' } }),
    );
    await expect(callApi(search, { query: { q: 'x' } })).rejects.toMatchObject({
      status: 429,
      code: 'RATE_LIMITED',
      message: 'Slow down.',
    });
  });
});

describe('query retries', () => {
  const error = (status: number) => new ApiError({ status, code: 'HTTP_ERROR', message: 'x' });

  it('never retries a 4xx', () => {
    expect(shouldRetry(0, error(400))).toBe(false);
    expect(shouldRetry(0, error(404))).toBe(false);
    expect(shouldRetry(0, error(429))).toBe(false);
  });

  it('retries server and network failures twice', () => {
    expect(shouldRetry(0, error(500))).toBe(true);
    expect(shouldRetry(1, error(0))).toBe(true);
    expect(shouldRetry(2, error(503))).toBe(false);
  });

  it('does not retry errors that are not from the API', () => {
    expect(shouldRetry(0, new Error('bug'))).toBe(false);
  });
});

describe('apiErrorFromBody', () => {
  const fallback = { code: 'HTTP_ERROR', message: 'Something went wrong.' } as const;

  it("takes the server's code, message and request id from its error body", () => {
    const error = apiErrorFromBody(
      402,
      { error: { code: 'PLAN_REQUIRED', message: 'Upgrade.', requestId: 'r1' } },
      fallback,
      'h1',
    );
    expect(error).toMatchObject({ status: 402, code: 'PLAN_REQUIRED', message: 'Upgrade.', requestId: 'r1' });
  });

  it('keeps the fallback for anything else, with the request id it was given', () => {
    for (const body of [null, 'text', { error: 'flat' }, { error: { code: 'X' } }]) {
      expect(apiErrorFromBody(500, body, fallback, 'h1')).toMatchObject({ status: 500, ...fallback, requestId: 'h1' });
    }
  });
});

describe('readEventStream', () => {
  const events = { stage: z.object({ stage: z.string() }), done: z.object({ total: z.number() }) };
  const streamOf = (...chunks: string[]) =>
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    });

  it('answers the named events with their parsed data as they arrive, split anywhere, skipping unnamed ones', async () => {
    const seen = [];
    for await (const message of readEventStream(
      streamOf(
        'event: stage\ndata: {"stage":"geo',
        'coding"}\r\n\r\nevent: ping\ndata: {}\n\n',
        'event: done\ndata: {"total":3}\n\n',
      ),
      events,
    )) {
      if (message.event === 'done') seen.push(message.data.total);
      else seen.push(message.data.stage);
    }
    expect(seen).toEqual(['geocoding', 3]);
  });
});
