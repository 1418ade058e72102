import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../db/client';

// `npm run listings:stats`: what the listings table holds, to check an import landed where expected.

export interface ListingsStats {
  total: number;
  bySource: { source: string; rows: number }[];
  byState: { state: string; rows: number }[];
  byBedrooms: { bedrooms: number; rows: number }[];
  /** ISO date-times of the oldest and newest listing, null when the table is empty. */
  listedFrom: string | null;
  listedTo: string | null;
  /** Median monthly rent in dollars, null when the table is empty. */
  medianRent: number | null;
}

export async function listingsStats(db: Database): Promise<ListingsStats> {
  const [totals] = await queryRows<{
    total: string | number;
    first: string | null;
    last: string | null;
    median: string | number | null;
  }>(
    db,
    sql`select count(*) as total,
          to_char(min(listed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as first,
          to_char(max(listed_at) at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') as last,
          percentile_cont(0.5) within group (order by rent) / 100.0 as median
        from listings`,
  );
  const bySource = await queryRows<{ source: string; rows: string | number }>(
    db,
    sql`select source, count(*) as rows from listings group by source order by count(*) desc, source`,
  );
  const byState = await queryRows<{ state: string | null; rows: string | number }>(
    db,
    sql`select state, count(*) as rows from listings group by state order by count(*) desc, state`,
  );
  const byBedrooms = await queryRows<{ bedrooms: number; rows: string | number }>(
    db,
    sql`select bedrooms, count(*) as rows from listings group by bedrooms order by bedrooms`,
  );
  return {
    total: Number(totals?.total ?? 0),
    bySource: bySource.map((r) => ({ source: r.source, rows: Number(r.rows) })),
    byState: byState.map((r) => ({ state: r.state ?? '(none)', rows: Number(r.rows) })),
    byBedrooms: byBedrooms.map((r) => ({ bedrooms: Number(r.bedrooms), rows: Number(r.rows) })),
    listedFrom: totals?.first ?? null,
    listedTo: totals?.last ?? null,
    medianRent: totals?.median === null || totals?.median === undefined ? null : Math.round(Number(totals.median)),
  };
}
