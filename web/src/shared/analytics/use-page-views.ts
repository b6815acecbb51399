import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { trackEvent } from './track-event';

/** Counts a page view each time the path changes; a new query or fragment alone is the same page. */
export function usePageViews(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    trackEvent('page_view');
  }, [pathname]);
}
