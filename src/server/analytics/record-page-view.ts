import type { Database } from '../db/client';
import { pageViews } from '../db/schema';

/** Stores one page view: the path and the time, nothing that identifies the visitor. */
export async function recordPageView(db: Database, path: string): Promise<void> {
  await db.insert(pageViews).values({ path });
}
