import { Inject, Injectable } from '@nestjs/common';
import { APP_ENV } from '@roadbook/platform';
import { compare, hash } from 'bcrypt';
import { randomBytes } from 'node:crypto';

/**
 * bcrypt cost 12: about a quarter of a second per hash on a small server, which makes guessing
 * from a stolen table slow. The native binding hashes on libuv's thread pool, so the event loop
 * keeps serving other requests meanwhile. `PASSWORD_HASH_COST` (auth-service.env.ts) changes it
 * for new hashes; the test suites' deployments lower it (docs/testing.md).
 */
export const BCRYPT_COST = 12;

/**
 * A hash of a password nobody has, at cost 12: comparing against it when the e-mail is unknown
 * makes a failed sign-in take as long either way, so timing does not tell which accounts exist.
 */
const UNKNOWN_USER_HASH = '$2b$12$u9JB.mMFM2toJxE2POQM0O9Kcrk/MkE/nYBfUl3DjiOWreH9SQF3e';

export interface PasswordHashSettings {
  /** bcrypt's cost (log2 of its rounds) for new hashes. */
  readonly PASSWORD_HASH_COST: number;
}

/**
 * Hashes new passwords and checks given ones. Each hash carries its own cost, so hashes made at
 * another cost, or earlier by bcryptjs (cost 10, `$2a$` or `$2b$`), keep verifying.
 */
@Injectable()
export class PasswordHasher {
  private readonly cost: number;
  /** The unknown user's hash at this hasher's cost (made on the thread pool for another cost). */
  private readonly unknownUserHash: Promise<string>;

  constructor(
    @Inject(APP_ENV) settings: PasswordHashSettings = { PASSWORD_HASH_COST: BCRYPT_COST },
  ) {
    this.cost = settings.PASSWORD_HASH_COST;
    this.unknownUserHash =
      this.cost === BCRYPT_COST
        ? Promise.resolve(UNKNOWN_USER_HASH)
        : this.hash(randomBytes(18).toString('base64'));
  }

  hash(password: string): Promise<string> {
    return hash(password, this.cost);
  }

  async verify(password: string, passwordHash: string | null): Promise<boolean> {
    const matches = await compare(password, passwordHash ?? (await this.unknownUserHash));
    return matches && passwordHash !== null;
  }
}
