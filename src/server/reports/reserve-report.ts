import type { Language } from '#core/i18n/languages';
import { sql } from 'drizzle-orm';
import { getPlanStatus } from '#core/account/plan-status';
import { PLAN_MESSAGES, REPORT_MESSAGES } from '#core/messages';
import type { ReportForm } from '#core/report/report-form';
import { queryRows, type Database } from '../db/client';
import { transactions } from '../db/schema';
import { AppError } from '../errors';
import { nextStepColumns } from './report-next-step';

export interface ReportReservation {
  id: string;
  /** True when the run took one of the user's credits (given back if it fails or finds too little data). */
  creditUsed: boolean;
  /** The language the evaluation is written in: the page the renter asked from (decision 074). */
  language: Language;
}

/**
 * The Reserve stage of a report run (docs/product.md#run-stages), made safe (docs/architecture.md#how-a-request-flows): in one
 * database transaction, check the plan, take a credit where the plan uses credits, and insert the transaction row. The
 * credit is taken by `credits = credits - 1 WHERE credits > 0`, so two requests racing for the last credit cannot both
 * win, and the CHECK constraint keeps credits from ever going below 0.
 */
export async function reserveReport(options: {
  db: Database;
  userId: string;
  form: ReportForm;
  language?: Language;
  now?: Date;
}): Promise<ReportReservation> {
  const { db, userId, form } = options;
  const language = options.language ?? 'en';
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [profile] = await queryRows<{ plan_type: number; plan_ends: Date | string | null; credits: number }>(
      tx,
      sql`select plan_type, plan_ends, credits from users where id = ${userId} for update`,
    );
    if (!profile) throw new AppError('UNAUTHENTICATED', REPORT_MESSAGES.sessionUnavailable);
    const status = getPlanStatus(profile, now);
    let creditUsed = false;
    if (status !== 'ACTIVE_UNLIMITED') {
      // An expired 30/60-day plan with credits left runs on them (decision 056); INACTIVE_EXPIRED means none are.
      const taken =
        status === 'INACTIVE_EXPIRED'
          ? []
          : await queryRows<{ credits: number }>(
              tx,
              sql`update users set credits = credits - 1, updated_at = now()
                  where id = ${userId} and credits > 0 returning credits`,
            );
      if (taken.length === 0) throw new AppError('PLAN_REQUIRED', PLAN_MESSAGES.planRequired);
      creditUsed = true;
    }
    const [row] = await tx
      .insert(transactions)
      .values({
        userId,
        url: form.propertyUrl,
        streetAddress: form.streetAddress,
        city: form.city,
        state: form.state,
        zipCode: form.zipCode,
        rent: Math.round(form.rentAmount * 100),
        bedrooms: form.bedrooms,
        bathrooms: form.baths,
        sqft: Math.round(form.sqFt),
        buildingType: form.buildingType,
        qualityLevel: form.qualityLevel,
        amenitiesLevel: form.amenitiesLevel,
        ...nextStepColumns(form),
        status: 'running',
        creditUsed,
        language,
      })
      .returning({ id: transactions.id });
    return { id: row!.id, creditUsed, language };
  });
}
