#!/usr/bin/env node
// `npm run test:e2e [-- --repeat N] [jest arguments]`: the end-to-end specs, in the lanes of
// scripts/lib/e2e-tasks.mjs side by side (the specs on the shared deployment, one after another,
// beside two halves of the specs with deployments of their own). `--repeat N` runs the whole suite N
// times in a row, to show it passes by design rather than by luck. Other arguments go to jest
// (`npm run test:e2e -- e2e/trips` runs the matching specs only).
// Each lane writes its jest report to test-results/e2e-<project>[-<half>].json.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { e2eTasks } from './lib/e2e-tasks.mjs';
import { runTasks } from './lib/tasks.mjs';
import { root } from './lib/workspace.mjs';

function parseArguments(argv) {
  const jestArgs = [];
  let repeat = 1;
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--repeat') {
      repeat = Number(argv[(i += 1)]);
      if (!Number.isInteger(repeat) || repeat < 1) {
        console.error('--repeat takes a whole number of runs, 1 or more');
        process.exit(2);
      }
    } else {
      jestArgs.push(argv[i]);
    }
  }
  return { repeat, jestArgs };
}

async function main() {
  const { repeat, jestArgs } = parseArguments(process.argv.slice(2));
  const rounds = [];
  for (let round = 1; round <= repeat; round += 1) {
    const resultsDir = join(root, 'test-results', repeat > 1 ? `e2e-round-${round}` : '');
    mkdirSync(resultsDir, { recursive: true });
    const started = Date.now();
    const lanes = e2eTasks(resultsDir, jestArgs);
    const results = await runTasks(lanes, {
      concurrency: lanes.length,
      logDir: resultsDir,
    });
    const passed = results.every((result) => result.status === 'passed');
    const seconds = Math.round((Date.now() - started) / 1000);
    rounds.push({ round, passed, seconds });
    if (repeat > 1)
      console.log(`\nRound ${round} of ${repeat}: ${passed ? 'passed' : 'FAILED'} in ${seconds} s`);
  }
  if (repeat > 1) {
    console.log(`\nEnd-to-end, ${repeat} runs in a row:`);
    for (const { round, passed, seconds } of rounds) {
      console.log(`  run ${round}: ${passed ? 'passed' : 'failed'} (${seconds} s)`);
    }
  }
  process.exit(rounds.every((round) => round.passed) ? 0 : 1);
}

await main();
