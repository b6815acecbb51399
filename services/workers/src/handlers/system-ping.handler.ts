import { Injectable } from '@nestjs/common';
import { JobNames, type SystemPingPayload, type SystemPingResult } from '@roadbook/contracts';
import type { JobHandler } from '@roadbook/platform';

/** Proves end to end that a worker takes jobs off the queue; the health check sends it. */
@Injectable()
export class SystemPingHandler implements JobHandler<'system.ping'> {
  readonly jobName = JobNames.systemPing;

  handle(_payload: SystemPingPayload): Promise<SystemPingResult> {
    return Promise.resolve({ pong: true, workerPid: process.pid });
  }
}
