// The end-to-end suite as tasks for scripts/lib/tasks.mjs, in lanes that run side by side: the
// specs on the shared deployment, one after another (what one leaves behind is settled before the
// next looks), and the specs with deployments of their own, split in parts (jest's --shard) on a
// machine with cores to spare, each part one spec after another.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';

/**
 * jest.e2e.config.js's projects, and how many lanes each runs in: a deployment of one's own is
 * about a core's work while it starts, so the isolated specs get a lane per two cores.
 */
const PROJECT_LANES = [
  { project: 'shared', lanes: 1 },
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
