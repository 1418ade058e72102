import { isIP } from 'node:net';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context } from 'hono';

/**
 * The entry of a comma-separated forwarded header (X-Forwarded-For, -Host, -Proto) written by the outermost of
 * `hops` trusted proxies: each proxy appends what it saw, so the entries a client can write come first and the
 * trusted ones last. `hops` = 1 takes the rightmost entry, 2 the one before it, and so on; a header with fewer
 * entries than hops gives its leftmost (the request passed fewer proxies). Undefined without hops or header.
 */
export function forwardedEntry(value: string | undefined, hops: number): string | undefined {
  if (hops < 1 || !value) return undefined;
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  if (entries.length === 0) return undefined;
  return entries[Math.max(0, entries.length - hops)];
}

/** The socket's remote address ('unknown' when the runtime has none). */
function socketAddress(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown';
  }
}

/**
 * The caller's IP. With `hops` trusted proxies in front (TRUST_PROXY), the X-Forwarded-For entry the outermost
 * of them wrote (see forwardedEntry), never the client's own leftmost entries; without (0), the socket's address.
 * An entry that is not an IP address falls back to the socket's address (the proxy's), so junk in the header
 * cannot make up a fresh rate-limit subject.
 */
export function clientIp(c: Context, hops: number): string {
  const forwarded = forwardedEntry(c.req.header('x-forwarded-for'), hops);
  if (forwarded && isIP(forwarded)) return forwarded;
  return socketAddress(c);
}

/**
 * The request's headers for better-auth (which records the session's IP from X-Forwarded-For): that header
 * replaced by the address clientIp resolved, so the same hop rule applies there.
 */
export function headersWithClientIp(c: Context, hops: number): Headers {
  const headers = new Headers(c.req.raw.headers);
  headers.set('x-forwarded-for', clientIp(c, hops));
  return headers;
}
