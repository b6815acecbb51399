import type { PublicUser } from '@roadbook/contracts';
import { baseApi } from '../api/base.api';

export type { PublicUser };

/** Cache tags owned by the session: features invalidate them after login, logout or deletion. */
const sessionApi = baseApi.enhanceEndpoints({ addTagTypes: ['CurrentUser', 'UserTrips'] });

export const currentUserApi = sessionApi.injectEndpoints({
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
      // Spec §4: never retried (no retry wrapper on baseApi), always stale.
      keepUnusedDataFor: 0,
    }),
  }),
});

export const { useGetCurrentUserQuery } = currentUserApi;

export interface CurrentUserState {
  user: PublicUser | null;
  isAuthenticated: boolean;
  isLoading: boolean;
}

/**
 * The signed-in user, or null. Spec §4: authenticated whenever a current-user record exists;
 * refetched on mount and on window focus.
 */
export function useCurrentUser(): CurrentUserState {
  const { data, isLoading } = useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: true,
    refetchOnFocus: true,
  });
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading };
}
