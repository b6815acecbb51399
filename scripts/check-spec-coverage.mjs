#!/usr/bin/env node
// Every spec file in the repository is run by some test runner: a spec that no runner's
// configuration picks up (a new library missing from jest.unit.config.js, say) would otherwise
// pass silently by never running. Asks each runner which files it would run and compares them
// with the spec files on disk; exits 1 naming every file no runner takes.
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { SCRIPT_SPEC_FILE, scriptSpecFiles } from './lib/script-specs.mjs';
import { env, root } from './lib/workspace.mjs';

const SPEC_FILE = /\.(spec|int-spec|e2e-spec)\.tsx?$/;
const NOT_SOURCES = new Set([
  'node_modules',
  'dist',
  '.git',
  '.nx',
  '.tsbuild',
  'data',
  'coverage',
]);

/** Spec files under `dir`, relative to the repository. */
function specFilesUnder(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (NOT_SOURCES.has(entry.name) || entry.name.startsWith('test-results')) return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return specFilesUnder(path);
    const isSpec = SPEC_FILE.test(entry.name) || SCRIPT_SPEC_FILE.test(entry.name);
    return isSpec ? [relative(root, path)] : [];
  });
}

/** The files a runner lists, one per line, relative to the repository. */
function listed(command, args, baseDir = root) {
  const result = spawnSync('npx', [command, ...args], { cwd: root, env, encoding: 'utf8' });
  if (result.status !== 0) {
    console.error(`${command} ${args.join(' ')} failed:\n${result.stderr}`);
    process.exit(1);
  }
  return (
    result.stdout
      .split('\n')
      // vitest names the project before each file of a configuration with several: `[shared] src/…`.
      .map((line) => line.trim().replace(/^\[[^\]]+\]\s+/, ''))
      .filter((line) => SPEC_FILE.test(line))
      .map((line) => relative(root, resolve(baseDir, line)))
  );
}

const run = new Set([
  ...['jest.unit.config.js', 'jest.int.config.js', 'jest.e2e.config.js'].flatMap((config) =>
    listed('jest', ['-c', config, '--listTests']),
  ),
  ...listed('vitest', ['list', '--root', 'web', '--filesOnly'], join(root, 'web')),
  ...scriptSpecFiles(),
]);

const orphans = specFilesUnder(root).filter((file) => !run.has(file));
if (orphans.length > 0) {
  console.error('These spec files are run by no test runner; add them to a runner configuration:');
  for (const file of orphans) console.error(`  ${file}`);
  process.exit(1);
}
console.log(`Every one of the ${run.size} spec files is run by a test runner.`);
