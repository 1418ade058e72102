import { and, asc, eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Database } from '../db/client';
import { preparedPerDatabase } from '../db/prepared';
import { comps, transactions } from '../db/schema';
import { AppError } from '../errors';
import { REPORT_MESSAGES } from '#core/messages';
import type { ReportView } from '#core/api/reports';
import { ReportScoringCache } from './report-scoring-cache';
import { reportScoring, toReportView } from './to-report-view';

const uuid = z.uuid();

/** Report ids are UUIDs; anything else is a report that does not exist (never a database error). */
export function isReportId(id: string): boolean {
  return uuid.safeParse(id).success;
}

function notFound(): AppError {
  return new AppError('NOT_FOUND', REPORT_MESSAGES.reportNotFound);
}

// A report read is two queries; both are built once (decision 065).
const ownReport = preparedPerDatabase((db) =>
  db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.id, sql.placeholder('id')),
        eq(transactions.userId, sql.placeholder('userId')),
        eq(transactions.status, 'complete'),
      ),
    )
    .prepare('own_report'),
);
const reportComps = preparedPerDatabase((db) =>
  db
    .select()
    .from(comps)
    .where(eq(comps.transactionId, sql.placeholder('transactionId')))
    .orderBy(asc(comps.id))
    .prepare('report_comps'),
);

/** Complete reports only: their scoring never changes (report-scoring-cache.ts). */
const scorings = new ReportScoringCache();

async function viewOf(db: Database, row: typeof transactions.$inferSelect, lookbackDays: number, owner: boolean) {
  let scoring = scorings.get(row.id);
  if (!scoring) {
    scoring = reportScoring(row, await reportComps(db).execute({ transactionId: row.id }));
    scorings.set(row.id, scoring);
  }
  return toReportView({ row, scoring, lookbackDays, owner });
}

/**
 * A complete report, only for its owner: anyone else, signed in or not, gets the same 404 as for an id that does
 * not exist, so ids reveal nothing (docs/architecture.md#principles; docs/product.md#access-and-page-states).
 */
export async function getOwnReport(options: {
  db: Database;
  id: string;
  userId: string;
  lookbackDays: number;
}): Promise<ReportView> {
  const { db, id, userId } = options;
  if (!isReportId(id)) throw notFound();
  const [row] = await ownReport(db).execute({ id, userId });
  if (!row) throw notFound();
  return viewOf(db, row, options.lookbackDays, true);
}

/** A report through its share link: read-only, for anyone holding the token, until the owner revokes it. */
export async function getSharedReport(options: {
  db: Database;
  token: string;
  lookbackDays: number;
}): Promise<ReportView> {
  const { db, token } = options;
  if (!/^[A-Za-z0-9_-]{20,100}$/.test(token)) throw notFound();
  const [row] = await db
    .select()
    .from(transactions)
    .where(and(eq(transactions.shareToken, token), eq(transactions.status, 'complete')));
  if (!row) throw notFound();
  return viewOf(db, row, options.lookbackDays, false);
}
