import type { PublicTrip, Trip } from '@roadbook/contracts';
import { TripMessages } from '@roadbook/contracts/browser';
import { useDispatch } from 'react-redux';
import { trackEvent } from '../../../shared/analytics/track-event';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useToast } from '../../../shared/toast/use-toast';
import { openAuthDialog } from '../../../shared/ui/ui.slice';
import { serverMessage } from '../api/trip-api-errors';
import { useSaveTripMutation } from '../api/trips.api';

/**
 * Saving a trip to My Trips: a visitor is asked to create an account first (which claims their
 * draft), a signed-in rider saves at once and hears how it went.
 */
export function useSaveTrip(trip: Trip | PublicTrip) {
  const dispatch = useDispatch();
  const { toast } = useToast();
  const { isAuthenticated } = useCurrentUser();
  const [saveTrip, saving] = useSaveTripMutation();
  // Someone else's featured trip comes without a saved state: it is not theirs to have saved.
  const isSaved = ('isSaved' in trip && trip.isSaved) || saving.isSuccess;

  const save = async () => {
    if (!isAuthenticated) {
      dispatch(openAuthDialog('register'));
      return;
    }
    if (!trip.id) {
      toast({ title: 'Error', description: TripMessages.noTripToSave, variant: 'destructive' });
      return;
    }
    try {
      await saveTrip(trip.id).unwrap();
      trackEvent('trip_saved');
      toast({ title: 'Trip saved!', description: 'Your trip has been saved to your profile.' });
    } catch (caught) {
      toast({
        title: 'Save failed',
        description: serverMessage(caught) ?? 'Failed to save trip. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return { save, isSaved, isSaving: saving.isLoading };
}
