/** Every route of docs/product.md#screens-and-routes, with a concrete path for its parameters. */
export const SPEC_ROUTES = [
  '/',
  '/plan',
  '/profile',
  '/reset-password',
  '/confirm-email',
  '/my-trips',
  '/itinerary/1',
  '/shared/abc123',
  '/blog',
  '/blog/a-post',
  '/admin/blog/new',
  '/admin/blog/1/edit',
  '/admin/trips',
  '/featured-trips',
  '/trips/a-trip',
  '/search',
  '/saved',
] as const;

/**
 * Routes named by a subject (a trip, a shared link, a post) that a deployment may not have: then
 * the route shows its own "not found" state and answers 404, so crawlers drop the address.
 */
export const SUBJECT_ROUTES: ReadonlySet<string> = new Set([
  '/itinerary/1',
  '/shared/abc123',
  '/blog/a-post',
  '/trips/a-trip',
]);

/** The static pages, served as .html files beside the app. */
export const STATIC_PAGES = [
  '/articles.html',
  '/trips.html',
  '/about.html',
  '/privacy.html',
  '/terms.html',
  '/affiliate.html',
  '/contact.html',
] as const;
