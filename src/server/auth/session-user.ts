import { eq } from 'drizzle-orm';
import type { SessionUser } from '#core/api/auth';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** Who is signed in as the API describes them: the login's id and email, the profile's first name and language. */
export async function sessionUser(db: Database, user: { id: string; email: string }): Promise<SessionUser> {
  const [row] = await db
    .select({ firstName: users.firstName, language: users.language })
    .from(users)
    .where(eq(users.id, user.id));
  return { id: user.id, email: user.email, firstName: row?.firstName ?? null, language: row?.language ?? 'en' };
}
