import { pathInLanguage, type Language } from '#core/i18n/languages';
import { eq, sql } from 'drizzle-orm';
import type { ReportForm } from '#core/report/report-form';
import type { Valuation } from '#core/valuation/valuation';
import type { Database } from '../db/client';
import { transactions, users } from '../db/schema';
import { enqueueEmail } from '../jobs/outbox';
import type { WrittenEvaluation } from '../providers/ai/evaluation-writer-port';
import { reportEmail } from './report-email';
import type { ReportReservation } from './reserve-report';
import { reportAddress } from './report-subject';
import { RunSweptError, runningRow } from './report-run-row';

export interface ReportCompletion {
  userId: string;
  form: ReportForm;
  reservation: ReportReservation;
  valuation: Valuation;
  evaluation: WrittenEvaluation;
  /** The report's own page, for the email. */
  link: string;
}

/** A link to one of our pages, to the page in this language (the report email's, in the account's language). */
function linkInLanguage(link: string, language: Language): string {
  const url = new URL(link);
  url.pathname = pathInLanguage(url.pathname, language);
  return url.toString();
}

/**
 * The run's "completing" stage, in one transaction: the evaluation goes on the row and it is complete; the user's
 * report count goes up; a report without a Value Score (fewer than 4 usable comparables) costs nothing, so its credit
 * goes back; a charged report queues its email. Only a row still running completes: one the sweep already failed
 * (credit returned) stays failed (RunSweptError). Resolves true when the report was charged (an email is queued).
 */
export async function completeReportRun(db: Database, completion: ReportCompletion): Promise<boolean> {
  const { userId, form, reservation, valuation, evaluation } = completion;
  const charged = reservation.creditUsed && valuation.status === 'scored';
  await db.transaction(async (tx) => {
    const [completed] = await tx
      .update(transactions)
      .set({
        aiEvaluationSummary: evaluation.text,
        evaluationSource: evaluation.source,
        status: 'complete',
        creditUsed: charged,
      })
      .where(runningRow(reservation.id))
      .returning({ id: transactions.id });
    if (!completed) throw new RunSweptError('the sweep failed this run before it completed');
    const [profile] = await tx
      .update(users)
      .set({
        reportCount: sql`${users.reportCount} + 1`,
        ...(reservation.creditUsed && !charged ? { credits: sql`${users.credits} + 1` } : {}),
      })
      .where(eq(users.id, userId))
      .returning({ email: users.email, firstName: users.firstName, language: users.language });
    if (charged && profile) {
      await enqueueEmail(
        tx,
        reportEmail({
          to: profile.email,
          firstName: profile.firstName,
          link: linkInLanguage(completion.link, profile.language),
          language: profile.language,
          figures: {
            address: reportAddress(form),
            rent: form.rentAmount,
            valueScore: valuation.value_score,
            marketPrice: valuation.market_price,
            minPrice: valuation.min_price,
            maxPrice: valuation.max_price,
            compsUsed: valuation.comp_count,
          },
        }),
      );
    }
  });
  return charged;
}
