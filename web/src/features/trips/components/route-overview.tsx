import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { MapData, Stop } from '@roadbook/contracts';

const WIDTH = 600;
const HEIGHT = 300;
const PAD = 28;

interface RouteOverviewProps {
  mapData: MapData | null | undefined;
  stops: Stop[];
  label: string;
}

type Point = [number, number];

/**
 * The route drawn from the itinerary's own geometry: a light stand-in until static map images
 * land. Markers follow the static map's rules (spec §9): A start, numbered waypoints, B end
 * (omitted when it is the start).
 */
export function RouteOverview({ mapData, stops, label }: RouteOverviewProps) {
  const line: Point[] = (mapData?.geometry?.coordinates ?? []).map(([lng, lat]) => [lat, lng]);
  const points: Point[] = [...line, ...stops.map((stop): Point => [stop.lat, stop.lng])];
  if (points.length < 2) return null;

  const lats = points.map(([lat]) => lat);
  const lngs = points.map(([, lng]) => lng);
  const midLat = (Math.min(...lats) + Math.max(...lats)) / 2;
  const kx = Math.cos((midLat * Math.PI) / 180);
  const minX = Math.min(...lngs) * kx;
  const maxX = Math.max(...lngs) * kx;
  const minY = Math.min(...lats);
  const maxY = Math.max(...lats);
  const scale = Math.min(
    (WIDTH - 2 * PAD) / Math.max(maxX - minX, 1e-6),
    (HEIGHT - 2 * PAD) / Math.max(maxY - minY, 1e-6),
  );
  const offsetX = (WIDTH - (maxX - minX) * scale) / 2;
  const offsetY = (HEIGHT - (maxY - minY) * scale) / 2;
  const project = ([lat, lng]: Point): Point => [
    offsetX + (lng * kx - minX) * scale,
    HEIGHT - (offsetY + (lat - minY) * scale),
  ];

  const path = line
    .map(project)
    .map(([x, y], index) => `${index === 0 ? 'M' : 'L'}${x.toFixed(1)},${y.toFixed(1)}`)
    .join(' ');

  const start = stops.find((stop) => stop.role === 'start');
  const end = [...stops].reverse().find((stop) => stop.role === 'destination');
  const sameAsStart =
    start && end && Math.abs(start.lat - end.lat) < 1e-3 && Math.abs(start.lng - end.lng) < 1e-3;
  const waypoints = stops.filter((stop) => stop.role === 'waypoint');
  const overnights = stops.filter((stop) => stop.role === 'overnight');

  const marker = (stop: Stop, text: string, fill: string) => {
    const [x, y] = project([stop.lat, stop.lng]);
    return (
      <g key={`${text}-${stop.name}`}>
        <circle cx={x} cy={y} r={11} fill={fill} stroke="#fff" strokeWidth={2} />
        <text x={x} y={y + 4} textAnchor="middle" fontSize={11} fontWeight={700} fill="#fff">
          {text}
        </text>
      </g>
    );
  };

  return (
    <Box>
      <Box
        component="svg"
        viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
        role="img"
        aria-label={label}
        sx={{
          width: '100%',
          height: 'auto',
          display: 'block',
          borderRadius: 3,
          bgcolor: '#ece7df',
        }}
      >
        <defs>
          <pattern id="route-grid" width="40" height="40" patternUnits="userSpaceOnUse">
            <path d="M40 0H0V40" fill="none" stroke="#d9d2c7" strokeWidth="1" />
          </pattern>
        </defs>
        <rect width={WIDTH} height={HEIGHT} fill="url(#route-grid)" />
        {path && (
          <>
            <path
              d={path}
              fill="none"
              stroke="#fff"
              strokeWidth={7}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
            <path
              d={path}
              fill="none"
              stroke="#c4510c"
              strokeWidth={3.5}
              strokeLinejoin="round"
              strokeLinecap="round"
            />
          </>
        )}
        {overnights.map((stop) => {
          const [x, y] = project([stop.lat, stop.lng]);
          return (
            <circle
              key={`night-${stop.name}-${x}`}
              cx={x}
              cy={y}
              r={5}
              fill="#1f5f4a"
              stroke="#fff"
              strokeWidth={2}
            >
              <title>{`Overnight: ${stop.name}`}</title>
            </circle>
          );
        })}
        {waypoints.map((stop, index) => marker(stop, String(index + 1), '#3a3733'))}
        {end && !sameAsStart && marker(end, 'B', '#b3261e')}
        {start && marker(start, 'A', '#1f5f4a')}
      </Box>
      <Stack
        useFlexGap
        direction="row"
        spacing={2}
        sx={{ mt: 1, flexWrap: 'wrap', color: 'text.secondary' }}
      >
        {start && <Typography variant="caption">A · {start.name}</Typography>}
        {waypoints.map((stop, index) => (
          <Typography variant="caption" key={`legend-${stop.name}`}>
            {index + 1} · {stop.name}
          </Typography>
        ))}
        {end && !sameAsStart && <Typography variant="caption">B · {end.name}</Typography>}
        {overnights.length > 0 && (
          <Typography variant="caption">
            <Box component="span" sx={{ color: '#1f5f4a' }}>
              ●
            </Box>{' '}
            overnight stops
          </Typography>
        )}
      </Stack>
      <Typography variant="caption" color="text.secondary" component="p">
        Sketch of the route; not to navigate by.
      </Typography>
    </Box>
  );
}
