// Unit tests of every Node project in one run (each project's own config also runs alone
// through `nx run <project>:test`).
module.exports = {
  testTimeout: require('./jest.preset').testTimeout,
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
