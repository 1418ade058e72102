import { and, eq } from 'drizzle-orm';
import { LETTER_MESSAGES } from '#core/messages';
import type { Database } from '../db/client';
import { letters, users } from '../db/schema';
import { AppError } from '../errors';
import { enqueueEmail, type OutgoingEmail } from '../jobs/outbox';
import { isReportId } from '../reports/get-report';

// "Email it to me": the letter as the renter edited it, to their own address only, through the outbox (sent and retried
// like every other email). The route holds it to the mail rate limit (docs/product.md#editing-copying-and-emailing).

/** The email: a short note, then the letter to copy from. Plain text only: the letter is the renter's own words. */
export function letterEmail(options: {
  to: string;
  firstName: string | null;
  subject: string;
  text: string;
  reportLink: string;
}): OutgoingEmail {
  const first = options.firstName?.trim() || 'there';
  return {
    kind: 'letter',
    to: options.to,
    subject: `Your negotiation letter: ${options.subject || 'RentValue'}`.slice(0, 250),
    text: [
      `Hi ${first},`,
      '',
      'Here is the negotiation letter you wrote on RentValue, ready to copy into your email or print.',
      `The report it comes from: ${options.reportLink}`,
      '',
      '----------',
      options.subject ? `Subject: ${options.subject}\n` : '',
      options.text,
      '----------',
    ].join('\n'),
  };
}

export async function emailLetter(options: {
  db: Database;
  reportId: string;
  letterId: string;
  userId: string;
  subject: string;
  text: string;
  reportLink: string;
}): Promise<void> {
  const { db } = options;
  if (!isReportId(options.reportId) || !isReportId(options.letterId))
    throw new AppError('NOT_FOUND', LETTER_MESSAGES.letterNotFound);
  const [owned] = await db
    .select({ email: users.email, firstName: users.firstName })
    .from(letters)
    .innerJoin(users, eq(users.id, letters.userId))
    .where(
      and(
        eq(letters.id, options.letterId),
        eq(letters.transactionId, options.reportId),
        eq(letters.userId, options.userId),
      ),
    );
  if (!owned) throw new AppError('NOT_FOUND', LETTER_MESSAGES.letterNotFound);
  await enqueueEmail(
    db,
    letterEmail({
      to: owned.email,
      firstName: owned.firstName,
      subject: options.subject,
      text: options.text,
      reportLink: options.reportLink,
    }),
  );
}
