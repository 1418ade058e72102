import type { Context } from 'hono';
import type { Me } from '#core/api/auth';
import type { AppEnv } from '../http/app-env';
import { getCurrentUser } from './current-user';
import { getProfileName } from './get-profile-name';

/** Who is signed in, as `GET /api/me` answers it (and a server-rendered page seeds it): the user, or null. */
export async function meView(c: Context<AppEnv>): Promise<Me> {
  const user = await getCurrentUser(c);
  if (!user) return { user: null };
  const firstName = await getProfileName(c.get('deps').database.db, user.id);
  return { user: { id: user.id, email: user.email, firstName } };
}
