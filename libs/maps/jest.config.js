const preset = require('../../jest.preset');

const [swcTransform] = Object.values(preset.transform);

module.exports = {
  ...preset,
  rootDir: __dirname,
  testMatch: ['<rootDir>/src/**/*.spec.ts'],
  // d3-geo and its dependencies ship only ES modules (.mjs); SWC turns them into CommonJS.
  transform: { ...preset.transform, '^.+\\.mjs$': swcTransform },
  transformIgnorePatterns: ['/node_modules/(?!(d3-geo|d3-array|internmap)/)'],
};
