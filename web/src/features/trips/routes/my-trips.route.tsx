import LuggageIcon from '@mui/icons-material/TravelExplore';
import ReportProblemIcon from '@mui/icons-material/ReportProblem';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import type { Trip } from '@roadbook/contracts';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { useToast } from '../../../shared/toast/use-toast';
import {
  useDeleteTripMutation,
  useFeatureTripMutation,
  useGetUserTripsQuery,
  useShareTripMutation,
  useUnshareTripMutation,
} from '../api/trips.api';
import { MyTripCard } from '../components/my-trip-card';
import { SHARE_TOASTS, deliverShareLink, sharedTripUrl } from '../components/share-link';
import { PageBanner } from '../../../shared/components/page-banner';
import { StateMessage } from '../components/state-message';

export function deleteConfirmation(name: string): string {
  return `Are you sure you want to delete "${name}"? This action cannot be undone.`;
}

const MORE_LINKS = [
  { label: 'Plan a trip', href: '/plan', internal: true },
  { label: 'Blog', href: '/blog', internal: true },
  { label: 'Contact', href: '/contact.html' },
  { label: 'About', href: '/about.html' },
  { label: 'Terms', href: '/terms.html' },
  { label: 'Privacy', href: '/privacy.html' },
];

function TripList() {
  const { toast } = useToast();
  const { user } = useCurrentUser();
  const trips = useGetUserTripsQuery();
  const [shareTrip] = useShareTripMutation();
  const [unshareTrip] = useUnshareTripMutation();
  const [deleteTrip] = useDeleteTripMutation();
  const [featureTrip] = useFeatureTripMutation();
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

  const handleToggleFeatured = (trip: Trip) =>
    withBusy(trip, async () => {
      try {
        const updated = await featureTrip({ id: trip.id, isFeatured: !trip.isFeatured }).unwrap();
        toast({
          title: updated.isFeatured ? 'Trip Featured' : 'Trip Unfeatured',
          description: updated.isFeatured
            ? `"${trip.name}" now appears among the featured routes.`
            : `"${trip.name}" no longer appears among the featured routes.`,
        });
      } catch {
        toast({
          title: 'Error',
          description: 'Failed to update trip status.',
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
  const list = trips.data ?? [];
  if (list.length === 0) {
    return (
      <StateMessage
        title="No trips yet"
        icon={<LuggageIcon />}
        description="Plan a trip and save it: it will wait for you here."
        action={{ label: 'Plan Your First Trip', to: '/plan' }}
      />
    );
  }
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 2.5,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' },
      }}
    >
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
        />
      ))}
    </Box>
  );
}

export default function MyTripsRoute() {
  const { isAuthenticated, isLoading } = useCurrentUser();
  const navigate = useNavigate();
  const { toast } = useToast();

  useEffect(() => {
    if (isLoading || isAuthenticated) return;
    toast({
      title: 'Authentication Required',
      description: 'Please log in to view your trips.',
      variant: 'destructive',
    });
    void navigate('/', { replace: true });
  }, [isLoading, isAuthenticated, navigate, toast]);

  if (isLoading || !isAuthenticated) return <StateMessage title="Loading your trips" loading />;

  return (
    <Box>
      <PageBanner
        eyebrow="Your garage of routes"
        title="My Trips"
        action={
          <Button component={RouterLink} to="/plan" variant="contained">
            Plan a New Trip
          </Button>
        }
      />
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <TripList />
        <Stack
          useFlexGap
          component="nav"
          aria-label="More from Roadbook"
          direction="row"
          spacing={2.5}
          sx={{ mt: 6, pt: 3, borderTop: 1, borderColor: 'divider', flexWrap: 'wrap', rowGap: 1 }}
        >
          {MORE_LINKS.map((link) =>
            link.internal ? (
              <Link key={link.href} component={RouterLink} to={link.href}>
                {link.label}
              </Link>
            ) : (
              <Link key={link.href} href={link.href}>
                {link.label}
              </Link>
            ),
          )}
        </Stack>
      </Container>
    </Box>
  );
}
