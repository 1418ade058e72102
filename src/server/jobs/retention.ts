import { sql, type SQL } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { RATE_LIMIT_MAX_WINDOW_MS } from '../http/rate-limit';
import { PeriodicJob } from './periodic-job';

export interface RetentionOptions {
  intervalMs: number;
  /** First-party page views older than this many days go. */
  pageViewsDays: number;
  /** Outbox rows sent longer ago than this many days go (pending and failed ones stay). */
  outboxSentDays: number;
}

/** Rows deleted by one run, per table. */
export interface PruneCounts {
  pageViews: number;
  rateLimits: number;
  outboxSent: number;
  sessions: number;
}

/** Rows deleted per statement: short transactions and row locks even on a large first run. */
const BATCH = 5000;

/**
 * Deletes the rows nothing needs any more, every `intervalMs` (and once at start-up): page views and sent
 * outbox rows past their configured age, rate-limit counters whose window has ended under every rule, and
 * expired sessions. Safe with several instances: each batch takes its rows with `for update skip locked`, so
 * two instances running at once delete different rows (never the same one twice, never waiting on each other),
 * and a delete of rows already gone is simply a smaller batch.
 */
export class RetentionJob {
  private readonly job: PeriodicJob;

  constructor(
    private readonly db: Database,
    logger: Logger,
    private readonly options: RetentionOptions,
  ) {
    this.job = new PeriodicJob('retention run', logger, options.intervalMs, async () => {
      const counts = await this.runOnce();
      if (Object.values(counts).some((n) => n > 0)) logger.info({ deleted: counts }, 'retention: old rows deleted');
    });
  }

  start(): void {
    this.job.start();
  }

  stop(): Promise<void> {
    return this.job.stop();
  }

  /** One pass over every table; returns how many rows each lost. */
  async runOnce(): Promise<PruneCounts> {
    const { pageViewsDays, outboxSentDays } = this.options;
    const rateLimitSeconds = RATE_LIMIT_MAX_WINDOW_MS / 1000;
    return {
      pageViews: await this.prune(
        sql`select id from page_views where viewed_at < now() - make_interval(days => ${pageViewsDays})`,
        sql`page_views`,
        sql`id`,
      ),
      rateLimits: await this.prune(
        sql`select key from rate_limits where window_started_at < now() - make_interval(secs => ${rateLimitSeconds})`,
        sql`rate_limits`,
        sql`key`,
      ),
      outboxSent: await this.prune(
        sql`select id from outbox where status = 'sent' and sent_at < now() - make_interval(days => ${outboxSentDays})`,
        sql`outbox`,
        sql`id`,
      ),
      sessions: await this.prune(sql`select id from auth_session where expires_at < now()`, sql`auth_session`, sql`id`),
    };
  }

  /** Deletes the rows `select` finds (their `key` column) from `table` in batches, until none are left. */
  private async prune(select: SQL, table: SQL, key: SQL): Promise<number> {
    let total = 0;
    for (;;) {
      // Shutting down: the rest waits for the next run (of this or another instance).
      if (!this.job.active) return total;
      const [row] = await queryRows<{ n: number }>(
        this.db,
        sql`with gone as (
              delete from ${table} where ${key} in (${select} limit ${BATCH} for update skip locked)
              returning 1)
            select count(*)::int as n from gone`,
      );
      const n = Number(row?.n ?? 0);
      total += n;
      if (n < BATCH) return total;
    }
  }
}
