import { and, eq, like, or, sql } from 'drizzle-orm';
import type { Auth } from '../auth/auth';
import { authErrorCode } from '../auth/auth-errors';
import type { Database } from '../db/client';
import {
  authUser,
  authVerification,
  contactMessages,
  errorLog,
  outbox,
  purchases,
  rateLimits,
  users,
} from '../db/schema';
import { AppError } from '../errors';
import { purchaseEmailHash } from './purchase-email-hash';

export const WRONG_PASSWORD_MESSAGE = 'That password is not right, so your account was not deleted.';

/**
 * Deletes the account after checking the password, in one transaction (core/account/account-deletion.ts says it to
 * the renter): the login, its sessions, the profile, reports, comps and letters go (foreign keys cascade); so do the
 * emails to the account's address in the outbox (sent or not: they hold the report's address, rent and first name,
 * or a letter's text), its contact messages (by account or by address), its password reset links, the error logs of
 * its reports and the rate-limit counters keyed by its email or its id (`report:user:<id>`). The team's copy of each
 * contact message goes too (in the outbox to the support address: it quotes the message and the sender's address).
 * Purchases and refunds are money records kept for the accounts' legal retention (decision 056): they get a keyed
 * hash of the buyer's email, lose the pages the checkout returned to (a research page's address can hold the home's),
 * and the deletion sets their user_id to null (ON DELETE SET NULL), so nothing in them names the person. Answers the
 * ids of the outbox rows deleted, so that the mailer forgets its copies of them too (file mail's `.eml` files).
 */
export async function deleteAccount(options: {
  auth: Auth;
  db: Database;
  userId: string;
  password: string;
  headers: Headers;
}): Promise<{ address: string | null; emailIds: string[] }> {
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
  const address = email ? email.toLowerCase() : null;
  const emailIds: string[] = [];
  await db.transaction(async (tx) => {
    await tx
      .update(purchases)
      .set({ emailHash, successPath: null, cancelPath: null })
      .where(eq(purchases.userId, userId));
    const theirContactMessages = address
      ? or(eq(contactMessages.userId, userId), sql`lower(${contactMessages.email}) = ${address}`)
      : eq(contactMessages.userId, userId);
    const messageIds = (
      await tx.delete(contactMessages).where(theirContactMessages).returning({ id: contactMessages.id })
    ).map((row) => row.id);
    // The team's copies of those messages name them by id (contact/contact-email.ts), and the account by its id.
    const contactCopies = or(
      sql`strpos(${outbox.textBody}, ${`Account: ${userId}\n`}) > 0`,
      ...messageIds.map((id) => sql`strpos(${outbox.textBody}, ${`Message id: ${id}\n`}) > 0`),
    );
    const theirEmails = address
      ? or(sql`lower(${outbox.toAddress}) = ${address}`, and(eq(outbox.kind, 'contact'), contactCopies))
      : and(eq(outbox.kind, 'contact'), contactCopies);
    emailIds.push(...(await tx.delete(outbox).where(theirEmails).returning({ id: outbox.id })).map((row) => row.id));
    // Counter keys end in their subject, lower-cased: `sign-in:email:rita@example.com`, `report:user:<id>`.
    await tx
      .delete(rateLimits)
      .where(
        or(
          sql`strpos(${rateLimits.key}, ${`:${userId.toLowerCase()}`}) > 0`,
          ...(address ? [sql`strpos(${rateLimits.key}, ${address}) > 0`] : []),
        ),
      );
    // better-auth's reset links: identifier `reset-password:<token>`, value the user's id.
    await tx
      .delete(authVerification)
      .where(and(like(authVerification.identifier, 'reset-password:%'), eq(authVerification.value, userId)));
    await tx.delete(errorLog).where(eq(errorLog.userId, userId));
    await tx.delete(authUser).where(eq(authUser.id, userId));
  });
  return { address, emailIds };
}
