import { createBrowserRouter, matchRoutes } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './layout/route-error-page';
import { isLazyPage, lazyPage } from './lazy-page';
import { routeModules } from './route-modules';
import { SITE_PAGE_PATHS } from '@roadbook/contracts/browser';

/** The route table of docs/product.md#screens-and-routes. */
export const appRoutes: RouteObject[] = [
  {
    Component: AppLayout,
    children: [
      {
        // A failing screen keeps the header and footer around its error message.
        ErrorBoundary: RouteErrorPage,
        children: [
          { index: true, Component: lazyPage(routeModules.home) },
          { path: 'plan', Component: lazyPage(routeModules.plan) },
          { path: 'profile', Component: lazyPage(routeModules.profile) },
          { path: 'reset-password', Component: lazyPage(routeModules.resetPassword) },
          { path: 'confirm-email', Component: lazyPage(routeModules.confirmEmail) },
          { path: 'login', Component: lazyPage(routeModules.login) },
          { path: 'my-trips', Component: lazyPage(routeModules.myTrips) },
          { path: 'itinerary/:id', Component: lazyPage(routeModules.itinerary) },
          { path: 'shared/:shareableId', Component: lazyPage(routeModules.sharedTrip) },
          { path: 'blog', Component: lazyPage(routeModules.blogList) },
          { path: 'blog/:slug', Component: lazyPage(routeModules.blogPost) },
          { path: 'admin/blog/new', Component: lazyPage(routeModules.blogEditor) },
          { path: 'admin/blog/:id/edit', Component: lazyPage(routeModules.blogEditor) },
          { path: 'admin/trips', Component: lazyPage(routeModules.adminTrips) },
          { path: 'admin/trips/:id/edit', Component: lazyPage(routeModules.tripEditor) },
          { path: 'featured-trips', Component: lazyPage(routeModules.featuredTrips) },
          { path: 'trips/:slug', Component: lazyPage(routeModules.tripDetail) },
          { path: 'admin/analytics', Component: lazyPage(routeModules.adminAnalytics) },
          // Served by the gateway to admins; the app's page is what it shows anyone it refuses.
          { path: 'admin/queues/*', Component: lazyPage(routeModules.adminQueues) },
          { path: 'search', Component: lazyPage(routeModules.search) },
          { path: 'saved', Component: lazyPage(routeModules.saved) },
          ...SITE_PAGE_PATHS.map((path) => ({ path, Component: lazyPage(routeModules.sitePage) })),
          { path: '*', Component: lazyPage(routeModules.notFound) },
        ],
      },
    ],
  },
];

/**
 * The app's router. Over a page the gateway rendered (`serverRendered`), its first render leaves
 * the scroll where it is, as React Router does for a page it hydrates: the visitor may have
 * scrolled while the app was starting, and on a reload the browser has already restored the
 * position (React Router hands scrolling back to it as the page goes). Elsewhere the first render
 * restores a position kept for the page, or starts at the top.
 */
export function createAppRouter({ serverRendered = false } = {}) {
  return createBrowserRouter(appRoutes, serverRendered ? { hydrationData: {} } : undefined);
}

/**
 * Loads the lazy screens of the routes matching `path`, so their first render shows the screen:
 * before the client hydrates a server-rendered page.
 */
export async function preloadRoute(path: string): Promise<void> {
  const pages = (matchRoutes(appRoutes, path) ?? [])
    .map(({ route }) => route.Component)
    .filter(isLazyPage);
  await Promise.all(pages.map((page) => page.preload()));
}
