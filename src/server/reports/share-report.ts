import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { REPORT_MESSAGES } from '#core/messages';
import type { Database } from '../db/client';
import { transactions } from '../db/schema';
import { AppError } from '../errors';
import { isReportId } from './get-report';

/**
 * Turns a report's share link on (a new random token, 192 bits) or off. Only the owner can; a new token replaces
 * the old one, so sharing again after revoking never revives an old link.
 */
export async function setReportSharing(options: {
  db: Database;
  id: string;
  userId: string;
  shared: boolean;
}): Promise<{ token: string | null }> {
  if (!isReportId(options.id)) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
  const token = options.shared ? randomBytes(24).toString('base64url') : null;
  const updated = await options.db
    .update(transactions)
    .set({ shareToken: token })
    .where(
      and(
        eq(transactions.id, options.id),
        eq(transactions.userId, options.userId),
        eq(transactions.status, 'complete'),
      ),
    )
    .returning({ id: transactions.id });
  if (updated.length === 0) throw new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
  return { token };
}
