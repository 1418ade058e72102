import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client';
import { appSettings } from '../db/schema';

/**
 * A secret generated once and kept in the database, so every instance over the same database signs and checks
 * alike and restarts keep sessions valid. AUTH_SECRET in the environment takes precedence.
 */
export async function getOrCreateSecret(db: Database, key: string): Promise<string> {
  await db
    .insert(appSettings)
    .values({ key, value: randomBytes(32).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select({ value: appSettings.value }).from(appSettings).where(eq(appSettings.key, key));
  if (!row) throw new Error(`app setting ${key} could not be read back`);
  return row.value;
}
