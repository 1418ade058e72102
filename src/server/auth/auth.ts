import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import type { Logger } from 'pino';
import type { Database } from '../db/client';
import { authAccount, authSession, authUser, authVerification } from '../db/schema';
import { passwordHasher } from './password-hash';
import { AUTH_COOKIE_PREFIX } from './session-cookies';

export interface AuthOptions {
  db: Database;
  secret: string;
  baseURL: string;
  secureCookies: boolean;
  sessionDays: number;
  resetTokenMinutes: number;
  /** scrypt's cost for new hashes (PASSWORD_HASH_COST). */
  passwordHashCost: number;
  logger: Logger;
  /** Called with the single-use token when a reset is requested for an existing account. */
  sendResetPassword(data: { email: string; name: string; token: string }): Promise<void>;
}

/**
 * better-auth: password hashing (scrypt, password-hash.ts), database sessions in an httpOnly cookie, reset tokens.
 * Our own routes (auth-routes.ts) call its server API after checking the human verification and rate limits,
 * so its HTTP handler is not mounted at all.
 */
export function createAuth(options: AuthOptions) {
  return betterAuth({
    appName: 'RentValue',
    baseURL: options.baseURL,
    secret: options.secret,
    database: drizzleAdapter(options.db, {
      provider: 'pg',
      schema: { user: authUser, session: authSession, account: authAccount, verification: authVerification },
    }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 8,
      maxPasswordLength: 128,
      autoSignIn: true,
      resetPasswordTokenExpiresIn: options.resetTokenMinutes * 60,
      revokeSessionsOnPasswordReset: true,
      password: passwordHasher(options.passwordHashCost),
      sendResetPassword: ({ user, token }) => options.sendResetPassword({ email: user.email, name: user.name, token }),
    },
    session: {
      expiresIn: options.sessionDays * 24 * 60 * 60,
      updateAge: 24 * 60 * 60,
    },
    advanced: {
      cookiePrefix: AUTH_COOKIE_PREFIX,
      useSecureCookies: options.secureCookies,
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax', path: '/' },
    },
    telemetry: { enabled: false },
    logger: {
      level: 'warn',
      log: (level, message) => options.logger[level === 'error' ? 'error' : 'warn']({ source: 'better-auth' }, message),
    },
  });
}

export type Auth = ReturnType<typeof createAuth>;
