import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';

/** better-auth's cookies under our prefix "rv" (auth.ts), plain and, over HTTPS, with the __Secure- prefix. */
export const SESSION_TOKEN_COOKIES = ['rv.session_token', '__Secure-rv.session_token'] as const;
export const SESSION_COOKIES = [...SESSION_TOKEN_COOKIES, 'rv.session_data', '__Secure-rv.session_data'] as const;

/** True when the request carries a session token (valid or not: only the auth routes can tell). */
export function hasSessionCookie(c: Context): boolean {
  return SESSION_TOKEN_COOKIES.some((name) => Boolean(getCookie(c, name)));
}
