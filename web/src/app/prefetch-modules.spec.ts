import { afterEach, describe, expect, it, vi } from 'vitest';
import { MODULE_FILES_PATH, prefetchModules } from './prefetch-modules';

describe('prefetchModules', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    document.head.querySelectorAll('link[rel="prefetch"]').forEach((link) => link.remove());
  });

  it("asks the browser to prefetch each module's files once, leaving out those this page loaded", async () => {
    const fetchList = vi.fn(() =>
      Promise.resolve(
        Response.json({
          'features/trips/routes/plan.route': ['/assets/plan.js', '/assets/Box.js'],
          'features/blog/routes/blog-list.route': ['/assets/blog.js', '/assets/Box.js'],
          'features/trips/routes/my-trips.route': ['/assets/my-trips.js'],
        }),
      ),
    );
    vi.stubGlobal('fetch', fetchList);
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${window.location.origin}/assets/blog.js` } as PerformanceEntry,
    ]);
    await prefetchModules([
      'features/trips/routes/plan.route',
      'features/blog/routes/blog-list.route',
    ]);
    expect(fetchList).toHaveBeenCalledWith(MODULE_FILES_PATH);
    const prefetched = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(prefetched).toEqual(['/assets/plan.js', '/assets/Box.js']);
  });

  it('adds a long list a few links at a time, all of them in the end', async () => {
    const files = Array.from({ length: 20 }, (_, index) => `/assets/chunk-${index}.js`);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(Response.json({ 'features/trips/routes/plan.route': files }))),
    );
    await prefetchModules(['features/trips/routes/plan.route']);
    const prefetched = [...document.head.querySelectorAll('link[rel="prefetch"]')].map((link) =>
      link.getAttribute('href'),
    );
    expect(prefetched).toEqual(files);
  });

  it('fails, so the preloader can ignore it, when the list cannot be read', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('', { status: 503 }))),
    );
    await expect(prefetchModules(['features/trips/routes/plan.route'])).rejects.toThrow('503');
    expect(document.head.querySelector('link[rel="prefetch"]')).toBeNull();
  });
});
