import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import { authErrorCode } from '../auth/auth-errors';
import type { Database } from '../db/client';
import { authUser, purchases, users } from '../db/schema';
import { AppError } from '../errors';
import { purchaseEmailHash } from './purchase-email-hash';

export const WRONG_PASSWORD_MESSAGE = 'That password is not right, so your account was not deleted.';

/**
 * Deletes the account after checking the password: the login, its sessions, the profile, reports and comps go
 * (foreign keys cascade); logs and contact messages keep their rows without the user. Purchases and refunds are money
 * records kept for the accounts' legal retention (decision 056): in the same transaction they get a keyed hash of the
 * buyer's email, and the deletion sets their user_id to null (ON DELETE SET NULL), so nothing in them names the person.
 */
export async function deleteAccount(options: {
  auth: Auth;
  db: Database;
  userId: string;
  password: string;
  headers: Headers;
}) {
  try {
    await options.auth.api.verifyPassword({ body: { password: options.password }, headers: options.headers });
  } catch (error) {
    if (authErrorCode(error)) throw new AppError('UNAUTHENTICATED', WRONG_PASSWORD_MESSAGE);
    throw error;
  }
  const { db, userId } = options;
  const [profile] = await db.select({ email: users.email }).from(users).where(eq(users.id, userId));
  const [login] = await db.select({ email: authUser.email }).from(authUser).where(eq(authUser.id, userId));
  const email = profile?.email ?? login?.email;
  const emailHash = email ? await purchaseEmailHash(db, email) : null;
  await db.transaction(async (tx) => {
    await tx.update(purchases).set({ emailHash }).where(eq(purchases.userId, userId));
    await tx.delete(authUser).where(eq(authUser.id, userId));
  });
}
