/**
 * One distributed deployment that every spec which only talks to Roadbook (as riders, admins and
 * visitors would) shares: `e2e/support/global-setup.ts` starts it once per run and
 * `global-teardown.ts` stops it. Specs keep out of each other's way through the accounts and
 * data they create, never through a fresh database each: every name, e-mail and address a spec
 * makes is its own. A spec that stops, kills or reconfigures a part of the system starts a
 * deployment of its own with `startTestDeployment` instead.
 */

import { readFileSync } from 'node:fs';

/** What a spec needs to reach a deployment from the outside. */
export interface DeploymentEndpoints {
  baseUrl: string;
  databaseUrl: string;
  /** The Redis key prefix of its queues. */
  queuePrefix: string;
  /** Where its workers write the mail they would send. */
  outboxDir: string;
  /** How its apps reach each other: the test NATS, under a subject prefix of its own. */
  natsEnv: { SERVICE_TRANSPORT: 'nats'; NATS_URL: string; NATS_SUBJECT_PREFIX: string };
  /** Every line its processes printed so far, each prefixed with its app's name. */
  logs: readonly string[];
}

/** The variable global-setup.ts hands the shared deployment's endpoints down in. */
export const SHARED_DEPLOYMENT_VARIABLE = 'ROADBOOK_E2E_SHARED_DEPLOYMENT';

/**
 * The shared deployment's settings, over the defaults every test deployment has. Each is one a
 * spec reads and none changes what another spec sees:
 * - one trusted proxy, so a spec that counts per-address limits gives its requests an address of
 *   its own (`X-Forwarded-For`) and never shares a limit with the rest of the run;
 * - analytics written within a fifth of a second, so a spec reads what it sent at once;
 * - a published contact address, for the contact page.
 */
export const SHARED_DEPLOYMENT_ENV = {
  TRUST_PROXY: '1',
  ANALYTICS_FLUSH_MS: '200',
  CONTACT_EMAIL: 'riders@roadbook.example',
} as const;

/** The run's shared deployment; fails with a clear message outside the e2e runner. */
export function sharedDeployment(): DeploymentEndpoints {
  const endpoints = process.env[SHARED_DEPLOYMENT_VARIABLE];
  if (!endpoints) {
    throw new Error(
      `${SHARED_DEPLOYMENT_VARIABLE} is not set: end-to-end specs run with jest.e2e.config.js, ` +
        "whose 'shared' project starts the shared deployment for the specs that call " +
        'sharedDeployment()',
    );
  }
  const { logFile, ...rest } = JSON.parse(endpoints) as SharedDeploymentEndpoints;
  return {
    ...rest,
    get logs() {
      return readFileSync(logFile, 'utf8').split('\n').filter(Boolean);
    },
  };
}

/** What global-setup.ts hands down: the endpoints, and the file its processes print to. */
export type SharedDeploymentEndpoints = Omit<DeploymentEndpoints, 'logs'> & { logFile: string };
