import { redactSecretPath } from '#core/site/secret-urls';
import type { Database } from '../db/client';
import { pageViews } from '../db/schema';

/**
 * Stores one page view: the path and the time, nothing that identifies the visitor. A secret in the path (a shared
 * report's token) is stored as its route parameter, `/report/shared/:token`, whoever sent it.
 */
export async function recordPageView(db: Database, path: string): Promise<void> {
  await db.insert(pageViews).values({ path: redactSecretPath(path) });
}
