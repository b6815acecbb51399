import 'reflect-metadata';
import { announceReady, runMain } from '@roadbook/platform';
import { startWorkers } from '@roadbook/workers';
import { answerMetricsRequests } from './child-metrics';
import { startLocalProcessMetrics } from './local/local-process-metrics';

/**
 * The worker process of local mode, forked and supervised by the launcher with the same
 * environment as the apps inside it, so a job that brings it down leaves the site up.
 */
runMain(async () => {
  startLocalProcessMetrics();
  // The launcher holds the embedded database: without it there is nothing left to work for.
  process.once('disconnect', () => process.exit(1));
  // Its metrics are served on the launcher's ops port, merged with the launcher's own.
  answerMetricsRequests();
  await startWorkers();
  announceReady();
});
