/**
 * The environment local mode's processes start with: what `npm start` was given, and at most two
 * malloc arenas. glibc gives each thread that allocates (libvips', libuv's, V8's helpers) an
 * arena of its own, up to eight per core, and an arena keeps what it once held: on one rider's
 * machine that was about 70 MB of the launcher's memory for no gain (docs/performance.md, "Local
 * mode at rest"). glibc reads the variable once, as a process starts, so it is set by whoever
 * starts the launcher (`scripts/start.mjs`); the launcher's worker process inherits it. A value
 * already in the environment is kept.
 */
export function localProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { MALLOC_ARENA_MAX: '2', ...env };
}
