import type { Database } from './client';

/**
 * A query built once per database handle instead of on every call: Drizzle's SQL building (column lists, casing,
 * parameters) was a large share of a report read's CPU (decision 065). `build` returns the query's `.prepare(name)`;
 * on PostgreSQL the name also makes each connection parse and plan it once. Never for a transaction's `tx`.
 */
export function preparedPerDatabase<Q>(build: (db: Database) => Q): (db: Database) => Q {
  const byDatabase = new WeakMap<Database, Q>();
  return (db) => {
    let query = byDatabase.get(db);
    if (query === undefined) {
      query = build(db);
      byDatabase.set(db, query);
    }
    return query;
  };
}
