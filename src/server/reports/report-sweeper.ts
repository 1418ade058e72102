import { sql } from 'drizzle-orm';
import type { Logger } from 'pino';
import { REPORT_MESSAGES } from '#core/messages';
import { queryRows, type Database } from '../db/client';
import { PeriodicJob } from '../jobs/periodic-job';
import { failReportRun } from './fail-report-run';

export interface ReportSweeperOptions {
  /** REPORT_SWEEP_INTERVAL_MS: how often to sweep after the sweep at start-up. */
  intervalMs: number;
  /** The longest a run can possibly take (core/report/report-run-budget): rows older than this are failed. */
  olderThanMs: number;
}

/** Rows failed per query: a long outage's backlog goes in several short passes of one sweep. */
const BATCH = 100;

/**
 * Fails report runs that can no longer finish (docs/decisions/053-report-sweep-and-drain.md): a row still pending or
 * running longer than the longest possible run belongs to a run that died with its process (a crash, `kill -9`) or
 * lost its database mid-run. Each is failed through failReportRun, the path every failed run takes: marked failed,
 * its credit given back, one error_log row. At start-up and every `intervalMs`; safe with several instances and
 * with a run that ends late, because failReportRun acts only on a row it finds still open under its row lock, and
 * passes over a row another sweep holds (`for update skip locked`).
 */
export class ReportSweeper {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    private readonly logger: Logger,
    private readonly options: ReportSweeperOptions,
  ) {
    this.job = new PeriodicJob('report sweep', logger, options.intervalMs, () => this.sweep());
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One sweep: fails every run older than the longest possible run; resolves how many this call failed. */
  async sweep(): Promise<number> {
    let failed = 0;
    const seen = new Set<string>();
    for (;;) {
      // The database's clock, so that instances with different clocks agree on a row's age.
      const rows = await queryRows<{ id: string; user_id: string; status: string; age_ms: number }>(
        this.db,
        sql`select id, user_id, status, (extract(epoch from now() - created_at) * 1000)::float8 as age_ms
            from transactions
            where status in ('pending', 'running')
              and created_at < now() - make_interval(secs => ${this.options.olderThanMs / 1000})
            order by created_at
            limit ${BATCH}`,
      );
      const fresh = rows.filter((row) => !seen.has(row.id));
      if (fresh.length === 0) return failed;
      for (const row of fresh) {
        seen.add(row.id);
        const message = `report run still ${row.status} after ${Math.round(row.age_ms / 1000)} s (longest possible: ${Math.round(this.options.olderThanMs / 1000)} s); failed by the sweep`;
        const done = await failReportRun(this.db, this.logger, {
          transactionId: row.id,
          userId: row.user_id,
          answer: REPORT_MESSAGES.runStopped,
          message,
          context: {
            page: '/research',
            stage: null,
            sweep: true,
            ageMs: Math.round(row.age_ms),
            limitMs: this.options.olderThanMs,
          },
          requestId: null,
          logWhenSettled: false,
          skipLocked: true,
        });
        if (done) {
          failed++;
          this.logger.warn(
            { transactionId: row.id, userId: row.user_id, ageMs: Math.round(row.age_ms) },
            'report run swept: failed, credit returned',
          );
        }
      }
      if (rows.length < BATCH) return failed;
    }
  }
}
