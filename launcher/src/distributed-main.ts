import { installAppLogger, runMain, validateEnv } from '@roadbook/platform';
import { DistributedEnv } from './distributed/distributed.env';
import { childOutputSink } from './child-output';
import { startDistributed } from './distributed/start-distributed';

runMain(async () => {
  // JSON, as the apps it runs write: distributed mode's output is read by programs.
  const logger = installAppLogger('launcher', validateEnv(DistributedEnv, process.env));
  const roadbook = await startDistributed(process.env, childOutputSink(false));
  logger.announce(`Roadbook (distributed) is running at ${roadbook.url}`, 'distributed');
  for (const [app, metricsUrl] of Object.entries(roadbook.metricsUrls)) {
    logger.announce(`${app} metrics (Prometheus) at ${metricsUrl}`, 'distributed');
  }
  let stopping = false;
  // Ctrl-C reaches this process twice (from the terminal and from `npm start`): stop once.
  const shutdown = () => {
    if (stopping) return;
    stopping = true;
    roadbook.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
});
