/** How far below (or above) the screen an element counts as about to be seen. */
const NEAR_VIEWPORT_MARGIN = '400px';

/**
 * Calls `start` once `element` is on screen or about to be scrolled onto it, at once where the
 * browser cannot tell; returns a function that cancels the wait.
 */
export function whenNearViewport(element: Element, start: () => void): () => void {
  if (typeof IntersectionObserver === 'undefined') {
    start();
    return () => undefined;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      start();
    },
    { rootMargin: NEAR_VIEWPORT_MARGIN },
  );
  observer.observe(element);
  return () => observer.disconnect();
}
