import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADDRESS_SUGGEST_RATE } from '#server/addresses/address-routes';
import { authSession } from '#server/db/schema';
import { RATE_RULES } from '#server/http/rate-limit';
import { postWithCaptcha, signUp, signupForm } from '../helpers/accounts';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// The client address behind TRUST_PROXY=N proxies is the X-Forwarded-For entry the outermost proxy appended (the
// Nth from the right), never the entries the client wrote itself: a client rotating its own leftmost entry is
// still one client to every per-address limit. The test plays the one proxy, appending the address it "saw".

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ TRUST_PROXY: '1' });
});
afterAll(() => server?.close());

const REQUESTS = 305;
/** What a client behind one proxy sends: its own made-up entry, then the one its proxy appended. */
const spoofed = (i: number, seen: string) => ({ 'x-forwarded-for': `198.51.100.${i}, ${seen}` });

/** Sends `REQUESTS` requests, each with a different leftmost entry from the same client; returns their statuses. */
async function hammer(send: (headers: Record<string, string>) => Promise<Response>, seen: string): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const res = await send(spoofed(i, seen));
    statuses.push(res.status);
    await res.body?.cancel();
  }
  return statuses;
}

const post = (path: string, body: unknown) => (headers: Record<string, string>) =>
  server.api(path, jsonPost(body, headers));
const get = (path: string) => (headers: Record<string, string>) => server.api(path, { headers });

describe('TRUST_PROXY=1: per-address limits hold against spoofed X-Forwarded-For entries', () => {
  it.each([
    ['sign-up', post('/api/auth/sign-up', { ...signupForm(), captchaToken: 'unsolved' }), RATE_RULES.signUpByIp.limit],
    [
      'sign-in',
      post('/api/auth/sign-in', { email: 'someone@example.com', password: 'guess', captchaToken: 'unsolved' }),
      RATE_RULES.signInByIp.limit,
    ],
    [
      'password reset',
      post('/api/auth/password-reset/request', { email: 'someone@example.com', captchaToken: 'unsolved' }),
      RATE_RULES.resetByIp.limit,
    ],
    [
      'contact',
      post('/api/contact', {
        firstName: 'A',
        email: 'a@example.com',
        subject: 'S',
        message: 'M',
        captchaToken: 'unsolved',
      }),
      RATE_RULES.contactByIp.limit,
    ],
    ['address suggestions', get('/api/address/suggest?q=ab'), ADDRESS_SUGGEST_RATE.limit],
    ['captcha challenges', get('/api/captcha/challenge'), RATE_RULES.captchaByIp.limit],
  ])(
    '%s: 305 requests with rotating leftmost entries get the one allowance of the address the proxy saw',
    async (_name, send, limit) => {
      const statuses = await hammer(send, '203.0.113.5');
      expect(statuses.filter((s) => s !== 429)).toHaveLength(limit);
      expect(statuses.slice(limit).every((s) => s === 429)).toBe(true);
      // Another address behind the same proxy is another client.
      const other = await send({ 'x-forwarded-for': '203.0.113.6' });
      expect(other.status).not.toBe(429);
    },
    // 305 requests one after another: a few seconds alone, over 30 on a machine busy with the whole suite.
    120_000,
  );

  it('an entry that is not an IP address counts as the proxy itself, not as a new client', async () => {
    const statuses: number[] = [];
    for (let i = 0; i <= RATE_RULES.signInByIp.limit; i++) {
      const res = await server.api(
        '/api/auth/sign-in',
        jsonPost(
          { email: `x${i}@example.com`, password: 'guess', captchaToken: 'unsolved' },
          { 'x-forwarded-for': `junk-${i}` },
        ),
      );
      statuses.push(res.status);
      await res.body?.cancel();
    }
    expect(statuses.at(-1)).toBe(429);
  });

  it('the session records the address the proxy saw', async () => {
    const { form, user } = await signUp(server);
    const res = await postWithCaptcha(
      server,
      '/api/auth/sign-in',
      { email: form.email, password: form.password },
      spoofed(1, '203.0.113.9'),
    );
    expect(res.status).toBe(200);
    const sessions = await server.database.db.select().from(authSession).where(eq(authSession.userId, user.id));
    const addresses = sessions.map((s) => s.ipAddress);
    expect(addresses).toContain('203.0.113.9');
    expect(addresses).not.toContain('198.51.100.1');
  });
});
