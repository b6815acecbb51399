import { describe, expect, it } from 'vitest';
import { SITE_PAGE_PATHS } from '@roadbook/contracts/browser';
import { sitePageOf } from './site-page-paths';

describe('site page paths', () => {
  it('serves every page the footer and the profile link to', () => {
    for (const path of [
      'articles.html',
      'trips.html',
      'about.html',
      'privacy.html',
      'terms.html',
      'affiliate.html',
      'contact.html',
      'terms',
      'privacy',
      'affiliate',
    ]) {
      expect(SITE_PAGE_PATHS).toContain(path);
    }
  });

  it('names the same page with and without .html', () => {
    expect(sitePageOf('/privacy.html')).toBe('privacy');
    expect(sitePageOf('/privacy')).toBe('privacy');
    expect(sitePageOf('/trips.html')).toBe('trips');
  });

  it('names no page for other paths', () => {
    expect(sitePageOf('/trips')).toBeNull();
    expect(sitePageOf('/privacy.htm')).toBeNull();
    expect(sitePageOf('/constructor')).toBeNull();
  });
});
