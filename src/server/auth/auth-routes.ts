import type { Context } from 'hono';
import { authOperations } from '#core/api/auth';
import { SIGNUP_ERROR_ORDER } from '#core/account/auth-forms';
import { AUTH_MESSAGES } from '#core/messages';
import { AppError, UNAVAILABLE_RETRY_AFTER_SECONDS } from '../errors';
import { isDatabaseUnavailable } from '../http/database-outage';
import { clearSessionCookies } from './session-cookies';
import type { AppEnv } from '../http/app-env';
import { clientIp, headersWithClientIp } from '../http/client-ip';
import { createRouter } from '../http/create-router';
import { formHook } from '../http/form-hook';
import { JSON_BODY, STATE_CHANGING } from '../http/openapi-responses';
import { operationRoute } from '../http/operation-route';
import { enforceRateLimit, RATE_RULES, refundRateLimit, withinRateLimit } from '../http/rate-limit';
import { authErrorCode } from './auth-errors';
import { forwardCookies } from './current-user';
import { sessionUser } from './session-user';
import { requestLanguage } from '../http/request-language';
import { signUpUser } from './sign-up-user';
import { retireOldResetLinks } from './reset-links';

export const INVALID_LOGIN_MESSAGE = 'Invalid email or password.';

/** Reset links that work at once for one account: a new request retires the oldest beyond these. */
export const RESET_LINKS_OUTSTANDING_MAX = 3;
const RESET_LINK_INVALID_MESSAGE =
  'This password reset link is invalid, already used or expired. Please request a new one.';

async function checkCaptcha(c: Context<AppEnv>, token: string, message: string): Promise<void> {
  const { services, config } = c.get('deps');
  if (!(await services.captcha.verify(token, clientIp(c, config.TRUST_PROXY)))) {
    throw new AppError('CAPTCHA_FAILED', message);
  }
}

/** The subject of the per-email-and-address counters: this email as asked for from this client address. */
function emailAtAddress(c: Context<AppEnv>, email: string): string {
  return `${email}|${clientIp(c, c.get('deps').config.TRUST_PROXY)}`;
}

/** Per-address limits run before the human check (they also bound its cost); per-email ones only after it. */
async function limit(c: Context<AppEnv>, rule: (typeof RATE_RULES)[keyof typeof RATE_RULES], subject?: string) {
  const { database, config } = c.get('deps');
  await enforceRateLimit(database.db, rule, subject ?? clientIp(c, config.TRUST_PROXY));
}

const signUpRoute = operationRoute(authOperations.signUp, {
  tags: ['auth'],
  summary: 'Create an account and its profile; starts a session',
  success: { 201: 'Created and signed in' },
  errors: {
    400: 'Form or verification problem (the field’s message)',
    409: 'Email already registered',
    429: 'Too many attempts',
    ...JSON_BODY,
  },
});

const signInRoute = operationRoute(authOperations.signIn, {
  tags: ['auth'],
  summary: 'Sign in with email and password',
  success: { 200: 'Signed in' },
  errors: {
    400: 'Form or verification problem',
    401: 'Wrong email or password',
    429: 'Too many attempts',
    ...JSON_BODY,
  },
});

const signOutRoute = operationRoute(authOperations.signOut, {
  tags: ['auth'],
  summary: 'End the session',
  success: { 204: 'Signed out' },
  errors: {
    ...STATE_CHANGING,
    503: 'The database is away: the cookie is cleared, and the session is refused from now on and deleted once the database is back (Retry-After)',
  },
});

const resetRequestRoute = operationRoute(authOperations.requestPasswordReset, {
  tags: ['auth'],
  summary:
    'Email a single-use reset link (same answer whether or not the account exists, and past the per-email limit)',
  success: { 200: 'Accepted' },
  errors: {
    400: 'Form or verification problem',
    429: 'Too many requests from this address',
    ...JSON_BODY,
  },
});

const resetRoute = operationRoute(authOperations.resetPassword, {
  tags: ['auth'],
  summary: 'Choose a new password with the emailed token',
  success: { 200: 'Password changed; every session ended' },
  errors: { 400: 'Form problem, or RESET_LINK_INVALID', ...JSON_BODY },
});

