import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { TripCard, TripItinerary } from '@roadbook/contracts';
import type { ReactNode } from 'react';
import { RouteLegend } from '../../../shared/maps/route-legend';
import { routeMarkers } from '../../../shared/maps/route-markers';
import type { StaticMapSubject } from '../../../shared/maps/route-markers';
import { StaticRouteMap } from '../../../shared/maps/static-route-map';
import { DayCard } from './day-card';
import { TripTeaserCard } from './trip-card';

export function SectionTitle({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <Typography variant="h4" component="h2" id={id} sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

export function OverviewSection({
  overview,
  totalDistance,
  isEstimate,
  title = 'Trip Overview',
}: {
  overview: string;
  totalDistance?: string;
  isEstimate?: boolean;
  title?: string;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <SectionTitle>{title}</SectionTitle>
      <Typography sx={{ whiteSpace: 'pre-line' }}>{overview}</Typography>
      {totalDistance && (
        <Typography sx={{ mt: 2 }}>
          <strong>Total Distance:</strong> {totalDistance}
          {isEstimate ? ' (estimated)' : ''}
        </Typography>
      )}
    </Paper>
  );
}

export function RideTips({ tips }: { tips: string[] }) {
  if (tips.length === 0) return null;
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <SectionTitle>Ride Tips</SectionTitle>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {tips.map((tip, index) => (
          <Stack component="li" direction="row" spacing={1.5} key={tip}>
            <Box
              sx={{
                flexShrink: 0,
                width: 28,
                height: 28,
                borderRadius: '50%',
                bgcolor: 'primary.main',
                color: 'primary.contrastText',
                display: 'grid',
                placeItems: 'center',
                fontWeight: 700,
                fontSize: 14,
              }}
            >
              {index + 1}
            </Box>
            <Typography sx={{ pt: 0.25 }}>{tip}</Typography>
          </Stack>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The itinerary page (docs/product.md#itinerary-page): the static route-overview map with its
 * legend.
 */
export function RouteOverviewSection({
  itinerary,
  subject,
  title = 'Route Overview',
  children,
}: {
  itinerary: TripItinerary;
  subject: StaticMapSubject;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, sm: 3 }, borderRadius: 3 }}>
      <SectionTitle>{title}</SectionTitle>
      <StaticRouteMap subject={subject} alt="Map of the route with its stops" />
      <RouteLegend markers={routeMarkers(itinerary.facts?.stops ?? [])} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
        An overview of the route; not to navigate by.
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * The shared page (docs/product.md#shared-trip-page): for each day after the first, the previous
 * day's endpoint is the address of the last activity of the previous day that has an address.
 */
export function previousDayEndpoint(
  days: TripItinerary['itinerary']['days'],
  index: number,
): string | null {
  if (index === 0) return null;
  const previous = days[index - 1];
  const withAddress = previous.activities.filter((activity) => Boolean(activity.address));
  return withAddress.length > 0 ? (withAddress[withAddress.length - 1].address ?? null) : null;
}

export function DailyItinerary({
  itinerary,
  showPreviousEndpoint = false,
  onAddDetour,
}: {
  itinerary: TripItinerary;
  showPreviousEndpoint?: boolean;
  onAddDetour?: (waypoints: string[]) => void;
}) {
  const days = itinerary.itinerary.days;
  const estimates = itinerary.facts?.estimates;
  return (
    <Box component="section" aria-labelledby="daily-itinerary">
      <SectionTitle id="daily-itinerary">Daily Itinerary</SectionTitle>
      <Stack spacing={2}>
        {days.map((day, index) => (
          <DayCard
            key={day.day}
            day={day}
            estimates={estimates}
            tripCosts={itinerary.facts?.costs}
            startsFrom={showPreviousEndpoint ? previousDayEndpoint(days, index) : undefined}
            onAddDetour={onAddDetour}
          />
        ))}
      </Stack>
    </Box>
  );
}

/** Featured trips the server picked as closest to this one (it leaves the trip itself out). */
export function OtherTrips({
  title,
  trips,
  columns = 4,
  emptyText,
}: {
  title: string;
  trips: TripCard[] | undefined;
  columns?: number;
  /** Shown when there are none; without it the section is left out. */
  emptyText?: string;
}) {
  if (!trips || trips.length === 0) {
    if (!emptyText) return null;
    return (
      <Box component="section" data-print="hide" aria-label={title}>
        <SectionTitle>{title}</SectionTitle>
        <Typography color="text.secondary">{emptyText}</Typography>
      </Box>
    );
  }
  return (
    <Box component="section" data-print="hide" aria-label={title}>
      <SectionTitle>{title}</SectionTitle>
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: {
            xs: '1fr',
            sm: 'repeat(2, 1fr)',
            md: `repeat(${columns}, 1fr)`,
          },
        }}
      >
        {trips.map((trip) => (
          <TripTeaserCard key={trip.id} trip={trip} />
        ))}
      </Box>
    </Box>
  );
}
