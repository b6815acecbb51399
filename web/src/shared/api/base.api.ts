import { createApi } from '@reduxjs/toolkit/query/react';
import { createApiBaseQuery } from './api-base-query';

/**
 * The one RTK Query api of the app. Features add their endpoints with
 * `baseApi.injectEndpoints` and their cache tags with `baseApi.enhanceEndpoints`.
 * Defaults follow spec §9: data stays fresh 5 minutes, no retries (no `retry` wrapper),
 * no refetch on window focus unless an endpoint opts in.
 */
export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery: createApiBaseQuery('/api'),
  keepUnusedDataFor: 300,
  // Shared by features: login refreshes both, a trip save refreshes the user's trips.
  tagTypes: ['CurrentUser', 'UserTrips'],
  refetchOnFocus: false,
  refetchOnReconnect: false,
  endpoints: () => ({}),
});
