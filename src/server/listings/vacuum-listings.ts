import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * After an import: VACUUM marks the new rows all-visible, so the comparable search is an index-only scan that never
 * visits the table (until then PostgreSQL checks each row in the table, one page per row); ANALYZE gives the planner
 * the new table size. Plain VACUUM takes no lock that blocks searches or writes. PostgreSQL's autovacuum would get
 * there too, later; PGlite has none.
 */
export async function vacuumListings(db: Database): Promise<void> {
  await db.execute(sql`vacuum (analyze) listings`);
}
