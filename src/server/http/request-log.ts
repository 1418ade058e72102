import type { Context, MiddlewareHandler } from 'hono';
import { routePath } from 'hono/route';
import type { Logger } from 'pino';
import { redactSecretPath } from '#core/site/secret-urls';

/**
 * The path a log line may carry: the pattern of the route that answered (`/api/shared-reports/:token`, never the
 * token itself). Requests answered by a catch-all (the web app's pages and files, unknown API paths) have no useful
 * pattern, so their own path is written with any secret segment replaced (`/report/shared/:token`). The query string
 * is never written (the reset token and the checkout session id travel there).
 */
export function loggedPath(c: Context): string {
  const pattern = routePath(c);
  if (pattern && !pattern.includes('*')) return pattern;
  return redactSecretPath(c.req.path);
}

/** One JSON line per request with its id, status and duration (no bodies, no cookies, no query, no path secrets). */
export function requestLog(logger: Logger): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const ms = Math.round((performance.now() - started) * 10) / 10;
    const status = c.res.status;
    const line = { requestId: c.get('requestId'), method: c.req.method, path: loggedPath(c), status, ms };
    if (status >= 500) logger.error(line, 'request');
    else if (c.req.path.startsWith('/api/')) logger.info(line, 'request');
    else logger.debug(line, 'request');
  };
}
