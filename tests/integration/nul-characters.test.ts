import { beforeAll, describe, expect, it } from 'vitest';
import { signUp } from '../helpers/accounts';
import { jsonPost, sharedTestServer, type TestServer } from '../helpers/test-server';

// U+0000 in any text used to reach PostgreSQL (which cannot store it) and answer 500. One guard
// in front of every API route answers 400 instead (decision 050).

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
