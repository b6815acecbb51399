// Unit tests of every Node project in one run (each project's own config also runs alone
// through `nx run <project>:test`). The planner's packs are written once for the whole run
// (libs/planner/src/packs/unit-run-packs.setup.ts), compiled as the specs are.
const { testTimeout, transform } = require('./jest.preset');

module.exports = {
  testTimeout,
  transform,
  globalSetup: '<rootDir>/libs/planner/src/packs/unit-run-packs.setup.ts',
  globalTeardown: '<rootDir>/libs/planner/src/packs/unit-run-packs.teardown.ts',
  projects: [
    '<rootDir>/libs/contracts',
    '<rootDir>/libs/platform',
    '<rootDir>/libs/planner',
    '<rootDir>/libs/maps',
    '<rootDir>/services/auth',
    '<rootDir>/services/trips',
    '<rootDir>/services/blog',
    '<rootDir>/services/media',
    '<rootDir>/services/workers',
    '<rootDir>/gateway',
    '<rootDir>/launcher',
  ],
};
