import { IntersectionType } from '@nestjs/mapped-types';
import { QueueEnv, ServiceEnv } from '@roadbook/platform';
import { IsInt, Max, Min } from 'class-validator';

class SessionEnv {
  /** A session unused for this long ends, well before its absolute lifetime. */
  @IsInt()
  @Min(1)
  @Max(365)
  SESSION_IDLE_DAYS: number = 14;
}

export class AuthServiceEnv extends IntersectionType(ServiceEnv, QueueEnv, SessionEnv) {}
