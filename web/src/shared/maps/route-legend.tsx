import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { RouteMarkers } from './route-markers';
import { MARKER_COLOURS } from './route-markers';

function Badge({ text, colour }: { text: string; colour: string }) {
  return (
    <Box
      component="span"
      aria-hidden="true"
      sx={{
        display: 'inline-grid',
        placeItems: 'center',
        width: 18,
        height: 18,
        mr: 0.75,
        borderRadius: '50%',
        bgcolor: colour,
        color: '#fff',
        fontSize: 10,
        fontWeight: 700,
        verticalAlign: 'middle',
      }}
    >
      {text}
    </Box>
  );
}

/** What the map's markers stand for: A start, numbered waypoints, B end, overnight dots. */
export function RouteLegend({ markers }: { markers: RouteMarkers }) {
  const { start, waypoints, end, overnights } = markers;
  return (
    <Stack
      component="ul"
      useFlexGap
      direction="row"
      spacing={2}
      aria-label="Map legend"
      sx={{ mt: 1, mb: 0, p: 0, listStyle: 'none', flexWrap: 'wrap', color: 'text.secondary' }}
    >
      {start && (
        <Typography component="li" variant="caption">
          <Badge text="A" colour={MARKER_COLOURS.start} />
          {start.name}
        </Typography>
      )}
      {waypoints.map((stop, index) => (
        <Typography component="li" variant="caption" key={`${index}-${stop.name}`}>
          <Badge text={String(index + 1)} colour={MARKER_COLOURS.waypoint} />
          {stop.name}
        </Typography>
      ))}
      {end && (
        <Typography component="li" variant="caption">
          <Badge text="B" colour={MARKER_COLOURS.end} />
          {end.name}
        </Typography>
      )}
      {overnights.length > 0 && (
        <Typography component="li" variant="caption">
          <Box
            component="span"
            aria-hidden="true"
            sx={{ color: MARKER_COLOURS.overnight, mr: 0.5 }}
          >
            ●
          </Box>
          overnight stops
        </Typography>
      )}
    </Stack>
  );
}
