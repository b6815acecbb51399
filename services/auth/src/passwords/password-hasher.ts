import { Injectable } from '@nestjs/common';
import { compare, hash } from 'bcryptjs';

/** bcrypt with a per-hash salt; cost 10 keeps a sign-in under ~100 ms on a small server. */
export const BCRYPT_COST = 10;

/**
 * A hash of a password nobody has: comparing against it when the e-mail is unknown makes a
 * failed sign-in take as long either way, so timing does not tell which accounts exist.
 */
const UNKNOWN_USER_HASH = '$2b$10$CwTycUXWue0Thq9StjUM0uJ8.Yjv7xGkD5ztbRGZ4TDKr0mB6Bq1a';

@Injectable()
export class PasswordHasher {
  hash(password: string): Promise<string> {
    return hash(password, BCRYPT_COST);
  }

  async verify(password: string, passwordHash: string | null): Promise<boolean> {
    const matches = await compare(password, passwordHash ?? UNKNOWN_USER_HASH);
    return matches && passwordHash !== null;
  }
}
