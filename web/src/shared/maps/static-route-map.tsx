import MapOutlinedIcon from '@mui/icons-material/MapOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { STATIC_MAP_SIZE } from '@roadbook/contracts/browser';
import { useState } from 'react';
import type { StaticMapSubject } from './route-markers';
import { staticMapUrl } from './route-markers';

export const STATIC_MAP_UNAVAILABLE = 'The route map is not available right now.';

interface StaticRouteMapProps {
  subject: StaticMapSubject;
  alt: string;
}

/**
 * The server-drawn route map (600×300, ×2 for sharp screens; docs/product.md#maps-and-images). Its
 * box is reserved before the picture arrives; when it cannot load, a quiet note takes its place.
 */
export function StaticRouteMap({ subject, alt }: StaticRouteMapProps) {
  const src = staticMapUrl(subject, 1);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const frame = {
    width: '100%',
    height: 'auto',
    aspectRatio: `${STATIC_MAP_SIZE.width} / ${STATIC_MAP_SIZE.height}`,
    display: 'block',
    // Small corners: the map's scale bar and attribution sit close to its bottom corners.
    borderRadius: 1,
    bgcolor: '#dfe9ee',
  } as const;

  if (failedSrc === src) {
    return (
      <Box
        role="img"
        aria-label={alt}
        data-static-map="failed"
        sx={{ ...frame, display: 'grid', placeItems: 'center', alignContent: 'center', gap: 1 }}
      >
        <MapOutlinedIcon sx={{ fontSize: 36, color: 'text.secondary' }} />
        <Typography variant="body2" color="text.secondary">
          {STATIC_MAP_UNAVAILABLE}
        </Typography>
      </Box>
    );
  }
  return (
    <Box
      component="img"
      src={src}
      srcSet={`${src} 1x, ${staticMapUrl(subject, 2)} 2x`}
      alt={alt}
      width={STATIC_MAP_SIZE.width}
      height={STATIC_MAP_SIZE.height}
      data-static-map="image"
      onError={() => setFailedSrc(src)}
      sx={frame}
    />
  );
}
