// Shared jest settings: sources are compiled by SWC (decorators and their metadata on) and
// workspace imports resolve to sources, so tests never depend on a previous build.
const path = require('node:path');
const { compilerOptions } = require('./tsconfig.base.json');

const moduleNameMapper = Object.fromEntries(
  Object.entries(compilerOptions.paths).map(([alias, [target]]) => [
    `^${alias}$`,
    path.join(__dirname, target),
  ]),
);

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  },
];

module.exports = {
  testEnvironment: 'node',
  // A spec waits for the state it needs; this only bounds one that never comes, far beyond what
  // a loaded two-core machine needs for the slowest setup (the planner's data loading on the
  // first plan in a process). jest.unit.config.js repeats it for the run of every project.
  testTimeout: 60_000,
  transform: { '^.+\\.(t|j)sx?$': swc, '^.+\\.mjs$': swc },
  // d3-geo (drawn maps, @roadbook/maps) and content-disposition (the gateway's static files) ship
  // only ES modules; Node loads them with require(), jest does not, so SWC turns them into
  // CommonJS for every suite that reaches them.
  transformIgnorePatterns: [
    '/node_modules/(?!(d3-geo|d3-array|internmap|(@fastify/static/node_modules/)?content-disposition)/)',
  ],
  moduleNameMapper,
  // Decorator metadata (class-transformer, Nest) needs the polyfill before any class loads.
  setupFiles: ['reflect-metadata'],
  moduleFileExtensions: ['ts', 'js', 'json'],
};
