import { desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ACCOUNT_DELETION } from '#core/account/account-deletion';
import { authUser, authVerification, contactMessages, errorLog, outbox, rateLimits, users } from '#server/db/schema';
import { RESET_LINKS_OUTSTANDING_MAX } from '#server/auth/auth-routes';
import { RATE_RULES } from '#server/http/rate-limit';
import { cookieHeader, freshClientIp, postWithCaptcha, signUp, signupForm } from '../helpers/accounts';
import { solveCaptcha } from '../helpers/captcha';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, startTestServer, type TestServer } from '../helpers/test-server';

let server: TestServer;
beforeAll(async () => {
  server = await sharedTestServer();
});

type ErrorBody = { error: { code: string; message: string } };
const errorOf = async (res: Response) => ((await res.json()) as ErrorBody).error;
const me = async (cookie: string) =>
  ((await (await server.api('/api/me', { headers: { cookie } })).json()) as { user: { id: string } | null }).user;

describe('sign-up', () => {
  it.each([
    [{ termsAccepted: false }, 'You must agree to the Terms of Use to create an account.'],
    [{ confirmPassword: 'something else entirely' }, 'Passwords do not match!'],
    [{ firstName: '' }, 'The "First Name" field is required.'],
    [{ city: '   ' }, 'The "City" field is required.'],
    [{ state: 'ZZ' }, 'Please choose a state from the list.'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
    [{ password: 'short', confirmPassword: 'short' }, 'Password must be at least 8 characters.'],
  ])('refuses %j with the product’s message', async (overrides, message) => {
    const res = await postWithCaptcha(server, '/api/auth/sign-up', signupForm(overrides), freshClientIp());
    expect(res.status).toBe(400);
    expect(await errorOf(res)).toMatchObject({ code: 'VALIDATION', message });
  });

  it('terms come first, then the verification, then the password match (docs/product.md#sign-up)', async () => {
    const form = signupForm({ termsAccepted: false, confirmPassword: 'nope nope nope' });
    const res = await server.api('/api/auth/sign-up', jsonPost(form));
    expect((await errorOf(res)).message).toBe('You must agree to the Terms of Use to create an account.');
    const noCaptcha = await server.api(
      '/api/auth/sign-up',
      jsonPost(signupForm({ confirmPassword: 'nope nope nope' })),
    );
    expect((await errorOf(noCaptcha)).message).toBe('Please complete the CAPTCHA verification.');
  });

  it('refuses a missing, forged or replayed human verification', async () => {
    const forged = await server.api('/api/auth/sign-up', jsonPost({ ...signupForm(), captchaToken: 'forged' }));
    expect(forged.status).toBe(400);
    expect(await errorOf(forged)).toEqual(
      expect.objectContaining({ code: 'CAPTCHA_FAILED', message: 'Please complete the CAPTCHA verification.' }),
    );
    const token = await solveCaptcha(server.url);
    const first = await server.api(
      '/api/auth/sign-up',
      jsonPost({ ...signupForm(), captchaToken: token }, freshClientIp()),
    );
    expect(first.status).toBe(201);
    const replay = await server.api(
      '/api/auth/sign-up',
      jsonPost({ ...signupForm(), captchaToken: token }, freshClientIp()),
    );
    expect(replay.status).toBe(400);
    expect((await errorOf(replay)).code).toBe('CAPTCHA_FAILED');
  });

  it('creates the account and profile (1 credit, free plan, 0 reports) and signs the renter in', async () => {
    const { form, user, cookie } = await signUp(server, { optOut: true });
    expect(user).toMatchObject({ email: form.email, firstName: 'Rita' });
    const [profile] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(profile).toMatchObject({
      email: form.email,
      firstName: 'Rita',
      lastName: 'Renter',
      city: 'Austin',
      state: 'TX',
      credits: 1,
      paidPlan: false,
      optOut: true,
      planType: 0,
      reportCount: 0,
      planEnds: null,
    });
    expect(await me(cookie)).toMatchObject({ id: user.id, email: form.email, firstName: 'Rita' });
    const account = await server.api('/api/account', { headers: { cookie } });
    expect(account.status).toBe(200);
    expect(((await account.json()) as { profile: unknown }).profile).toMatchObject({
      credits: 1,
      reportCount: 0,
      planEnds: null,
    });
  });

  it('a visitor who came to buy starts with 0 credits', async () => {
    const { user } = await signUp(server, { purchaseIntent: '2' });
    const [profile] = await server.database.db.select().from(users).where(eq(users.id, user.id));
    expect(profile?.credits).toBe(0);
  });

  it('a taken email gets a clear 409 and no second account', async () => {
    const { form } = await signUp(server);
    const again = await postWithCaptcha(
      server,
      '/api/auth/sign-up',
      signupForm({ email: form.email.toUpperCase() }),
      freshClientIp(),
    );
    expect(again.status).toBe(409);
    expect((await errorOf(again)).message).toMatch(/already exists/);
    const rows = await server.database.db
      .select()
      .from(authUser)
      .where(sql`lower(${authUser.email}) = ${form.email.toLowerCase()}`);
    expect(rows).toHaveLength(1);
  });

  it('sets the session as an httpOnly, SameSite=Lax cookie', async () => {
    const res = await postWithCaptcha(server, '/api/auth/sign-up', signupForm(), freshClientIp());
    const session = res.headers.getSetCookie().find((c) => c.startsWith('rv.session_token='));
    expect(session).toBeDefined();
    expect(session).toMatch(/HttpOnly/i);
    expect(session).toMatch(/SameSite=Lax/i);
    expect(session).toMatch(/Path=\//);
  });
});

describe('sign-in and sign-out', () => {
  it('right password signs in; wrong one gets "Invalid email or password."', async () => {
    const { form, user } = await signUp(server);
    const wrong = await postWithCaptcha(server, '/api/auth/sign-in', {
      email: form.email,
      password: 'wrong password!',
    });
    expect(wrong.status).toBe(401);
    expect(await errorOf(wrong)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid email or password.' });
    const unknown = await postWithCaptcha(server, '/api/auth/sign-in', {
      email: 'nobody@example.com',
      password: 'whatever123',
    });
    expect((await errorOf(unknown)).message).toBe('Invalid email or password.');
    const right = await postWithCaptcha(server, '/api/auth/sign-in', { email: form.email, password: form.password });
    expect(right.status).toBe(200);
    // The session user carries the account's language (issue 25): English, for a sign-up from an English page.
    expect(await right.json()).toEqual({ user: { id: user.id, email: form.email, firstName: 'Rita', language: 'en' } });
    expect(await me(cookieHeader(right))).toMatchObject({ id: user.id });
  });

  it('asks for the verification with the login wording', async () => {
    const res = await server.api(
      '/api/auth/sign-in',
      jsonPost({ email: 'a@example.com', password: 'x', captchaToken: '' }),
    );
    expect(res.status).toBe(400);
    expect((await errorOf(res)).message).toBe('Please complete the CAPTCHA verification to log in.');
  });

  it('sign-out ends the session for good', async () => {
    const { cookie } = await signUp(server);
    expect(await me(cookie)).not.toBeNull();
    const out = await server.api('/api/auth/sign-out', { method: 'POST', headers: { cookie } });
    expect(out.status).toBe(204);
    expect(await me(cookie)).toBeNull();
    expect((await server.api('/api/account', { headers: { cookie } })).status).toBe(401);
  });

  it('limits sign-ups from one address to 10 an hour', async () => {
    const sameIp = { 'x-forwarded-for': '203.0.113.77' };
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++)
      statuses.push((await postWithCaptcha(server, '/api/auth/sign-up', signupForm(), sameIp)).status);
    expect(statuses.slice(0, 10).every((s) => s === 201)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('refuses an address that hammers an email with 429, and still lets the owner in from elsewhere', async () => {
    const { form } = await signUp(server);
    const attacker = freshClientIp();
    let last: Response | undefined;
    for (let i = 0; i < 11; i++) {
      last = await postWithCaptcha(
        server,
        '/api/auth/sign-in',
        { email: form.email, password: `guess-${i}-wrong` },
        attacker,
      );
    }
    expect(last!.status).toBe(429);
    expect(Number(last!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await errorOf(last!)).toMatchObject({
      code: 'RATE_LIMITED',
      message: expect.stringMatching(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/),
    });
    // That address waits out the window, even with the right password…
    const fromThere = await postWithCaptcha(
      server,
      '/api/auth/sign-in',
      { email: form.email, password: form.password },
      attacker,
    );
    expect(fromThere.status).toBe(429);
    // …but the owner, anywhere else, is not locked out.
    const owner = await postWithCaptcha(server, '/api/auth/sign-in', { email: form.email, password: form.password });
    expect(owner.status).toBe(200);
  });

  it('guesses spread over many addresses are slowed, never refused, and the owner signs in', async () => {
    const { form } = await signUp(server);
    const limit = RATE_RULES.signInByEmail.limit;
    for (let i = 0; i < limit + 2; i++) {
      const res = await postWithCaptcha(server, '/api/auth/sign-in', { email: form.email, password: `guess-${i}` });
      expect(res.status, `guess ${i + 1}`).toBe(401);
    }
    const owner = await postWithCaptcha(server, '/api/auth/sign-in', { email: form.email, password: form.password });
    expect(owner.status).toBe(200);
  });

  it('sign-ins with an unsolved human check cannot lock the account out', async () => {
    const { form } = await signUp(server);
    for (let i = 0; i < 11; i++) {
      const res = await server.api(
        '/api/auth/sign-in',
        jsonPost({ email: form.email, password: form.password, captchaToken: 'unsolved' }, freshClientIp()),
      );
      expect(res.status).toBe(400);
      expect((await errorOf(res)).code).toBe('CAPTCHA_FAILED');
    }
    const right = await postWithCaptcha(
      server,
      '/api/auth/sign-in',
      { email: form.email, password: form.password },
      freshClientIp(),
    );
    expect(right.status).toBe(200);
  });

  it('only failed passwords count against the limit of one email from one address', async () => {
    const { form } = await signUp(server);
    const address = freshClientIp();
    const signIn = (password: string, from = address) =>
      postWithCaptcha(server, '/api/auth/sign-in', { email: form.email, password }, from);
    for (let i = 0; i < 9; i++) expect((await signIn(`guess-${i}-wrong`)).status).toBe(401);
    expect((await signIn(form.password)).status).toBe(200);
    // The success did not count: the 11th attempt, the 10th failure, is still answered; after it the limit
    // applies to this address, to the right password too; another address is not affected.
    expect((await signIn('guess-9-wrong')).status).toBe(401);
    expect((await signIn(form.password)).status).toBe(429);
    expect((await signIn(form.password, freshClientIp())).status).toBe(200);
  });
});

describe('password reset', () => {
  function resetTokenOf(mail: { textBody: string } | undefined): string {
    const token = /update-password\?token=([\w-]+)/.exec(mail?.textBody ?? '')?.[1];
    if (!token) throw new Error('no reset link in the email');
    return token;
  }

  function resetWith(token: string, password: string) {
    return server.api('/api/auth/password-reset', jsonPost({ token, password, confirmPassword: password }));
  }

  async function latestResetLink(email: string) {
    const [row] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.toAddress, email))
      .orderBy(desc(outbox.createdAt))
      .limit(1);
    return row;
  }

  it('answers the same for known and unknown emails, and emails a link only to a real account', async () => {
    const { form } = await signUp(server);
    const known = await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email });
    const unknown = await postWithCaptcha(server, '/api/auth/password-reset/request', { email: 'ghost@example.com' });
    for (const res of [known, unknown]) {
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ message: 'Password reset link has been sent to your email address.' });
    }
    const mail = await latestResetLink(form.email);
    expect(mail).toMatchObject({ kind: 'password-reset', subject: 'Reset your RentValue password' });
    // Enqueueing wakes the dispatcher, which delivers it (to a .eml file with the default mailer).
    await expect.poll(async () => (await latestResetLink(form.email))?.status).toBe('sent');
    expect(mail?.textBody).toContain(`${server.url}/update-password?token=`);
    expect(mail?.htmlBody).toContain('/update-password?token=');
    expect(await latestResetLink('ghost@example.com')).toBeUndefined();
  });

  it('past one address’s allowance for an email it answers exactly as for any email and sends no more links; the owner still gets a working one', async () => {
    const { form } = await signUp(server);
    const stranger = freshClientIp();
    const known: Response[] = [];
    const unknown: Response[] = [];
    for (let i = 0; i < 5; i++) {
      known.push(await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email }, stranger));
      unknown.push(
        await postWithCaptcha(
          server,
          '/api/auth/password-reset/request',
          { email: `ghost.${i}@example.com` },
          freshClientIp(),
        ),
      );
    }
    const shape = async (res: Response) => ({
      status: res.status,
      body: await res.text(),
      headers: [...res.headers.keys()].filter((name) => !['date', 'x-request-id'].includes(name)).sort(),
    });
    const [expected, ...others] = await Promise.all([...known, ...unknown].map(shape));
    expect(expected?.status).toBe(200);
    for (const answer of others) expect(answer).toEqual(expected);
    // The mailbox gets that address's allowance of links, no more.
    const links = await server.database.db.select().from(outbox).where(eq(outbox.toAddress, form.email));
    expect(links).toHaveLength(RATE_RULES.resetByEmailAndIp.limit);
    // The owner, from their own address, gets a link that works.
    const own = await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email });
    expect(own.status).toBe(200);
    const reset = await resetWith(resetTokenOf(await latestResetLink(form.email)), 'a brand new passphrase');
    expect(reset.status).toBe(200);
    const right = await postWithCaptcha(server, '/api/auth/sign-in', {
      email: form.email,
      password: 'a brand new passphrase',
    });
    expect(right.status).toBe(200);
  });

  it(`keeps at most ${RESET_LINKS_OUTSTANDING_MAX} links working: a new request retires the oldest`, async () => {
    const { form } = await signUp(server);
    const tokens: string[] = [];
    for (let i = 0; i <= RESET_LINKS_OUTSTANDING_MAX; i++) {
      expect((await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email })).status).toBe(
        200,
      );
      tokens.push(resetTokenOf(await latestResetLink(form.email)));
    }
    expect(new Set(tokens).size).toBe(tokens.length);
    const oldest = await resetWith(tokens[0]!, 'an old link passphrase');
    expect(oldest.status).toBe(400);
    expect((await errorOf(oldest)).code).toBe('RESET_LINK_INVALID');
    expect((await resetWith(tokens.at(-1)!, 'the newest link passphrase')).status).toBe(200);
  });

  it('requests with an unsolved human check do not use up the per-email allowance', async () => {
    const { form } = await signUp(server);
    for (let i = 0; i < 4; i++) {
      const res = await server.api(
        '/api/auth/password-reset/request',
        jsonPost({ email: form.email, captchaToken: 'unsolved' }, freshClientIp()),
      );
      expect(res.status).toBe(400);
    }
    const res = await postWithCaptcha(
      server,
      '/api/auth/password-reset/request',
      { email: form.email },
      freshClientIp(),
    );
    expect(res.status).toBe(200);
    expect(await latestResetLink(form.email)).toMatchObject({ kind: 'password-reset' });
  });

  it('the link sets a new password once, ends old sessions, and cannot be used again', async () => {
    const { form, cookie } = await signUp(server);
    await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email });
    const token = new URL(
      /(http\S+update-password\S+)/.exec((await latestResetLink(form.email))!.textBody)![1]!,
    ).searchParams.get('token')!;

    const mismatch = await server.api(
      '/api/auth/password-reset',
      jsonPost({ token, password: 'new password 1', confirmPassword: 'new password 2' }),
    );
    expect((await errorOf(mismatch)).message).toBe('Passwords do not match!');

    const ok = await server.api(
      '/api/auth/password-reset',
      jsonPost({ token, password: 'brand new secret', confirmPassword: 'brand new secret' }),
    );
    expect(ok.status).toBe(200);
    expect(await ok.json()).toEqual({
      message: 'Password updated successfully! Please log in with your new password.',
    });
    expect(await me(cookie)).toBeNull();

    const oldPassword = await postWithCaptcha(server, '/api/auth/sign-in', {
      email: form.email,
      password: form.password,
    });
    expect(oldPassword.status).toBe(401);
    const newPassword = await postWithCaptcha(server, '/api/auth/sign-in', {
      email: form.email,
      password: 'brand new secret',
    });
    expect(newPassword.status).toBe(200);

    const reused = await server.api(
      '/api/auth/password-reset',
      jsonPost({ token, password: 'another secret', confirmPassword: 'another secret' }),
    );
    expect(reused.status).toBe(400);
    expect((await errorOf(reused)).code).toBe('RESET_LINK_INVALID');
  });

  it('an expired or missing token is refused with RESET_LINK_INVALID', async () => {
    const { form } = await signUp(server);
    await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email });
    const token = /token=([^\s&]+)/.exec((await latestResetLink(form.email))!.textBody)![1]!;
    await server.database.db
      .update(authVerification)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(sql`${authVerification.identifier} like ${'%' + decodeURIComponent(token)}`);
    const expired = await server.api(
      '/api/auth/password-reset',
      jsonPost({ token: decodeURIComponent(token), password: 'fresh secret 1', confirmPassword: 'fresh secret 1' }),
    );
    expect(expired.status).toBe(400);
    expect(await errorOf(expired)).toMatchObject({
      code: 'RESET_LINK_INVALID',
      message: expect.stringMatching(/request a new one/),
    });
    const missing = await server.api(
      '/api/auth/password-reset',
      jsonPost({ password: 'fresh secret 1', confirmPassword: 'fresh secret 1' }),
    );
    expect((await errorOf(missing)).code).toBe('RESET_LINK_INVALID');
  });
});

