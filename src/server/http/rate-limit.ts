import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { queryRows } from '../db/client';
import { AppError } from '../errors';

export interface RateRule {
  /** What is counted, e.g. `sign-in:ip`. */
  name: string;
  limit: number;
  windowMs: number;
}

/** The limits on the routes an attacker would hammer (ARCHITECTURE.md § Security). */
export const RATE_RULES = {
  signInByIp: { name: 'sign-in:ip', limit: 30, windowMs: 15 * 60_000 },
  signInByEmail: { name: 'sign-in:email', limit: 10, windowMs: 15 * 60_000 },
  signUpByIp: { name: 'sign-up:ip', limit: 10, windowMs: 60 * 60_000 },
  resetByIp: { name: 'reset:ip', limit: 10, windowMs: 60 * 60_000 },
  resetByEmail: { name: 'reset:email', limit: 3, windowMs: 60 * 60_000 },
  captchaByIp: { name: 'captcha:ip', limit: 60, windowMs: 15 * 60_000 },
  /** Report runs: generous for a renter comparing listings, tight enough to stop a script draining a pass. */
  reportByUser: { name: 'report:user', limit: 30, windowMs: 10 * 60_000 },
  shareByUser: { name: 'share:user', limit: 60, windowMs: 60 * 60_000 },
  /** Compare loads may geocode; plenty for reloading and re-selecting, a wall for a script. */
  compareByUser: { name: 'compare:user', limit: 120, windowMs: 10 * 60_000 },
  /** Each comparison summary can be a paid model call. */
  compareSummaryByUser: { name: 'compare-summary:user', limit: 30, windowMs: 10 * 60_000 },
  checkoutByUser: { name: 'checkout:user', limit: 20, windowMs: 60 * 60_000 },
  testCheckoutBySession: { name: 'test-checkout:session', limit: 20, windowMs: 60 * 60_000 },
  /** Contact messages: a person writes a handful; each one is stored and emailed, so a script must hit a wall. */
  contactByIp: { name: 'contact:ip', limit: 10, windowMs: 60 * 60_000 },
} as const satisfies Record<string, RateRule>;

/**
 * Counts one request against `rule` for `subject` in a fixed window, atomically in the database (so the limit
 * holds across instances), and throws 429 with a readable message once the limit is passed.
 */
export async function enforceRateLimit(db: Database, rule: RateRule, subject: string): Promise<void> {
  const key = `${rule.name}:${subject.toLowerCase()}`;
  const windowSeconds = rule.windowMs / 1000;
  const [row] = await queryRows<{ count: number; window_started_at: Date | string }>(
    db,
    sql`insert into rate_limits (key, count, window_started_at) values (${key}, 1, now())
        on conflict (key) do update set
          count = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                       then 1 else rate_limits.count + 1 end,
          window_started_at = case when rate_limits.window_started_at < now() - make_interval(secs => ${windowSeconds})
                       then now() else rate_limits.window_started_at end
        returning count, window_started_at`,
  );
  if (!row || row.count <= rule.limit) return;
  const started = new Date(row.window_started_at).getTime();
  const minutes = Math.max(1, Math.ceil((started + rule.windowMs - Date.now()) / 60_000));
  throw new AppError(
    'RATE_LIMITED',
    `Too many attempts. Please wait ${minutes} minute${minutes === 1 ? '' : 's'} and try again.`,
    { retryAfterSeconds: minutes * 60 },
  );
}
