import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { AppError } from '../errors';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '#core/primitives/time';
import { serverMessage } from './server-message-words';

export interface RateRule {
  /** What is counted, e.g. `sign-in:ip`. */
  name: string;
  limit: number;
  windowMs: number;
}

/** The limits on the routes an attacker would hammer (docs/architecture.md#security). */
export const RATE_RULES = {
  signInByIp: { name: 'sign-in:ip', limit: 30, windowMs: 15 * MINUTE_MS },
  /** Failed passwords for one email from one address: the only per-email limit that refuses (decision 072). */
  signInByEmailAndIp: { name: 'sign-in:email-ip', limit: 10, windowMs: 15 * MINUTE_MS },
  /** Failed passwords for one email from anywhere: past this, failures are slowed down, never refused. */
  signInByEmail: { name: 'sign-in:email', limit: 10, windowMs: 15 * MINUTE_MS },
  signUpByIp: { name: 'sign-up:ip', limit: 10, windowMs: HOUR_MS },
  resetByIp: { name: 'reset:ip', limit: 10, windowMs: HOUR_MS },
  /** Reset links sent to one email at one address's request; the links outstanding are capped apart (decision 072). */
  resetByEmailAndIp: { name: 'reset:email-ip', limit: 3, windowMs: HOUR_MS },
  captchaByIp: { name: 'captcha:ip', limit: 60, windowMs: 15 * MINUTE_MS },
  /** Report runs: generous for a renter comparing listings, tight enough to stop a script draining a pass. */
  reportByUser: { name: 'report:user', limit: 30, windowMs: 10 * MINUTE_MS },
  shareByUser: { name: 'share:user', limit: 60, windowMs: HOUR_MS },
  /** Compare loads may geocode; plenty for reloading and re-selecting, a wall for a script. */
  compareByUser: { name: 'compare:user', limit: 120, windowMs: 10 * MINUTE_MS },
  /** Each comparison summary can be a paid model call. */
  compareSummaryByUser: { name: 'compare-summary:user', limit: 30, windowMs: 10 * MINUTE_MS },
  checkoutByUser: { name: 'checkout:user', limit: 20, windowMs: HOUR_MS },
  testCheckoutBySession: { name: 'test-checkout:session', limit: 20, windowMs: HOUR_MS },
  /** Letters emailed to their writer: mail to one address, held to the reset emails' allowance (decision 062). */
  letterEmailByUser: { name: 'letter-email:user', limit: 3, windowMs: HOUR_MS },
  /** Letters written: each can be a paid model call. */
  letterByUser: { name: 'letter:user', limit: 30, windowMs: 10 * MINUTE_MS },
  /** Contact messages: a person writes a handful; each one is stored and emailed, so a script must hit a wall. */
  contactByIp: { name: 'contact:ip', limit: 10, windowMs: HOUR_MS },
  /** First-party page views: a reader opens a few pages a minute; past this, views are dropped without a word. */
  pageViewByIp: { name: 'page-view:ip', limit: 120, windowMs: 10 * MINUTE_MS },
} as const satisfies Record<string, RateRule>;

/**
 * No rule counts over a longer window than this, so a counter whose window started longer ago than this has
 * expired whatever its rule: the retention job deletes those rows (jobs/retention.ts).
 */
export const RATE_LIMIT_MAX_WINDOW_MS = DAY_MS;

const keyOf = (rule: RateRule, subject: string) => `${rule.name}:${subject.toLowerCase()}`;

/** Counts one request against `rule` for `subject` in a fixed window, atomically in the database. */
async function count(db: Database, rule: RateRule, subject: string): Promise<{ count: number; startedAt: number }> {
  if (rule.windowMs > RATE_LIMIT_MAX_WINDOW_MS)
    throw new Error(`rate rule ${rule.name}: window longer than RATE_LIMIT_MAX_WINDOW_MS`);
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await queryRows<{ count: number; window_started_at: Date | string }>(
    db,
    sql`insert into rate_limits (key, count, window_started_at) values (${keyOf(rule, subject)}, 1, now())
        on conflict (key) do update set
          count = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                       then 1 else rate_limits.count + 1 end,
          window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                       then now() else rate_limits.window_started_at end
        returning count, window_started_at`,
  );
  return { count: row?.count ?? 0, startedAt: row ? new Date(row.window_started_at).getTime() : Date.now() };
}

/**
 * Counts one request against `rule` for `subject` in a fixed window, atomically in the database (so the limit
 * holds across instances), and throws 429 with a readable message once the limit is passed. Answers the request's
 * number in the window (1 for the first).
 */
export async function enforceRateLimit(db: Database, rule: RateRule, subject: string): Promise<number> {
  const { count: n, startedAt } = await count(db, rule, subject);
  if (n <= rule.limit) return n;
  const minutes = Math.max(1, Math.ceil((startedAt + rule.windowMs - Date.now()) / MINUTE_MS));
  throw new AppError('RATE_LIMITED', serverMessage({ id: 'tooManyAttempts', values: { minutes } }), {
    retryAfterSeconds: minutes * 60,
  });
}

/** Counts one request like enforceRateLimit, but answers whether it is within the limit instead of throwing. */
export async function withinRateLimit(db: Database, rule: RateRule, subject: string): Promise<boolean> {
  return (await count(db, rule, subject)).count <= rule.limit;
}

/**
 * Takes back one request counted by enforceRateLimit (e.g. a sign-in whose password was right: only failures
 * count against the per-email limit). Counting first and refunding after keeps concurrent attempts from all
 * slipping under the limit.
 */
export async function refundRateLimit(db: Database, rule: RateRule, subject: string): Promise<void> {
  await db.execute(sql`update rate_limits set count = greatest(count - 1, 0) where key = ${keyOf(rule, subject)}`);
}
