import 'reflect-metadata';
import { Logger } from '@nestjs/common';
import { runMain } from '@roadbook/platform';
import { startLocalProcessMetrics } from './local/local-process-metrics';
import { startLocal } from './local/start-local';

runMain(async () => {
  startLocalProcessMetrics();
  const roadbook = await startLocal();
  const logger = new Logger('local');
  const metrics = roadbook.metricsUrl ? `  Metrics (Prometheus) at ${roadbook.metricsUrl}\n` : '';
  if (roadbook.logger.format === 'pretty') {
    process.stdout.write(
      `\n  Roadbook is running at ${roadbook.url}\n${metrics}  Press Ctrl-C to stop.\n\n`,
    );
  } else {
    roadbook.logger.announce(`Roadbook is running at ${roadbook.url} (SIGINT stops it)`, 'local');
    if (roadbook.metricsUrl) {
      roadbook.logger.announce(`Metrics (Prometheus) at ${roadbook.metricsUrl}`, 'local');
    }
  }

  let stopping = false;
  const shutdown = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    logger.log(`${signal}: stopping`);
    roadbook.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
});
