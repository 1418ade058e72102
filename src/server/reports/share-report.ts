import { randomBytes } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { REPORT_MESSAGES } from '#core/messages';
import type { Database } from '../db/client';
import { transactions } from '../db/schema';
import { AppError } from '../errors';
import { isReportId } from './get-report';

/**
 * Turns a report's share link on or off. Only the owner can. On: the link already made stays (links already sent
 * keep working, e.g. after a second tab or the letter's "include a link" turns it on again); without one, a new
 * random token (192 bits). Off forgets the token, so sharing again after revoking makes a new link and never
 * revives the old one.
 */
export async function setReportSharing(options: {
  db: Database;
  id: string;
  userId: string;
  shared: boolean;
}): Promise<{ token: string | null }> {
  if (!isReportId(options.id)) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
  const fresh = options.shared ? randomBytes(24).toString('base64url') : null;
  const updated = await options.db
    .update(transactions)
    .set({ shareToken: fresh === null ? null : sql`coalesce(${transactions.shareToken}, ${fresh})` })
    .where(
      and(
        eq(transactions.id, options.id),
        eq(transactions.userId, options.userId),
        eq(transactions.status, 'complete'),
      ),
    )
    .returning({ token: transactions.shareToken });
  const [row] = updated;
  if (!row) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
  return { token: row.token };
}
