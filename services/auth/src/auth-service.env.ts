import { IntersectionType } from '@nestjs/mapped-types';
import { QueueEnv, ServiceEnv } from '@roadbook/platform';
import { IsInt, Max, Min } from 'class-validator';
import { BCRYPT_COST, type PasswordHashSettings } from './passwords/password-hasher';

class SessionEnv {
  /** A session unused for this long ends, well before its absolute lifetime. */
  @IsInt()
  @Min(1)
  @Max(365)
  SESSION_IDLE_DAYS: number = 14;
}

class PasswordEnv implements PasswordHashSettings {
  /**
   * bcrypt's cost for new password hashes: each step doubles a hash's work (12 takes about a
   * quarter of a second). Lower only for test deployments.
   */
  @IsInt()
  @Min(4)
  @Max(15)
  PASSWORD_HASH_COST: number = BCRYPT_COST;
}

export class AuthServiceEnv extends IntersectionType(
  ServiceEnv,
  QueueEnv,
  SessionEnv,
  PasswordEnv,
) {}
