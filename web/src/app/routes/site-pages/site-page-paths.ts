/**
 * The site's own pages (about, contact, legal, articles, trips) and the paths they answer at.
 * Kept apart from their content so the router can list them without loading it.
 */
export const SITE_PAGE_KEYS = [
  'about',
  'privacy',
  'terms',
  'affiliate',
  'contact',
  'articles',
  'trips',
] as const;
export type SitePageKey = (typeof SITE_PAGE_KEYS)[number];

/** Pages also linked without `.html` (the profile's Helpful Links use `/terms`, `/privacy`…). */
const WITHOUT_EXTENSION: readonly SitePageKey[] = [
  'about',
  'privacy',
  'terms',
  'affiliate',
  'contact',
];

/** Every path the router serves a site page at, relative to the root. */
export const SITE_PAGE_PATHS: string[] = [
  ...SITE_PAGE_KEYS.map((key) => `${key}.html`),
  ...WITHOUT_EXTENSION,
];

/** The page a path the router serves names: `/privacy.html` and `/privacy` are the same page. */
export function sitePageOf(pathname: string): SitePageKey | null {
  const path = pathname.replace(/^\//, '');
  if (!SITE_PAGE_PATHS.includes(path)) return null;
  return path.replace(/\.html$/, '') as SitePageKey;
}
