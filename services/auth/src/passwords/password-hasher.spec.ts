import { compare as bcryptjsCompare, hash as bcryptjsHash } from 'bcryptjs';
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
});
