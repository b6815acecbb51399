import {
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  OPTIMIZED_WIDTHS,
} from '@roadbook/contracts/browser';
import type { OptimizedWidth } from '@roadbook/contracts';

/**
 * Whether the optimiser may serve this image: only paths of this site (`/api/media/…`, files of the
 * web app). Absolute URLs of other sites are shown as they are, never proxied
 * (docs/product.md#maps-and-images).
 */
export function isOptimizable(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

/** `GET /api/images/optimize` for one width, webp at quality 85 (docs/product.md#media-api). */
export function optimizedImageUrl(src: string, width: OptimizedWidth): string {
  const query = new URLSearchParams({
    src,
    w: String(width),
    q: String(DEFAULT_IMAGE_QUALITY),
    f: DEFAULT_IMAGE_FORMAT,
  });
  return `/api/images/optimize?${query.toString()}`;
}

/** The five widths as a `srcset`. */
export function optimizedSrcSet(src: string): string {
  return OPTIMIZED_WIDTHS.map((width) => `${optimizedImageUrl(src, width)} ${width}w`).join(', ');
}

/** The smallest served width that covers `cssWidth` on a double-density screen. */
export function fallbackWidth(cssWidth: number): OptimizedWidth {
  return (
    OPTIMIZED_WIDTHS.find((width) => width >= cssWidth * 2) ??
    OPTIMIZED_WIDTHS[OPTIMIZED_WIDTHS.length - 1]
  );
}
