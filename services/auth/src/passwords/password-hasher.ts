import { Injectable } from '@nestjs/common';
import { compare, hash } from 'bcrypt';

/**
 * bcrypt cost 12: about a quarter of a second per hash on a small server, which makes guessing
 * from a stolen table slow. The native binding hashes on libuv's thread pool, so the event loop
 * keeps serving other requests meanwhile.
 */
export const BCRYPT_COST = 12;

/**
 * A hash of a password nobody has, at the same cost: comparing against it when the e-mail is
 * unknown makes a failed sign-in take as long either way, so timing does not tell which
 * accounts exist.
 */
const UNKNOWN_USER_HASH = '$2b$12$u9JB.mMFM2toJxE2POQM0O9Kcrk/MkE/nYBfUl3DjiOWreH9SQF3e';

/**
 * Hashes new passwords and checks given ones. Hashes made earlier (bcryptjs, cost 10, `$2a$` or
 * `$2b$`) are the same bcrypt format and keep verifying.
 */
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
