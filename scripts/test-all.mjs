#!/usr/bin/env node
// `npm test`: every check the project has, a few side by side (the machine's cores plus one: the
// end-to-end lanes spend part of their time waiting on browsers, queues and processes starting,
// but each also runs a deployment and a browser of its own; docs/testing.md has the figures).
// Build comes first; the end-to-end lanes next, as the longest chains (they run the built apps,
// and keep their slots while the build runs, so they start the moment it has passed); then the
// other checks, longest first, each taking the slot the last one freed. The integration specs run
// beside the slots once the shared end-to-end lane has ended. Each check's output is printed
// whole when it ends; then one line per check with its time, and one summary line.
// TEST_CONCURRENCY overrides how many checks run at once.
import { availableParallelism } from 'node:os';
import { mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { e2eTasks } from './lib/e2e-tasks.mjs';
import { scriptSpecFiles } from './lib/script-specs.mjs';
import { runTasks } from './lib/tasks.mjs';
import { ensureInstalled, root } from './lib/workspace.mjs';

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

ensureInstalled();

const jestReport = (name) => ['--json', `--outputFile=${join(results, `${name}.json`)}`];

/** @type {import('./lib/tasks.mjs').Task[]} */
const tasks = [
  {
    name: 'build',
    command: 'npx',
    args: ['nx', 'run-many', '-t', 'build', '--output-style=static'],
  },
  ...e2eTasks(results, [], ['build']),
  {
    name: 'web',
    command: 'npx',
    args: [
      'vitest',
      'run',
      '--root',
      'web',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'web.json')}`,
    ],
    // The web's build config reads the interactive map's offline base from @roadbook/maps' build.
    needs: ['build'],
  },
  {
    name: 'unit',
    command: 'npx',
    args: ['jest', '-c', 'jest.unit.config.js', ...jestReport('unit')],
  },
  {
    name: 'lint',
    command: 'npm',
    args: ['run', '--silent', 'lint'],
  },
  { name: 'type-check', command: 'npx', args: ['tsc', '-b'] },
  {
    name: 'integration',
    command: 'npx',
    args: ['jest', '-c', 'jest.int.config.js', '--runInBand', ...jestReport('integration')],
    needs: ['build'],
    // Mostly waiting on PostgreSQL, Redis and NATS (about a third of a core): beside the other
    // checks, where at the end of the run it used to hold the machine alone. Not from the build
    // on: the isolated lane's first specs (local mode's starts, a replica killed mid-burst) are
    // the ones most sensitive to load, and the shared lane ends after them.
    after: ['e2e (shared)'],
    beside: true,
  },
  {
    name: 'scripts',
    command: process.execPath,
    args: [
      '--test',
      '--test-reporter=spec',
      '--test-reporter-destination=stdout',
      '--test-reporter=./scripts/lib/node-test-summary.mjs',
      `--test-reporter-destination=${join(results, 'scripts.json')}`,
      ...scriptSpecFiles(),
    ],
  },
  {
    name: 'format',
    command: 'npx',
    args: ['prettier', '--check', '.', '--log-level', 'warn'],
  },
  {
    name: 'spec coverage',
    command: process.execPath,
    args: ['scripts/check-spec-coverage.mjs'],
  },
];

const concurrency = Number(process.env.TEST_CONCURRENCY) || availableParallelism() + 1;
const started = Date.now();
const outcome = await runTasks(tasks, { concurrency, logDir: results });

let passed = 0;
let failed = 0;
for (const file of readdirSync(results).filter((name) => name.endsWith('.json'))) {
  const report = JSON.parse(readFileSync(join(results, file), 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}

console.log(`\nWhere the time went (${concurrency} checks at a time; wall clock, then CPU):`);
const line = (name, seconds, cpuSeconds, note = '') =>
  console.log(
    `  ${name.padEnd(16)} ${String(seconds).padStart(5)} s ${String(cpuSeconds).padStart(6)} s CPU  ${note}`,
  );
for (const { name, status, seconds, cpuSeconds, skippedBecause } of outcome) {
  line(
    name,
    seconds,
    cpuSeconds,
    status === 'skipped' ? `skipped (${skippedBecause} did not pass)` : status,
  );
}
line(
  'all',
  Math.round((Date.now() - started) / 1000),
  outcome.reduce((sum, result) => sum + result.cpuSeconds, 0),
);
const notPassed = outcome.filter((result) => result.status !== 'passed');
if (notPassed.length > 0) {
  console.error(`\nDid not pass: ${notPassed.map((result) => result.name).join(', ')}`);
}
console.log(`\nRoadbook: ${passed} passed, ${failed} failed`);
process.exit(notPassed.length > 0 ? 1 : 0);
