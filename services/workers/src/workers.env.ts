import { IntersectionType } from '@nestjs/mapped-types';
import { LoggingEnv, MetricsEnv, PublicUrlEnv, QueueEnv, TransportEnv } from '@roadbook/platform';
import { MailEnv } from '@roadbook/platform/mail';
import { IsInt, Max, Min } from 'class-validator';
import { PlannerEnv } from './planner/planner-env';

class WorkerConcurrencyEnv {
  /**
   * Jobs one worker process runs at once, per queue. An itinerary job computes for a few ms and
   * then waits several times as long on the trips service and Redis, so a process keeps about
   * eight in flight to stay busy (see docs/operations.md).
   */
  @IsInt()
  @Min(1)
  @Max(64)
  WORKER_CONCURRENCY: number = 8;

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
  TransportEnv,
  LoggingEnv,
  MetricsEnv,
  WorkerConcurrencyEnv,
  PlannerEnv,
  MailEnv,
  PublicUrlEnv,
) {}
