import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';

type Challenge = Parameters<typeof solveChallenge>[0]['challenge'];

/** Does what the ALTCHA widget does with a challenge the server gave: solve it and encode the payload. */
export async function solveChallengeToken(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the ALTCHA challenge');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}

/**
 * Fetches a challenge from the server and solves it. `headers` (e.g. the client's X-Forwarded-For) make the
 * challenge come from the same client as the form it is for.
 */
export async function solveCaptcha(baseUrl: string, headers: Record<string, string> = {}): Promise<string> {
  const res = await fetch(new URL('/api/captcha/challenge', baseUrl), { headers });
  if (!res.ok) throw new Error(`challenge request failed: ${res.status}`);
  return solveChallengeToken((await res.json()) as Challenge);
}
