import { compare as bcryptjsCompare, hash as bcryptjsHash } from 'bcryptjs';
import { validateEnv } from '@roadbook/platform';
import { AuthServiceEnv } from '../auth-service.env';
import { BCRYPT_COST, PasswordHasher } from './password-hasher';

describe('PasswordHasher', () => {
  const hasher = new PasswordHasher();

  it('hashes with bcrypt at cost 12 and verifies only the right password', async () => {
    const hash = await hasher.hash('ride-safe-1');
    expect(hash).toMatch(/^\$2b\$12\$/);
    expect(BCRYPT_COST).toBe(12);
    await expect(hasher.verify('ride-safe-1', hash)).resolves.toBe(true);
    await expect(hasher.verify('ride-safe-2', hash)).resolves.toBe(false);
  });

  it('keeps signing in accounts whose hashes bcryptjs made ($2a$ and $2b$, cost 10)', async () => {
    const twoB = await bcryptjsHash('old-account-1', 10);
    expect(twoB).toMatch(/^\$2b\$10\$/);
    // A $2a$ hash from an older bcryptjs: same algorithm, older prefix.
    const twoA = `$2a$${twoB.slice(4)}`;
    for (const stored of [twoB, twoA]) {
      await expect(hasher.verify('old-account-1', stored)).resolves.toBe(true);
      await expect(hasher.verify('old-account-2', stored)).resolves.toBe(false);
    }
  });

  it('makes hashes that other bcrypt implementations read too', async () => {
    await expect(bcryptjsCompare('ride-safe-1', await hasher.hash('ride-safe-1'))).resolves.toBe(
      true,
    );
  });

  it('answers false, after a full comparison, when there is no hash (unknown account)', async () => {
    await expect(hasher.verify('anything-1', null)).resolves.toBe(false);
  });

  describe('at another cost (PASSWORD_HASH_COST)', () => {
    const cheap = new PasswordHasher({ PASSWORD_HASH_COST: 4 });

    it('makes new hashes at that cost and still verifies those made at others', async () => {
      const made = await cheap.hash('ride-safe-1');
      expect(made).toMatch(/^\$2b\$04\$/);
      await expect(cheap.verify('ride-safe-1', made)).resolves.toBe(true);
      await expect(cheap.verify('ride-safe-1', await hasher.hash('ride-safe-1'))).resolves.toBe(
        true,
      );
      await expect(hasher.verify('ride-safe-1', made)).resolves.toBe(true);
    });

    it('answers false for an unknown account', async () => {
      await expect(cheap.verify('anything-1', null)).resolves.toBe(false);
    });
  });

  describe("the auth service's setting", () => {
    const env = (extra: NodeJS.ProcessEnv = {}) =>
      validateEnv(AuthServiceEnv, { DATABASE_URL: 'postgres://db/roadbook', ...extra });

    it('is cost 12 unless set', () => {
      expect(env().PASSWORD_HASH_COST).toBe(12);
      expect(env({ PASSWORD_HASH_COST: '4' }).PASSWORD_HASH_COST).toBe(4);
    });

    it('refuses a cost bcrypt cannot use or one that would stall sign-ins', () => {
      expect(() => env({ PASSWORD_HASH_COST: '3' })).toThrow(/PASSWORD_HASH_COST/);
      expect(() => env({ PASSWORD_HASH_COST: '16' })).toThrow(/PASSWORD_HASH_COST/);
    });
  });
});
