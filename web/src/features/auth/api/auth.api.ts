import type { ForgotPasswordResult, PublicUser } from '@roadbook/contracts';
import { UPLOAD_FIELD } from '@roadbook/contracts/browser';
import { baseApi } from '../../../shared/api/base.api';
import { currentUserApi } from '../../../shared/session/current-user.api';
import { forgetKeptReads } from '../../../shared/offline/kept-reads';

/** The current user is read again about 100 ms after login (docs/product.md#client-states). */
export const CURRENT_USER_REFETCH_DELAY_MS = 100;

export interface LoginBody {
  email: string;
  password: string;
}

export interface RegisterBody {
  username: string;
  email: string;
  password: string;
}

export interface ResetPasswordBody {
  token: string;
  password: string;
}

export interface ChangePasswordBody {
  currentPassword: string;
  newPassword: string;
}

export interface ChangeEmailBody {
  email: string;
  password: string;
}

/**
 * A profile edit answers with the updated user: the header and every screen show it at once,
 * and it is read again from the server behind it.
 */
async function showUpdatedUser(
  dispatch: (action: unknown) => unknown,
  queryFulfilled: Promise<{ data: PublicUser }>,
): Promise<void> {
  let user: PublicUser;
  try {
    ({ data: user } = await queryFulfilled);
  } catch {
    return; // the caller shows the failure
  }
  void dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user));
}

/**
 * The account calls (docs/product.md#auth-api). The current-user read and logout live in
 * `shared/session`.
 */
export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    login: build.mutation<PublicUser, LoginBody>({
      query: (body) => ({ url: '/auth/login', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        let user: PublicUser;
        try {
          ({ data: user } = await queryFulfilled);
        } catch {
          return;
        }
        // docs/product.md#client-states: after login, current-user and user-trips data are
        // refreshed, and the current user is refetched about 100 ms later.
        void dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user));
        dispatch(baseApi.util.invalidateTags(['CurrentUser', 'UserTrips']));
        setTimeout(() => {
          void dispatch(
            currentUserApi.endpoints.getCurrentUser.initiate(undefined, {
              forceRefetch: true,
              subscribe: false,
            }),
          );
        }, CURRENT_USER_REFETCH_DELAY_MS);
      },
    }),
    register: build.mutation<PublicUser, RegisterBody>({
      query: (body) => ({ url: '/auth/register', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        let user: PublicUser;
        try {
          ({ data: user } = await queryFulfilled);
        } catch {
          return;
        }
        // docs/product.md#client-states: registration logs in, and current-user is refreshed.
        void dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, user));
        dispatch(baseApi.util.invalidateTags(['CurrentUser']));
      },
    }),
    forgotPassword: build.mutation<ForgotPasswordResult, { email: string }>({
      query: (body) => ({ url: '/auth/forgot-password', method: 'POST', body }),
    }),
    resetPassword: build.mutation<void, ResetPasswordBody>({
      query: (body) => ({ url: '/auth/reset-password', method: 'POST', body }),
    }),
    changePassword: build.mutation<void, ChangePasswordBody>({
      query: (body) => ({ url: '/auth/change-password', method: 'POST', body }),
    }),
    deleteAccount: build.mutation<void, { password: string }>({
      query: (body) => ({ url: '/auth/profile', method: 'DELETE', body }),
      async onQueryStarted(_arg, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // The account and its trips are gone: nothing cached about them may be shown again.
        void forgetKeptReads();
        void dispatch(currentUserApi.util.upsertQueryData('getCurrentUser', undefined, null));
        dispatch(baseApi.util.invalidateTags(['CurrentUser', 'UserTrips']));
      },
    }),
    updateUsername: build.mutation<PublicUser, { username: string }>({
      query: (body) => ({ url: '/auth/profile', method: 'PATCH', body }),
      onQueryStarted: (_body, { dispatch, queryFulfilled }) =>
        showUpdatedUser(dispatch, queryFulfilled),
    }),
    setProfilePicture: build.mutation<PublicUser, File>({
      query: (file) => {
        const body = new FormData();
        body.append(UPLOAD_FIELD, file);
        return { url: '/auth/profile/picture', method: 'PUT', body };
      },
      onQueryStarted: (_file, { dispatch, queryFulfilled }) =>
        showUpdatedUser(dispatch, queryFulfilled),
    }),
    removeProfilePicture: build.mutation<PublicUser, void>({
      query: () => ({ url: '/auth/profile/picture', method: 'DELETE' }),
      onQueryStarted: (_arg, { dispatch, queryFulfilled }) =>
        showUpdatedUser(dispatch, queryFulfilled),
    }),
    /** Mails a confirmation link to the new address; the account keeps its own until it is opened. */
    requestEmailChange: build.mutation<{ pendingEmail: string }, ChangeEmailBody>({
      query: (body) => ({ url: '/auth/profile/email', method: 'POST', body }),
    }),
    confirmEmailChange: build.mutation<{ email: string }, { token: string }>({
      query: (body) => ({ url: '/auth/email/confirm', method: 'POST', body }),
      async onQueryStarted(_body, { dispatch, queryFulfilled }) {
        try {
          await queryFulfilled;
        } catch {
          return;
        }
        // The signed-in user, if it is this account, now has the new address.
        dispatch(baseApi.util.invalidateTags(['CurrentUser']));
      },
    }),
  }),
});

export const {
  useLoginMutation,
  useRegisterMutation,
  useForgotPasswordMutation,
  useResetPasswordMutation,
  useChangePasswordMutation,
  useDeleteAccountMutation,
  useUpdateUsernameMutation,
  useSetProfilePictureMutation,
  useRemoveProfilePictureMutation,
  useRequestEmailChangeMutation,
  useConfirmEmailChangeMutation,
} = authApi;
