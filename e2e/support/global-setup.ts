import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  SHARED_DEPLOYMENT_ENV,
  SHARED_DEPLOYMENT_VARIABLE,
  type SharedDeploymentEndpoints,
} from './shared-deployment';
import { startTestDeployment, type TestDeployment } from './test-deployment';

/** Where the shared deployment's processes write, for reading after a failed run. */
export const SHARED_DEPLOYMENT_LOG = join(
  __dirname,
  '..',
  '..',
  'test-results',
  'e2e-shared-deployment.log',
);

/** global-teardown.ts reads it here: global setup and teardown share one global scope. */
declare global {
  var roadbookSharedDeployment: TestDeployment | undefined;
}

/** Starts the deployment the specs share (see shared-deployment.ts). */
export default async function globalSetup(): Promise<void> {
  mkdirSync(join(SHARED_DEPLOYMENT_LOG, '..'), { recursive: true });
  const log = createWriteStream(SHARED_DEPLOYMENT_LOG);
  const deployment = await startTestDeployment('shared', SHARED_DEPLOYMENT_ENV, {
    onLog: (line) => log.write(`${line}\n`),
  });
  globalThis.roadbookSharedDeployment = deployment;
  const endpoints: SharedDeploymentEndpoints = {
    baseUrl: deployment.baseUrl,
    databaseUrl: deployment.databaseUrl,
    queuePrefix: deployment.queuePrefix,
    outboxDir: deployment.outboxDir,
    natsEnv: deployment.natsEnv,
    logFile: SHARED_DEPLOYMENT_LOG,
  };
  // Specs run in this process (--runInBand) or in workers it starts: both see its environment.
  process.env[SHARED_DEPLOYMENT_VARIABLE] = JSON.stringify(endpoints);
}
