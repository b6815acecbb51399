// End-to-end tests: real processes on loopback driven through /api and headless Chromium.
// With E2E_BASE_URL set they target that deployment, so only the deployment-agnostic suite runs.
module.exports = {
  ...require('./jest.preset'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
  testPathIgnorePatterns: process.env.E2E_BASE_URL
    ? ['/node_modules/', '(local(-worker)?|metrics)\\.e2e-spec\\.ts']
    : ['/node_modules/'],
  testTimeout: 180_000,
};
