import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { before, describe, test } from 'node:test';
import nx from '@nx/eslint-plugin';
import { ESLint } from 'eslint';
import tseslint from 'typescript-eslint';
import { projectBoundaries } from '../../eslint.project-boundaries.mjs';
import { env, root } from './workspace.mjs';

// Only the boundary rule, on sources that exist only here: the lint's own rule and tags, without
// the type information the whole configuration needs a file on disk for.
const eslint = new ESLint({
  cwd: root,
  overrideConfigFile: true,
  overrideConfig: [
    {
      files: ['**/*.ts'],
      languageOptions: { parser: tseslint.parser },
      plugins: { '@nx': nx },
      rules: { '@nx/enforce-module-boundaries': ['error', projectBoundaries] },
    },
  ],
});

/** The boundary errors ESLint gives `source` as if it were the file at `path`. */
async function boundaryErrors(path, source) {
  const [result] = await eslint.lintText(source, { filePath: path });
  return result.messages.map((message) => message.message);
}

const importing = (lib) => `import * as lib from '@roadbook/${lib}';\nexport default lib;\n`;

describe("the lint's project boundaries", () => {
  // The rule reads the project graph Nx keeps (as `npm run lint` has it computed first).
  before(() => {
    const graph = spawnSync('npx', ['nx', 'show', 'projects'], { cwd: root, env });
    assert.equal(graph.status, 0, String(graph.stderr));
  });

  test('keep the planner and the maps free of the platform (Nest, TypeORM, Redis)', async () => {
    for (const lib of ['planner', 'maps']) {
      const errors = await boundaryErrors(`libs/${lib}/src/sample.ts`, importing('platform'));
      assert.match(errors.join('\n'), /tagged with "kind:pure" can only depend on/, lib);
    }
  });

  test('keep the contracts free of every other library', async () => {
    // Every library imports the contracts, so the rule reports the cycle before the tags.
    const errors = await boundaryErrors('libs/contracts/src/sample.ts', importing('planner'));
    assert.match(errors.join('\n'), /Circular dependency|can only depend on/);
  });

  test('let the planner use the contracts, and a service use every library', async () => {
    assert.deepEqual(
      await boundaryErrors('libs/planner/src/sample.ts', importing('contracts')),
      [],
    );
    for (const lib of ['contracts', 'platform', 'planner', 'maps']) {
      assert.deepEqual(await boundaryErrors('services/trips/src/sample.ts', importing(lib)), []);
    }
  });

  test('keep a library from importing an app', async () => {
    const errors = await boundaryErrors('libs/platform/src/sample.ts', importing('gateway'));
    assert.notDeepEqual(errors, []);
  });
});
