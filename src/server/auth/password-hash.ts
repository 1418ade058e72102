import { randomBytes, scrypt, timingSafeEqual } from 'node:crypto';
import { availableParallelism } from 'node:os';

/**
 * Password hashing: scrypt, as better-auth does it (N 16384, r 16, p 1, 64-byte key, the password NFKC-normalised,
 * stored as `salt:key` in hex), with the cost N a setting (PASSWORD_HASH_COST). At the default the stored form is
 * better-auth's own, so either side verifies the other's hashes. A lower cost is for tests only (production refuses
 * it, config.ts): a hash then carries its cost in front (`1024$salt:key`), so it never verifies at another cost, and
 * an account made at one cost keeps working after the setting changes.
 */
export const PRODUCTION_HASH_COST = 16_384;
const BLOCK_SIZE = 16;
const KEY_LENGTH = 64;

/**
 * Hashes computed at once by this process; the others wait their turn (decision 080). Each is ~150 ms of one core at
 * the production cost, run by Node on libuv's thread pool (4 threads), off the event loop; but four at once on a
 * two-core machine starve the event loop and every other use of that pool (files, compression, DNS): a burst of
 * sign-ins stalled every request. One core is always left to the event loop.
 */
const HASHES_AT_ONCE = Math.max(1, Math.min(3, availableParallelism() - 1));
let hashing = 0;
const hashQueue: (() => void)[] = [];

async function withHashSlot<T>(work: () => Promise<T>): Promise<T> {
  if (hashing >= HASHES_AT_ONCE) await new Promise<void>((resolve) => hashQueue.push(resolve));
  else hashing += 1;
  try {
    return await work();
  } finally {
    // The slot passes straight to the next waiter, if any; else it is given back.
    const next = hashQueue.shift();
    if (next) next();
    else hashing -= 1;
  }
}

function deriveKey(password: string, salt: string, cost: number): Promise<Buffer> {
  return withHashSlot(() => deriveKeyNow(password, salt, cost));
}

function deriveKeyNow(password: string, salt: string, cost: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { N: cost, r: BLOCK_SIZE, p: 1, maxmem: 128 * cost * BLOCK_SIZE * 2 },
      (error, key) => (error ? reject(error) : resolve(key)),
    );
  });
}

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(data: { hash: string; password: string }): Promise<boolean>;
}

export function passwordHasher(cost: number = PRODUCTION_HASH_COST): PasswordHasher {
  return {
    async hash(password) {
      const salt = randomBytes(16).toString('hex');
      const key = (await deriveKey(password, salt, cost)).toString('hex');
      return cost === PRODUCTION_HASH_COST ? `${salt}:${key}` : `${cost}$${salt}:${key}`;
    },
    async verify({ hash, password }) {
      const match = /^(?:(\d+)\$)?([0-9a-f]+):([0-9a-f]+)$/.exec(hash);
      if (!match) return false;
      const storedCost = match[1] ? Number(match[1]) : PRODUCTION_HASH_COST;
      // A cost scrypt cannot take (not a power of two above 1, or absurd) is not a hash this server wrote.
      if (storedCost < 2 || storedCost > 2 ** 20 || (storedCost & (storedCost - 1)) !== 0) return false;
      const expected = Buffer.from(match[3]!, 'hex');
      const actual = await deriveKey(password, match[2]!, storedCost);
      return expected.length === actual.length && timingSafeEqual(expected, actual);
    },
  };
}
