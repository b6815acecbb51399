import { createWriteStream, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import {
  SHARED_DEPLOYMENT_ENV,
  SHARED_DEPLOYMENT_VARIABLE,
  type SharedDeploymentEndpoints,
} from './shared-deployment';
import { startTestDeployment, type TestDeployment } from './test-deployment';

/**
 * Where the shared deployment's processes write, for reading after a failed run: one file per
 * lane (jest's --shard), as each lane starts a deployment of its own.
 */
function sharedDeploymentLog(shard: { shardIndex: number } | null | undefined): string {
  const lane = shard ? `-${shard.shardIndex}` : '';
  return join(__dirname, '..', '..', 'test-results', `e2e-shared-deployment${lane}.log`);
}

/** global-teardown.ts reads it here: global setup and teardown share one global scope. */
declare global {
  var roadbookSharedDeployment: TestDeployment | undefined;
}

/** The part of jest's global configuration this reads: which lane (--shard) this run is. */
interface GlobalConfig {
  shard?: { shardIndex: number } | null;
}

/** Starts the deployment the specs of this lane share (see shared-deployment.ts). */
export default async function globalSetup(globalConfig: GlobalConfig): Promise<void> {
  const logFile = sharedDeploymentLog(globalConfig.shard);
  mkdirSync(join(logFile, '..'), { recursive: true });
  const log = createWriteStream(logFile);
  const deployment = await startTestDeployment('shared', SHARED_DEPLOYMENT_ENV, {
    onLog: (line) => log.write(`${line}\n`),
  });
  globalThis.roadbookSharedDeployment = deployment;
  const endpoints: SharedDeploymentEndpoints = {
    baseUrl: deployment.baseUrl,
    databaseUrl: deployment.databaseUrl,
    queuePrefix: deployment.queuePrefix,
    outboxDir: deployment.outboxDir,
    logFile,
  };
  // Specs run in this process (--runInBand) or in workers it starts: both see its environment.
  process.env[SHARED_DEPLOYMENT_VARIABLE] = JSON.stringify(endpoints);
}
