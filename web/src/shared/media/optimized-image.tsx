import BrokenImageOutlinedIcon from '@mui/icons-material/BrokenImageOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import type { SystemStyleObject } from '@mui/system';
import {
  LAZY_LOAD_MARGIN,
  MediaMessages,
  optimizedImagePath,
  optimizedSrcSet,
} from '@roadbook/contracts/browser';
import { useEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { fallbackWidth, isOptimizable } from './optimized-image.url';

export interface OptimizedImageProps {
  src: string;
  alt: string;
  /** Intrinsic size: reserves the box before the image arrives, so nothing shifts. */
  width: number;
  height: number;
  /** The `sizes` attribute; by default the image is shown at `width` CSS pixels. */
  sizes?: string;
  /** Shown instead of 'Unable to load image' when the image fails (an activity's icon). */
  fallback?: ReactNode;
  sx?: SystemStyleObject<Theme>;
  /**
   * The page's main picture, likely its largest paint (a post's cover, the first card of a list
   * above the fold): fetched at once and ahead of other pictures, not when it nears the viewport.
   */
  priority?: boolean;
}

/**
 * Starts loading only within 50 px of the viewport (`LAZY_LOAD_MARGIN`). Browsers without
 * IntersectionObserver load at once.
 */
function useNearViewport(margin: string, always: boolean) {
  const ref = useRef<HTMLImageElement>(null);
  const [near, setNear] = useState(() => always || typeof IntersectionObserver === 'undefined');
  useEffect(() => {
    const element = ref.current;
    if (near || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [near, margin]);
  return { ref, near };
}

/**
 * An image of this site served through the optimiser: webp at the five widths as `srcset`,
 * lazy unless it is the page's `priority` picture, sized up front. External URLs are shown as
 * they are.
 */
export function OptimizedImage({
  src,
  alt,
  width,
  height,
  sizes = `${width}px`,
  fallback,
  sx,
  priority = false,
}: OptimizedImageProps) {
  const { ref, near } = useNearViewport(LAZY_LOAD_MARGIN, priority);
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null);

  if (failedSrc === src) {
    if (fallback !== undefined) return <>{fallback}</>;
    return (
      <Box
        role="img"
        aria-label={alt || MediaMessages.imageFailed}
        data-image-state="failed"
        sx={[
          {
            aspectRatio: `${width} / ${height}`,
            display: 'grid',
            placeItems: 'center',
            alignContent: 'center',
            gap: 0.5,
            p: 1,
            bgcolor: 'grey.100',
            color: 'text.secondary',
            textAlign: 'center',
          },
          sx ?? {},
        ]}
      >
        <BrokenImageOutlinedIcon fontSize="small" />
        <Typography variant="caption">{MediaMessages.imageFailed}</Typography>
      </Box>
    );
  }

  const optimizable = isOptimizable(src);
  const sources = near
    ? optimizable
      ? { src: optimizedImagePath(src, fallbackWidth(width)), srcSet: optimizedSrcSet(src), sizes }
      : { src }
    : {};
  return (
    <Box
      component="img"
      ref={ref}
      alt={alt}
      width={width}
      height={height}
      loading={priority ? 'eager' : 'lazy'}
      fetchPriority={priority ? 'high' : undefined}
      decoding="async"
      data-image-state={loadedSrc === src ? 'loaded' : near ? 'loading' : 'waiting'}
      onLoad={() => setLoadedSrc(src)}
      onError={() => setFailedSrc(src)}
      {...sources}
      sx={[{ display: 'block', objectFit: 'cover' }, sx ?? {}]}
    />
  );
}
