import type { DashboardHistory } from '#core/api/account';
import type { Database } from '../db/client';
import { transactions } from '../db/schema';
import { listFinishedReports } from './list-history';

/**
 * The dashboard's full history is the renter's every report (docs/product.md#history-and-dashboard). We still cap one
 * answer: a renter with a 30-day pass runs a few dozen reports, so this only stops a runaway account from turning one
 * page load into an unbounded read. The answer says when the cap cut it short.
 */
export const DASHBOARD_HISTORY_CAP = 1000;

/**
 * Every finished report of the renter, newest first, with the dashboard's fields
 * (docs/product.md#history-and-dashboard).
 */
export async function listDashboardHistory(
  db: Database,
  userId: string,
  cap = DASHBOARD_HISTORY_CAP,
): Promise<DashboardHistory> {
  // One row past the cap tells us whether the cap cut the list.
  const rows = await listFinishedReports(db, userId, cap + 1, {
    sqft: transactions.sqft,
    qualityLevel: transactions.qualityLevel,
    city: transactions.city,
    state: transactions.state,
    zipCode: transactions.zipCode,
  });
  return {
    items: rows.slice(0, cap),
    capped: rows.length > cap,
  };
}
