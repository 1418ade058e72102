import type { MiddlewareHandler } from 'hono';
import type { Logger } from 'pino';

/** One JSON line per request with its id, status and duration (no bodies, no cookies, no query secrets). */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { requestId: c.get('requestId'), method: c.req.method, path: c.req.path, status, ms };
    if (status >= 500) logger.error(line, 'request');
    else if (c.req.path.startsWith('/api/')) logger.info(line, 'request');
    else logger.debug(line, 'request');
  };
}
