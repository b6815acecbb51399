/** What a supervised child sends its launcher over IPC once it is ready for work. */
export const READY_MESSAGE = 'roadbook:ready';

/** Tells the launcher this process is ready; a process started some other way has no one to tell. */
export function announceReady(): void {
  process.send?.(READY_MESSAGE);
}
