import type { Context } from 'hono';
import type { Me } from '#core/api/auth';
import type { AppEnv } from '../http/app-env';
import { getCurrentUser } from './current-user';
import { sessionUser } from './session-user';

/** Who is signed in, as `GET /api/me` answers it (and a server-rendered page seeds it): the user, or null. */
export async function meView(c: Context<AppEnv>): Promise<Me> {
  const user = await getCurrentUser(c);
  if (!user) return { user: null };
  return { user: await sessionUser(c.get('deps').database.db, user) };
}
