/** What Chromium offers for `yieldToBrowser` (not yet in TypeScript's DOM types). */
interface PrioritizedScheduler {
  yield?: () => Promise<void>;
}

/**
 * Resolves in a later task, so the browser can paint and answer input between two pieces of
 * work: the app's start is several short tasks rather than one long one that a tap would wait
 * behind (docs/adr/0010-start-the-app-on-load.md). `scheduler.yield()` where the browser has it
 * (it resumes ahead of other waiting tasks), a zero timeout elsewhere.
 */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: PrioritizedScheduler }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
