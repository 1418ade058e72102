import { sql } from 'drizzle-orm';
import type { Language } from '#core/i18n/languages';
import { queryRows, type Database } from '../db/client';

/** The plan fields a purchase or a refund changes, and where its email goes, in which language. */
export interface PlanHolder {
  plan_type: number;
  plan_ends: Date | string | null;
  credits: number;
  email: string;
  first_name: string | null;
  language: Language;
}

/**
 * The user's plan, locked for the rest of the transaction (FOR UPDATE), so a payment and a refund of the same
 * renter arriving together apply one after the other. Undefined when the account is gone.
 */
export async function lockPlanHolder(tx: Database, userId: string): Promise<PlanHolder | undefined> {
  const [holder] = await queryRows<PlanHolder>(
    tx,
    sql`select plan_type, plan_ends, credits, email, first_name, language from users where id = ${userId} for update`,
  );
  return holder;
}
