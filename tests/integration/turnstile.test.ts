import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signupForm } from '../helpers/accounts';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// A local stand-in for Cloudflare's siteverify endpoint, speaking its documented contract:
// POST application/x-www-form-urlencoded {secret, response, remoteip} -> JSON {success, error-codes}.
let siteverify: Server;
let siteverifyUrl: string;
const calls: URLSearchParams[] = [];
let mode: 'normal' | 'down' = 'normal';

function readBody(req: IncomingMessage) {
  return new Promise<string>((resolve) => {
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => resolve(body));
  });
}

let server: TestServer;
beforeAll(async () => {
  siteverify = createServer(async (req, res) => {
    const form = new URLSearchParams(await readBody(req));
    calls.push(form);
    if (mode === 'down') {
      res.writeHead(503).end('unavailable');
      return;
    }
    const ok = form.get('secret') === 'test-secret' && form.get('response') === 'good-token';
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(
      JSON.stringify(
        ok ? { success: true, 'error-codes': [] } : { success: false, 'error-codes': ['invalid-input-response'] },
      ),
    );
  });
  await new Promise<void>((resolve) => siteverify.listen(0, '127.0.0.1', resolve));
  siteverifyUrl = `http://127.0.0.1:${(siteverify.address() as AddressInfo).port}/turnstile/v0/siteverify`;
  server = await startTestServer({
    TURNSTILE_SITE_KEY: 'test-site-key',
    TURNSTILE_SECRET_KEY: 'test-secret',
    TURNSTILE_VERIFY_URL: siteverifyUrl,
  });
});
afterAll(async () => {
  await server?.close();
  await new Promise((resolve) => siteverify?.close(resolve));
});

describe('Cloudflare Turnstile', () => {
  it('tells the web app to show Turnstile with the site key, and allows its script in the CSP', async () => {
    const res = await server.api('/api/captcha/config');
    expect(await res.json()).toEqual({ provider: 'turnstile', siteKey: 'test-site-key' });
    expect(res.headers.get('content-security-policy')).toContain('https://challenges.cloudflare.com');
    expect((await server.api('/api/captcha/challenge')).status).toBe(404);
  });

  it('accepts a token the siteverify endpoint confirms, sending the secret and the token', async () => {
    const res = await server.api('/api/auth/sign-up', jsonPost({ ...signupForm(), captchaToken: 'good-token' }));
    expect(res.status).toBe(201);
    const call = calls.at(-1)!;
    expect(call.get('secret')).toBe('test-secret');
    expect(call.get('response')).toBe('good-token');
  });

  it('refuses a token siteverify rejects, with the product’s message', async () => {
    const res = await server.api(
      '/api/auth/sign-in',
      jsonPost({ email: 'a@example.com', password: 'whatever1', captchaToken: 'bad-token' }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { message: string } }).error.message).toBe(
      'Please complete the CAPTCHA verification to log in.',
    );
  });

  it('fails closed when siteverify is unavailable', async () => {
    mode = 'down';
    try {
      const res = await server.api('/api/auth/sign-up', jsonPost({ ...signupForm(), captchaToken: 'good-token' }));
      expect(res.status).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('CAPTCHA_FAILED');
    } finally {
      mode = 'normal';
    }
  });
});
