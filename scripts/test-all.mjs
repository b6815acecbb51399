#!/usr/bin/env node
// `npm test`: every check the project has, in the order that fails fastest. Lint and type-check,
// unit tests, then a build, integration tests against the real PostgreSQL and Redis, and
// end-to-end tests of both run modes in headless Chromium. Ends with one summary line.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { ensureInstalled, root, step } from './lib/workspace.mjs';

const results = join(root, 'test-results');
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

ensureInstalled();

const stages = [
  ['format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']],
  [
    'lint and type-check',
    'npx',
    ['nx', 'run-many', '-t', 'lint', 'typecheck', '--output-style=static'],
  ],
  [
    'unit tests (services and libraries)',
    'npx',
    ['jest', '-c', 'jest.unit.config.js', '--json', `--outputFile=${join(results, 'unit.json')}`],
  ],
  [
    'unit tests (web)',
    'npx',
    [
      'vitest',
      'run',
      '--root',
      'web',
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${join(results, 'web.json')}`,
    ],
  ],
  ['build', 'npx', ['nx', 'run-many', '-t', 'build', '--output-style=static']],
  [
    'integration tests',
    'npx',
    [
      'jest',
      '-c',
      'jest.int.config.js',
      '--runInBand',
      '--json',
      `--outputFile=${join(results, 'integration.json')}`,
    ],
  ],
  [
    'end-to-end tests',
    'npx',
    [
      'jest',
      '-c',
      'jest.e2e.config.js',
      '--runInBand',
      '--json',
      `--outputFile=${join(results, 'e2e.json')}`,
    ],
  ],
];

let failedStage;
for (const [name, command, args] of stages) {
  console.log(`\n=== ${name} ===`);
  if (step(command, args) !== 0) {
    failedStage = name;
    break;
  }
}

let passed = 0;
let failed = 0;
for (const file of ['unit.json', 'web.json', 'integration.json', 'e2e.json']) {
  const path = join(results, file);
  if (!existsSync(path)) continue;
  const report = JSON.parse(readFileSync(path, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
}
if (failedStage) console.error(`\nStopped at: ${failedStage}`);
console.log(`\nRoadbook: ${passed} passed, ${failed} failed`);
process.exit(failedStage ? 1 : 0);
