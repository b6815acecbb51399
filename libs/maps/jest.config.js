module.exports = {
  ...require('../../jest.preset'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
};
