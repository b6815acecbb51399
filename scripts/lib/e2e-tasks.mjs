// The end-to-end suite as tasks for scripts/lib/tasks.mjs: jest.e2e.config.js's two projects,
// which run side by side (the specs on the shared deployment, one after another, beside the specs
// with deployments of their own, one after another).
import { join } from 'node:path';

export const E2E_PROJECTS = ['shared', 'isolated'];

/** The two projects as tasks, each writing its report to `resultsDir`. */
export function e2eTasks(resultsDir, jestArgs = [], needs = []) {
  return E2E_PROJECTS.map((project) => ({
    name: `e2e (${project})`,
    command: 'npx',
    args: [
      'jest',
      '-c',
      'jest.e2e.config.js',
      '--runInBand',
      '--selectProjects',
      project,
      '--passWithNoTests',
      '--json',
      `--outputFile=${join(resultsDir, `e2e-${project}.json`)}`,
      ...jestArgs,
    ],
    needs,
  }));
}
