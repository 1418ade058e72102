import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { users } from '../db/schema';

/** The renter's first name from the profile, or null. */
export async function getProfileName(db: Database, userId: string): Promise<string | null> {
  const [row] = await db.select({ firstName: users.firstName }).from(users).where(eq(users.id, userId));
  return row?.firstName ?? null;
}
