import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { weatherHazardOf } from '@roadbook/contracts/browser';
import type {
  Day,
  WeatherFallback,
  WeatherHazard,
  WeatherOnRoute,
  WeatherOnRouteKind,
} from '@roadbook/contracts';
import { useId } from 'react';
import { weatherLook } from './trip-visuals';

const KIND_LABELS: Record<WeatherOnRouteKind, string> = {
  start: 'Start',
  fuel: 'Fuel',
  ride: 'Ride',
  arrival: 'Arrive',
};

/** The list's own width, not the viewport's: the day card is narrow beside the map on desktop. */
const WIDE = '@container (min-width: 520px)';

function PointRow({
  point,
  unit,
  markTypical,
}: {
  point: WeatherOnRoute;
  unit: Day['weather']['unit'];
  markTypical: boolean;
}) {
  const { Icon, label: sky } = weatherLook(point.condition);
  const hazard = weatherHazardOf(point, unit);
  const wet = hazard === 'wet';
  const freezing = hazard === 'freezing';
  const hint = [
    KIND_LABELS[point.kind] ?? point.kind,
    markTypical && point.source === 'typical' ? 'typical' : null,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <Box
      component="li"
      data-kind={point.kind}
      data-hazard={hazard}
      sx={{
        display: 'grid',
        gridTemplateColumns: '3rem minmax(0, 1fr)',
        [WIDE]: { gridTemplateColumns: '3rem minmax(0, 1fr) 7.5rem 4rem 6rem' },
        columnGap: 1.5,
        rowGap: 0.25,
        alignItems: 'baseline',
        py: 0.75,
        borderTop: 1,
        borderColor: 'divider',
        '&:first-of-type': { borderTop: 0 },
      }}
    >
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: 600 }}>
        {point.time}
      </Typography>
      <Box sx={{ minWidth: 0 }}>
        <Typography variant="body2" component="span" sx={{ overflowWrap: 'anywhere' }}>
          {point.place}
        </Typography>{' '}
        <Typography variant="caption" component="span" color="text.secondary">
          {hint}
        </Typography>
      </Box>
      {/* Narrow: condition, temperature and rain wrap under the place; wide: grid columns. */}
      <Box
        sx={{
          gridColumn: 2,
          display: 'flex',
          [WIDE]: { display: 'contents' },
          flexWrap: 'wrap',
          columnGap: 1.5,
          rowGap: 0.25,
          alignItems: 'baseline',
        }}
      >
        <Typography variant="body2" component="span">
          <Icon
            sx={{ fontSize: 18, mr: 0.5, verticalAlign: '-0.25em', color: 'text.secondary' }}
            aria-hidden
          />
          {sky}
        </Typography>
        <Typography
          variant="body2"
          component="span"
          sx={freezing ? { color: 'warning.main', fontWeight: 700 } : undefined}
        >
          {point.temperature}°{unit}
          {freezing && (
            <Typography variant="caption" component="span" sx={{ fontWeight: 700 }}>
              {' '}
              freezing
            </Typography>
          )}
        </Typography>
        <Typography
          variant="body2"
          component="span"
          sx={wet ? { color: 'warning.main', fontWeight: 700 } : { color: 'text.secondary' }}
        >
          {point.condition === 'snow' ? 'Snow' : 'Rain'} {point.chanceOfRain} %
        </Typography>
      </Box>
    </Box>
  );
}

/**
 * The day's weather where the rider is when they are expected there (DayWeather.alongRoute),
 * in riding order. 'typical' readings are labelled so, never shown as a forecast.
 */
export function WeatherAlongRoute({ weather }: { weather: Day['weather'] | undefined }) {
  const headingId = useId();
  const points = weather?.alongRoute;
  if (!weather || !points || points.length === 0) return null;
  const allTypical = points.every((point) => point.source === 'typical');
  return (
    <Box sx={{ mb: 1.5 }}>
      <Typography variant="subtitle2" component="h4" id={headingId}>
        Weather along the way
      </Typography>
      {allTypical && (
        <Typography variant="caption" color="text.secondary" component="p">
          Typical for the season, not a forecast
        </Typography>
      )}
      <Box
        component="ul"
        data-testid="weather-along-route"
        aria-labelledby={headingId}
        sx={{ listStyle: 'none', p: 0, m: 0, mt: 0.5, containerType: 'inline-size' }}
      >
        {points.map((point, index) => (
          <PointRow
            key={`${point.time}-${point.place}-${index}`}
            point={point}
            unit={weather.unit}
            markTypical={!allTypical}
          />
        ))}
      </Box>
    </Box>
  );
}

const FALLBACK_TITLES: Record<WeatherHazard, string> = {
  wet: 'Plan B if it is wet',
  freezing: 'Plan B if it freezes',
};

/** The day's Plan B for wet or freezing weather at the times ridden (DayWeather.fallback). */
export function WeatherFallbackNote({ fallback }: { fallback?: WeatherFallback }) {
  if (!fallback) return null;
  const freezing = fallback.hazard === 'freezing';
  const { Icon } = weatherLook(freezing ? 'snow' : 'rainy');
  const reason = fallback.reason?.trim();
  return (
    <Alert
      severity={freezing ? 'warning' : 'info'}
      icon={<Icon fontSize="inherit" />}
      data-testid="weather-fallback"
      data-hazard={fallback.hazard}
      sx={{ mb: 2, borderRadius: 2 }}
    >
      <AlertTitle sx={{ mb: 0.25 }}>
        {FALLBACK_TITLES[fallback.hazard] ?? FALLBACK_TITLES.wet}
      </AlertTitle>
      {fallback.advice}
      {reason && (
        <Typography variant="body2" sx={{ mt: 0.5, color: 'inherit', opacity: 0.85 }}>
          {`Why: ${reason.charAt(0).toUpperCase()}${reason.slice(1)}`}
        </Typography>
      )}
    </Alert>
  );
}
