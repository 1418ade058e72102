import { hashPassword, verifyPassword } from 'better-auth/crypto';
import { describe, expect, it } from 'vitest';
import { PRODUCTION_HASH_COST, passwordHasher } from './password-hash';

describe('password hashes (scrypt)', () => {
  it("at the production cost: better-auth's own format, so accounts made before the setting existed still sign in", async () => {
    const hasher = passwordHasher();
    const ours = await hasher.hash('correct horse battery');
    expect(ours).toMatch(/^[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await verifyPassword({ hash: ours, password: 'correct horse battery' })).toBe(true);
    const theirs = await hashPassword('correct horse battery');
    expect(await hasher.verify({ hash: theirs, password: 'correct horse battery' })).toBe(true);
    expect(await hasher.verify({ hash: theirs, password: 'correct horse batterY' })).toBe(false);
    // Four hashes at the production cost: a tenth of a core-second each on a quiet machine, far more at a load of 8.
  }, 60_000);

  it('at a test cost: the hash names its cost, verifies at any setting, and never at another cost', async () => {
    const cheap = await passwordHasher(1024).hash('pässword');
    expect(cheap).toMatch(/^1024\$[0-9a-f]{32}:[0-9a-f]{128}$/);
    expect(await passwordHasher(1024).verify({ hash: cheap, password: 'pässword' })).toBe(true);
    // The setting changed: the account made at the old cost still signs in.
    expect(await passwordHasher(PRODUCTION_HASH_COST).verify({ hash: cheap, password: 'pässword' })).toBe(true);
    // The same password in another Unicode form is the same password (NFKC).
    expect(await passwordHasher(1024).verify({ hash: cheap, password: 'pa\u0308ssword' })).toBe(true);
    expect(await passwordHasher(1024).verify({ hash: cheap, password: 'password' })).toBe(false);
    expect(await passwordHasher(1024).verify({ hash: cheap.replace(/^1024\$/, '2048$'), password: 'pässword' })).toBe(
      false,
    );
  });

  it('refuses what no hasher wrote, without throwing', async () => {
    const hasher = passwordHasher(1024);
    for (const hash of ['', 'plain', 'abc:', ':abc', '3$ab:cd', '0$ab:cd', '4194304$ab:cd', 'zz:yy']) {
      expect(await hasher.verify({ hash, password: 'anything' })).toBe(false);
    }
  });
});
