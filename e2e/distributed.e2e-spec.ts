import { describeRunningRoadbook } from './support/running-roadbook.checks';
import { sharedDeployment } from './support/shared-deployment';

/**
 * What every deployment shows, on the run's shared distributed deployment: separate processes on
 * loopback against the machine's PostgreSQL and Redis. With E2E_BASE_URL set, the same checks run
 * against that deployment instead. Parts of a deployment going away: outages.e2e-spec.ts.
 */
describe('Roadbook in distributed mode', () => {
  describeRunningRoadbook(() => process.env.E2E_BASE_URL ?? sharedDeployment().baseUrl);
});
