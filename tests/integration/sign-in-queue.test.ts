import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SIGN_IN_QUEUE_MAX, SIGN_IN_SPACING_MS, SignInQueue } from '#server/auth/sign-in-queue';
import { RATE_RULES } from '#server/http/rate-limit';
import { freshClientIp, postWithCaptcha, signUp } from '../helpers/accounts';
import { solveCaptcha } from '../helpers/captcha';
import { captureLog, type CapturedLog } from '../helpers/log-capture';
import { jsonPost, startTestServer, type TestServer } from '../helpers/test-server';

// Decision 080: once an email has had many failures, its passwords are checked one at a time, at least a second
// apart, in the order the attempts came; past the queue's bound an attempt is refused (429, Retry-After) before any
// hashing; the owner from an address that has not failed for the email goes ahead of the waiting guesses. The
// assertions read the decision times the server records (its log), never this machine's wall-clock durations.

type Taken = { lane: 'fresh' | 'known'; queuedAt: number; takenAt: number };

let server: TestServer;
let log: CapturedLog;
beforeAll(async () => {
  log = captureLog('info');
  server = await startTestServer({ TRUST_PROXY: '1' }, { logger: log.logger });
});
afterAll(async () => {
  await server?.close();
});

function takenSince(line: number): Taken[] {
  return log.lines
    .slice(line)
    .map((l) => JSON.parse(l) as Taken & { msg: string })
    .filter((entry) => entry.msg === 'sign-in attempt taken');
}

/** An email past its failures: `limit` wrong passwords, each from an address of its own (returned). */
async function attackedAccount() {
  const { form } = await signUp(server);
  const addresses: Record<string, string>[] = [];
  for (let i = 0; i < RATE_RULES.signInByEmail.limit; i++) {
    const from = freshClientIp();
    addresses.push(from);
    const res = await postWithCaptcha(server, '/api/auth/sign-in', { email: form.email, password: `guess-${i}` }, from);
    expect(res.status).toBe(401);
  }
  return { form, addresses };
}

/** Sign-ins sent together (their checks solved first), the n-th from addresses[n % addresses.length]. */
async function together(email: string, passwords: string[], addresses: Record<string, string>[]) {
  const tokens = await Promise.all(passwords.map((_, n) => solveCaptcha(server.url, addresses[n % addresses.length]!)));
  return Promise.all(
    passwords.map((password, n) =>
      server.api(
        '/api/auth/sign-in',
        jsonPost({ email, password, captchaToken: tokens[n] }, addresses[n % addresses.length]!),
      ),
    ),
  );
}

describe('sign-in attempts for an email under attack', () => {
  it('are checked one at a time, in the order they came, at least a second apart', async () => {
    const { form, addresses } = await attackedAccount();
    const from = log.lines.length;
    const answers = await together(
      form.email,
      Array.from({ length: 5 }, (_, n) => `queued-guess-${n}`),
      addresses,
    );
    expect(answers.map((r) => r.status)).toEqual([401, 401, 401, 401, 401]);
    const taken = takenSince(from);
    expect(taken).toHaveLength(5);
    expect(taken.every((t) => t.lane === 'known')).toBe(true);
    // In order: taken in the order they were queued; and a second apart by the server's own decision times.
    const byQueue = [...taken].sort((a, b) => a.queuedAt - b.queuedAt);
    expect(byQueue.map((t) => t.takenAt)).toEqual([...byQueue.map((t) => t.takenAt)].sort((a, b) => a - b));
    for (let i = 1; i < taken.length; i++)
      expect(byQueue[i]!.takenAt - byQueue[i - 1]!.takenAt).toBeGreaterThanOrEqual(SIGN_IN_SPACING_MS);
  }, 120_000);

  it('past the bound refuses the guess with 429 and Retry-After, and the owner from elsewhere goes first', async () => {
    const { form, addresses } = await attackedAccount();
    const from = log.lines.length;
    const guesses = together(
      form.email,
      Array.from({ length: SIGN_IN_QUEUE_MAX + 4 }, (_, n) => `flood-guess-${n}`),
      addresses,
    );
    // Once the guesses are waiting, the owner signs in from an address that has not failed for the email.
    await expect.poll(() => takenSince(from).length, { timeout: 60_000, interval: 50 }).toBeGreaterThan(0);
    const owner = await postWithCaptcha(
      server,
      '/api/auth/sign-in',
      { email: form.email, password: form.password },
      freshClientIp(),
    );
    expect(owner.status).toBe(200);
    const answers = await guesses;
    const refused = answers.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    expect(answers.filter((r) => r.status === 401).length).toBeLessThanOrEqual(SIGN_IN_QUEUE_MAX + 1);
    for (const res of refused) {
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('RATE_LIMITED');
    }
    // The owner's check was the next one taken after the guess being checked when it came, ahead of those waiting.
    const taken = takenSince(from);
    const ownerAt = taken.findIndex((t) => t.lane === 'fresh');
    expect(ownerAt).toBeGreaterThan(0);
    expect(taken.slice(ownerAt + 1).some((t) => t.lane === 'known' && t.queuedAt < taken[ownerAt]!.queuedAt)).toBe(
      true,
    );
  }, 120_000);

  it('keeps the spacing across processes: two queues on one database never take one email less than a second apart', async () => {
    // Two workers' queues, each with its own waiting attempts, on the one database.
    const both = captureLog('info');
    const a = new SignInQueue(server.database.db, both.logger);
    const b = new SignInQueue(server.database.db, both.logger);
    const email = `two.queues.${Date.now()}@example.com`;
    const attempt = async (queue: SignInQueue) => (await queue.turn(email, { fresh: false }))();
    await Promise.all([attempt(a), attempt(b), attempt(a), attempt(b)]);
    const takenAt = both.lines
      .map((l) => JSON.parse(l) as { msg: string; takenAt: number })
      .filter((e) => e.msg === 'sign-in attempt taken')
      .map((e) => e.takenAt)
      .sort((x, y) => x - y);
    expect(takenAt).toHaveLength(4);
    for (let i = 1; i < takenAt.length; i++)
      expect(takenAt[i]! - takenAt[i - 1]!).toBeGreaterThanOrEqual(SIGN_IN_SPACING_MS);
  }, 60_000);
});
