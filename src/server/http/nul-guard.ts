import type { MiddlewareHandler } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

// U+0000 cannot be stored in a PostgreSQL text column: a query carrying one fails, and the request answered 500.
// No one types it in a form, so one guard in front of every API route refuses it with a 400 (decision 050), before
// any route, validator or database sees it. Form text keeps its own cleaning (core/primitives/clean-text) for everything else.

export const NUL_CHARACTER_MESSAGE = 'The request contains a NUL character (U+0000), which no field accepts.';

/** `%00` in the path or query string: decoded, it is U+0000 (`%2500` is a percent sign followed by "00"). */
const ENCODED_NUL = /%00/i;
/** The JSON escape \u0000, when its backslash is not itself escaped (`\\u0000` is a backslash and the text u0000). */
const ESCAPED_NUL = /(?:^|[^\\])(?:\\\\)*\\u0000/;
const JSON_TYPE = /^application\/([a-z0-9.+-]+\+)?json\s*(;|$)/i;

/** Whether JSON text holds U+0000 in any string, key or value. */
export function jsonHasNul(text: string): boolean {
  // U+0000 itself is not valid JSON either, but the validator's 400 for that would not say why.
  return text.includes('\u0000') || ESCAPED_NUL.test(text);
}

/** Whether a request URL (path and query, still percent-encoded) decodes to a U+0000 anywhere. */
export function urlHasNul(url: string): boolean {
  return ENCODED_NUL.test(url);
}

/**
 * Refuses a request whose URL or JSON body holds U+0000 with 400 VALIDATION. The body is read as text, which Hono
 * keeps for the route (its JSON validator and raw-body readers get the same text). `except`: paths whose body is not
 * user text (the Stripe webhook: signed by Stripe, only its ids are stored).
 */
export function rejectNulCharacters(options: { except?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  const except = new Set(options.except ?? []);
  return async (c, next) => {
    if (except.has(c.req.path)) return next();
    if (urlHasNul(c.req.url)) throw new AppError('VALIDATION', NUL_CHARACTER_MESSAGE);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      if (jsonHasNul(await c.req.text())) throw new AppError('VALIDATION', NUL_CHARACTER_MESSAGE);
    }
    return next();
  };
}
