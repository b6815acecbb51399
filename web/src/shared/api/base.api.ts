import { createApi } from '@reduxjs/toolkit/query/react';
import { createApiBaseQuery } from './api-base-query';
import { hydratePageState } from './page-state';

/**
 * The one RTK Query api of the app. Features add their endpoints with `baseApi.injectEndpoints` and
 * their cache tags with `baseApi.enhanceEndpoints`. Defaults (docs/product.md#client-states): data
 * stays fresh 5 minutes, no retries (no `retry` wrapper), no refetch on window focus unless an
 * endpoint opts in. A read on screen is asked again when the connection returns, so a page that
 * failed offline recovers by itself (docs/adr/0010-start-the-app-on-load.md).
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery('/api'),
  keepUnusedDataFor: 300,
  // Shared by features: login refreshes both, a trip save refreshes the user's trips.
  tagTypes: ['CurrentUser', 'UserTrips'],
  refetchOnFocus: false,
  refetchOnReconnect: true,
  endpoints: () => ({}),
  // A server-rendered page's reads (its PageState) are this slice's state as the server's store
  // had it: fulfilled entries are taken over as they are, as if fetched here.
  extractRehydrationInfo(action, { reducerPath }) {
    if (!hydratePageState.match(action)) return undefined;
    return action.payload[reducerPath] as never;
  },
});
