import { Hono, type Context } from 'hono';
import type { AppEnv } from '../http/app-env';
import { forwardedEntry } from '../http/client-ip';
import { robotsTxt, sitemapXml } from './seo-files';

const CACHE = 'public, max-age=3600';
const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin the sitemap's URLs are absolute on: PUBLIC_URL when set, else the origin the request came to (behind
 * TRUST_PROXY proxies, the X-Forwarded-Proto/Host entries the outermost one wrote), since the address the server
 * listens on is often not the public one. A malformed Host falls back to the server's own origin.
 */
function siteOrigin(c: Context<AppEnv>): string {
  const { config, services } = c.get('deps');
  if (config.PUBLIC_URL) return services.publicOrigin();
  const forwarded = (name: string) => forwardedEntry(c.req.header(name), config.TRUST_PROXY);
  const url = new URL(c.req.url);
  const host = forwarded('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  const proto = forwarded('x-forwarded-proto') ?? url.protocol.replace(':', '');
  if (!HOST.test(host) || (proto !== 'http' && proto !== 'https')) return services.publicOrigin();
  return `${proto}://${host}`;
}

/** GET /sitemap.xml (the public, indexable pages) and GET /robots.txt (the noindex routes disallowed). */
export const seoRoutes = new Hono<AppEnv>()
  .get('/sitemap.xml', (c) => {
    c.header('Cache-Control', CACHE);
    return c.body(sitemapXml(siteOrigin(c)), 200, { 'Content-Type': 'application/xml; charset=utf-8' });
  })
  .get('/robots.txt', (c) => {
    c.header('Cache-Control', CACHE);
    return c.text(robotsTxt(siteOrigin(c)));
  });
