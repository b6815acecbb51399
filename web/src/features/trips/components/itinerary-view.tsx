import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import type { PublicTrip, TripCard, TripItinerary } from '@roadbook/contracts';
import type { ReactNode } from 'react';
import { GroupFuelNote } from './group-fuel-note';
import { LoopNote } from './loop-note';
import { ItineraryHero } from './itinerary-hero';
import { RiderAlerts } from './rider-alerts';
import { DailyItinerary, OtherTrips } from './itinerary-sections';
import { TripCostSummary } from './trip-cost-summary';
import { TripPrintStyles } from './trip-print-styles';

export interface ItineraryViewProps {
  trip: Pick<PublicTrip, 'name' | 'startLocation' | 'destination'>;
  /** Without one (an older shared trip) the page still shows the trip, with no days. */
  itinerary: TripItinerary | null;
  /** Above the trip's name in the hero. */
  badges: ReactNode;
  /** Below the route line in the hero: the trip's facts and the page's own actions. */
  heroDetails: ReactNode;
  /** The wide column beside the map. */
  overview: ReactNode;
  map: ReactNode;
  /** Between the overview and the days: what the planner advises about the plan. */
  advice?: ReactNode;
  /** Shared pages say where each day starts from: the reader did not plan the trip. */
  showPreviousEndpoint?: boolean;
  /** The owner's page: adds a nearby detour to the route with one tap (plans again). */
  onAddDetour?: (waypoints: string[]) => void;
  otherTrips: { title: string; trips: TripCard[] | undefined };
  /** Closes the page's content. */
  callToAction?: ReactNode;
  /** Below the content, e.g. a sticky bar of the owner's actions. */
  actionBar?: ReactNode;
}

/**
 * An itinerary's page as both `/itinerary/:id` (the owner's) and `/shared/:id` (a reader's) show
 * it; each route passes what only it has through the slots.
 */
export function ItineraryView({
  trip,
  itinerary,
  badges,
  heroDetails,
  overview,
  map,
  advice,
  showPreviousEndpoint = false,
  onAddDetour,
  otherTrips,
  callToAction,
  actionBar,
}: ItineraryViewProps) {
  return (
    <>
      <TripPrintStyles />
      <ItineraryHero trip={trip} badges={badges}>
        {heroDetails}
      </ItineraryHero>
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
        <Box
          sx={{
            display: 'grid',
            gap: 3,
            // minmax(0, …): a column never grows past its share to fit a wide child (the map,
            // a long unbroken word), which would widen the whole page on a phone.
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 3fr) minmax(0, 2fr)' },
            alignItems: 'start',
            mb: 4,
          }}
        >
          {overview}
          {map}
        </Box>
        {/* What a rider must act on comes first, on every page that shows the trip. */}
        <RiderAlerts alerts={itinerary?.facts?.alerts} testId="trip-alerts" />
        {advice}
        <LoopNote facts={itinerary?.facts} />
        <GroupFuelNote facts={itinerary?.facts} />
        {itinerary && <TripCostSummary itinerary={itinerary} />}
        {itinerary && (
          <DailyItinerary
            itinerary={itinerary}
            showPreviousEndpoint={showPreviousEndpoint}
            onAddDetour={onAddDetour}
          />
        )}
        <Box sx={{ mt: 6 }}>
          <OtherTrips title={otherTrips.title} trips={otherTrips.trips} />
        </Box>
        {callToAction}
      </Container>
      {actionBar}
    </>
  );
}
