// End-to-end tests: real processes on loopback driven through /api and headless Chromium.
module.exports = {
  ...require('./jest.preset'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/e2e/**/*.e2e-spec.ts'],
  testTimeout: 180_000,
};
