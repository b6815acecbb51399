import { createMemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { countPageViews } from './count-page-views';
import { trackEvent } from './track-event';

vi.mock('./track-event', () => ({ trackEvent: vi.fn() }));

afterEach(() => vi.mocked(trackEvent).mockClear());

describe('countPageViews', () => {
  it('counts each new path, not the first page and not a new query or fragment', async () => {
    const router = createMemoryRouter([{ path: '*', element: null }], {
      initialEntries: ['/blog'],
    });
    const stop = countPageViews(router);

    await router.navigate('/blog?page=2');
    await router.navigate('/blog#top');
    expect(trackEvent).not.toHaveBeenCalled();
    await router.navigate('/trips/alps');
    await router.navigate('/blog');
    expect(vi.mocked(trackEvent).mock.calls).toEqual([['page_view'], ['page_view']]);

    stop();
    await router.navigate('/plan');
    expect(trackEvent).toHaveBeenCalledTimes(2);
  });
});
