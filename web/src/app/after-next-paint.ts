/**
 * Resolves once the browser has painted the next frame: a callback of the next animation frame
 * runs just before that paint, and a task it queues runs after it.
 */
export function afterNextPaint(): Promise<void> {
  return new Promise((resolve) => {
    requestAnimationFrame(() => setTimeout(resolve, 0));
  });
}
