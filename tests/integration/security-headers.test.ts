import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

// X-Frame-Options agrees with the CSP's frame-ancestors 'none' (its old SAMEORIGIN contradicted it), and a
// Permissions-Policy turns off the browser features the product never uses, on pages and API answers alike
// (decision 050).

let server: TestServer;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rv-dist-'));
  writeFileSync(
    path.join(dist, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  server = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe.each([
  ['an HTML page', '/research'],
  ['an API answer', '/api/health'],
  ['an API error', '/api/no-such-thing'],
])('security headers on %s', (_name, urlPath) => {
  it('forbids framing in both headers, consistently', async () => {
    const res = await server.api(urlPath);
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });

  it('sends a Permissions-Policy that turns off camera, microphone, geolocation, payment and other unused features', async () => {
    const policy = (await server.api(urlPath)).headers.get('permissions-policy') ?? '';
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
      expect(policy).toMatch(new RegExp(`(^|, )${feature}=\\(\\)(,|$)`));
    }
  });
});