describe('the account', () => {
  it('is closed to visitors', async () => {
    for (const path of ['/api/account', '/api/account/history', '/api/account/export']) {
      const res = await server.api(path);
      expect(res.status, path).toBe(401);
    }
  });

  it('starts with an empty history', async () => {
    const { cookie } = await signUp(server);
    const res = await server.api('/api/account/history', { headers: { cookie } });
    expect(await res.json()).toEqual({ items: [] });
  });

  it('exports the renter’s data as a JSON download', async () => {
    const { form, cookie } = await signUp(server);
    const res = await server.api('/api/account/export', { headers: { cookie } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="rentvalue-data-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = (await res.json()) as { profile: { email: string }; reports: unknown[] };
    expect(data.profile.email).toBe(form.email);
    expect(data.reports).toEqual([]);
    expect(JSON.stringify(data)).not.toMatch(/password|scrypt/i);
  });

  it('is deleted only with the right password, taking the profile and sessions with it', async () => {
    const { user, cookie } = await signUp(server);
    const wrong = await server.api('/api/account', {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'not it at all' }),
    });
    expect(wrong.status).toBe(401);
    expect(await me(cookie)).not.toBeNull();
    const res = await server.api('/api/account', {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'correct horse battery' }),
    });
    expect(res.status).toBe(204);
    expect(await me(cookie)).toBeNull();
    expect(await server.database.db.select().from(users).where(eq(users.id, user.id))).toEqual([]);
    expect(await server.database.db.select().from(authUser).where(eq(authUser.id, user.id))).toEqual([]);
  });

  it('deletion deletes what names the renter elsewhere: emails, contact messages, reset links, logs, counters', async () => {
    const { user, cookie, form } = await signUp(server);
    const email = form.email.toLowerCase();
    const db = server.database.db;
    // A report (its email in the outbox), a contact message, a reset link (its email too), a failed sign-in (a
    // counter keyed by the email) and an error log of the account.
    expect((await server.api('/api/reports', jsonPost(reportForm(), { cookie }))).status).toBe(201);
    const contact = { firstName: 'Rita', email: form.email, subject: 'Hello', message: 'A question about scores.' };
    expect((await postWithCaptcha(server, '/api/contact', contact, { ...freshClientIp(), cookie })).status).toBe(201);
    expect((await postWithCaptcha(server, '/api/auth/password-reset/request', { email: form.email })).status).toBe(200);
    const wrong = { email: form.email, password: 'not the password' };
    expect((await postWithCaptcha(server, '/api/auth/sign-in', wrong)).status).toBe(401);
    await db.insert(errorLog).values({ userId: user.id, errorMessage: 'a test failure', context: { form } });

    const exported = (await (await server.api('/api/account/export', { headers: { cookie } })).json()) as {
      onDeletion: { deleted: string[]; kept: string[] };
    };
    expect(exported.onDeletion).toEqual({ deleted: [...ACCOUNT_DELETION.deleted], kept: [...ACCOUNT_DELETION.kept] });

    const held = async () => ({
      outbox: (
        await db
          .select()
          .from(outbox)
          .where(sql`lower(${outbox.toAddress}) = ${email}`)
      ).length,
      contact: (
        await db
          .select()
          .from(contactMessages)
          .where(sql`lower(${contactMessages.email}) = ${email}`)
      ).length,
      resetLinks: (await db.select().from(authVerification).where(eq(authVerification.value, user.id))).length,
      errorLogs: (await db.select().from(errorLog).where(eq(errorLog.userId, user.id))).length,
      counters: (
        await db
          .select()
          .from(rateLimits)
          .where(sql`strpos(${rateLimits.key}, ${email}) > 0`)
      ).length,
    });
    const before = await held();
    for (const [what, count] of Object.entries(before)) expect(count, what).toBeGreaterThan(0);

    const res = await server.api('/api/account', {
      method: 'DELETE',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ password: 'correct horse battery' }),
    });
    expect(res.status).toBe(204);
    expect(await held()).toEqual({ outbox: 0, contact: 0, resetLinks: 0, errorLogs: 0, counters: 0 });
  });
});

describe('in production', () => {
  it('marks the session cookie Secure', async () => {
    // Production refuses the built-in stand-ins unless each is allowed (decision 050); this test is about cookies.
    const prod = await startTestServer({
      NODE_ENV: 'production',
      ALLOW_TEST_CHECKOUT: 'true',
      ALLOW_SAMPLE_MARKET: 'true',
      ALLOW_FILE_MAIL: 'true',
      ALLOW_GENERATED_SECRET: 'true',
    });
    try {
      const res = await postWithCaptcha(prod, '/api/auth/sign-up', signupForm());
      expect(res.status).toBe(201);
      const session = res.headers.getSetCookie().find((c) => c.includes('session_token='));
      expect(session).toMatch(/^__Secure-rv\.session_token=/);
      expect(session).toMatch(/; Secure/i);
      expect(session).toMatch(/HttpOnly/i);
    } finally {
      await prod.close();
    }
  });
});
