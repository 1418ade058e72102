import { createChallenge, randomInt } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import { verify as verifyPayload } from 'altcha-lib/frameworks/shared';
import { lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { captchaUses } from '../../db/schema';
import type { CaptchaVerifier } from './captcha-port';
import { MINUTE_MS } from '#core/primitives/time';
import { captchaOperations } from '#core/api/captcha';

const CHALLENGE_TTL_MS = 10 * MINUTE_MS;

/**
 * ALTCHA, self-hosted proof of work: the server signs a challenge, the widget solves it, the server checks the
 * signature, expiry and solution, and records the challenge so that a solution counts once.
 */
export function altchaCaptcha(options: {
  db: Database;
  hmacSecret: string;
  hmacKeySecret: string;
  cost: number;
}): CaptchaVerifier {
  const { db, hmacSecret, hmacKeySecret, cost } = options;
  const store = {
    get: () => false,
    set: () => undefined,
    // Atomic: of two submissions of one solution, exactly one is accepted.
    setIfAbsent: async (key: string) => {
      const inserted = await db
        .insert(captchaUses)
        .values({ id: key })
        .onConflictDoNothing()
        .returning({ id: captchaUses.id });
      return inserted.length === 1;
    },
  };
  return {
    publicConfig: { provider: 'altcha', challengeUrl: captchaOperations.challenge.path },
    async createChallenge() {
      // Old records can go once every challenge they could replay has expired.
      await db.delete(captchaUses).where(lt(captchaUses.usedAt, sql`now() - interval '1 day'`));
      return createChallenge({
        algorithm: 'PBKDF2/SHA-256',
        cost,
        // The work is counter x cost PBKDF2 rounds: about a second in a browser at the default cost.
        counter: randomInt(500, 1500),
        deriveKey,
        expiresAt: new Date(Date.now() + CHALLENGE_TTL_MS),
        hmacSignatureSecret: hmacSecret,
        hmacKeySignatureSecret: hmacKeySecret,
      });
    },
    async verify(token) {
      if (!token || token.length > 10_000) return false;
      try {
        const result = await verifyPayload(token, deriveKey, hmacSecret, hmacKeySecret, store);
        return result.error === null && result.verification?.verified === true;
      } catch {
        return false;
      }
    },
  };
}
