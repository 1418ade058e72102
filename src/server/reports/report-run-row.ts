import { sql } from 'drizzle-orm';
import { transactions } from '../db/schema';

/**
 * Thrown inside a run that finds its row no longer `running`: the sweep failed it (it outlived the longest possible
 * run) and gave the credit back, so the run stops without writing anything or touching the credit again.
 */
export class RunSweptError extends Error {
  override name = 'RunSweptError';
}

/** The run's row, only while it is still running (not failed by the sweep meanwhile). */
export function runningRow(id: string) {
  return sql`${transactions.id} = ${id} and ${transactions.status} = 'running'`;
}
