import ShareIcon from '@mui/icons-material/Share';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { Day, PublicTrip, TripItinerary } from '@roadbook/contracts';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { RouteLegend } from '../../../shared/maps/route-legend';
import { RouteMap } from '../../../shared/maps/route-map';
import { routeMarkers } from '../../../shared/maps/route-markers';
import { SectionTitle } from './itinerary-sections';
import { TripExports } from './owner-trip-hero';
import { planFormFromTrip, storePlanForm } from './plan-form.model';
import { NOT_SPECIFIED, formatDate, routeTypeLabel, withoutDayPrefix } from './trip-format';

export function SharedTripBadge() {
  return (
    <Chip icon={<ShareIcon />} label="Shared Trip" color="primary" size="small" sx={{ mb: 1.5 }} />
  );
}

/** The shared hero's dates and route type, and the reader's way to a plan of their own. */
export function SharedTripFacts({ trip, shareableId }: { trip: PublicTrip; shareableId: string }) {
  const navigate = useNavigate();
  const planSimilar = () => {
    storePlanForm({ tripId: null, from: trip.id, values: planFormFromTrip(trip) });
    void navigate(`/plan?similar=${trip.id}&shared=${encodeURIComponent(shareableId)}`);
  };
  const dates =
    trip.startDate || trip.endDate
      ? `${trip.startDate ? formatDate(trip.startDate) : NOT_SPECIFIED} to ${trip.endDate ? formatDate(trip.endDate) : NOT_SPECIFIED}`
      : NOT_SPECIFIED;
  return (
    <>
      <Stack
        useFlexGap
        direction="row"
        spacing={3}
        sx={{ mt: 1.5, flexWrap: 'wrap', rowGap: 1, color: 'grey.300' }}
      >
        <Typography>{dates}</Typography>
        <Typography>{routeTypeLabel(trip.routeType)} route</Typography>
      </Stack>
      <Stack
        useFlexGap
        direction="row"
        spacing={1}
        sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}
        data-print="hide"
      >
        <Button component={RouterLink} to="/plan" variant="contained">
          Plan Your Own Trip
        </Button>
        <Button
          variant="outlined"
          onClick={planSimilar}
          sx={{ color: 'common.white', borderColor: 'grey.600' }}
        >
          Plan Similar Trip
        </Button>
      </Stack>
      <TripExports downloadsAt={`/api/shared/${encodeURIComponent(shareableId)}`} />
    </>
  );
}

/** "Start → end" of a day; an older shared itinerary without day facts gives its title. */
function dayRoute(day: Day): string {
  // Shared itineraries stored before day facts existed may lack them.
  const facts = day.facts as Day['facts'] | undefined;
  return facts ? `${facts.start.name} → ${facts.end.name}` : withoutDayPrefix(day.title, day.day);
}

/** The interactive map with each day's leg, then where the trip starts and ends. */
export function SharedRouteMapSection({
  trip,
  itinerary,
  mapData,
  shareableId,
}: {
  trip: PublicTrip;
  itinerary: TripItinerary | null;
  mapData: TripItinerary['mapData'] | null;
  shareableId: string;
}) {
  const days = itinerary?.itinerary.days ?? [];
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <SectionTitle>Route Map</SectionTitle>
      <RouteMap
        days={days}
        mapData={mapData}
        stops={itinerary?.facts?.stops}
        staticMap={{ shareableId: trip.shareableId ?? shareableId }}
      />
      <RouteLegend markers={routeMarkers(itinerary?.facts?.stops ?? [])} />
      {days.length > 0 && (
        <Box component="ol" aria-label="Days" sx={{ mt: 2, mb: 0, pl: 2.5 }}>
          {days.map((day) => (
            <Typography component="li" variant="body2" key={day.day} sx={{ py: 0.25 }}>
              <strong>Day {day.day}:</strong> {dayRoute(day)}, {day.distance}
            </Typography>
          ))}
        </Box>
      )}
      <Stack spacing={0.5} sx={{ mt: 2 }}>
        <Typography variant="body2">
          <strong>Start:</strong> {trip.startLocation}
        </Typography>
        <Typography variant="body2">
          <strong>Destination:</strong> {trip.destination}
        </Typography>
        <Typography variant="body2">
          <strong>Route type:</strong> {routeTypeLabel(trip.routeType)}
        </Typography>
      </Stack>
    </Paper>
  );
}
