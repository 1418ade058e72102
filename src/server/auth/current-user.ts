import type { Context } from 'hono';
import { AppError } from '../errors';
import type { AppEnv } from '../http/app-env';
import type { RequestUser } from './request-user';

/** The signed-in user of this request (from the session cookie), or null; looked up once per request. */
export async function getCurrentUser(c: Context<AppEnv>): Promise<RequestUser | null> {
  const cached = c.get('sessionUser');
  if (cached !== undefined) return cached;
  const user = await c.get('deps').services.sessions(c);
  c.set('sessionUser', user);
  return user;
}

export const SIGN_IN_REQUIRED_MESSAGE = 'Please log in to continue.';

/** The signed-in user, or a 401 that the web app turns into a trip to /login. */
export async function requireUser(c: Context<AppEnv>): Promise<RequestUser> {
  const user = await getCurrentUser(c);
  if (!user) throw new AppError('UNAUTHENTICATED', SIGN_IN_REQUIRED_MESSAGE);
  return user;
}

/** Copies better-auth's Set-Cookie headers (session created or cleared) onto our answer. */
export function forwardCookies(c: Context, headers: Headers | null | undefined): void {
  for (const cookie of headers?.getSetCookie() ?? []) c.header('Set-Cookie', cookie, { append: true });
}
