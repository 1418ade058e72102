import { eq } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import { authErrorCode } from '../auth/auth-errors';
import type { Database } from '../db/client';
import { authUser } from '../db/schema';
import { AppError } from '../errors';

export const WRONG_PASSWORD_MESSAGE = 'That password is not right, so your account was not deleted.';

/**
 * Deletes the account after checking the password: the login, its sessions, the profile, reports and comps go
 * (foreign keys cascade); logs and contact messages keep their rows without the user.
 */
export async function deleteAccount(options: { auth: Auth; db: Database; userId: string; password: string; headers: Headers }) {
  try {
    await options.auth.api.verifyPassword({ body: { password: options.password }, headers: options.headers });
  } catch (error) {
    if (authErrorCode(error)) throw new AppError('UNAUTHENTICATED', WRONG_PASSWORD_MESSAGE);
    throw error;
  }
  await options.db.delete(authUser).where(eq(authUser.id, options.userId));
}
