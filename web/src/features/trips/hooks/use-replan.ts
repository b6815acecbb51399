import type { PublicTrip, Trip } from '@roadbook/contracts';
import { newSubmissionKey } from '../../../shared/api/submission-key';
import { useToast } from '../../../shared/toast/use-toast';
import { serverMessage } from '../api/trip-api-errors';
import { useUpdateTripMutation } from '../api/trips.api';
import type { PlanTripBody } from '../api/trips.api';
import { planFormFromTrip, toPlanBody } from '../components/plan-form.model';

/**
 * One tap that plans the same trip again with a change (more days, a road added): the Modify
 * path, as a new version of the same trip; a refusal is told in the server's words.
 */
export function useReplan(trip: Trip | PublicTrip) {
  const [updateTrip, updating] = useUpdateTripMutation();
  const { toast } = useToast();

  const replan = async (change: Partial<PlanTripBody>) => {
    const plan = { ...toPlanBody(planFormFromTrip(trip)), ...change };
    try {
      await updateTrip({ id: trip.id, plan, key: newSubmissionKey() }).unwrap();
    } catch (caught) {
      toast({
        title: 'Could not plan the trip again',
        description: serverMessage(caught) ?? 'Something went wrong. Please try again.',
        variant: 'destructive',
      });
    }
  };

  return { replan, isReplanning: updating.isLoading };
}
