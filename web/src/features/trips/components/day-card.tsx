import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import LocalGasStationIcon from '@mui/icons-material/LocalGasStation';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Day, TripCostEstimate } from '@roadbook/contracts';
import type { ReactNode } from 'react';
import { ActivityItem } from './activity-item';
import { RiderAlerts } from './rider-alerts';
import { DayCostEstimateLine } from './trip-cost-summary';
import { formatDayDate, formatMinutes, withoutDayPrefix } from './trip-format';
import { weatherLook } from './trip-visuals';
import { WeatherAlongRoute, WeatherFallbackNote } from './weather-along-route';

interface DayCardProps {
  day: Day;
  /** Figures the planner estimated rather than measured (facts.estimates). */
  estimates?: { distance: boolean; duration: boolean; sunTimes: boolean };
  /** Where the previous day ended (shared page rule), shown as the day's starting point. */
  startsFrom?: string | null;
  defaultExpanded?: boolean;
  /** The trip's cost estimate (facts.costs): its currency and units for the day's estimate. */
  tripCosts?: TripCostEstimate;
  /** Adds a nearby detour to the route (the owner's page only). */
  onAddDetour?: (waypoints: string[]) => void;
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Box>
      <Typography variant="caption" color="text.secondary" component="p" sx={{ lineHeight: 1.3 }}>
        {label}
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {value}
      </Typography>
    </Box>
  );
}

export function WeatherBadge({ weather }: { weather: Day['weather'] }) {
  const look = weatherLook(weather.condition);
  const typical = weather.source === 'typical';
  return (
    <Tooltip title={weather.description}>
      <Chip
        icon={<look.Icon />}
        label={`${weather.temperature.high}° / ${weather.temperature.low}°${weather.unit}${typical ? ' · Typical for the season' : ''}`}
        size="small"
        variant="outlined"
        data-weather={weather.condition}
        sx={{ bgcolor: 'background.paper' }}
      />
    </Tooltip>
  );
}

/** A collapsible day of the itinerary, expanded at first (docs/product.md#itinerary-page). */
export function DayCard({
  day,
  estimates,
  startsFrom,
  defaultExpanded = true,
  tripCosts,
  onAddDetour,
}: DayCardProps) {
  const dateLabel = formatDayDate(day.date);
  const approx = (isEstimate: boolean | undefined) => (isEstimate ? '≈ ' : '');
  const facts = day.facts as Day['facts'] | undefined;
  return (
    <Accordion
      defaultExpanded={defaultExpanded}
      disableGutters
      variant="outlined"
      data-testid="day-card"
      sx={{
        borderRadius: 3,
        '&::before': { display: 'none' },
        overflow: 'hidden',
        breakInside: 'avoid-page',
      }}
    >
      <AccordionSummary
        expandIcon={<ExpandMoreIcon />}
        aria-controls={`day-${day.day}-content`}
        id={`day-${day.day}-header`}
        sx={{ px: { xs: 2, sm: 3 }, py: 1, bgcolor: 'grey.50' }}
      >
        <Stack
          direction="row"
          spacing={2}
          sx={{ alignItems: 'center', width: '100%', minWidth: 0 }}
        >
          <Box
            sx={{
              flexShrink: 0,
              width: 52,
              height: 52,
              borderRadius: 2,
              bgcolor: 'grey.900',
              color: 'common.white',
              display: 'grid',
              placeItems: 'center',
              textAlign: 'center',
              lineHeight: 1,
            }}
          >
            <Box>
              <Typography sx={{ fontSize: 10, letterSpacing: '0.12em', fontWeight: 700 }}>
                DAY
              </Typography>
              <Typography sx={{ fontSize: 22, fontWeight: 700, lineHeight: 1 }}>
                {day.day}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h3" sx={{ lineHeight: 1.2 }}>
              {withoutDayPrefix(day.title, day.day)}
            </Typography>
            <Stack
              useFlexGap
              direction="row"
              spacing={1}
              sx={{ mt: 0.5, flexWrap: 'wrap', rowGap: 0.75, alignItems: 'center' }}
            >
              {dateLabel && (
                <Typography variant="body2" color="text.secondary">
                  {dateLabel}
                </Typography>
              )}
              <Chip
                size="small"
                label={
                  facts?.restDay ? 'Rest day' : `${approx(estimates?.distance)}${day.distance}`
                }
              />
              {day.weather && <WeatherBadge weather={day.weather} />}
            </Stack>
          </Box>
        </Stack>
      </AccordionSummary>
      <AccordionDetails id={`day-${day.day}-content`} sx={{ px: { xs: 2, sm: 3 }, pt: 2 }}>
        {startsFrom && (
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            Starting from: <strong>{startsFrom}</strong>
          </Typography>
        )}
        <RiderAlerts alerts={facts?.alerts} testId="day-alerts" />
        <WeatherFallbackNote fallback={day.weather?.fallback} />
        {day.description && <Typography sx={{ mb: 2 }}>{day.description}</Typography>}
        {facts && (
          <Box
            sx={{
              display: 'grid',
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(4, 1fr)' },
              gap: 2,
              p: 2,
              mb: 1,
              borderRadius: 2,
              bgcolor: 'grey.50',
            }}
          >
            {facts.restDay ? (
              <Fact label="Riding" value="None: a day off the bike" />
            ) : (
              <>
                <Fact label="Depart → arrive" value={`${facts.departure} → ${facts.arrival}`} />
                <Fact
                  label="Riding time"
                  value={`${approx(estimates?.duration)}${formatMinutes(facts.drivingMinutes)}`}
                />
              </>
            )}
            <Fact
              label={estimates?.sunTimes ? 'Sunrise / sunset (approx.)' : 'Sunrise / sunset'}
              value={`${facts.sunrise} / ${facts.sunset}`}
            />
            {!facts.restDay && (
              <Fact
                label="Fuel stops"
                value={
                  facts.fuelStops.length === 0 ? (
                    'None needed'
                  ) : (
                    <Tooltip title={facts.fuelStops.map((stop) => stop.name).join(', ')}>
                      <Box
                        component="span"
                        sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
                      >
                        <LocalGasStationIcon sx={{ fontSize: 16 }} />
                        {facts.fuelStops.length}
                      </Box>
                    </Tooltip>
                  )
                }
              />
            )}
          </Box>
        )}
        <WeatherAlongRoute weather={day.weather} />
        {facts?.costs && tripCosts && <DayCostEstimateLine costs={facts.costs} trip={tripCosts} />}
        {facts?.overBudget && (
          <Typography variant="body2" sx={{ color: 'warning.main', mb: 1 }}>
            This day is longer than your riding-hours preference.
          </Typography>
        )}
        {facts?.fuelGaps?.map((gap) => (
          <Alert
            key={gap.fromKm}
            severity="warning"
            icon={<LocalGasStationIcon fontSize="inherit" />}
            sx={{ mb: 1 }}
            data-testid="fuel-gap"
          >
            {gap.warning}
          </Alert>
        ))}
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {day.activities.map((activity, index) => (
            <ActivityItem
              key={`${activity.title}-${index}`}
              activity={activity}
              onAddDetour={onAddDetour}
            />
          ))}
        </Box>
      </AccordionDetails>
    </Accordion>
  );
}
