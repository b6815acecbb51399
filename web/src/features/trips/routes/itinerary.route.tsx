import CloudOffIcon from '@mui/icons-material/CloudOff';
import LockIcon from '@mui/icons-material/LockOutlined';
import MapIcon from '@mui/icons-material/Map';
import ErrorOutlineIcon from '@mui/icons-material/ReportProblem';
import Stack from '@mui/material/Stack';
import type { PublicTrip, Trip, TripItinerary } from '@roadbook/contracts';
import { RELATED_TRIPS_LIMIT, TripMessages } from '@roadbook/contracts/browser';
import { useNavigate, useParams } from 'react-router-dom';
import { asApiError, isConnectionLost } from '../../../shared/api/api-error';
import { useCurrentUser } from '../../../shared/session/current-user.api';
import { RouteSpinner } from '../../../shared/components/route-spinner';
import { useGetItineraryQuery, useGetRelatedTripsQuery } from '../api/trips.api';
import { AdminTripActions } from '../components/admin-trip-actions';
import { ItineraryAdvice } from '../components/itinerary-advice';
import { ItineraryProgress } from '../components/itinerary-progress';
import { OverviewSection, RideTips, RouteOverviewSection } from '../components/itinerary-sections';
import { ItineraryView } from '../components/itinerary-view';
import { OwnerTripBadges, OwnerTripFacts } from '../components/owner-trip-hero';
import { planFormFromTrip, storePlanForm } from '../components/plan-form.model';
import { SaveTripBar } from '../components/save-trip-bar';
import { StateMessage } from '../components/state-message';
import { useGenerationProgress } from '../hooks/use-generation-progress';
import { useOpenedOnKeptItinerary } from '../hooks/use-kept-itinerary';
import { useMinimumLoading } from '../hooks/use-minimum-loading';
import { useReplan } from '../hooks/use-replan';
import { useSaveTrip } from '../hooks/use-save-trip';

function parseTripId(raw: string | undefined): number | null {
  if (!raw || !/^\d+$/.test(raw)) return null;
  return Number(raw);
}

/**
 * A genuine error. Try Again goes to the planner: with the plan as it was typed when it is the
 * plan that failed (`tripId`), so the rider fixes it instead of typing it all again.
 */
function SomethingWentWrong({ reason, tripId }: { reason?: string | null; tripId?: number }) {
  return (
    <StateMessage
      title="Something Went Wrong"
      icon={<ErrorOutlineIcon />}
      description={reason ?? 'We could not load this itinerary.'}
      action={{ label: 'Try Again', to: tripId ? `/plan?modify=${tripId}` : '/plan' }}
    />
  );
}

/** Someone else's trip, or one that is gone: the service does not tell which (404 for both). */
function PrivateTrip() {
  return (
    <StateMessage
      title="Trip Not Available"
      icon={<LockIcon />}
      description="This trip is private — ask its owner for a share link."
      action={{ label: 'Plan Your Own Trip', to: '/plan' }}
    />
  );
}

/** No answer at all: the reads are asked again when the connection returns (`baseApi`). */
function WaitingForConnection() {
  return (
    <StateMessage
      title="Waiting for a Connection"
      icon={<CloudOffIcon />}
      description="This itinerary will load as soon as you are back online."
    />
  );
}

/** What a failed read of the trip or its itinerary shows. */
function FailedRead({ error }: { error: unknown }) {
  if (isConnectionLost(error)) return <WaitingForConnection />;
  const status = asApiError(error)?.status;
  if (status === 404 || status === 403) return <PrivateTrip />;
  return <SomethingWentWrong />;
}

function ReadyView({ trip, itinerary }: { trip: Trip | PublicTrip; itinerary: TripItinerary }) {
  const navigate = useNavigate();
  const { save, isSaved, isSaving } = useSaveTrip(trip);
  const related = useGetRelatedTripsQuery({ id: trip.id, limit: RELATED_TRIPS_LIMIT.otherTrips });
  const { replan } = useReplan(trip);
  // Admins feature and edit any trip they open, a rider's too; Modify, Save and the one-tap
  // re-plans stay its owner's (a visitor's draft has none yet), so an admin on a rider's trip
  // edits it with the admin's tools, and anyone else reads the advice without its fixes.
  const viewer = useCurrentUser().user;
  const isAdmin = viewer?.role === 'admin';
  const isSomeoneElses = 'userId' in trip && trip.userId !== null && trip.userId !== viewer?.id;

  const modify = () => {
    storePlanForm({ tripId: trip.id, values: planFormFromTrip(trip) });
    void navigate(`/plan?modify=${trip.id}`);
  };

  return (
    <ItineraryView
      trip={trip}
      itinerary={itinerary}
      badges={<OwnerTripBadges trip={trip} isSaved={isSaved} />}
      heroDetails={
        <>
          <OwnerTripFacts trip={trip} itinerary={itinerary} />
          {isAdmin && <AdminTripActions trip={trip} />}
        </>
      }
      overview={
        <Stack spacing={3}>
          <OverviewSection overview={itinerary.overview} />
          <RideTips tips={itinerary.itinerary.rideTips} />
        </Stack>
      }
      map={<RouteOverviewSection itinerary={itinerary} subject={{ tripId: trip.id }} />}
      advice={<ItineraryAdvice trip={trip} itinerary={itinerary} canReplan={!isSomeoneElses} />}
      onAddDetour={isSomeoneElses ? undefined : (waypoints) => void replan({ waypoints })}
      otherTrips={{ title: 'Explore More Trips', trips: related.data }}
      actionBar={
        isSomeoneElses ? undefined : (
          <SaveTripBar
            isSaved={isSaved}
            isSaving={isSaving}
            onModify={modify}
            onSave={() => void save()}
          />
        )
      }
    />
  );
}

export default function ItineraryRoute() {
  const { id } = useParams();
  const tripId = parseTripId(id);
  const generation = useGenerationProgress(tripId);
  const trip = generation.trip;
  const ready = trip?.generationStatus === 'ready';
  const itinerary = useGetItineraryQuery(
    { id: tripId ?? 0, version: trip?.version ?? 0 },
    { skip: tripId === null || !ready },
  );
  // `currentData`, not `data`: while a new version's itinerary is read, `data` still holds the
  // previous version's, which would be shown under the new trip for as long as the read takes.
  const current = itinerary.currentData;
  const hasArrived =
    current !== undefined ||
    itinerary.isError ||
    generation.isError ||
    trip?.generationStatus === 'failed';
  const showLoading = useMinimumLoading(hasArrived);
  // Right after an edit that kept the itinerary nothing is being made: a plain spinner while it
  // is read, and the itinerary the moment it is here, never the generation screen.
  const readsKept = useOpenedOnKeptItinerary() && trip?.generationStatus !== 'generating';

  if (tripId === null) {
    return (
      <StateMessage
        title="Itinerary Not Found"
        icon={<MapIcon />}
        description="There is no itinerary at this address."
        action={{ label: 'Return Home', to: '/' }}
      />
    );
  }
  if (readsKept && !hasArrived) return <RouteSpinner />;
  if (!readsKept && showLoading) {
    return <ItineraryProgress progress={generation.progress} step={generation.step} />;
  }
  if (generation.isError || !trip) return <FailedRead error={generation.error} />;
  if (trip.generationStatus === 'failed') {
    return (
      <SomethingWentWrong
        reason={trip.generationError ?? TripMessages.generationFailed}
        tripId={trip.id}
      />
    );
  }
  if (itinerary.isError || !current) return <FailedRead error={itinerary.error} />;
  return <ReadyView trip={trip} itinerary={current} />;
}
