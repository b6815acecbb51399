import { trackEvent } from './track-event';

/** The part of the app's router that says where the visitor is. */
interface RouterLocation {
  state: { location: { pathname: string } };
  subscribe(listener: (state: { location: { pathname: string } }) => void): () => void;
}

/**
 * Counts a page view each time the router's path changes; a new query or fragment alone is the
 * same page. The page the visitor arrived on is counted by the entry (`web/src/main.tsx`), before
 * and whether or not the app starts. `track` is the analytics call (another in specs).
 */
export function countPageViews(
  router: RouterLocation,
  track: typeof trackEvent = trackEvent,
): () => void {
  let pathname = router.state.location.pathname;
  return router.subscribe(({ location }) => {
    if (location.pathname === pathname) return;
    pathname = location.pathname;
    track('page_view');
  });
}
