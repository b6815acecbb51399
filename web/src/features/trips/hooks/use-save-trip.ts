import type { PublicTrip, Trip } from '@roadbook/contracts';
import { TripMessages } from '@roadbook/contracts/browser';
import { useEffect, useEffectEvent, useRef } from 'react';
import { useDispatch } from 'react-redux';
import { trackEvent } from '../../../shared/analytics/track-event';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useToast } from '../../../shared/toast/use-toast';
import { openAuthDialog } from '../../../shared/ui/ui.slice';
import { serverMessage } from '../api/trip-api-errors';
import { useSaveTripMutation } from '../api/trips.api';

/**
 * Saving a trip to My Trips: a visitor is asked to create an account first (which claims their
 * draft), and the save is done as soon as they are signed in, without a second tap; a signed-in
 * rider saves at once and hears how it went.
 */
export function useSaveTrip(trip: Trip | PublicTrip) {
  const dispatch = useDispatch();
  const { toast } = useToast();
  const { isAuthenticated } = useCurrentUser();
  const [saveTrip, saving] = useSaveTripMutation();
  // Someone else's featured trip comes without a saved state: it is not theirs to have saved.
  const isSaved = ('isSaved' in trip && trip.isSaved) || saving.isSuccess;
  // Save Trip was tapped signed out: done once the visitor has signed up or in.
  const saveWhenSignedIn = useRef(false);

  const save = async () => {
    if (!isAuthenticated) {
      saveWhenSignedIn.current = true;
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

  // Signing in is what decides; the save it runs is this render's.
  const saveOnceSignedIn = useEffectEvent(() => {
    if (!saveWhenSignedIn.current) return;
    saveWhenSignedIn.current = false;
    void save();
  });
  useEffect(() => {
    if (isAuthenticated) saveOnceSignedIn();
  }, [isAuthenticated]);

  return { save, isSaved, isSaving: saving.isLoading };
}
