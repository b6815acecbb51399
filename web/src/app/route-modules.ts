/**
 * Loaders of every lazily loaded screen. The router turns each into a lazy page and the preloader
 * calls some of them early (docs/product.md#loading-and-prefetching), so both share one import per
 * screen.
 */
export const routeModules = {
  home: () => import('./routes/home.route'),
  plan: () => import('../features/trips/routes/plan.route'),
  myTrips: () => import('../features/trips/routes/my-trips.route'),
  itinerary: () => import('../features/trips/routes/itinerary.route'),
  sharedTrip: () => import('../features/trips/routes/shared-trip.route'),
  featuredTrips: () => import('../features/trips/routes/featured-trips.route'),
  tripDetail: () => import('../features/trips/routes/trip-detail.route'),
  tripEditor: () => import('../features/trips/routes/trip-editor.route'),
  adminTrips: () => import('../features/trips/routes/admin-trips.route'),
  search: () => import('../features/search/routes/search.route'),
  saved: () => import('../features/trips/routes/saved.route'),
  blogList: () => import('../features/blog/routes/blog-list.route'),
  blogPost: () => import('../features/blog/routes/blog-post.route'),
  blogEditor: () => import('../features/blog/routes/blog-editor.route'),
  profile: () => import('../features/auth/routes/profile.route'),
  resetPassword: () => import('../features/auth/routes/reset-password.route'),
  confirmEmail: () => import('../features/auth/routes/confirm-email.route'),
  login: () => import('../features/auth/routes/login.route'),
  adminAnalytics: () => import('../features/analytics/routes/admin-analytics.route'),
  adminQueues: () => import('./routes/admin-queues.route'),
  sitePage: () => import('./routes/site-page.route'),
  notFound: () => import('./routes/not-found.route'),
};
