import { eq } from 'drizzle-orm';
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { authSession } from '../db/schema';
import { isDatabaseUnavailable } from '../http/database-outage';
import type { Auth } from './auth';
import { verifiedToken } from './session-lookup';

/** Ends sessions on sign-out, even when the database is away at that moment. */
export interface SessionEnder {
  /** The session token of the request's cookie, when its signature holds. */
  tokenOf(c: Context): string | null;
  /**
   * Deletes the session. True when it is gone; false when the database could not be reached: the session is then
   * refused by this instance at once and deleted as soon as the database answers again.
   */
  end(token: string): Promise<boolean>;
  /** True for a session signed out during an outage whose row is not deleted yet. */
  isEnding(token: string): boolean;
  stop(): void;
}

/**
 * Sign-out must not leave a session that works again once the database is back (the browser's cookie is cleared, but
 * a copy of it would still open the account). A session that could not be deleted is kept here and retried every
 * `retryMs` until the delete succeeds; meanwhile the session lookup refuses it.
 */
export async function createSessionEnder(
  auth: Auth,
  db: Database,
  logger: Logger,
  retryMs = 1_000,
): Promise<SessionEnder> {
  const context = await auth.$context;
  const cookieName = context.authCookies.sessionToken.name;
  const ending = new Set<string>();
  let timer: NodeJS.Timeout | undefined;

  const remove = async (token: string) => {
    await db.delete(authSession).where(eq(authSession.token, token));
  };
  const retry = async () => {
    for (const token of [...ending]) {
      try {
        await remove(token);
        ending.delete(token);
        logger.info('a session signed out during a database outage is deleted now');
      } catch (error) {
        if (!isDatabaseUnavailable(error)) logger.error({ err: error }, 'deleting a signed-out session failed');
      }
    }
    if (ending.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };

  return {
    tokenOf: (c) => verifiedToken(getCookie(c, cookieName), context.secret),
    async end(token) {
      try {
        await remove(token);
        ending.delete(token);
        return true;
      } catch (error) {
        if (!isDatabaseUnavailable(error)) throw error;
        ending.add(token);
        timer ??= setInterval(() => void retry(), retryMs).unref();
        return false;
      }
    },
    isEnding: (token) => ending.has(token),
    stop() {
      if (timer) clearInterval(timer);
      timer = undefined;
    },
  };
}
