// Which errors mean "the database cannot be reached right now" (an outage, a restart, a closed embedded database),
// as opposed to a bug: those answer 503 with Retry-After instead of 500 (decision 050).

/** Socket errors of a PostgreSQL connection (node-postgres passes Node's codes through). */
const SOCKET_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ECONNABORTED',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EAI_AGAIN',
  'EHOSTUNREACH',
  'ENETUNREACH',
]);
/**
 * SQLSTATEs: class 08 (connection exception), 57P01 admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now
 * (starting up, shutting down, recovery).
 */
const SQLSTATE_UNAVAILABLE = /^(08[0-9A-Z]{3}|57P0[123])$/;
/** Errors the drivers raise without a code: node-postgres' pool and client, and PGlite once closed. */
const MESSAGES = [
  /^PGlite is closed/,
  /^Connection terminated/,
  /^timeout exceeded when trying to connect/,
  /^Client has encountered a connection error and is not queryable/,
  /^Cannot use a pool after calling end on the pool/,
];

/** Whether an error (or any error it wraps: Drizzle's DrizzleQueryError cause, an AggregateError) is a database outage. */
export function isDatabaseUnavailable(error: unknown): boolean {
  const seen = new Set<unknown>();
  const queue: unknown[] = [error];
  while (queue.length > 0 && seen.size < 10) {
    const current = queue.shift();
    if (!(current instanceof Error) || seen.has(current)) continue;
    seen.add(current);
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && (SOCKET_CODES.has(code) || SQLSTATE_UNAVAILABLE.test(code))) return true;
    if (MESSAGES.some((pattern) => pattern.test(current.message))) return true;
    queue.push(current.cause);
    if (current instanceof AggregateError) queue.push(...(current.errors as unknown[]));
  }
  return false;
}
