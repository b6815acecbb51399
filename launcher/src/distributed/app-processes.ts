import { join } from 'node:path';
import type { ChildApp } from '../process-supervisor';
import { REPOSITORY_ROOT } from '../repository-root';

export const APP_NAMES = ['auth', 'trips', 'blog', 'media', 'workers', 'gateway'] as const;
export type AppName = (typeof APP_NAMES)[number];

/**
 * Node's options for every app process of the distributed system, here and in its container
 * (infra/docker/Dockerfile starts each app with the same).
 *
 * `--no-memory-reducer`: a few seconds into a lull, V8 shrinks an idle process's heap (full
 * collections, then its pages handed back), and the next burst of work pays to grow it again,
 * in page faults and in collections of a young generation made small. A server's work comes in
 * bursts after lulls: with the reducer off, 400 plans right after a burst of 50 cost the apps
 * about 12 ms of CPU a plan where they cost 15–21 with it on (docs/performance.md, "The heap
 * kept through a lull"). Their peak memory is the same either way; a process only keeps its
 * heap through the lull, at the size the burst before it needed. Local mode keeps the reducer:
 * there, the memory held all day long is the goal.
 *
 * `--max-semi-space-size=32`: the young generation, where a request's and a plan's short-lived
 * objects are made, may grow to twice V8's default. A burst keeps dozens of plans in flight in
 * each process: at the default ceiling the worker ran 29 young collections in a burst's second,
 * against 3 with this one, and a burst of 50 cost the apps 12–15 ms of CPU a plan where it cost
 * 19–30 (docs/performance.md, "A young generation for a burst"). A young generation grows only as
 * fast as its process allocates: the gateway, a trips replica or a worker holds about 40 MB more
 * at its busiest, auth, blog and media nothing more.
 */
export const APP_NODE_OPTIONS: readonly string[] = [
  '--no-memory-reducer',
  '--max-semi-space-size=32',
];

const app = (...entryPoint: string[]): ChildApp => ({
  entryPoint: join(REPOSITORY_ROOT, ...entryPoint, 'dist', 'main.js'),
  execArgv: APP_NODE_OPTIONS,
});

/** Each app runs the built entry point its container runs, with the same options. */
export const APP_PROCESSES: { readonly [A in AppName]: ChildApp } = {
  auth: app('services', 'auth'),
  trips: app('services', 'trips'),
  blog: app('services', 'blog'),
  media: app('services', 'media'),
  workers: app('services', 'workers'),
  gateway: app('gateway'),
};
