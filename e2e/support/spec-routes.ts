/** Every route of the spec's route table, with a concrete path for its parameters. */
export const SPEC_ROUTES = [
  '/',
  '/plan',
  '/profile',
  '/reset-password',
  '/my-trips',
  '/itinerary/1',
  '/shared/abc123',
  '/blog',
  '/blog/a-post',
  '/admin/blog/new',
  '/admin/blog/1/edit',
  '/featured-trips',
  '/trips/a-trip',
  '/search',
  '/saved',
] as const;
