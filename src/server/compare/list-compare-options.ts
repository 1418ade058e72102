import { and, count, desc, eq } from 'drizzle-orm';
import { joinAddress } from '#core/address/address-text';
import type { Database } from '../db/client';
import { transactions } from '../db/schema';
import { displayScore } from '#core/valuation/value-score';
import type { CompareOptions } from '#core/api/compare';

/**
 * The selector lists this many of the newest reports (docs/product.md#selecting-properties), not the whole history: a
 * renter on an unlimited pass can have hundreds, and a list longer than this is not something anyone ticks through.
 */
const COMPARE_OPTIONS_LIMIT = 100;

/**
 * The renter's finished reports for the selector, newest first, with how many there are in all
 * (docs/product.md#selecting-properties).
 */
export async function listCompareOptions(
  db: Database,
  userId: string,
  limit = COMPARE_OPTIONS_LIMIT,
): Promise<CompareOptions> {
  const own = and(eq(transactions.userId, userId), eq(transactions.status, 'complete'));
  const [totals, rows] = await Promise.all([
    db.select({ total: count() }).from(transactions).where(own),
    db
      .select({
        id: transactions.id,
        streetAddress: transactions.streetAddress,
        city: transactions.city,
        state: transactions.state,
        zipCode: transactions.zipCode,
        rent: transactions.rent,
        bedrooms: transactions.bedrooms,
        bathrooms: transactions.bathrooms,
        sqft: transactions.sqft,
        valueScore: transactions.valueScore,
        createdAt: transactions.createdAt,
      })
      .from(transactions)
      .where(own)
      .orderBy(desc(transactions.createdAt), desc(transactions.id))
      .limit(limit),
  ]);
  return {
    total: totals[0]?.total ?? 0,
    items: rows.map((row) => ({
      id: row.id,
      address: joinAddress({ street: row.streetAddress, city: row.city, state: row.state, zip: row.zipCode }),
      streetAddress: row.streetAddress,
      rent: row.rent / 100,
      bedrooms: row.bedrooms,
      bathrooms: row.bathrooms,
      sqft: row.sqft,
      displayScore: row.valueScore === null ? null : displayScore(row.valueScore),
      createdAt: row.createdAt.toISOString(),
    })),
  };
}
