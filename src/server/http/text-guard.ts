import type { MiddlewareHandler } from 'hono';
import { isStorableText, storableText } from '#core/primitives/clean-text';
import { unreadableTextMessage } from '#core/messages';
import { AppError } from '../errors';
import type { AppEnv } from './app-env';

// Text PostgreSQL cannot store: U+0000, and a lone UTF-16 surrogate (half of an emoji; JSON can carry one as an
// escape such as "\ud800", UTF-8 cannot encode it). A query carrying either fails, and the request answered 500 (a
// report run even held its credit until the sweep). No one types them in a form, so one guard in front of every API
// route refuses them with a 400 (decisions 050 and 072), before any route, validator or database sees them. Form
// text keeps its own cleaning (core/primitives/clean-text) for everything else.

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

/** A JSON escape of a surrogate (\ud800–\udfff): only then can a parsed string hold a lone one. */
const ESCAPED_SURROGATE = /\\u[dD][89a-fA-F][0-9a-fA-F]{2}/;

/**
 * The key path of the first string (or key) in JSON text that is not well-formed UTF-16, e.g. `city` or
 * `fees.parking`; undefined when every string is well formed, or the text is not JSON (the route's validator says so).
 */
export function unreadableTextPath(text: string): string | undefined {
  if (!ESCAPED_SURROGATE.test(text)) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const visit = (node: unknown, path: string[]): string[] | undefined => {
    if (typeof node === 'string') return isStorableText(node) ? undefined : path;
    if (node === null || typeof node !== 'object') return undefined;
    for (const [key, item] of Object.entries(node)) {
      if (!isStorableText(key)) return [...path, storableText(key)];
      const found = visit(item, [...path, key]);
      if (found) return found;
    }
    return undefined;
  };
  return visit(value, [])?.join('.');
}

/** Whether a request URL (path and query, still percent-encoded) decodes to a U+0000 anywhere. */
export function urlHasNul(url: string): boolean {
  return ENCODED_NUL.test(url);
}

/**
 * Refuses a request whose URL or JSON body holds U+0000, or whose JSON body holds a lone surrogate (naming the
 * field), with 400 VALIDATION. The body is read as text, which Hono
 * keeps for the route (its JSON validator and raw-body readers get the same text). `except`: paths whose body is not
 * user text (the Stripe webhook: signed by Stripe, only its ids are stored).
 */
export function rejectUnstorableText(options: { except?: readonly string[] } = {}): MiddlewareHandler<AppEnv> {
  const except = new Set(options.except ?? []);
  return async (c, next) => {
    if (except.has(c.req.path)) return next();
    if (urlHasNul(c.req.url)) throw new AppError('VALIDATION', NUL_CHARACTER_MESSAGE);
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD' && JSON_TYPE.test(c.req.header('content-type') ?? '')) {
      const text = await c.req.text();
      if (jsonHasNul(text)) throw new AppError('VALIDATION', NUL_CHARACTER_MESSAGE);
      const path = unreadableTextPath(text);
      if (path !== undefined) {
        const field = path.split('.')[0] ?? null;
        throw new AppError('VALIDATION', unreadableTextMessage(field || null), { field });
      }
    }
    return next();
  };
}
