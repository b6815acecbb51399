/**
 * The site's own pages (about, contact, legal, articles, trips) and the paths they answer at:
 * the web app routes them, and analytics counts visits to them.
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

/** Every path the web app serves a site page at, relative to the root. */
export const SITE_PAGE_PATHS: string[] = [
  ...SITE_PAGE_KEYS.map((key) => `${key}.html`),
  ...WITHOUT_EXTENSION,
];
