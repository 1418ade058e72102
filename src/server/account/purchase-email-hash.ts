import { createHmac } from 'node:crypto';
import type { Database } from '../db/client';
import { getOrCreateSecret } from '../settings/app-secret';

/** The app setting holding the key of the hash (generated once, shared by every instance over the database). */
const PURCHASE_EMAIL_HASH_SETTING = 'purchase_email_hash_key';

/**
 * What a deleted account's purchases keep instead of the buyer's email (decision 056): HMAC-SHA256 of the trimmed,
 * lower-cased address under a key kept in the database. The same address always gives the same hash, so the records
 * of a former buyer who writes in (a chargeback, a tax question) can be found again from the address they give; without
 * the key, a list of known addresses cannot be tried against the hashes.
 */
export async function purchaseEmailHash(db: Database, email: string): Promise<string> {
  const key = await getOrCreateSecret(db, PURCHASE_EMAIL_HASH_SETTING);
  return createHmac('sha256', key).update(email.trim().toLowerCase()).digest('hex');
}
