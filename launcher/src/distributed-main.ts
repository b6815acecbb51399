import { runMain } from '@roadbook/platform';
import { startDistributed } from './distributed/start-distributed';

runMain(async () => {
  const roadbook = await startDistributed(process.env, (app, line) =>
    process.stdout.write(`[${app}] ${line}\n`),
  );
  process.stdout.write(
    `\n  Roadbook (distributed) is running at ${roadbook.url}\n  Press Ctrl-C to stop.\n\n`,
  );
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
