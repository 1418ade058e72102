import { and, eq, inArray } from 'drizzle-orm';
import { orderByIds } from '#core/compare/compare-selection';
import type { Database } from '../db/client';
import { transactions } from '../db/schema';
import { isReportId } from '../reports/get-report';

export type ComparedRow = typeof transactions.$inferSelect;

/**
 * The signed-in renter's finished reports for these ids, in their order (docs/product.md#selecting-properties). An id
 * that does not exist, is not a report id, is unfinished or is someone else's is simply left out, the same way for
 * each, so a list of ids never tells whether another renter's report exists (docs/architecture.md#principles, closed by default).
 */
export async function loadComparedReports(options: {
  db: Database;
  userId: string;
  ids: readonly string[];
}): Promise<ComparedRow[]> {
  // The database answers ids in lower case; ordering compares text, so the ids asked for are lowered to match.
  const ids = options.ids.map((id) => id.toLowerCase()).filter(isReportId);
  if (ids.length === 0) return [];
  const rows = await options.db
    .select()
    .from(transactions)
    .where(
      and(inArray(transactions.id, ids), eq(transactions.userId, options.userId), eq(transactions.status, 'complete')),
    );
  return orderByIds(rows, ids);
}
