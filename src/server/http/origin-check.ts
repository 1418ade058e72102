import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import { SERVER_MESSAGES } from './server-messages';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Refuses state-changing requests that a browser sent from another site: the Origin must be ours
 * (PUBLIC_URL's, or the request's own host), and Sec-Fetch-Site must not say cross-site. Requests without
 * either header come from non-browser clients, which carry no ambient cookies of ours to abuse.
 */
export function originCheck(publicUrl: string | undefined): MiddlewareHandler {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  return async (c, next) => {
    if (!SAFE_METHODS.has(c.req.method)) {
      const origin = c.req.header('origin');
      const own = configured ?? new URL(c.req.url).origin;
      const fetchSite = c.req.header('sec-fetch-site');
      if ((origin && origin !== own) || fetchSite === 'cross-site') {
        throw new AppError('FORBIDDEN', SERVER_MESSAGES.notFromPage);
      }
    }
    await next();
  };
}
