// Lets plain `node` load the planner's TypeScript sources: compiles each .ts file with SWC on
// require (the same settings as jest) and resolves the workspace's @roadbook/* path aliases.
const fs = require('node:fs');
const path = require('node:path');
const Module = require('node:module');
const { transformSync } = require('@swc/core');
// The contracts' DTOs carry class-transformer decorators, which read design-time metadata when
// the module loads; Nest apps load this polyfill at start-up, a plain `node` script must too.
require('reflect-metadata');

const root = path.resolve(__dirname, '../..');
const aliases = {
  '@roadbook/contracts': path.join(root, 'libs/contracts/src/index.ts'),
  '@roadbook/planner': path.join(root, 'libs/planner/src/index.ts'),
};

const resolve = Module._resolveFilename;
Module._resolveFilename = function (request, ...rest) {
  return resolve.call(this, aliases[request] ?? request, ...rest);
};

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
      keepClassNames: true,
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
