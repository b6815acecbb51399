import FullscreenIcon from '@mui/icons-material/Fullscreen';
import FullscreenExitIcon from '@mui/icons-material/FullscreenExit';
import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Day, MapData, Stop } from '@roadbook/contracts';
import { MediaMessages, STATIC_MAP_SIZE } from '@roadbook/contracts/browser';
import { useEffect, useMemo, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import type { RouteMapHandle, RouteMapInput } from './maplibre-route-map';
import { useGetMapsConfigQuery } from './maps.api';
import type { StaticMapSubject } from './route-markers';
import { StaticRouteMap } from './static-route-map';
import { whenNearViewport } from './when-near-viewport';

/**
 * `waiting`: the static picture alone, the interactive map not yet about to be seen (nothing is
 * loading, so nothing says so or spins).
 */
export type RouteMapState = 'waiting' | 'loading' | 'ready' | 'failed';

const STATIC_MAP_ALT = 'Map of the route with its stops';

const NO_STOPS: Stop[] = [];
const NO_DAYS: Day[] = [];

/**
 * Each day's line as [lng, lat] (the planner's day geometry is [lat, lng]); an itinerary
 * without day lines falls back to the whole route's geometry, drawn as one day.
 */
export function routeDayLines(days: Day[], mapData?: MapData | null): [number, number][][] {
  const lines = days.map((day) =>
    (day.facts?.geometry ?? []).map(([lat, lng]): [number, number] => [lng, lat]),
  );
  if (lines.some((line) => line.length >= 2)) return lines;
  const whole = mapData?.geometry?.coordinates ?? [];
  return whole.length >= 2 ? [whole] : [];
}

interface RouteMapProps {
  days?: Day[];
  mapData?: MapData | null;
  stops?: Stop[];
  /** Whose static map stands in when the interactive one cannot start. */
  staticMap: StaticMapSubject;
  label?: string;
}

function Overlay({ children }: { children: ReactNode }) {
  return (
    <Stack
      spacing={1.5}
      sx={{
        position: 'absolute',
        inset: 0,
        alignItems: 'center',
        justifyContent: 'center',
        color: 'text.secondary',
        pointerEvents: 'none',
      }}
    >
      {children}
    </Stack>
  );
}

/**
 * The interactive route map (MapLibre GL, loaded on demand): each day's line in its colour,
 * A / numbered / B markers, fitted to the route, with a fullscreen toggle. Its states
 * (docs/product.md#maps-and-images): the static picture alone until the map is about to be
 * seen, 'Loading map...' while its settings load and it starts, then the map once its route is
 * drawn, or 'Failed to load map key' / 'Failed to load interactive map' above the static picture.
 */
export function RouteMap({
  days = NO_DAYS,
  mapData,
  stops = NO_STOPS,
  staticMap,
  label = 'Interactive map of the route',
}: RouteMapProps) {
  const config = useGetMapsConfigQuery();
  const containerRef = useRef<HTMLDivElement>(null);
  const handleRef = useRef<RouteMapHandle | null>(null);
  const [canvas, setCanvas] = useState<RouteMapState>('waiting');
  const [drawn, setDrawn] = useState(false);
  const [fullscreen, setFullscreen] = useState(false);
  const tiles = config.data?.tiles;
  const input = useMemo<RouteMapInput | null>(
    () => (tiles === undefined ? null : { tiles, dayLines: routeDayLines(days, mapData), stops }),
    [tiles, days, mapData, stops],
  );

  useEffect(() => {
    const container = containerRef.current;
    if (!input || !container) return;
    let cancelled = false;
    let handle: RouteMapHandle | null = null;
    setCanvas('waiting');
    setDrawn(false);
    // MapLibre (hundreds of kilobytes, and heavy drawing) loads once the map is about to be seen.
    const stopWaiting = whenNearViewport(container, () => {
      setCanvas('loading');
      import('./maplibre-route-map')
        .then(async ({ drawRouteMap }) => {
          if (cancelled) return;
          handle = drawRouteMap(container, input);
          handleRef.current = handle;
          setCanvas('ready');
          await handle.drawn;
          if (!cancelled) setDrawn(true);
        })
        .catch(() => {
          if (!cancelled) setCanvas('failed');
        });
    });
    return () => {
      cancelled = true;
      stopWaiting();
      handle?.remove();
      handleRef.current = null;
    };
  }, [input]);

  useEffect(() => {
    handleRef.current?.refit();
    handleRef.current?.setInteractive(fullscreen);
    if (!fullscreen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setFullscreen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullscreen]);

  const failure = config.isError
    ? MediaMessages.mapKeyFailed
    : canvas === 'failed'
      ? MediaMessages.interactiveMapFailed
      : null;
  const state: RouteMapState = failure ? 'failed' : config.isSuccess ? canvas : 'loading';
  // The static picture shows in the frame until the interactive map has drawn the route.
  const pictureShown = !drawn && !fullscreen;

  if (failure) {
    return (
      <Box data-testid="route-map" data-state={state}>
        <Stack
          direction="row"
          spacing={1}
          role="status"
          sx={{ alignItems: 'center', mb: 1, color: 'text.secondary' }}
        >
          <MapOutlinedIcon fontSize="small" />
          <Typography variant="body2">{failure}</Typography>
        </Stack>
        <StaticRouteMap subject={staticMap} alt={STATIC_MAP_ALT} />
      </Box>
    );
  }

  return (
    <Box
      data-testid="route-map"
      data-state={state}
      data-route-drawn={drawn ? 'true' : undefined}
      data-fullscreen={fullscreen ? 'true' : undefined}
      sx={
        fullscreen
          ? {
              position: 'fixed',
              inset: 0,
              zIndex: (theme) => theme.zIndex.modal,
              bgcolor: '#c9dde6',
            }
          : {
              position: 'relative',
              width: '100%',
              aspectRatio: `${STATIC_MAP_SIZE.width} / ${STATIC_MAP_SIZE.height}`,
              minHeight: 240,
              borderRadius: 3,
              overflow: 'hidden',
              bgcolor: '#c9dde6',
            }
      }
    >
      {/* The static picture of the route until the interactive map has drawn over it: what a
          server-rendered page shows (docs/adr/0007-server-rendered-public-pages.md). */}
      {pictureShown && (
        <Box sx={{ position: 'absolute', inset: 0 }}>
          <StaticRouteMap subject={staticMap} alt={STATIC_MAP_ALT} />
        </Box>
      )}
      {/* MapLibre makes its container `position: relative`, so the frame is a wrapper. It stays
          hidden over the picture until the route is drawn: MapLibre paints its sea and markers
          first, which would hide the picture behind a map with no route on it. Its open
          attribution sets a visibility of its own, hidden here too. */}
      <Box
        sx={{
          position: 'absolute',
          inset: 0,
          ...(pictureShown && {
            visibility: 'hidden',
            '& .maplibregl-ctrl-attrib.maplibregl-compact-show': { visibility: 'hidden' },
          }),
        }}
      >
        <Box
          ref={containerRef}
          role="region"
          aria-label={label}
          sx={{ width: '100%', height: '100%' }}
        />
      </Box>
      {state === 'loading' && (
        <Overlay>
          <CircularProgress size={28} aria-hidden="true" />
          <Typography variant="body2" role="status">
            {MediaMessages.mapLoading}
          </Typography>
        </Overlay>
      )}
      <Tooltip title={fullscreen ? 'Exit fullscreen' : 'Fullscreen'}>
        <IconButton
          size="small"
          aria-label={fullscreen ? 'Exit fullscreen map' : 'Show map fullscreen'}
          aria-pressed={fullscreen}
          onClick={() => setFullscreen((value) => !value)}
          sx={{
            position: 'absolute',
            top: 10,
            left: 10,
            zIndex: 2,
            bgcolor: 'background.paper',
            boxShadow: 1,
            '&:hover': { bgcolor: 'grey.100' },
          }}
        >
          {fullscreen ? <FullscreenExitIcon /> : <FullscreenIcon />}
        </IconButton>
      </Tooltip>
    </Box>
  );
}
