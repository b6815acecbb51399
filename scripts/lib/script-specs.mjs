// The specs of the repository's own scripts (`scripts/lib/*.spec.mjs`), run by Node's test runner.
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { root } from './workspace.mjs';

export const SCRIPT_SPEC_FILE = /\.spec\.mjs$/;

/** The script spec files, relative to the repository. */
export function scriptSpecFiles() {
  return readdirSync(join(root, 'scripts', 'lib'))
    .filter((file) => SCRIPT_SPEC_FILE.test(file))
    .map((file) => relative(root, join(root, 'scripts', 'lib', file)))
    .sort();
}
