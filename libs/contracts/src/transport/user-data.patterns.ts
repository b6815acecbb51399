/** Each service that keeps data of a user deletes it on request, idempotently. */
export const UserDataPatterns = {
  purgeTrips: 'trips.user-data.purge',
  purgeUploads: 'media.user-data.purge',
} as const;

export interface UserDataRpc {
  [UserDataPatterns.purgeTrips]: { request: { userId: number }; response: { deleted: number } };
  [UserDataPatterns.purgeUploads]: { request: { userId: number }; response: { deleted: number } };
}
