/**
 * glibc's malloc settings for local mode's processes (docs/performance.md, "Local mode at rest"):
 * - at most two arenas: glibc gives each thread that allocates (libvips', libuv's, V8's helpers)
 *   an arena of its own, up to eight per core, and an arena keeps what it once held (about 70 MB
 *   of the launcher's memory on one rider's machine, for no gain);
 * - blocks of 32 kB and more mapped on their own, so that they go back to the system when freed:
 *   glibc gives back only the free memory at the top of a heap, and what the first start frees
 *   below a block still in use stays in the process for as long as it runs (about 40 MB of the
 *   launcher's, at 128 kB). Each such block costs a mapping, about a tenth more CPU for a plan
 *   (docs/performance.md, "The template copied, not loaded"); one rider's machine gains more
 *   from the memory;
 * - free memory at the top of a heap given back past 128 kB, at every size: glibc otherwise
 *   raises both thresholds as the first start's large buffers come and go, and then keeps up to
 *   twice the largest freed block in its heaps.
 */
const LOCAL_MALLOC_SETTINGS = {
  MALLOC_ARENA_MAX: '2',
  MALLOC_MMAP_THRESHOLD_: '32768',
  MALLOC_TRIM_THRESHOLD_: '131072',
};

/**
 * The environment local mode's processes start with: what `npm start` was given, and glibc's
 * malloc settings above. glibc reads them once, as a process starts, so they are set by whoever
 * starts the launcher (`scripts/start.mjs`); the launcher's worker process inherits them. A value
 * already in the environment is kept.
 */
export function localProcessEnv(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv {
  return { ...LOCAL_MALLOC_SETTINGS, ...env };
}
