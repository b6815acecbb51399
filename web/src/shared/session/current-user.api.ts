import type { PublicUser } from '@roadbook/contracts';
import { useSelector } from 'react-redux';
import { baseApi } from '../api/base.api';
import { forgetKeptReads } from '../offline/kept-reads';
import { selectUserFromPage } from './page-session.slice';

export type { PublicUser };

export const currentUserApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    /** Not signed in reads as null (docs/product.md#client-states): signed out is data, not an error. */
    getCurrentUser: build.query<PublicUser | null, void>({
      async queryFn(_arg, _api, _extra, baseQuery) {
        const result = await baseQuery('/auth/user');
        if (result.error) {
          if (result.error.code === 'not-signed-in') return { data: null };
          return { error: result.error };
        }
        return { data: result.data as PublicUser };
      },
      providesTags: ['CurrentUser'],
      // docs/product.md#client-states: never retried (baseApi has no retry wrapper) and always
      // stale.
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
        // This device keeps no one's trips once they have signed out of it.
        void forgetKeptReads();
        // docs/product.md#client-states: after logout the current user is cleared, then refetched.
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
  /** The read failed (not a 401): whether anyone is signed in is unknown. */
  isError: boolean;
}

/**
 * The signed-in user, or null (docs/product.md#client-states): authenticated whenever a
 * current-user record exists; the read is refetched on mount and on window focus. On a
 * server-rendered page the user came with the page, as fresh as a read on mount: its screens
 * use it until the first navigation (`app/page-hydration.ts`).
 */
export function useCurrentUser(): CurrentUserState {
  const userFromPage = useSelector(selectUserFromPage);
  const { data, isLoading, isError } = useGetCurrentUserQuery(undefined, {
    refetchOnMountOrArgChange: !userFromPage,
    refetchOnFocus: true,
  });
  const user = data ?? null;
  return { user, isAuthenticated: user !== null, isLoading, isError };
}
