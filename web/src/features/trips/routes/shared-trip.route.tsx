import SearchOffIcon from '@mui/icons-material/SearchOff';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { SharedTrip } from '@roadbook/contracts';
import { sharedTripMeta } from '@roadbook/contracts/browser';
import { useParams } from 'react-router-dom';
import { BRAND_NAME } from '../../../shared/config/brand';
import { useGetSharedRelatedTripsQuery, useGetSharedTripQuery } from '../api/trips.api';
import { AdventureCallToAction } from '../components/adventure-call-to-action';
import { normalizeItinerary } from '../components/itinerary-normalize';
import { OverviewSection } from '../components/itinerary-sections';
import { ItineraryView } from '../components/itinerary-view';
import {
  SharedRouteMapSection,
  SharedTripBadge,
  SharedTripFacts,
} from '../components/shared-trip-sections';
import { StateMessage } from '../components/state-message';
import { NOT_SPECIFIED } from '../components/trip-format';
import { useDocumentMeta } from '../hooks/use-document-meta';

function SharedTripView({ data, shareableId }: { data: SharedTrip; shareableId: string }) {
  const { trip } = data;
  const itinerary = normalizeItinerary(data.itinerary);
  const related = useGetSharedRelatedTripsQuery(shareableId);

  return (
    <ItineraryView
      trip={trip}
      itinerary={itinerary}
      badges={<SharedTripBadge />}
      heroDetails={<SharedTripFacts trip={trip} shareableId={shareableId} />}
      overview={
        <OverviewSection
          overview={itinerary?.overview ?? 'The itinerary for this trip is not available yet.'}
          totalDistance={itinerary?.totalDistance ?? NOT_SPECIFIED}
          isEstimate={itinerary?.facts?.estimates?.distance}
        />
      }
      map={
        <SharedRouteMapSection
          trip={trip}
          itinerary={itinerary}
          mapData={data.mapData ?? itinerary?.mapData ?? null}
          shareableId={shareableId}
        />
      }
      showPreviousEndpoint
      otherTrips={{ title: 'More Trips to Explore', trips: related.data }}
      callToAction={<AdventureCallToAction action="Start Planning Your Trip" />}
    />
  );
}

export default function SharedTripRoute() {
  const { shareableId } = useParams();
  // The query runs only when a shareable id is present (docs/product.md#shared-trip-page).
  const shared = useGetSharedTripQuery(shareableId ?? '', { skip: !shareableId });
  const meta = sharedTripMeta(shared.data?.trip, BRAND_NAME);
  useDocumentMeta(meta.title, meta.description, { keywords: meta.keywords });

  if (shareableId && shared.isLoading) {
    return (
      <Container maxWidth="sm" sx={{ py: { xs: 8, md: 12 }, textAlign: 'center' }}>
        <CircularProgress sx={{ mb: 3 }} aria-label="Loading Shared Trip" />
        <Typography variant="h3" component="h1" sx={{ mb: 1.5 }}>
          Loading Shared Trip
        </Typography>
        <Typography color="text.secondary">
          Please wait while we load the shared trip details...
        </Typography>
      </Container>
    );
  }
  if (!shareableId || shared.isError || !shared.data) {
    return (
      <StateMessage
        title="Trip Not Found"
        icon={<SearchOffIcon />}
        description="This trip link may be invalid or the trip may no longer be available for sharing."
        action={{ label: 'Go to Home', to: '/' }}
      />
    );
  }
  return <SharedTripView data={shared.data} shareableId={shareableId} />;
}
