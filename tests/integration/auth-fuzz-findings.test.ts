import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { authUser, users } from '#server/db/schema';
import { freshClientIp, postWithCaptcha, signUp, signupForm } from '../helpers/accounts';
import { solveCaptcha } from '../helpers/captcha';
import { captureLog } from '../helpers/log-capture';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// Two 500s the fuzz test (tests/integration/fuzz-json-endpoints.test.ts) found in the account routes.

let server: TestServer;
const log = captureLog('warn');
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' }, { logger: log.logger });
});
afterAll(() => server?.close());

const unhandled = () => log.lines.filter((line) => line.includes('unhandled error'));
type ErrorBody = { error: { code: string; message: string } };

describe('sign-ups racing for one email', () => {
  // A double submit or two tabs: both sign-ups passed better-auth's "is the email taken?" check, the slower insert hit
  // the unique email index, better-auth said FAILED_TO_CREATE_USER, and the answer was a 500.
  it('create one account; the others are told the email is taken (409), never a 500', async () => {
    const form = signupForm();
    // Solved first, so the four forms arrive together.
    const tokens = await Promise.all(Array.from({ length: 4 }, () => solveCaptcha(server.url, freshClientIp())));
    const answers = await Promise.all(
      tokens.map((captchaToken) =>
        server.api('/api/auth/sign-up', jsonPost({ ...form, captchaToken }, freshClientIp())),
      ),
    );
    expect(answers.map((res) => res.status).sort()).toEqual([201, 409, 409, 409]);
    for (const res of answers.filter((r) => r.status === 409))
      expect(((await res.json()) as ErrorBody).error.code).toBe('CONFLICT');
    expect(await server.database.db.select().from(authUser).where(eq(authUser.email, form.email))).toHaveLength(1);
    expect(await server.database.db.select().from(users).where(eq(users.email, form.email))).toHaveLength(1);
    expect(unhandled()).toEqual([]);
  });
});

describe('sign-in with a password longer than any account can have', () => {
  // Sign-in takes any password (older accounts keep theirs); better-auth refuses one over 128 characters with
  // PASSWORD_TOO_LONG, which answered 500.
  it.each([129, 500_000])(
    'is a wrong password (401) at %i characters, for a known email and an unknown one',
    async (length) => {
      const { form } = await signUp(server);
      for (const email of [form.email, 'nobody.here@example.com']) {
        const res = await postWithCaptcha(
          server,
          '/api/auth/sign-in',
          { email, password: 'p'.repeat(length) },
          freshClientIp(),
        );
        expect(res.status).toBe(401);
        expect(((await res.json()) as ErrorBody).error).toMatchObject({
          code: 'UNAUTHENTICATED',
          message: 'Invalid email or password.',
        });
      }
      expect(unhandled()).toEqual([]);
    },
  );
});
