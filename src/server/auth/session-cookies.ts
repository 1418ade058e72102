import type { Context } from 'hono';
import { deleteCookie, getCookie } from 'hono/cookie';

/** The prefix of better-auth's cookie names (auth.ts sets it; session-lookup.ts reads the token's name back from it). */
export const AUTH_COOKIE_PREFIX = 'rv';

/** better-auth's cookies under our prefix, plain and, over HTTPS, with the __Secure- prefix. */
const SESSION_TOKEN_COOKIES = [
  `${AUTH_COOKIE_PREFIX}.session_token`,
  `__Secure-${AUTH_COOKIE_PREFIX}.session_token`,
] as const;
const SESSION_COOKIES = [
  ...SESSION_TOKEN_COOKIES,
  `${AUTH_COOKIE_PREFIX}.session_data`,
  `__Secure-${AUTH_COOKIE_PREFIX}.session_data`,
] as const;

/** True when the request carries a session token (valid or not: only the auth routes can tell). */
export function hasSessionCookie(c: Context): boolean {
  return SESSION_TOKEN_COOKIES.some((name) => Boolean(getCookie(c, name)));
}

/** Tells the browser to forget every session cookie (signing out, a deleted account). */
export function clearSessionCookies(c: Context): void {
  for (const name of SESSION_COOKIES) {
    deleteCookie(c, name, { path: '/', ...(name.startsWith('__Secure-') ? { secure: true } : {}) });
  }
}
