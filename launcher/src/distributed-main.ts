import { installAppLogger, runMain, validateEnv } from '@roadbook/platform';
import { DistributedEnv } from './distributed/distributed.env';
import { childOutputSink } from './child-output';
import { startDistributed } from './distributed/start-distributed';

runMain(async () => {
  // The apps write JSON into their pipes; on a terminal their lines are shown pretty, as ours.
  const logger = installAppLogger('launcher', validateEnv(DistributedEnv, process.env));
  const roadbook = await startDistributed(process.env, childOutputSink(logger.format === 'pretty'));
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
