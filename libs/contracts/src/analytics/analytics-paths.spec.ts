import { analyticsPathOf } from './analytics-paths';

describe('analyticsPathOf', () => {
  it('counts the pages of the site under their own path, without a trailing slash', () => {
    for (const path of [
      '/',
      '/plan',
      '/blog',
      '/blog/alps-passes',
      '/itinerary/42',
      '/trips/pacific-coast-highway-7',
      '/admin/blog/7/edit',
      '/privacy',
      '/privacy.html',
      '/articles.html',
    ]) {
      expect(analyticsPathOf(path)).toBe(path);
    }
    expect(analyticsPathOf('/blog/alps-passes/')).toBe('/blog/alps-passes');
  });

  it('folds every share link into one path, so none is listed', () => {
    expect(analyticsPathOf('/shared/3f1c9a7e-secret')).toBe('/shared/*');
    expect(analyticsPathOf('/shared/*')).toBe('/shared/*');
  });

  it('knows no other path', () => {
    for (const path of [
      '/nowhere',
      '/blog/a/b',
      '/blog/Alps',
      '/itinerary/0',
      '/itinerary/99999999999',
      '/articles',
      '/reset-password/abc',
      '/shared/',
      '/*',
      '/blog\u0000',
    ]) {
      expect([path, analyticsPathOf(path)]).toEqual([path, null]);
    }
  });
});
