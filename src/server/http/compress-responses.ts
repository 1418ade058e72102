import type { MiddlewareHandler } from 'hono';
import { COMPRESSIBLE_CONTENT_TYPE_REGEX, compress } from 'hono/compress';

const THRESHOLD_BYTES = 1024;
const VARY_ACCEPT_ENCODING = /(?:^|,)\s*accept-encoding\s*(?:,|$)/i;
const NO_TRANSFORM = /(?:^|,)\s*?no-transform\s*?(?:,|$)/i;

/** The answers Hono's compress considers (and marks `Vary: Accept-Encoding`), whether or not it then compresses. */
function compressible(res: Response, method: string): boolean {
  const length = res.headers.get('Content-Length');
  const type = res.headers.get('Content-Type');
  return (
    res.status !== 206 &&
    !res.headers.has('Content-Encoding') &&
    !res.headers.has('Transfer-Encoding') &&
    method !== 'HEAD' &&
    !(length && Number(length) < THRESHOLD_BYTES) &&
    Boolean(type && COMPRESSIBLE_CONTENT_TYPE_REGEX.test(type)) &&
    !NO_TRANSFORM.test(res.headers.get('Cache-Control') ?? '')
  );
}

/**
 * Hono's compress, the same answers, without its costly step (decision 065): it adds `Vary: Accept-Encoding` with
 * c.header() after the answer is made, which turns a finished answer into a streamed copy, so the Node adapter wrote
 * every JSON answer chunk by chunk, even one it did not compress. Here the Vary goes onto the answer's own headers
 * first; compress finds it there and only compresses (for a client that accepts gzip or deflate).
 */
export function compressResponses(): MiddlewareHandler {
  const gzip = compress({ threshold: THRESHOLD_BYTES });
  return (c, next) =>
    gzip(c, async () => {
      await next();
      const vary = c.res.headers.get('Vary');
      if (vary === '*' || (vary && VARY_ACCEPT_ENCODING.test(vary)) || !compressible(c.res, c.req.method)) return;
      c.res.headers.set('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
    });
}
