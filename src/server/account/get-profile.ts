import { eq } from 'drizzle-orm';
import type { Profile } from '#core/api/account';
import { PROFILE_MESSAGES } from '#core/messages';
import type { Database } from '../db/client';
import { users } from '../db/schema';
import { AppError } from '../errors';

/** The signed-in renter's profile (the `users` row of docs/product.md#data-model). */
export async function getProfile(db: Database, userId: string): Promise<Profile> {
  const [row] = await db.select().from(users).where(eq(users.id, userId));
  if (!row) throw new AppError('NOT_FOUND', PROFILE_MESSAGES.loadProfileFailed);
  return {
    id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    city: row.city,
    state: row.state,
    credits: row.credits,
    paidPlan: row.paidPlan,
    optOut: row.optOut,
    planType: row.planType,
    planEnds: row.planEnds ? row.planEnds.toISOString() : null,
    reportCount: row.reportCount,
    language: row.language,
  };
}
