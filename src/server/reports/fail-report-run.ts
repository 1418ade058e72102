import { eq, sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { queryRows, type Database } from '../db/client';
import { errorLog, transactions, users } from '../db/schema';
import { redactErrorText } from '../redact-error';
import { isDatabaseUnavailable } from '../http/database-outage';
import { storableText, storableValue } from '#core/primitives/clean-text';

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
 * logged). When the database is away it tries again until it is back (within about a second of recovery); when
 * only the log cannot be written, the row is settled and the credit returned without it.
 */
export async function failReportRun(db: Database, logger: Logger, failure: ReportRunFailure): Promise<boolean> {
  // Text PostgreSQL cannot store (a lone surrogate, U+0000 from a provider's answer or the form) must not make the
  // failure itself fail: the log keeps a storable copy.
  const stored = { ...failure, message: storableText(failure.message), context: storableValue(failure.context) };
  try {
    return await settle(db, stored, true);
  } catch (error) {
    if (isDatabaseUnavailable(error) && !failure.skipLocked) {
      // The database is away: the credit comes back as soon as it answers again, not at the next sweep.
      logger.warn({ transactionId: failure.transactionId }, 'report run failed during a database outage; retrying');
      retryWhenBack(db, logger, stored);
      return false;
    }
    logger.error({ err: error, transactionId: failure.transactionId }, 'could not record a failed report run');
    // Whatever the log could not take, the row is settled and the credit returned without it.
    return settle(db, stored, false).catch((again: unknown) => {
      logger.error({ err: again, transactionId: failure.transactionId }, 'could not settle a failed report run');
      return false;
    });
  }
}

/** Marks the row failed and returns its credit (once only), in one transaction; with `log`, writes error_log too. */
function settle(db: Database, failure: ReportRunFailure, log: boolean): Promise<boolean> {
  return db.transaction(async (tx) => {
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
    if (log && (open || failure.logWhenSettled)) {
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
}

/** How often a failure recorded during an outage is tried again, and for how long before the sweep takes over. */
const OUTAGE_RETRY_MS = 1_000;
const OUTAGE_RETRY_FOR_MS = 10 * 60_000;

/**
 * Tries the failure again every OUTAGE_RETRY_MS until the database answers (the credit is back within a second or
 * so of recovery), for at most ten minutes; past that the sweep settles the row as it does after a crash.
 */
function retryWhenBack(db: Database, logger: Logger, failure: ReportRunFailure): void {
  const giveUpAt = Date.now() + OUTAGE_RETRY_FOR_MS;
  const attempt = () => {
    settle(db, failure, true).then(
      () => logger.info({ transactionId: failure.transactionId }, 'failed report run settled after the outage'),
      (error: unknown) => {
        if (isDatabaseUnavailable(error) && Date.now() < giveUpAt) setTimeout(attempt, OUTAGE_RETRY_MS).unref();
        else logger.error({ err: error, transactionId: failure.transactionId }, 'could not record a failed report run');
      },
    );
  };
  setTimeout(attempt, OUTAGE_RETRY_MS).unref();
}
