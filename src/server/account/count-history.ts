import { and, count, eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { transactions } from '../db/schema';

/**
 * The exact number of the renter's finished reports: the same rows the history lists show (the Count of
 * docs/product.md#history-and-dashboard).
 */
export async function countHistory(db: Database, userId: string): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.status, 'complete')));
  return row?.count ?? 0;
}
