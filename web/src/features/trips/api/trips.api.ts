import type {
  AdminTripEdit,
  AdminTripsPage,
  AdminTripsQuery,
  BlogPostSummary,
  PlaceSuggestion,
  PlanTripDto,
  PublicTrip,
  SharedTrip,
  Trip,
  TripCard,
  TripArticlesArgs,
  TripItinerary,
} from '@roadbook/contracts';
import { IDEMPOTENCY_KEY_HEADER } from '@roadbook/contracts/browser';
import { baseApi } from '../../../shared/api/base.api';

/** What the plan form sends: the DTO's fields as plain data. */
export type PlanTripBody = PlanTripDto;

/**
 * One submission of the plan form: the plan, and the key that names it (plan-submission.ts in
 * @roadbook/contracts). The same key goes with every sending of that plan, so a plan sent again
 * after its answer was lost makes no second trip.
 */
export interface PlanSubmission {
  plan: PlanTripBody;
  key: string;
}

/** Repeated parameters (`places=a&places=b`): place names hold commas. */
function tripArticlesQuery({ activities, places, limit }: TripArticlesArgs): string {
  const params = new URLSearchParams();
  for (const activity of activities) params.append('activities', activity);
  for (const place of places) params.append('places', place);
  params.set('limit', String(limit));
  return `/blog/related/for-trip?${params.toString()}`;
}

const tripsApi = baseApi.enhanceEndpoints({
  addTagTypes: [
    'Trip',
    'Itinerary',
    'UserTrips',
    'RecentTrips',
    'FeaturedTrips',
    'SharedTrip',
    'BlogPosts',
    'AdminTrips',
  ],
});

/** What featuring sends: the flag, and when featuring, the slug and description the admin chose. */
export interface FeatureTripArgs {
  id: number;
  isFeatured: boolean;
  slug?: string;
  description?: string;
}

/** The admin's list's query string: only what is asked for, so the defaults stay the server's. */
export function adminTripsSearch({ q, featured, page, pageSize }: AdminTripsQuery): string {
  const params = new URLSearchParams();
  if (q) params.set('q', q);
  if (featured !== undefined) params.set('featured', String(featured));
  params.set('page', String(page));
  params.set('pageSize', String(pageSize));
  return params.toString();
}

/**
 * The trip calls (docs/product.md#trips-api), with trip creation, progress and place suggestions
 * for the plan form.
 */
export const tripsEndpoints = tripsApi.injectEndpoints({
  endpoints: (build) => ({
    createTrip: build.mutation<Trip, PlanSubmission>({
      query: ({ plan, key }) => ({
        url: '/trips',
        method: 'POST',
        body: plan,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }),
      invalidatesTags: ['RecentTrips'],
    }),
    /** Modify: the trip's new plan, once per submission as a plan is (`createTrip`). */
    updateTrip: build.mutation<Trip, PlanSubmission & { id: number }>({
      query: ({ id, plan, key }) => ({
        url: `/trips/${id}`,
        method: 'PUT',
        body: plan,
        headers: { [IDEMPOTENCY_KEY_HEADER]: key },
      }),
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
      // A successful save refreshes the recent-trips and user-trips lists
      // (docs/product.md#trip-states).
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
        error ? [] : ['UserTrips', 'RecentTrips', 'FeaturedTrips', 'AdminTrips'],
    }),
    featureTrip: build.mutation<Trip, FeatureTripArgs>({
      query: ({ id, ...body }) => ({ url: `/admin/trips/${id}/feature`, method: 'POST', body }),
      invalidatesTags: (_result, error, { id }) =>
        error ? [] : ['UserTrips', 'FeaturedTrips', 'AdminTrips', { type: 'Trip', id }],
    }),
    /** Admins: every user's trips, newest first, one page of them. */
    getAdminTrips: build.query<AdminTripsPage, AdminTripsQuery>({
      query: (query) => `/admin/trips?${adminTripsSearch(query)}`,
      providesTags: ['AdminTrips'],
    }),
    /** A featured trip's public view by its slug; 404 once it is no longer featured. */
    getTripBySlug: build.query<PublicTrip, string>({
      query: (slug) => `/trips/slug/${encodeURIComponent(slug)}`,
      providesTags: (trip) => (trip ? [{ type: 'Trip', id: trip.id }, 'FeaturedTrips'] : []),
    }),
    /** Featured trips closest to a trip, best first. */
    getRelatedTrips: build.query<TripCard[], { id: number; limit: number }>({
      query: ({ id, limit }) => `/trips/${id}/related?limit=${limit}`,
      providesTags: ['FeaturedTrips'],
    }),
    /** Featured trips closest to a shared trip (the shared page's other trips). */
    getSharedRelatedTrips: build.query<TripCard[], string>({
      query: (shareableId) => `/shared/${encodeURIComponent(shareableId)}/related`,
      providesTags: ['FeaturedTrips'],
    }),
    /** Published posts closest to a trip's activities and places. */
    getTripArticles: build.query<BlogPostSummary[], TripArticlesArgs>({
      query: tripArticlesQuery,
      providesTags: ['BlogPosts'],
    }),
    /** Admins: the whole trip, for the admin trip editor. */
    getTripForEditing: build.query<Trip, number>({
      query: (id) => `/admin/trips/${id}`,
      providesTags: (_result, _error, id) => [{ type: 'Trip', id }],
    }),
    /** Admins: saves the edit; the itinerary is made again as a new version. */
    adminUpdateTrip: build.mutation<Trip, { id: number; edit: AdminTripEdit }>({
      query: ({ id, edit }) => ({ url: `/admin/trips/${id}`, method: 'PUT', body: edit }),
      invalidatesTags: (_result, error, { id }) =>
        error
          ? []
          : [
              { type: 'Trip', id },
              { type: 'Itinerary', id },
              'UserTrips',
              'FeaturedTrips',
              'AdminTrips',
            ],
    }),
    getFeaturedTrips: build.query<PublicTrip[], void>({
      query: () => '/featured-trips',
      providesTags: ['FeaturedTrips'],
      // Featured trips are cached 10 minutes (docs/product.md#client-states).
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
  useGetFeaturedTripsQuery,
  useGetSharedTripQuery,
  useLazySuggestPlacesQuery,
  useGetTripBySlugQuery,
  useGetRelatedTripsQuery,
  useGetSharedRelatedTripsQuery,
  useGetTripArticlesQuery,
  useGetTripForEditingQuery,
  useAdminUpdateTripMutation,
  useGetAdminTripsQuery,
} = tripsEndpoints;
