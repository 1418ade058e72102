import { and, desc, eq } from 'drizzle-orm';
import type { PurchaseItem } from '#core/api/billing';
import { getPurchaseTier } from '#core/constants';
import { isRefundable, refundDeadline } from '#core/account/purchase-refund';
import type { Database } from '../db/client';
import { purchases } from '../db/schema';

function toItem(row: typeof purchases.$inferSelect, now: Date): PurchaseItem {
  return {
    id: row.id,
    tier: row.tier,
    name: getPurchaseTier(row.tier)?.name ?? `Tier ${row.tier}`,
    amountCents: row.amountCents,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    refundable: isRefundable(row, now),
    refundBy: row.paidAt ? refundDeadline(row.paidAt).toISOString() : null,
  };
}

/** The renter's paid and refunded purchases, newest first (checkouts never finished are left out). */
export async function listPurchases(db: Database, userId: string, now = new Date()): Promise<PurchaseItem[]> {
  const rows = await db
    .select()
    .from(purchases)
    .where(eq(purchases.userId, userId))
    .orderBy(desc(purchases.createdAt))
    .limit(100);
  return rows.filter((row) => row.status === 'paid' || row.status === 'refunded').map((row) => toItem(row, now));
}

/** One of the renter's purchases by its checkout session id: the research page waits on it after checkout. */
export async function purchaseBySession(
  db: Database,
  userId: string,
  sessionId: string,
  now = new Date(),
): Promise<PurchaseItem | null> {
  const [row] = await db
    .select()
    .from(purchases)
    .where(and(eq(purchases.providerSessionId, sessionId), eq(purchases.userId, userId)));
  return row ? toItem(row, now) : null;
}
