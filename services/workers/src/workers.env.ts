import { IntersectionType } from '@nestjs/mapped-types';
import {
  LoggingEnv,
  MailEnv,
  QueueEnv,
  ServiceEndpointsEnv,
  TransportEnv,
} from '@roadbook/platform';
import { IsInt, Max, Min } from 'class-validator';
import { PlannerEnv } from './planner/planner-env';

class WorkerConcurrencyEnv {
  /** Jobs one worker process runs at once, per queue. */
  @IsInt()
  @Min(1)
  @Max(64)
  WORKER_CONCURRENCY: number = 4;

  /**
   * How long a job stays claimed without its worker renewing the claim, in ms: a job whose
   * worker died is run again about this long after.
   */
  @IsInt()
  @Min(1_000)
  @Max(600_000)
  WORKER_LOCK_MS: number = 30_000;
}

export class WorkersEnv extends IntersectionType(
  QueueEnv,
  ServiceEndpointsEnv,
  TransportEnv,
  LoggingEnv,
  WorkerConcurrencyEnv,
  PlannerEnv,
  MailEnv,
) {}
