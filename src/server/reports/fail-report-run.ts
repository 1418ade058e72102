import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Database } from '../db/client';
import { errorLog, transactions, users } from '../db/schema';
import { redactErrorText } from '../redact-error';

export interface ReportRunFailure {
  transactionId: string;
  userId: string;
  /** Stored on the row as its error (shown to the renter). */
  answer: string;
  /** error_log's message: what went wrong inside. */
  message: string;
  /** error_log's context. */
  context: Record<string, unknown>;
  requestId: string | null;
  /**
   * Write error_log even when the row is no longer pending or running. A run's own failure is worth logging
   * whatever the row says; a sweep that lost the race to another sweep (or to the run's end) logs nothing.
   */
  logWhenSettled: boolean;
  /**
   * Pass over a row another transaction holds (`skip locked`, the sweep's way, as every background job's): that
   * transaction — another sweep, or the run itself ending — settles it. A run's own failure waits for the lock.
   */
  skipLocked?: boolean;
}

/**
 * The one way a report run ends in failure, for the run itself (run-report.ts) and for the sweep (report-sweeper.ts):
 * in one transaction, lock the row; if it is still pending or running, mark it failed and give back the credit it
 * took (credit_used, then false); write error_log. The row lock and the status check make it once-only: a second
 * sweep passes over the locked row or finds it settled, and a run ending while it is being swept finds it failed;
 * neither returns a credit again. Resolves true when this call failed the row; never throws (a failure to record is
 * logged).
 */
export async function failReportRun(db: Database, logger: Logger, failure: ReportRunFailure): Promise<boolean> {
  try {
    return await db.transaction(async (tx) => {
      const [row] = await queryRows<{ status: string; credit_used: boolean }>(
        tx,
        sql`select status, credit_used from transactions where id = ${failure.transactionId}
            for update ${failure.skipLocked ? sql`skip locked` : sql``}`,
      );
      const open = row !== undefined && (row.status === 'running' || row.status === 'pending');
      if (open) {
        await tx
          .update(transactions)
          .set({ status: 'failed', error: failure.answer, creditUsed: false })
          .where(eq(transactions.id, failure.transactionId));
        if (row.credit_used) {
          await tx
            .update(users)
            .set({ credits: sql`${users.credits} + 1` })
            .where(eq(users.id, failure.userId));
        }
      }
      if (open || failure.logWhenSettled) {
        await tx.insert(errorLog).values({
          userId: failure.userId,
          transactionId: failure.transactionId,
          errorMessage: redactErrorText(failure.message).slice(0, 2000),
          context: failure.context,
          requestId: failure.requestId,
        });
      }
      return open;
    });
  } catch (error) {
    logger.error({ err: error, transactionId: failure.transactionId }, 'could not record a failed report run');
    return false;
  }
}
