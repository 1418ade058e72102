import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpGet } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
let dist: string;
const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/app-Ab12Cd34.js"></script></head><body><div id="root"></div></body></html>';

/** index.html as served: with the default map tile server handed to the report map. */
const SHELL = INDEX.replace(
  '</head>',
  '<meta name="rv-map-tiles" content="https://tile.openstreetmap.org/{z}/{x}/{y}.png">\n</head>',
);

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
    expect(res.headers.get('content-security-policy')).toContain(
      "img-src 'self' data: blob: https://tile.openstreetmap.org",
    );
  });

  it('hands a configured tile server to the report map and allows its images', async () => {
    const tiles = await startTestServer({
      WEB_DIST_DIR: dist,
      MAP_TILE_URL: 'https://{s}.tiles.example.com/{z}/{x}/{y}.png?k=a&b',
    });
    try {
      const res = await tiles.api('/research');
      expect(await res.text()).toContain(
        '<meta name="rv-map-tiles" content="https://{s}.tiles.example.com/{z}/{x}/{y}.png?k=a&#38;b">',
      );
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
    for (const p of [
      '/research',
      '/compare',
      '/renters-checklist',
      '/report/0b6f1b1e-1111-4a4a-8888-000000000000',
      '/login',
    ]) {
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

describe('prerendered pages, compression and revalidation', () => {
  const FAQS = (origin: string) =>
    `<!doctype html><html lang="en" data-prerendered=""><head><link rel="canonical" href="${origin}/faqs" /><meta property="og:url" content="${origin}/faqs" /></head><body><div id="root"><main><h1>Frequently Asked Questions</h1></main></div></body></html>`;
  const FRAME_LOADING = { en: 'Loading…', es: 'Cargando…' };
  // The browser renders the app over the frame instead of hydrating it (src/web/lib/prerendered.ts).
  const PRERENDERED_MARK = 'data-prerendered';
  const frame = (loading: string) =>
    `<header><a href="/">RentValue</a></header><main><div role="status">${loading}</div></main>`;
  let built: string;
  let site: TestServer;
  const assetBody = `export const app = "${'x'.repeat(4000)}";`;

  beforeAll(async () => {
    built = mkdtempSync(path.join(tmpdir(), 'rv-dist-pre-'));
    mkdirSync(path.join(built, 'assets'));
    mkdirSync(path.join(built, 'prerendered'));
    writeFileSync(path.join(built, 'index.html'), INDEX);
    writeFileSync(path.join(built, 'prerendered/faqs.html'), FAQS('%RV_ORIGIN%'));
    // The app's frame in each language (decision 075), as the build renders it.
    for (const [language, loading] of Object.entries(FRAME_LOADING))
      writeFileSync(path.join(built, `prerendered/app-frame.${language}.html`), frame(loading));
    writeFileSync(
      path.join(built, 'prerendered/terms.html'),
      FAQS('%RV_ORIGIN%').replace('Frequently Asked Questions', 'Terms of Use'),
    );
    writeFileSync(path.join(built, 'assets/app-Ab12Cd34.js'), assetBody);
    // The web app's server-side entry (decision 066) is code for the server, never a file to hand out.
    mkdirSync(path.join(built, 'server-render'));
    writeFileSync(path.join(built, 'server-render/entry-server.js'), 'export const secret = "server code";');
    // The app's start chunks as the build lists them (decision 087).
    writeFileSync(
      path.join(built, 'server-render/start-chunks.json'),
      JSON.stringify({ shell: ['/assets/app-Ab12Cd34.js'], pages: { report: { en: [] }, sharedReport: { en: [] } } }),
    );
    writeFileSync(path.join(built, 'assets/app-Ab12Cd34.js.br'), brotliCompressSync(assetBody));
    writeFileSync(path.join(built, 'assets/app-Ab12Cd34.js.gz'), gzipSync(assetBody));
    site = await startTestServer({
      WEB_DIST_DIR: built,
      PUBLIC_URL: 'https://rentvalue.example',
      TERMS_EMBED_URL: 'https://docs.example.com/terms',
    });
  });
  afterAll(async () => {
    await site?.close();
    rmSync(built, { recursive: true, force: true });
  });

  it('sends a visitor the prerendered page, with the site origin in its absolute links', async () => {
    const res = await site.api('/faqs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('<h1>Frequently Asked Questions</h1>');
    expect(html).toContain('<link rel="canonical" href="https://rentvalue.example/faqs" />');
    expect(html).not.toContain('%RV_ORIGIN%');
    // The same page with a trailing slash.
    expect(await (await site.api('/faqs/')).text()).toContain('<h1>Frequently Asked Questions</h1>');
  });

  it('sends someone holding a session the app shell with the frame painted in it, which renders their own view', async () => {
    for (const cookie of ['rv.session_token=abc.def', '__Secure-rv.session_token=abc.def']) {
      const html = await (await site.api('/faqs', { headers: { cookie } })).text();
      expect(html, cookie).not.toContain('Frequently Asked Questions');
      expect(html).toContain(`<div id="root">${frame(FRAME_LOADING.en)}</div>`);
      expect(html).not.toContain(PRERENDERED_MARK);
    }
    // A Spanish page's shell: its language and the Spanish frame.
    const spanish = await (await site.api('/es/account', { headers: { cookie: 'rv.session_token=abc.def' } })).text();
    expect(spanish).toContain(`<div id="root">${frame(FRAME_LOADING.es)}</div>`);
    // Other cookies (the consent choice) do not count.
    expect(await (await site.api('/faqs', { headers: { cookie: 'rv.consent=1' } })).text()).toContain(
      'Frequently Asked Questions',
    );
  });

  it('has the shell ask for the app’s start at once, and the prerendered page only after its first paint', async () => {
    const preload = '<link rel="modulepreload" crossorigin href="/assets/app-Ab12Cd34.js">';
    const shell = await (await site.api('/', { headers: { cookie: 'rv.session_token=abc.def' } })).text();
    expect(shell).toContain(preload);
    expect(shell.indexOf(preload)).toBeLessThan(shell.indexOf('</head>'));
    expect(await (await site.api('/faqs')).text()).not.toContain(preload);
  });

  it('renders a policy page with an outside document in the browser, not from our prerendered text', async () => {
    const html = await (await site.api('/terms')).text();
    expect(html).not.toContain('<h1>Terms of Use</h1>');
    expect(html).toContain(frame(FRAME_LOADING.en));
    expect(html).toContain('<meta name="rv-policy-terms" content="https://docs.example.com/terms">');
  });

  it('does not serve the prerendered files under their own path, nor the server-side entry', async () => {
    expect(await (await site.api('/prerendered/faqs.html')).text()).not.toContain('%RV_ORIGIN%');
    expect(await (await site.api('/prerendered/app-frame.en.html')).text()).not.toBe(frame(FRAME_LOADING.en));
    const entry = await site.api('/server-render/entry-server.js');
    expect(entry.status).toBe(404);
    expect(await entry.text()).not.toContain('server code');
  });

  it('revalidates HTML with an ETag: unchanged pages answer 304 with no body', async () => {
    const first = await site.api('/faqs');
    const etag = first.headers.get('etag');
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect(etag).toMatch(/^"[\w-]{22}"$/);
    expect(first.headers.get('vary')).toMatch(/Accept-Encoding/);
    expect(first.headers.get('vary')).toMatch(/Cookie/);
    const again = await site.api('/faqs', { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
    // The shell is another document: another ETag, so a visitor who signs in never keeps the visitor's page.
    const shell = await site.api('/faqs', { headers: { cookie: 'rv.session_token=abc', 'if-none-match': etag! } });
    expect(shell.status).toBe(200);
    expect(shell.headers.get('etag')).not.toBe(etag);
  });

  it('compresses HTML with Brotli or gzip, as the client accepts', async () => {
    const raw = (encoding: string) => rawGet(site.url, '/faqs', { 'accept-encoding': encoding });
    const br = await raw('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toContain('Frequently Asked Questions');
    const gz = await raw('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toContain('Frequently Asked Questions');
    const plain = await raw('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toContain('Frequently Asked Questions');
    expect((await raw('br;q=0, gzip')).headers['content-encoding']).toBe('gzip');
  });

  it('sends hashed assets precompressed, cached for a year', async () => {
    const br = await rawGet(site.url, '/assets/app-Ab12Cd34.js', { 'accept-encoding': 'br, gzip' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(brotliDecompressSync(br.body).toString()).toBe(assetBody);
    const gz = await rawGet(site.url, '/assets/app-Ab12Cd34.js', { 'accept-encoding': 'gzip' });
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(assetBody);
  });
});

/** A GET that leaves the body as sent (fetch would decode it), to see the encoding on the wire. */
function rawGet(
  base: string,
  pathname: string,
  headers: Record<string, string>,
): Promise<{ headers: Record<string, string | string[] | undefined>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = httpGet(new URL(pathname, base), { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
      res.on('error', reject);
    });
    req.on('error', reject);
  });
}
