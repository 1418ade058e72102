import { and, desc, eq } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { HistoryItem } from '#core/api/account';
import { HISTORY_LIMIT } from '#core/constants';
import type { Database } from '../db/client';
import { transactions } from '../db/schema';

/**
 * The renter's finished reports, newest first, only their own: the history fields, any extra columns (between
 * valueScore and createdAt), rent in whole dollars and createdAt as ISO text. At most `limit` rows.
 */
export async function listFinishedReports<Extra extends Record<string, PgColumn>>(
  db: Database,
  userId: string,
  limit: number,
  extra: Extra,
) {
  const rows = await db
    .select({
      id: transactions.id,
      streetAddress: transactions.streetAddress,
      url: transactions.url,
      bedrooms: transactions.bedrooms,
      bathrooms: transactions.bathrooms,
      rent: transactions.rent,
      valueScore: transactions.valueScore,
      renewalCurrentRent: transactions.renewalCurrentRent,
      ...extra,
      createdAt: transactions.createdAt,
    })
    .from(transactions)
    .where(and(eq(transactions.userId, userId), eq(transactions.status, 'complete')))
    .orderBy(desc(transactions.createdAt))
    .limit(limit);
  return rows.map(toHistoryRow);
}

/**
 * A row as the API answers it: rent in whole dollars, createdAt as ISO text, and whether it is a renewal check (a
 * stored current rent of at least a cent, as the report view reads it: decision 072).
 */
function toHistoryRow<Row extends { rent: number; renewalCurrentRent: number | null; createdAt: Date }>(
  r: Row,
): Omit<Row, 'rent' | 'renewalCurrentRent' | 'createdAt'> & { rent: number; renewal: boolean; createdAt: string } {
  const { renewalCurrentRent, rent: _rent, createdAt: _createdAt, ...rest } = r;
  return {
    ...rest,
    rent: Math.round(r.rent / 100),
    renewal: renewalCurrentRent !== null && renewalCurrentRent >= 1,
    createdAt: r.createdAt.toISOString(),
  };
}

/** The renter's latest 10 finished reports, newest first (docs/product.md#history-and-dashboard), only their own. */
export async function listHistory(db: Database, userId: string, limit = HISTORY_LIMIT): Promise<HistoryItem[]> {
  return listFinishedReports(db, userId, limit, {});
}
