import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '#server/config';
import { ALLOW_STAND_INS } from '../helpers/production-server';
import { sharedTestServer, startTestServer, type TestServer } from '../helpers/test-server';

// The public pages that search engines should find (docs/product.md#search-engines): every static page except the
// noindex ones (login, the policies), the signed-in account page and the two password pages.
const PUBLIC_PAGES = [
  '/',
  '/signup',
  '/research',
  '/compare',
  '/apply',
  '/learn-more',
  '/contact',
  '/about',
  '/faqs',
  '/tenant-rights',
  '/affordability-calculator',
  '/how-to',
  '/renters-checklist',
];
const DISALLOWED = [
  '/report/',
  '/checkout/',
  '/login',
  '/terms',
  '/disclaimer',
  '/privacy',
  '/cookies',
  '/account',
  '/update-password',
  '/api/',
];
/** Each page's Spanish twin lives under /es/ (the home at /es/); the same pages are listed and disallowed there. */
const inSpanish = (p: string) => (p === '/' ? '/es/' : `/es${p}`);
const DISALLOWED_BOTH = [...DISALLOWED, ...DISALLOWED.filter((p) => p !== '/api/').map(inSpanish)];

function locs(xml: string): string[] {
  return [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('GET /sitemap.xml', () => {
  it('lists the public indexable pages as absolute URLs on the origin asked for', async () => {
    const res = await server.api('/sitemap.xml');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^application\/xml/);
    expect(res.headers.get('cache-control')).toBe('public, max-age=3600');
    const xml = await res.text();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
      ),
    ).toBe(true);
    expect(locs(xml)).toEqual(PUBLIC_PAGES.flatMap((p) => [`${server.url}${p}`, `${server.url}${inSpanish(p)}`]));
  });

  it('names each page in English and Spanish for every entry of either language', async () => {
    const xml = await (await server.api('/sitemap.xml')).text();
    const faqs = [...xml.matchAll(/<url><loc>[^<]*\/faqs<\/loc>(.*?)<\/url>/g)].map((m) => m[1]);
    expect(faqs).toHaveLength(2);
    for (const alternates of faqs)
      expect(alternates).toBe(
        `<xhtml:link rel="alternate" hreflang="en" href="${server.url}/faqs"/>` +
          `<xhtml:link rel="alternate" hreflang="es" href="${server.url}/es/faqs"/>`,
      );
  });

  it('never lists a noindex, private or dynamic page', async () => {
    const xml = await (await server.api('/sitemap.xml')).text();
    for (const loc of locs(xml)) {
      const pathname = new URL(loc).pathname;
      expect(
        DISALLOWED_BOTH.some((d) => pathname.startsWith(d)),
        pathname,
      ).toBe(false);
      expect(pathname).not.toContain(':');
    }
  });
});

describe('GET /robots.txt', () => {
  it('disallows the noindex routes and points to the sitemap', async () => {
    const res = await server.api('/robots.txt');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^text\/plain/);
    const text = await res.text();
    const lines = text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(
      lines
        .filter((l) => l.startsWith('Disallow: '))
        .map((l) => l.slice('Disallow: '.length))
        .sort(),
    ).toEqual([...DISALLOWED_BOTH].sort());
    expect(lines).toContain(`Sitemap: ${server.url}/sitemap.xml`);
    // The public pages stay crawlable.
    expect(lines).not.toContain('Disallow: /');
  });
});

