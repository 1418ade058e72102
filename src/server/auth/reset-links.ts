import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';

/**
 * Keeps only the newest `keep` password reset links of the account with this email working (better-auth stores each
 * as an auth_verification row, identifier `reset-password:<token>`, value the user's id); older ones are deleted, so
 * their emailed links answer "invalid or expired". Nothing happens for an email with no account.
 */
export async function retireOldResetLinks(db: Database, email: string, keep: number): Promise<void> {
  await db.execute(sql`
    with account as (select id from auth_user where lower(email) = lower(${email})),
         links as (
           select v.id, row_number() over (order by v.created_at desc, v.id desc) as newest
           from auth_verification v, account
           where v.identifier like 'reset-password:%' and v.value = account.id
         )
    delete from auth_verification where id in (select id from links where newest > ${keep})`);
}
