import { createMemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { countPageViews } from './count-page-views';

describe('countPageViews', () => {
  it('counts each new path, not the first page and not a new query or fragment', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/blog'],
    });
    const trackEvent = vi.fn();
    const stop = countPageViews(router, trackEvent);

    await router.navigate('/blog?page=2');
    await router.navigate('/blog#top');
    expect(trackEvent).not.toHaveBeenCalled();
    await router.navigate('/trips/alps');
    await router.navigate('/blog');
    expect(trackEvent.mock.calls).toEqual([['page_view'], ['page_view']]);

    stop();
    await router.navigate('/plan');
    expect(trackEvent).toHaveBeenCalledTimes(2);
  });
});
