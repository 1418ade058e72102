import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTACT_MESSAGES, fieldRequired } from '#core/messages';
import { contactMessages, outbox } from '#server/db/schema';
import { freshClientIp, postWithCaptcha, signUp } from '../helpers/accounts';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// POST /api/contact (docs/product.md#contact): the validation messages, human verification, the stored row, the
// email to CONTACT_TO through the outbox, and the per-address rate limit.

const CONTACT_TO = 'team@rentvalue.example';
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1', CONTACT_TO });
});
afterAll(async () => {
  await server?.close();
});

const form = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ana',
  email: 'ana@example.com',
  subject: 'A question about my report',
  message: 'Hello,\nhow is the Value Score computed?',
  ...overrides,
});

async function errorOf(res: Response) {
  return { status: res.status, ...((await res.json()) as { error: { code: string; message: string } }).error };
}

describe('POST /api/contact', () => {
  it('refuses a missing field with its message, in the form’s order', async () => {
    const ip = freshClientIp();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: '  ' }, fieldRequired('First Name')],
      [{ firstName: undefined, email: undefined }, fieldRequired('First Name')],
      [{ email: '' }, fieldRequired('Email Address')],
      [{ email: 'not-an-email' }, 'Please enter a valid email address.'],
      [{ subject: '' }, fieldRequired('Subject')],
      [{ message: ' \n ' }, fieldRequired('Message')],
    ];
    for (const [overrides, message] of cases) {
      const res = await server.api('/api/contact', jsonPost({ ...form(overrides), captchaToken: 'x' }, ip));
      expect(await errorOf(res)).toMatchObject({ status: 400, code: 'VALIDATION', message });
    }
  });

  it('refuses overlong text with a clear message', async () => {
    const ip = freshClientIp();
    const cases: [Record<string, unknown>, string][] = [
      [{ firstName: 'a'.repeat(101) }, 'First Name must be at most 100 characters.'],
      [{ subject: 's'.repeat(201) }, 'Subject must be at most 200 characters.'],
      [{ message: 'm'.repeat(5001) }, 'Message must be at most 5,000 characters.'],
    ];
    for (const [overrides, message] of cases) {
      const res = await server.api('/api/contact', jsonPost({ ...form(overrides), captchaToken: 'x' }, ip));
      expect(await errorOf(res)).toMatchObject({ status: 400, message });
    }
  });

  it('requires the human verification', async () => {
    const ip = freshClientIp();
    const missing = await server.api('/api/contact', jsonPost(form(), ip));
    expect(await errorOf(missing)).toMatchObject({ status: 400, message: CONTACT_MESSAGES.captcha });
    const wrong = await server.api('/api/contact', jsonPost({ ...form(), captchaToken: 'not-a-solution' }, ip));
    expect(await errorOf(wrong)).toMatchObject({
      status: 400,
      code: 'CAPTCHA_FAILED',
      message: CONTACT_MESSAGES.captcha,
    });
    const rows = await server.database.db.select().from(contactMessages);
    expect(rows).toEqual([]);
  });

  it('stores a visitor’s message without a user and emails it to CONTACT_TO', async () => {
    const res = await postWithCaptcha(
      server,
      '/api/contact',
      form({ subject: 'Visitor question', message: 'Line one\r\nline <b>two</b>' }),
      freshClientIp(),
    );
    expect(res.status).toBe(201);
    const body = (await res.json()) as { id: string; message: string };
    expect(body.message).toBe(CONTACT_MESSAGES.success);
    const [row] = await server.database.db.select().from(contactMessages).where(eq(contactMessages.id, body.id));
    expect(row).toMatchObject({
      userId: null,
      firstName: 'Ana',
      email: 'ana@example.com',
      subject: 'Visitor question',
      message: 'Line one\nline <b>two</b>',
    });
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.kind, 'contact'), eq(outbox.subject, 'Contact form: Visitor question')));
    expect(mail).toMatchObject({ toAddress: CONTACT_TO, htmlBody: null });
    expect(mail!.textBody).toContain('From: Ana <ana@example.com>');
    expect(mail!.textBody).toContain('Account: not signed in');
    expect(mail!.textBody).toContain('Line one\nline <b>two</b>');
    expect(mail!.textBody).toContain(body.id);
  });

  it('links a signed-in sender’s message to their account', async () => {
    const { user, cookie } = await signUp(server);
    const res = await postWithCaptcha(
      server,
      '/api/contact',
      form({ firstName: 'Rita', email: user.email, subject: 'Member question' }),
      { cookie, ...freshClientIp() },
    );
    expect(res.status).toBe(201);
    const [row] = await server.database.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.subject, 'Member question'));
    expect(row?.userId).toBe(user.id);
    const [mail] = await server.database.db
      .select()
      .from(outbox)
      .where(eq(outbox.subject, 'Contact form: Member question'))
      .orderBy(desc(outbox.createdAt));
    expect(mail?.textBody).toContain(`Account: ${user.id}`);
  });

  it('limits how many messages one address sends', async () => {
    const ip = freshClientIp();
    // Failed verifications count too: a script cannot probe without using up the allowance.
    for (let i = 0; i < 10; i++) {
      const res = await server.api('/api/contact', jsonPost({ ...form(), captchaToken: 'wrong' }, ip));
      expect(res.status).toBe(400);
    }
    const limited = await postWithCaptcha(server, '/api/contact', form({ subject: 'Too many' }), ip);
    const error = await errorOf(limited);
    expect(error).toMatchObject({ status: 429, code: 'RATE_LIMITED' });
    expect(error.message).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(
      await server.database.db.select().from(contactMessages).where(eq(contactMessages.subject, 'Too many')),
    ).toEqual([]);
    // Another address is not affected.
    expect(
      (await postWithCaptcha(server, '/api/contact', form({ subject: 'Someone else' }), freshClientIp())).status,
    ).toBe(201);
  });
});