export const authRoutes = createRouter()
  .openapi(
    signUpRoute,
    async (c) => {
      await limit(c, RATE_RULES.signUpByIp);
      const body = c.req.valid('json');
      await checkCaptcha(c, body.captchaToken, AUTH_MESSAGES.captcha);
      const { user, headers } = await signUpUser({
        auth: c.get('deps').services.auth,
        db: c.get('deps').database.db,
        form: body,
        hasPurchaseIntent: Boolean(body.purchaseIntent),
        language: requestLanguage(c),
      });
      forwardCookies(c, headers);
      return c.json({ user }, 201);
    },
    formHook(SIGNUP_ERROR_ORDER),
  )
  .openapi(
    signInRoute,
    async (c) => {
      const body = c.req.valid('json');
      await limit(c, RATE_RULES.signInByIp);
      // The human check comes before any per-email counter, so unsolved attempts count for nothing. Failed
      // passwords are limited per email *and address* (refused past the limit) and counted per email alone, so
      // nobody can lock the owner out from elsewhere (decision 072). Attempts are counted before the password check
      // (concurrent guesses cannot all slip under) and taken back when the password was right: only failures count.
      await checkCaptcha(c, body.captchaToken, AUTH_MESSAGES.captchaLogin);
      const { services, database, config } = c.get('deps');
      const emailAndIp = emailAtAddress(c, body.email);
      const fromHere = await enforceRateLimit(database.db, RATE_RULES.signInByEmailAndIp, emailAndIp);
      const manyFailures = !(await withinRateLimit(database.db, RATE_RULES.signInByEmail, body.email));
      // An email past its failures (decision 080) has its passwords checked one at a time, a second apart: attempts
      // from addresses that have already failed for it in the order they came (429 past the queue's bound), after
      // any from an address that has not (the owner elsewhere, decision 072), newest first.
      const release = manyFailures ? await services.signInQueue.turn(body.email, { fresh: fromHere === 1 }) : undefined;
      let result;
      try {
        result = await services.auth.api.signInEmail({
          body: { email: body.email, password: body.password },
          headers: headersWithClientIp(c, config.TRUST_PROXY),
          returnHeaders: true,
        });
      } catch (error) {
        // A password longer than any account can have (better-auth refuses over 128 characters, before looking the
        // email up) is a wrong password like any other. Found by the fuzz test: it answered 500
        // (tests/integration/auth-fuzz-findings.test.ts).
        const code = authErrorCode(error);
        if (code === 'INVALID_EMAIL_OR_PASSWORD' || code === 'PASSWORD_TOO_LONG')
          throw new AppError('UNAUTHENTICATED', INVALID_LOGIN_MESSAGE);
        throw error;
      } finally {
        release?.();
      }
      await refundRateLimit(database.db, RATE_RULES.signInByEmailAndIp, emailAndIp);
      await refundRateLimit(database.db, RATE_RULES.signInByEmail, body.email);
      forwardCookies(c, result.headers);
      const user = result.response.user;
      return c.json({ user: await sessionUser(database.db, user) }, 200);
    },
    formHook(['email', 'password', 'captchaToken']),
  )
  .openapi(signOutRoute, async (c) => {
    const { auth, sessionEnder } = c.get('deps').services;
    const token = sessionEnder.tokenOf(c);
    try {
      const result = await auth.api.signOut({ headers: c.req.raw.headers, returnHeaders: true });
      forwardCookies(c, result.headers);
    } catch (error) {
      // Signing out without a session is already done; a database away is handled below.
      if (!authErrorCode(error) && !isDatabaseUnavailable(error)) throw error;
    }
    // The session row must be gone, not only the cookie: better-auth answers as if it were even when its delete
    // failed. When the database is away, the browser forgets the cookie, the renter is told the truth (503), and the
    // session is refused from now on and deleted once the database is back (session-ender.ts).
    if (token !== null && !(await sessionEnder.end(token))) {
      clearSessionCookies(c);
      throw new AppError('SERVICE_UNAVAILABLE', AUTH_MESSAGES.signOutPending, {
        retryAfterSeconds: UNAVAILABLE_RETRY_AFTER_SECONDS,
      });
    }
    return c.body(null, 204);
  })
  .openapi(
    resetRequestRoute,
    async (c) => {
      const body = c.req.valid('json');
      await limit(c, RATE_RULES.resetByIp);
      await checkCaptcha(c, body.captchaToken, AUTH_MESSAGES.captcha);
      // One address asking again and again for one email gets no further link past its allowance (the mailbox is
      // not flooded from there), but the answer stays the same as for any email, known or not. Anyone else, the
      // owner included, still gets a working link: the count is per email and address, and the links outstanding
      // are capped instead (the oldest retire), so a stranger's requests never use up the owner's (decision 072).
      const { services, database } = c.get('deps');
      const emailAndIp = emailAtAddress(c, body.email);
      if (await withinRateLimit(database.db, RATE_RULES.resetByEmailAndIp, emailAndIp)) {
        await services.auth.api.requestPasswordReset({ body: { email: body.email, redirectTo: '/update-password' } });
        await retireOldResetLinks(database.db, body.email, RESET_LINKS_OUTSTANDING_MAX);
      }
      return c.json({ message: AUTH_MESSAGES.resetLinkSent }, 200);
    },
    formHook(['email', 'captchaToken']),
  )
  .openapi(
    resetRoute,
    async (c) => {
      const body = c.req.valid('json');
      if (!body.token) throw new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID_MESSAGE);
      try {
        await c
          .get('deps')
          .services.auth.api.resetPassword({ body: { newPassword: body.password, token: body.token } });
      } catch (error) {
        if (authErrorCode(error) === 'INVALID_TOKEN')
          throw new AppError('RESET_LINK_INVALID', RESET_LINK_INVALID_MESSAGE);
        throw error;
      }
      return c.json({ message: AUTH_MESSAGES.passwordUpdated }, 200);
    },
    formHook(['password', 'confirmPassword']),
  );
