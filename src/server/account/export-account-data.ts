import { asc, eq, inArray } from 'drizzle-orm';
import { ACCOUNT_DELETION } from '#core/account/account-deletion';
import type { Database } from '../db/client';
import { comps, contactMessages, letters, purchases, transactions } from '../db/schema';
import { getProfile } from './get-profile';

/** Everything we hold about a renter, as one JSON document they can download (money in cents). */
export async function exportAccountData(db: Database, userId: string) {
  const profile = await getProfile(db, userId);
  const reports = await db
    .select()
    .from(transactions)
    .where(eq(transactions.userId, userId))
    .orderBy(asc(transactions.createdAt));
  const reportIds = reports.map((r) => r.id);
  const reportComps = reportIds.length
    ? await db.select().from(comps).where(inArray(comps.transactionId, reportIds)).orderBy(asc(comps.id))
    : [];
  return {
    exportedAt: new Date().toISOString(),
    note: 'All money amounts are in US cents.',
    profile,
    reports: reports.map(({ shareToken: _shareToken, ...report }) => ({
      ...report,
      comps: reportComps
        .filter((comp) => comp.transactionId === report.id)
        .map(({ transactionId: _t, ...comp }) => comp),
    })),
    purchases: await db.select().from(purchases).where(eq(purchases.userId, userId)),
    contactMessages: await db.select().from(contactMessages).where(eq(contactMessages.userId, userId)),
    // The negotiation letters as written (their report's id says which report), as the export promises.
    letters: await db.select().from(letters).where(eq(letters.userId, userId)).orderBy(asc(letters.createdAt)),
    onDeletion: { deleted: [...ACCOUNT_DELETION.deleted], kept: [...ACCOUNT_DELETION.kept] },
  };
}
