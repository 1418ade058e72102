import { and, desc, eq } from 'drizzle-orm';
import { HISTORY_LIMIT } from '../../core/constants';
import type { Database } from '../db/client';
import { transactions } from '../db/schema';

export interface HistoryItem {
  id: string;
  streetAddress: string;
  url: string | null;
  bedrooms: string;
  bathrooms: string;
  /** Whole dollars. */
  rent: number;
  valueScore: number | null;
  createdAt: string;
}

/** The renter's latest finished reports, newest first (SPEC §7 history: limit 10), only their own. */
export async function listHistory(db: Database, userId: string, limit = HISTORY_LIMIT): Promise<HistoryItem[]> {
  const rows = await db
    .select({
      id: transactions.id,
      streetAddress: transactions.streetAddress,
      url: transactions.url,
      bedrooms: transactions.bedrooms,
      bathrooms: transactions.bathrooms,
      rent: transactions.rent,
      valueScore: transactions.valueScore,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.status, 'complete')))
    .orderBy(desc(transactions.createdAt))
    .limit(limit);
  return rows.map((r) => ({ ...r, rent: Math.round(r.rent / 100), createdAt: r.createdAt.toISOString() }));
}
