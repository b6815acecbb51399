// End-to-end tests: real processes on loopback driven through /api and headless Chromium, in two
// projects that can run side by side (scripts/test-e2e.mjs runs them so):
// - shared: the specs that use the run's shared deployment (they call `sharedDeployment()`),
//   one after another, so what one leaves behind is settled before the next looks;
// - isolated: the specs that start deployments of their own, to stop, kill or reconfigure them.
// The shared deployment is started by the shared project's global setup, so a spec cannot use it
// from the other project by mistake (e2e/support/shared-deployment.ts says so when asked).
// With E2E_BASE_URL set they target that deployment, so only the deployment-agnostic suite runs.
const { readdirSync, readFileSync } = require('node:fs');
const { join } = require('node:path');

const e2eDir = join(__dirname, 'e2e');
const specs = readdirSync(e2eDir).filter((file) => file.endsWith('.e2e-spec.ts'));
const usesSharedDeployment = (file) =>
  readFileSync(join(e2eDir, file), 'utf8').includes('sharedDeployment()');

/** A spec's own limit: above every state wait (e2e/support/until.ts), so a wait that runs out says what it waited for. */
const TEST_TIMEOUT_MS = 180_000;

const ignored = process.env.E2E_BASE_URL
  ? ['/node_modules/', '(local(-worker)?|metrics)\\.e2e-spec\\.ts']
  : ['/node_modules/'];

const project = (displayName, files, extra = {}) => ({
  ...require('./jest.preset'),
  displayName,
  rootDir: __dirname,
  // An empty list would mean jest's default patterns: a path that names no file matches none.
  testMatch:
    files.length > 0 ? files.map((file) => `<rootDir>/e2e/${file}`) : ['<rootDir>/e2e/none'],
  testPathIgnorePatterns: ignored,
  testTimeout: TEST_TIMEOUT_MS,
  setupFilesAfterEnv: ['<rootDir>/e2e/support/connections-per-spec.ts'],
  ...extra,
});

module.exports = {
  testTimeout: TEST_TIMEOUT_MS,
  projects: [
    project('shared', specs.filter(usesSharedDeployment), {
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
      globalTeardown: '<rootDir>/e2e/support/global-teardown.ts',
    }),
    project(
      'isolated',
      specs.filter((file) => !usesSharedDeployment(file)),
    ),
  ],
};
