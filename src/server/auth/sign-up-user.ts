import type { SessionUser } from '#core/api/auth';
import type { Language } from '#core/i18n/languages';
import { eq } from 'drizzle-orm';
import type { SignupForm } from '#core/account/auth-forms';
import { signupCredits } from '#core/constants';
import { AUTH_MESSAGES } from '#core/messages';
import type { Database } from '../db/client';
import { authUser, users } from '../db/schema';
import { AppError } from '../errors';
import type { Auth } from './auth';
import { authErrorCode } from './auth-errors';

const EMAIL_TAKEN_MESSAGE =
  'An account with this email address already exists. Please log in, or reset your password if you forgot it.';

/** Whether a login exists for this email (better-auth stores it lower-cased). */
async function emailTaken(db: Database, email: string): Promise<boolean> {
  const [row] = await db
    .select({ id: authUser.id })
    .from(authUser)
    .where(eq(authUser.email, email.toLowerCase()))
    .limit(1);
  return Boolean(row);
}

/**
 * Creates the account (better-auth: password hash, session) and the renter's profile (docs/product.md#data-model): 1
 * credit, or 0 when the visitor came to buy (purchase intent); plan_type 0; report_count 0.
 */
export async function signUpUser(options: {
  auth: Auth;
  db: Database;
  form: SignupForm;
  hasPurchaseIntent: boolean;
  /** The language of the page the renter signed up on (Accept-Language): the account's setting from then on. */
  language: Language;
}): Promise<{ user: SessionUser; headers: Headers }> {
  const { auth, db, form } = options;
  let result;
  try {
    result = await auth.api.signUpEmail({
      body: { email: form.email, password: form.password, name: `${form.firstName} ${form.lastName}` },
      returnHeaders: true,
    });
  } catch (error) {
    const code = authErrorCode(error);
    if (code?.startsWith('USER_ALREADY_EXISTS')) throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
    // Two sign-ups with one email at once (a double submit, two tabs) both pass better-auth's "is it taken?" check; the
    // slower insert then hits the unique email index, which better-auth reports as FAILED_TO_CREATE_USER. Found by the
    // fuzz test (tests/integration/auth-fuzz-findings.test.ts): it answered 500. The email is taken: the same 409.
    if (code === 'FAILED_TO_CREATE_USER' && (await emailTaken(db, form.email)))
      throw new AppError('CONFLICT', EMAIL_TAKEN_MESSAGE);
    throw error;
  }
  const created = result.response?.user;
  if (!created) throw new AppError('INTERNAL', AUTH_MESSAGES.signupNoUser);
  try {
    await db.insert(users).values({
      id: created.id,
      email: created.email,
      firstName: form.firstName,
      lastName: form.lastName,
      city: form.city,
      state: form.state,
      credits: signupCredits(options.hasPurchaseIntent),
      paidPlan: false,
      optOut: form.optOut,
      planType: 0,
      reportCount: 0,
      language: options.language,
    });
  } catch (error) {
    // No half-made accounts: without its profile the login is removed again.
    await db.delete(authUser).where(eq(authUser.id, created.id));
    throw error;
  }
  return {
    user: { id: created.id, email: created.email, firstName: form.firstName, language: options.language },
    headers: result.headers,
  };
}
