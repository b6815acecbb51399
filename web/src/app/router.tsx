import { createBrowserRouter } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppLayout } from './layout/app-layout';
import { RouteErrorPage } from './layout/route-error-page';
import { lazyPage } from './lazy-page';
import { routeModules } from './route-modules';

/** Spec §2 route table, plus the screens linked from the bottom bar and the admin trip editor. */
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
          { path: 'my-trips', Component: lazyPage(routeModules.myTrips) },
          { path: 'itinerary/:id', Component: lazyPage(routeModules.itinerary) },
          { path: 'shared/:shareableId', Component: lazyPage(routeModules.sharedTrip) },
          { path: 'blog', Component: lazyPage(routeModules.blogList) },
          { path: 'blog/:slug', Component: lazyPage(routeModules.blogPost) },
          { path: 'admin/blog/new', Component: lazyPage(routeModules.blogEditor) },
          { path: 'admin/blog/:id/edit', Component: lazyPage(routeModules.blogEditor) },
          { path: 'admin/trips/:id/edit', Component: lazyPage(routeModules.tripEditor) },
          { path: 'featured-trips', Component: lazyPage(routeModules.featuredTrips) },
          { path: 'trips/:slug', Component: lazyPage(routeModules.tripDetail) },
          { path: 'search', Component: lazyPage(routeModules.search) },
          { path: 'saved', Component: lazyPage(routeModules.saved) },
          { path: '*', Component: lazyPage(routeModules.notFound) },
        ],
      },
    ],
  },
];

export function createAppRouter() {
  return createBrowserRouter(appRoutes);
}
