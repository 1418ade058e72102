import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { DAY_MS } from '#core/primitives/time';

export interface PageViewReport {
  /** First and last day covered (UTC, YYYY-MM-DD), today included. */
  from: string;
  to: string;
  days: number;
  total: number;
  /** Views per day and path: newest day first, then the busiest path. */
  byDay: { day: string; path: string; views: number }[];
  /** Views per path over the whole window, busiest first. */
  byPath: { path: string; views: number }[];
}

function utcDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

/** First-party page views of the last `days` days (UTC days, today included), by path and day. */
export async function pageViewReport(db: Database, options: { days: number; now?: Date }): Promise<PageViewReport> {
  const now = options.now ?? new Date();
  const from = utcDay(new Date(now.getTime() - (options.days - 1) * DAY_MS));
  const since = new Date(`${from}T00:00:00.000Z`);
  // page_views_viewed_at_idx serves the window; the grouping is over that slice only.
  const byDay = await queryRows<{ day: string; path: string; views: number }>(
    db,
    sql`select to_char(viewed_at at time zone 'UTC', 'YYYY-MM-DD') as day, path, count(*)::int as views
        from page_views where viewed_at >= ${since.toISOString()}
        group by 1, 2 order by 1 desc, 3 desc, 2`,
  );
  const totals = new Map<string, number>();
  for (const row of byDay) totals.set(row.path, (totals.get(row.path) ?? 0) + row.views);
  const byPath = [...totals]
    .map(([path, views]) => ({ path, views }))
    .sort((a, b) => b.views - a.views || a.path.localeCompare(b.path));
  return {
    from,
    to: utcDay(now),
    days: options.days,
    total: byPath.reduce((sum, row) => sum + row.views, 0),
    byDay,
    byPath,
  };
}
