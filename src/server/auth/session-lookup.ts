import { createHmac, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { DEFAULT_LANGUAGE } from '#core/i18n/languages';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { authSession, authUser, users } from '../db/schema';
import type { Auth } from './auth';
import type { RequestUser } from './request-user';

/** The signed-in user of a request's session cookie, or null. */
export type SessionLookup = (c: Context) => Promise<RequestUser | null>;

/** The session and its user in one round trip (better-auth's own lookup takes two). */
const sessionUser = preparedPerDatabase((db) =>
  db
    .select({
      userId: authSession.userId,
      email: authUser.email,
      language: users.language,
      expiresAt: authSession.expiresAt,
    })
    .from(authSession)
    .innerJoin(authUser, eq(authUser.id, authSession.userId))
    .leftJoin(users, eq(users.id, authSession.userId))
    .where(eq(authSession.token, sql.placeholder('token')))
    .prepare('session_user'),
);

/** better-call's signed cookie: `token.base64(HMAC-SHA256(secret, token))`; the token when the signature holds. */
export function verifiedToken(cookie: string | undefined, secret: string): string | null {
  if (!cookie) return null;
  const dot = cookie.lastIndexOf('.');
  if (dot < 1) return null;
  const signature = cookie.slice(dot + 1);
  if (!/^[A-Za-z0-9+/]{43}=$/.test(signature)) return null;
  const token = cookie.slice(0, dot);
  const expected = createHmac('sha256', secret).update(token).digest();
  return timingSafeEqual(Buffer.from(signature, 'base64'), expected) ? token : null;
}

/**
 * The session lookup every signed-in request makes (decision 065). It answers what better-auth's getSession answers,
 * from the database on every request (no cache, so signing out, a password reset or a deleted account ends access
 * on the next request, on every instance), but with one query and no per-request framework work: the cookie's
 * signature is checked with node:crypto, and the session and its user come in one prepared query. A session that has
 * expired or is due for its daily refresh goes through better-auth itself, which deletes or extends it and sets the
 * cookie to match (passed on to the answer).
 */
export async function createSessionLookup(
  auth: Auth,
  db: Database,
  /** Sessions signed out while the database was away, not deleted yet (session-ender.ts): refused. */
  isEnding: (token: string) => boolean = () => false,
): Promise<SessionLookup> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const { secret } = context;
  const { expiresIn, updateAge } = context.sessionConfig;
  return async (c) => {
    const token = verifiedToken(getCookie(c, cookieName), secret);
    if (token === null || isEnding(token)) return null;
    const [row] = await sessionUser(db).execute({ token });
    if (!row) return null;
    const now = Date.now();
    const expiresAt = row.expiresAt.getTime();
    // better-auth extends a session once it is updateAge old (its expiry then lies less than expiresIn - updateAge ahead).
    if (expiresAt > now && expiresAt - expiresIn * 1000 + updateAge * 1000 > now)
      return { id: row.userId, email: row.email, language: row.language ?? DEFAULT_LANGUAGE };
    // better-auth extends the session (or deletes an expired one) and answers the cookie to match: it goes out with
    // this request's answer, or an active renter's cookie would still end 30 days after signing in.
    const { headers, response: session } = await auth.api.getSession({
      headers: c.req.raw.headers,
      returnHeaders: true,
    });
    for (const cookie of headers?.getSetCookie() ?? []) c.header('Set-Cookie', cookie, { append: true });
    return session
      ? { id: session.user.id, email: session.user.email, language: row.language ?? DEFAULT_LANGUAGE }
      : null;
  };
}
