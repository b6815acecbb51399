// The end-to-end suite as tasks for scripts/lib/tasks.mjs, in lanes that run side by side, each
// lane a part of a project (jest's --shard) running its specs one after another: the specs on a
// shared deployment (each shared lane starts its own, so what one spec leaves behind is settled
// before the next looks), and the specs with deployments of their own.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/**
 * jest.e2e.config.js's projects, and how many lanes each runs in. A shared lane spends most of
 * its time waiting on browsers, queues and plans (about a third of a core), so the shared specs
 * get a lane per core; a deployment of one's own is about a core's work while it starts, so the
 * isolated specs get a lane per two cores.
 */
const PROJECT_LANES = [
  { project: 'shared', lanes: Math.max(1, availableParallelism()) },
  { project: 'isolated', lanes: Math.max(1, Math.floor(availableParallelism() / 2)) },
];

/** The lanes as tasks, each writing its jest report to `resultsDir`. */
export function e2eTasks(resultsDir, jestArgs = [], needs = []) {
  return PROJECT_LANES.flatMap(({ project, lanes }) =>
    Array.from({ length: lanes }, (_, index) => {
      const lane = lanes > 1 ? `${project} ${index + 1}/${lanes}` : project;
      const report = lanes > 1 ? `e2e-${project}-${index + 1}` : `e2e-${project}`;
      return {
        name: `e2e (${lane})`,
        command: 'npx',
        args: [
          'jest',
          '-c',
          'jest.e2e.config.js',
          '--runInBand',
          '--selectProjects',
          project,
          ...(lanes > 1 ? [`--shard=${index + 1}/${lanes}`] : []),
          '--passWithNoTests',
          '--json',
          `--outputFile=${join(resultsDir, `${report}.json`)}`,
          ...jestArgs,
        ],
        needs,
      };
    }),
  );
}
