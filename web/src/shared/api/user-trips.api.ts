import type { Trip } from '@roadbook/contracts';
import { baseApi } from './base.api';

/**
 * The signed-in rider's trips (`GET /api/trips/user`), read once for every screen that lists them:
 * My Trips, and the blog editor's trip picker for an admin. Saving, deleting or changing a trip
 * refreshes it through the 'UserTrips' tag.
 */
export const userTripsApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getUserTrips: build.query<Trip[], void>({
      query: () => '/trips/user',
      providesTags: ['UserTrips'],
    }),
  }),
});

export const { useGetUserTripsQuery } = userTripsApi;