describe('the public origin', () => {
  it('uses PUBLIC_URL when it is set, whatever the request says', async () => {
    const site = await startTestServer({ PUBLIC_URL: 'https://rent.example.com/' });
    try {
      const xml = await (await site.api('/sitemap.xml')).text();
      expect(locs(xml)[0]).toBe('https://rent.example.com/');
      expect(locs(xml)).toContain('https://rent.example.com/faqs');
      expect(await (await site.api('/robots.txt')).text()).toContain('Sitemap: https://rent.example.com/sitemap.xml');
    } finally {
      await site.close();
    }
  });

  it("follows a trusted proxy's forwarded host and scheme, and ignores them otherwise", async () => {
    const headers = { 'x-forwarded-host': 'rentvalue.example.org', 'x-forwarded-proto': 'https' };
    expect(locs(await (await server.api('/sitemap.xml', { headers })).text())[0]).toBe(`${server.url}/`);
    // The shared server runs behind one trusted proxy (TRUST_PROXY=1), without a PUBLIC_URL.
    const proxied = await sharedTestServer();
    expect(locs(await (await proxied.api('/sitemap.xml', { headers })).text())[0]).toBe(
      'https://rentvalue.example.org/',
    );
    // One proxy: the entries it appended (the rightmost) count, never the ones the client wrote before them.
    const appended = { 'x-forwarded-host': 'evil.example, rentvalue.example.org', 'x-forwarded-proto': 'http, https' };
    expect(locs(await (await proxied.api('/sitemap.xml', { headers: appended })).text())[0]).toBe(
      'https://rentvalue.example.org/',
    );
    // A forwarded host that is not a host name falls back to the server's own origin.
    const bad = await proxied.api('/sitemap.xml', { headers: { 'x-forwarded-host': 'evil.example/<x>' } });
    expect(locs(await bad.text())[0]).toBe(`${proxied.url}/`);
  });

  it('in production without PUBLIC_URL, never writes the request’s Host into a link', async () => {
    const production = await startTestServer({
      NODE_ENV: 'production',
      ...ALLOW_STAND_INS,
      PASSWORD_HASH_COST: '16384',
      TRUST_PROXY: '1',
    });
    try {
      const tries: Record<string, string>[] = [
        { host: 'evil.example' },
        { 'x-forwarded-host': 'evil.example', 'x-forwarded-proto': 'https' },
      ];
      for (const headers of tries) {
        const sitemap = await (await production.api('/sitemap.xml', { headers })).text();
        expect(locs(sitemap)[0]).toBe(`${production.url}/`);
        expect(sitemap).not.toContain('evil.example');
        const page = await (await production.api('/about', { headers })).text();
        expect(page).not.toContain('evil.example');
      }
    } finally {
      await production.close();
    }
  });
});

describe('policy documents embedded from elsewhere', () => {
  let dist: string;
  beforeAll(() => {
    dist = mkdtempSync(path.join(tmpdir(), 'rv-dist-'));
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html><head><title>RentValue</title></head><body></body></html>',
    );
  });
  afterAll(() => rmSync(dist, { recursive: true, force: true }));

  it('frames nothing and adds no policy meta by default', async () => {
    const site = await startTestServer({ WEB_DIST_DIR: dist });
    try {
      const res = await site.api('/terms');
      expect(await res.text()).not.toContain('rv-policy-');
      expect(res.headers.get('content-security-policy')).toContain("frame-src 'none'");
    } finally {
      await site.close();
    }
  });

  it('hands each configured URL to the web app and allows its origin in frame-src', async () => {
    const site = await startTestServer({
      WEB_DIST_DIR: dist,
      TERMS_EMBED_URL: 'https://docs.example.com/rentvalue/terms?v=1&lang=en',
      PRIVACY_EMBED_URL: 'https://docs.example.com/rentvalue/privacy',
      COOKIES_EMBED_URL: 'https://cookies.example.net/policy',
    });
    try {
      const res = await site.api('/terms');
      const html = await res.text();
      expect(html).toContain(
        '<meta name="rv-policy-terms" content="https://docs.example.com/rentvalue/terms?v=1&#38;lang=en">',
      );
      expect(html).toContain('<meta name="rv-policy-privacy" content="https://docs.example.com/rentvalue/privacy">');
      expect(html).toContain('<meta name="rv-policy-cookies" content="https://cookies.example.net/policy">');
      expect(html).not.toContain('rv-policy-disclaimer');
      const frameSrc = /frame-src ([^;]*)/.exec(res.headers.get('content-security-policy') ?? '')?.[1];
      expect(frameSrc).toBe('https://docs.example.com https://cookies.example.net');
      // The policy pages stay out of search results.
      expect(res.headers.get('x-robots-tag')).toBe('noindex');
    } finally {
      await site.close();
    }
  });

  it('refuses an embed URL that is not http(s)', () => {
    expect(() => loadConfig({ TERMS_EMBED_URL: 'javascript:alert(1)' })).toThrow(ConfigError);
    expect(() => loadConfig({ COOKIES_EMBED_URL: 'not a url' })).toThrow(/COOKIES_EMBED_URL/);
  });
});
