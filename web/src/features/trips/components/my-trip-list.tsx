import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { Trip } from '@roadbook/contracts';
import { useState, type ReactNode } from 'react';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useToast } from '../../../shared/toast/use-toast';
import { trackEvent } from '../../../shared/analytics/track-event';
import {
  useDeleteTripMutation,
  useShareTripMutation,
  useUnshareTripMutation,
  useUpdateTripMutation,
} from '../api/trips.api';
import { useGetUserTripsQuery } from '../../../shared/api/user-trips.api';
import { useNavigate } from 'react-router-dom';
import { planFormFromTrip, toPlanBody } from './plan-form.model';
import { MyTripCard } from './my-trip-card';
import { SHARE_TOASTS, deliverShareLink, sharedTripUrl } from './share-link';
import { StateMessage } from './state-message';
import { useKeepTripsOffline } from '../hooks/use-keep-trips-offline';
import { useToggleFeatured } from '../hooks/use-toggle-featured';
import { FeatureTripDialog } from './feature-trip-dialog';
import { newSubmissionKey } from '../../../shared/api/submission-key';

export function deleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

/**
 * The signed-in user's trips as cards with their actions (share, stop sharing, delete, and
 * feature for admins): all of them, or those `show` keeps, with `empty` when there are none.
 */
export function MyTripList({
  show = () => true,
  empty,
}: {
  show?: (trip: Trip) => boolean;
  empty: ReactNode;
}) {
  const { toast } = useToast();
  const { user } = useCurrentUser();
  const trips = useGetUserTripsQuery();
  useKeepTripsOffline(trips.data);
  const [shareTrip] = useShareTripMutation();
  const [unshareTrip] = useUnshareTripMutation();
  const [deleteTrip] = useDeleteTripMutation();
  const [updateTrip] = useUpdateTripMutation();
  const navigate = useNavigate();
  const { toggle: toggleFeatured, dialog: featureDialog } = useToggleFeatured();
  const [busyId, setBusyId] = useState<number | null>(null);

  const withBusy = async (trip: Trip, work: () => Promise<void>) => {
    setBusyId(trip.id);
    try {
      await work();
    } finally {
      setBusyId(null);
    }
  };

  const handleShare = (trip: Trip) =>
    withBusy(trip, async () => {
      let url: string;
      try {
        const { shareableId } = await shareTrip(trip.id).unwrap();
        url = sharedTripUrl(shareableId);
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to create share link.',
          variant: 'destructive',
        });
        return;
      }
      trackEvent('trip_shared');
      const outcome = await deliverShareLink(url);
      toast({
        title: SHARE_TOASTS[outcome].title,
        description: SHARE_TOASTS[outcome].description(url),
      });
    });

  const handleStopSharing = (trip: Trip) =>
    withBusy(trip, async () => {
      try {
        await unshareTrip({ id: trip.id, shareableId: trip.shareableId }).unwrap();
        toast({
          title: 'Sharing Stopped',
          description: `The link to "${trip.name}" no longer works.`,
        });
      } catch {
        toast({ title: 'Error', description: 'Failed to stop sharing.', variant: 'destructive' });
      }
    });

  const handleDelete = (trip: Trip) => {
    if (!window.confirm(deleteConfirmation(trip.name))) return Promise.resolve();
    return withBusy(trip, async () => {
      try {
        await deleteTrip(trip.id).unwrap();
        toast({ title: 'Trip Deleted', description: `"${trip.name}" has been deleted.` });
      } catch {
        toast({ title: 'Error', description: 'Failed to delete trip.', variant: 'destructive' });
      }
    });
  };

  const handleToggleFeatured = (trip: Trip) => withBusy(trip, () => toggleFeatured(trip));

  /** A failed plan is planned again as it stands; its page follows the new attempt. */
  const handleRetry = (trip: Trip) =>
    withBusy(trip, async () => {
      try {
        const plan = toPlanBody(planFormFromTrip(trip));
        await updateTrip({ id: trip.id, plan, key: newSubmissionKey() }).unwrap();
        void navigate(`/itinerary/${trip.id}`);
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to plan the trip again.',
          variant: 'destructive',
        });
      }
    });

  if (trips.isLoading) return <StateMessage title="Loading your trips" loading />;
  if (trips.isError) {
    return (
      <StateMessage
        title="Error Loading Trips"
        icon={<ReportProblemIcon />}
        description="We could not load your trips."
      >
        <Button variant="contained" size="large" onClick={() => void trips.refetch()}>
          Try Again
        </Button>
      </StateMessage>
    );
  }
  const list = (trips.data ?? []).filter(show);
  if (list.length === 0) return empty;
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
      <FeatureTripDialog {...featureDialog} />
      {list.map((trip) => (
        <MyTripCard
          key={trip.id}
          trip={trip}
          isAdmin={user?.role === 'admin'}
          busy={busyId === trip.id}
          onShare={(t) => void handleShare(t)}
          onStopSharing={(t) => void handleStopSharing(t)}
          onDelete={(t) => void handleDelete(t)}
          onToggleFeatured={(t) => void handleToggleFeatured(t)}
          onRetry={(t) => void handleRetry(t)}
        />
      ))}
    </Box>
  );
}
