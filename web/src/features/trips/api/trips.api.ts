import type {
  PlaceSuggestion,
  PlanTripDto,
  PublicTrip,
  SharedTrip,
  Trip,
  TripItinerary,
} from '@roadbook/contracts';
import { baseApi } from '../../../shared/api/base.api';

/** What the plan form sends: the DTO's fields as plain data. */
export type PlanTripBody = PlanTripDto;

const tripsApi = baseApi.enhanceEndpoints({
  addTagTypes: ['Trip', 'Itinerary', 'UserTrips', 'RecentTrips', 'FeaturedTrips', 'SharedTrip'],
});

/** Spec §7 trip calls, plus trip creation, progress and place suggestions for the plan form. */
export const tripsEndpoints = tripsApi.injectEndpoints({
  endpoints: (build) => ({
    createTrip: build.mutation<Trip, PlanTripBody>({
      query: (body) => ({ url: '/trips', method: 'POST', body }),
      invalidatesTags: ['RecentTrips'],
    }),
    updateTrip: build.mutation<Trip, { id: number; plan: PlanTripBody }>({
      query: ({ id, plan }) => ({ url: `/trips/${id}`, method: 'PUT', body: plan }),
      invalidatesTags: (_result, _error, { id }) => [
        { type: 'Trip', id },
        { type: 'Itinerary', id },
        'UserTrips',
      ],
    }),
    /** The whole trip for its owner; someone else's featured trip comes as its public view. */
    getTrip: build.query<Trip | PublicTrip, number>({
      query: (id) => `/trips/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Trip', id }],
    }),
    /** Keyed by version too, so a regenerated trip never shows the previous itinerary. */
    getItinerary: build.query<TripItinerary, { id: number; version: number }>({
      query: ({ id }) => `/trips/${id}/itinerary`,
      providesTags: (_result, _error, { id }) => [{ type: 'Itinerary', id }],
    }),
    saveTrip: build.mutation<Trip, number>({
      query: (id) => ({ url: `/trips/${id}/save`, method: 'POST' }),
      // Spec §4: a successful save refreshes the recent-trips and user-trips lists.
      invalidatesTags: (_result, error, id) =>
        error ? [] : [{ type: 'Trip', id }, 'UserTrips', 'RecentTrips'],
    }),
    shareTrip: build.mutation<{ shareableId: string }, number>({
      query: (id) => ({ url: `/trips/${id}/share`, method: 'POST' }),
      invalidatesTags: (_result, error) => (error ? [] : ['UserTrips']),
    }),
    /** The link stops working at once; sharing again makes a new one. */
    unshareTrip: build.mutation<{ ok: true }, { id: number; shareableId: string | null }>({
      query: ({ id }) => ({ url: `/trips/${id}/share`, method: 'DELETE' }),
      invalidatesTags: (_result, error, { id, shareableId }) =>
        error
          ? []
          : [
              { type: 'Trip', id },
              'UserTrips',
              ...(shareableId ? [{ type: 'SharedTrip' as const, id: shareableId }] : []),
            ],
    }),
    deleteTrip: build.mutation<{ ok: true }, number>({
      query: (id) => ({ url: `/trips/${id}`, method: 'DELETE' }),
      invalidatesTags: (_result, error) =>
        error ? [] : ['UserTrips', 'RecentTrips', 'FeaturedTrips'],
    }),
    featureTrip: build.mutation<Trip, { id: number; isFeatured: boolean }>({
      query: ({ id, isFeatured }) => ({
        url: `/admin/trips/${id}/feature`,
        method: 'POST',
        body: { isFeatured },
      }),
      invalidatesTags: (_result, error) => (error ? [] : ['UserTrips', 'FeaturedTrips']),
    }),
    getUserTrips: build.query<Trip[], void>({
      query: () => '/trips/user',
      providesTags: ['UserTrips'],
    }),
    getFeaturedTrips: build.query<PublicTrip[], void>({
      query: () => '/featured-trips',
      providesTags: ['FeaturedTrips'],
      // Spec §9: featured trips are cached 10 minutes.
      keepUnusedDataFor: 600,
    }),
    getSharedTrip: build.query<SharedTrip, string>({
      query: (shareableId) => `/shared/${encodeURIComponent(shareableId)}`,
      providesTags: (_result, _error, shareableId) => [{ type: 'SharedTrip', id: shareableId }],
    }),
    suggestPlaces: build.query<PlaceSuggestion[], string>({
      query: (q) => `/places/suggest?q=${encodeURIComponent(q)}&limit=8`,
      keepUnusedDataFor: 600,
    }),
  }),
});

export const {
  useCreateTripMutation,
  useUpdateTripMutation,
  useGetTripQuery,
  useGetItineraryQuery,
  useSaveTripMutation,
  useShareTripMutation,
  useUnshareTripMutation,
  useDeleteTripMutation,
  useFeatureTripMutation,
  useGetUserTripsQuery,
  useGetFeaturedTripsQuery,
  useGetSharedTripQuery,
  useLazySuggestPlacesQuery,
} = tripsEndpoints;
