/** Trip messages users read (docs/product.md#error-catalogue), one place for both ends. */
export const TripMessages = {
  notFound: 'Trip not found',
  noTripToSave: 'No trip found to save.',
  notOwner: 'Only the owner of this trip can do that',
  signInToSave: 'Please sign in to save your trip',
  itineraryNotReady: 'The itinerary is not ready yet',
  generationFailed: 'We could not create this itinerary',
  adminsOnly: 'Only admins can do that',
  needsOwner: 'A trip needs an owner: a signed-in user or a visitor token',
  changedMeanwhile: 'This trip was changed at the same moment. Please open it again and retry.',
  planRequired: 'plan is required: the trip’s plan as the plan form sends it',
} as const;

/** A trip's one-line description, as the admin trip editor may set it. */
export const TRIP_DESCRIPTION_MAX_LENGTH = 500;
