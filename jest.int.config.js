// Integration tests: real PostgreSQL, Redis and an S3 API on loopback.
module.exports = {
  ...require('./jest.preset'),
  rootDir: __dirname,
  testMatch: ['<rootDir>/{libs,services,gateway,launcher}/**/src/**/*.int-spec.ts'],
  testTimeout: 60_000,
};
