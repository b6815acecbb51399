module.exports = {
  ...require('../../jest.preset'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // The first plan or lookup of a test file reads the offline data (towns, their other names,
  // curated places: a second or two, more on a busy CI machine); later ones take milliseconds.
  testTimeout: 20_000,
};
