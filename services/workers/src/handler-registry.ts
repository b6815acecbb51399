import { ALL_JOB_NAMES, type JobName } from '@roadbook/contracts';
import type { JobHandler } from '@roadbook/platform';

/**
 * Maps each job name to its one handler. A job name with no handler, or with two, is a wiring
 * mistake that would lose or double-process jobs, so the worker refuses to start.
 */
export function buildHandlerRegistry(
  handlers: readonly JobHandler[],
  jobNames: readonly JobName[] = ALL_JOB_NAMES,
): ReadonlyMap<JobName, JobHandler> {
  const byName = new Map<JobName, JobHandler[]>();
  for (const handler of handlers) {
    byName.set(handler.jobName, [...(byName.get(handler.jobName) ?? []), handler]);
  }
  const problems = [
    ...jobNames.filter((name) => !byName.has(name)).map((name) => `no handler for job ${name}`),
    ...[...byName]
      .filter(([, found]) => found.length > 1)
      .map(([name, found]) => `${found.length} handlers for job ${name}`),
    ...[...byName.keys()]
      .filter((name) => !jobNames.includes(name))
      .map((name) => `handler for unknown job ${name}`),
  ];
  if (problems.length > 0) {
    throw new Error(`Refusing to start the workers: ${problems.join('; ')}`);
  }
  return new Map([...byName].map(([name, [handler]]) => [name, handler]));
}
