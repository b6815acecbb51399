/** The spec's trip messages (§5, §8) and the server's own, one place for both ends. */
export const TripMessages = {
  notFound: 'Trip not found',
  noTripToSave: 'No trip found to save.',
  notOwner: 'Only the owner of this trip can do that',
  signInToSave: 'Please sign in to save your trip',
  itineraryNotReady: 'The itinerary is not ready yet',
  generationFailed: 'We could not create this itinerary',
} as const;
