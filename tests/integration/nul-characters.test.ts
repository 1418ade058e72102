import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { unreadableTextMessage } from '#core/messages';
import { transactions, users } from '#server/db/schema';
import { signUp } from '../helpers/accounts';
import { reportForm } from '../helpers/report-form';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// U+0000 and lone UTF-16 surrogates in any text used to reach PostgreSQL (which cannot store them) and answer 500
// (a report run even held its credit). One guard in front of every API route answers 400 instead (decisions 050, 072).

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await sharedTestServer();
  ({ cookie } = await signUp(server));
});

async function expectNulRefused(res: Response) {
  expect(res.status).toBe(400);
  const body = (await res.json()) as { error: { code: string; message: string } };
  expect(body.error.code).toBe('VALIDATION');
  expect(body.error.message).toMatch(/U\+0000/);
}

describe('a NUL character (U+0000) in the request', () => {
  it('in a JSON string value is a 400, not a 500: page views', async () => {
    await expectNulRefused(await server.api('/api/page-views', jsonPost({ path: '/\u0000' })));
  });

  it('in a password reset token is a 400', async () => {
    const res = await server.api(
      '/api/auth/password-reset',
      jsonPost({
        token: 'abc\u0000def',
        password: 'correct horse battery 2',
        confirmPassword: 'correct horse battery 2',
      }),
    );
    await expectNulRefused(res);
  });

  it('in a path parameter is a 400: a purchase by checkout session', async () => {
    await expectNulRefused(await server.api('/api/purchases/by-session/%00', { headers: { cookie } }));
    await expectNulRefused(await server.api('/api/purchases/by-session/cs_%00x', { headers: { cookie } }));
  });

  it('in a query string or a JSON key is a 400', async () => {
    await expectNulRefused(await server.api('/api/purchases/by-session/cs_x?from=%00', { headers: { cookie } }));
    await expectNulRefused(await server.api('/api/page-views', jsonPost({ path: '/about', 'x\u0000': 1 })));
  });

  it('in a form field that is otherwise cleaned is refused the same way (one guard for every route)', async () => {
    await expectNulRefused(
      await server.api(
        '/api/auth/sign-in',
        jsonPost({ email: 'rita\u0000@example.com', password: 'x', captchaToken: 'x' }),
      ),
    );
  });

  it('only when it really is U+0000: an escaped backslash before "u0000" is plain text', async () => {
    const res = await server.api('/api/page-views', jsonPost({ path: '/a\\u0000' }));
    expect(res.status).toBe(204);
    // A percent sign that is itself encoded is not a NUL either.
    expect((await server.api('/api/purchases/by-session/cs_%2500', { headers: { cookie } })).status).toBe(404);
  });
});

describe('a lone UTF-16 surrogate (half of an emoji) in the request', () => {
  async function expectUnreadable(res: Response, field: string) {
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('VALIDATION');
    expect(body.error.message).toBe(unreadableTextMessage(field));
  }

  it('in a report form field is a 400 naming the field, before anything is reserved: no credit taken, no row', async () => {
    const renter = await signUp(server);
    const creditsBefore = await creditsOf(renter.user.id);
    const res = await server.api(
      '/api/reports',
      jsonPost(reportForm({ city: 'Austin\ud800' }), { cookie: renter.cookie }),
    );
    await expectUnreadable(res, 'city');
    expect(await creditsOf(renter.user.id)).toBe(creditsBefore);
    const rows = await server.database.db.select().from(transactions).where(eq(transactions.userId, renter.user.id));
    expect(rows).toEqual([]);
  });

  it('in any other form is the same 400: sign-up, contact, a letter', async () => {
    await expectUnreadable(
      await server.api(
        '/api/auth/sign-in',
        jsonPost({ email: 'rita@example.com', password: 'x\udfff', captchaToken: 'x' }),
      ),
      'password',
    );
    await expectUnreadable(
      await server.api(
        '/api/contact',
        jsonPost({ firstName: 'Rita', email: 'rita@example.com', subject: '\ud83d', message: 'Hi', captchaToken: 'x' }),
      ),
      'subject',
    );
    await expectUnreadable(await server.api('/api/page-views', jsonPost({ path: '/about\udc00' })), 'path');
  });

  it('whole emoji are welcome', async () => {
    expect((await server.api('/api/page-views', jsonPost({ path: '/about🏠' }))).status).toBe(204);
  });
});

async function creditsOf(userId: string): Promise<number> {
  const [row] = await server.database.db.select({ credits: users.credits }).from(users).where(eq(users.id, userId));
  return row!.credits;
}
