import DownloadIcon from '@mui/icons-material/Download';
import EventIcon from '@mui/icons-material/Event';
import PrintIcon from '@mui/icons-material/Print';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { PublicTrip, TripItinerary } from '@roadbook/contracts';
import { trackEvent } from '../../../shared/analytics/track-event';
import { HeroFact, HeroFacts } from './itinerary-hero';
import { formatDateRange, plannedPlacesLine } from './trip-format';
import { travelModeLabel } from '@roadbook/contracts/browser';

const DARK_CHIP = { bgcolor: 'grey.800', color: 'grey.100' };
const LIGHT_OUTLINED_BUTTON = { color: 'common.white', borderColor: 'grey.600' };

/** The owner's hero badges: how and which way it is ridden, and whether it is in My Trips. */
export function OwnerTripBadges({ trip, isSaved }: { trip: PublicTrip; isSaved: boolean }) {
  return (
    <Stack useFlexGap direction="row" spacing={1} sx={{ mb: 1.5, flexWrap: 'wrap', rowGap: 1 }}>
      <Chip label={travelModeLabel(trip.travelMode)} color="primary" size="small" />
      <Chip
        label={`${trip.routeType.charAt(0).toUpperCase()}${trip.routeType.slice(1)} route`}
        size="small"
        sx={DARK_CHIP}
      />
      {trip.isRoundTrip && (
        <Chip
          label={trip.loopHours ? `${trip.loopHours}-hour loop` : 'Round trip'}
          size="small"
          sx={DARK_CHIP}
        />
      )}
      <Chip
        label={isSaved ? 'Saved' : 'Draft'}
        size="small"
        variant="outlined"
        sx={{ color: 'grey.100', borderColor: 'grey.600' }}
      />
    </Stack>
  );
}

/** The places the planner chose, then dates, distance and days, then the exports. */
export function OwnerTripFacts({
  trip,
  itinerary,
}: {
  trip: PublicTrip;
  itinerary: TripItinerary;
}) {
  const plannedPlaces = plannedPlacesLine(itinerary);
  return (
    <>
      {plannedPlaces && (
        <Typography variant="body2" sx={{ color: 'grey.400' }}>
          {plannedPlaces}
        </Typography>
      )}
      <HeroFacts>
        <HeroFact label="Dates" value={formatDateRange(trip.startDate, trip.endDate)} />
        <HeroFact label="Total distance">
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography sx={{ fontWeight: 600 }}>{itinerary.totalDistance}</Typography>
            {itinerary.facts?.estimates?.distance && (
              <Chip
                label="Estimated"
                size="small"
                sx={{ height: 20, bgcolor: 'grey.700', color: 'grey.100' }}
              />
            )}
          </Stack>
        </HeroFact>
        <HeroFact label="Days" value={itinerary.itinerary.days.length} />
      </HeroFacts>
      <TripExports downloadsAt={`/api/trips/${trip.id}`} />
    </>
  );
}

/** The trip's downloads: its route for a GPS, its days for a calendar. */
const DOWNLOADS = [
  { format: 'gpx', label: 'GPX', icon: <DownloadIcon /> },
  { format: 'ics', label: 'Calendar', icon: <EventIcon /> },
] as const;

/**
 * The downloads from `downloadsAt` (`…/gpx`, `…/ics`: the owner's trip or a shared link's), and
 * printing; none of them is printed.
 */
export function TripExports({ downloadsAt }: { downloadsAt: string }) {
  return (
    <Stack
      useFlexGap
      direction="row"
      spacing={1}
      sx={{ mt: 3, flexWrap: 'wrap', rowGap: 1 }}
      data-print="hide"
    >
      {DOWNLOADS.map(({ format, label, icon }) => (
        <Button
          key={format}
          href={`${downloadsAt}/${format}`}
          download
          onClick={() => trackEvent('trip_exported')}
          variant="outlined"
          startIcon={icon}
          sx={LIGHT_OUTLINED_BUTTON}
        >
          {label}
        </Button>
      ))}
      <Button
        onClick={() => window.print()}
        variant="outlined"
        startIcon={<PrintIcon />}
        sx={LIGHT_OUTLINED_BUTTON}
      >
        Print
      </Button>
    </Stack>
  );
}
