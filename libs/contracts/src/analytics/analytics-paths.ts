import { SITE_PAGE_PATHS } from '../site/site-page-paths';

/** A featured trip's or a post's slug: lower-case words joined by hyphens. */
const SLUG = '[a-z0-9]+(?:-[a-z0-9]+)*';
/** A row's id: a positive integer that fits PostgreSQL's `integer`. */
const ID = '[1-9][0-9]{0,9}';

/**
 * The web app's pages (`web/src/app/router.tsx`), as patterns. Analytics counts visits to these
 * and nothing else: any other path would be a new row for whoever makes it up.
 */
const PAGE_PATTERNS = [
  '/',
  '/plan',
  '/profile',
  '/reset-password',
  '/confirm-email',
  '/login',
  '/my-trips',
  `/itinerary/${ID}`,
  '/blog',
  `/blog/${SLUG}`,
  '/admin/blog/new',
  `/admin/blog/${ID}/edit`,
  '/admin/trips',
  `/admin/trips/${ID}/edit`,
  '/featured-trips',
  `/trips/${SLUG}`,
  '/admin/analytics',
  '/search',
  '/saved',
  ...SITE_PAGE_PATHS.map((path) => `/${path.replace(/\./g, '\\.')}`),
];
const PAGE = new RegExp(`^(?:${PAGE_PATTERNS.join('|')})$`);

/**
 * A shared trip's page: its last part is a secret that grants access, so every share link is
 * counted under one name and the dashboard never lists a way into somebody's trip.
 */
const SHARED_PAGE = /^\/shared\/(?:[A-Za-z0-9_-]{1,64}|\*)$/;
export const SHARED_PAGES_PATH = '/shared/*';

/**
 * Where the views of pages past the day's cap of distinct pages are counted
 * (`ANALYTICS_MAX_PATHS_PER_DAY` in the blog service): the day's totals stay right, and the rows
 * a day can hold stay bounded.
 */
export const OTHER_PAGES_PATH = '/*';

/**
 * The path an event on `path` is counted under (trailing slash dropped, share links folded
 * together), or null when `path` is no page of this site.
 */
export function analyticsPathOf(path: string): string | null {
  const page = path.length > 1 && path.endsWith('/') ? path.slice(0, -1) : path;
  if (SHARED_PAGE.test(page)) return SHARED_PAGES_PATH;
  return PAGE.test(page) ? page : null;
}
