import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { PublicTrip, TripItinerary } from '@roadbook/contracts';
import { RouteLegend } from '../../../shared/maps/route-legend';
import { RouteMap } from '../../../shared/maps/route-map';
import { routeMarkers } from '../../../shared/maps/route-markers';
import { SectionTitle } from './itinerary-sections';
import { ESTIMATE_MILES_PER_HOUR, estimatedDriveTime } from './trip-format';

type RouteStops = Pick<
  PublicTrip,
  'startLocation' | 'waypoints' | 'destination' | 'isRoundTrip' | 'routeType'
>;

/**
 * Directions through every stop in Google Maps; a scenic route asks it to avoid tolls
 * (`dirflg=t`), as the planner did.
 */
export function externalMapUrl(trip: RouteStops): string {
  const through = [
    ...trip.waypoints,
    trip.destination,
    ...(trip.isRoundTrip ? [trip.startLocation] : []),
  ];
  const params = new URLSearchParams({ saddr: trip.startLocation, daddr: through.join(' to:') });
  if (trip.routeType === 'scenic') params.set('dirflg', 't');
  return `https://maps.google.com/maps?${params.toString()}`;
}

/**
 * A featured trip's route map: the interactive map (with its normal / fullscreen toggle), the
 * estimated driving time at 50 miles an hour, and a link to the route in Google Maps.
 */
export function TripRouteMap({
  trip,
  itinerary,
}: {
  trip: RouteStops & Pick<PublicTrip, 'id'>;
  itinerary: TripItinerary;
}) {
  const driveTime = estimatedDriveTime(itinerary.totalDistance);
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <SectionTitle>Route Map</SectionTitle>
      <RouteMap
        days={itinerary.itinerary.days}
        mapData={itinerary.mapData}
        stops={itinerary.facts?.stops}
        staticMap={{ tripId: trip.id }}
      />
      <RouteLegend markers={routeMarkers(itinerary.facts?.stops ?? [])} />
      {driveTime && (
        <Typography variant="body2" sx={{ mt: 1.5 }}>
          <strong>Estimated duration:</strong> {driveTime} of driving ({itinerary.totalDistance} at{' '}
          {ESTIMATE_MILES_PER_HOUR} mph)
        </Typography>
      )}
      <Button
        href={externalMapUrl(trip)}
        target="_blank"
        rel="noopener noreferrer"
        variant="outlined"
        size="small"
        endIcon={<OpenInNewIcon />}
        sx={{ mt: 1.5 }}
      >
        Open in Google Maps
      </Button>
    </Paper>
  );
}
