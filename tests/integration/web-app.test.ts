import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let dist: string;
const INDEX = '<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

/** index.html as served: with the default map tile server handed to the report map. */
const SHELL = INDEX.replace('</head>', '<meta name="rv-map-tiles" content="https://tile.openstreetmap.org/{z}/{x}/{y}.png">\n</head>');

beforeAll(async () => {
  dist = mkdtempSync(path.join(tmpdir(), 'rv-dist-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'index.html'), INDEX);
  writeFileSync(path.join(dist, 'assets/app-Ab12Cd34.js'), 'console.log("app");');
  writeFileSync(path.join(dist, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  server = await startTestServer({ WEB_DIST_DIR: dist });
});
afterAll(async () => {
  await server?.close();
  rmSync(dist, { recursive: true, force: true });
});

describe('serving the built web app', () => {
  it('answers / with the app shell, revalidated on every visit', async () => {
    const res = await server.api('/');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/text\/html/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(SHELL);
    expect(res.headers.get('content-security-policy')).toContain('img-src \'self\' data: blob: https://tile.openstreetmap.org');
  });

  it('hands a configured tile server to the report map and allows its images', async () => {
    const tiles = await startTestServer({ WEB_DIST_DIR: dist, MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png?k=a&b' });
    try {
      const res = await tiles.api('/research');
      expect(await res.text()).toContain('<meta name="rv-map-tiles" content="https://{s}.tiles.example.com/{z}/{x}/{y}.png?k=a&#38;b">');
      expect(res.headers.get('content-security-policy')).toContain('https://*.tiles.example.com');
    } finally {
      await tiles.close();
    }
  });

  it('caches hashed assets for a year', async () => {
    const res = await server.api('/assets/app-Ab12Cd34.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(res.headers.get('content-type')).toMatch(/javascript/);
  });

  it('serves other public files with a short cache', async () => {
    const res = await server.api('/favicon.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it('falls back to the app shell for every page route, marking private ones noindex', async () => {
    for (const p of ['/research', '/compare', '/renters-checklist', '/report/0b6f1b1e-1111-4a4a-8888-000000000000', '/login']) {
      const res = await server.api(p);
      expect(res.status, p).toBe(200);
      expect(await res.text()).toBe(SHELL);
    }
    expect((await server.api('/report/abc')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await server.api('/login')).headers.get('x-robots-tag')).toBe('noindex');
    expect((await server.api('/research')).headers.get('x-robots-tag')).toBeNull();
  });

  it('answers an unknown page with the app shell and a 404 status; a missing file with a plain 404', async () => {
    const page = await server.api('/no/such/page');
    expect(page.status).toBe(404);
    expect(await page.text()).toBe(SHELL);
    expect((await server.api('/assets/missing-123.js')).status).toBe(404);
    expect((await server.api('/robots-missing.txt')).status).toBe(404);
  });

  it('never serves files outside the build folder', async () => {
    for (const p of ['/../package.json', '/%2e%2e/package.json', '/assets/..%2f..%2fpackage.json']) {
      const res = await server.api(p);
      expect(await res.text()).not.toContain('"name": "rentvalue"');
    }
  });
});
