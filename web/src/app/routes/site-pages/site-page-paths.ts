import { SITE_PAGE_PATHS, type SitePageKey } from '@roadbook/contracts/browser';

/** The page a path the router serves names: `/privacy.html` and `/privacy` are the same page. */
export function sitePageOf(pathname: string): SitePageKey | null {
  const path = pathname.replace(/^\//, '');
  if (!SITE_PAGE_PATHS.includes(path)) return null;
  return path.replace(/\.html$/, '') as SitePageKey;
}
