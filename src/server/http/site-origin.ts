import type { Context } from 'hono';
import type { AppEnv } from './app-env';
import { forwardedEntry } from './client-ip';

const HOST = /^[a-z0-9.-]+(:\d{1,5})?$/i;

/**
 * The origin absolute links to our own pages are written on (sitemap, canonical links): PUBLIC_URL when set. In
 * production without it, the server's own origin: a request's Host is whatever its sender wrote, and a link written
 * from it (Host `evil.example`) would send readers and search engines elsewhere; start-up warns about the missing
 * setting. In development and tests, the origin the request came to (behind TRUST_PROXY proxies, the
 * X-Forwarded-Proto/Host entries the outermost one wrote), since the address the server listens on is often not the
 * one the browser uses. A malformed Host falls back to the server's own origin.
 */
export function siteOrigin(c: Context<AppEnv>): string {
  const { config, services } = c.get('deps');
  if (config.PUBLIC_URL || config.NODE_ENV === 'production') return services.publicOrigin();
  const forwarded = (name: string) => forwardedEntry(c.req.header(name), config.TRUST_PROXY);
  const url = new URL(c.req.url);
  const host = forwarded('x-forwarded-host') ?? c.req.header('host') ?? url.host;
  const proto = forwarded('x-forwarded-proto') ?? url.protocol.replace(':', '');
  if (!HOST.test(host) || (proto !== 'http' && proto !== 'https')) return services.publicOrigin();
  return `${proto}://${host}`;
}
