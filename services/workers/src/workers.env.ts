import { IntersectionType } from '@nestjs/mapped-types';
import { LoggingEnv, QueueEnv, ServiceEndpointsEnv } from '@roadbook/platform';
import { IsInt, Max, Min } from 'class-validator';
import { PlannerEnv } from './planner/planner-env';

class WorkerConcurrencyEnv {
  /** Jobs one worker process runs at once, per queue. */
  @IsInt()
  @Min(1)
  @Max(64)
  WORKER_CONCURRENCY: number = 4;
}

export class WorkersEnv extends IntersectionType(
  QueueEnv,
  ServiceEndpointsEnv,
  LoggingEnv,
  WorkerConcurrencyEnv,
  PlannerEnv,
) {}
