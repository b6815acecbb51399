import type { PublicUser } from '@roadbook/contracts';
import { baseApi } from '../api/base.api';

export type { PublicUser };

export const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Spec §7: "A default read returns null on 401", so signed out is data, not an error. */
    getCurrentUser: build.query<PublicUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/auth/user');
        if (result.error) {
          if (result.error.status === 401) return { data: null };
          return { error: result.error };
        }
        return { data: result.data as PublicUser };
      },
      providesTags: ['CurrentUser'],
      // Spec §4: never retried (baseApi has no retry wrapper) and always stale.
      keepUnusedDataFor: 0,
    }),
    /** Signs out this device; the cookie is cleared by the server. */
    logout: build.mutation<void, void>({
      query: () => ({ url: '/auth/logout', method: 'POST' }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return; // the caller shows the failure
        }
        // Spec §4: after logout the current user is cleared, then refetched.
        void dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, null));
        dispatch(currentUserApi.util.invalidateTags(['CurrentUser', 'UserTrips']));
      },
    }),
  }),
});

export const { useGetCurrentUserQuery, useLogoutMutation } = currentUserApi;

export interface CurrentUserState {
  user: PublicUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

/**
 * The signed-in user, or null. Spec §4: authenticated whenever a current-user record exists;
 * the read is refetched on mount and on window focus.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading };
}
