import { OPTIMIZED_WIDTHS } from '@roadbook/contracts/browser';
import type { OptimizedWidth } from '@roadbook/contracts';

/**
 * Whether the optimiser may serve this image: only paths of this site (`/api/media/…`, files of the
 * web app). Absolute URLs of other sites are shown as they are, never proxied
 * (docs/product.md#maps-and-images).
 */
export function isOptimizable(src: string): boolean {
  return src.startsWith('/') && !src.startsWith('//');
}

/** The smallest served width that covers `cssWidth` on a double-density screen. */
export function fallbackWidth(cssWidth: number): OptimizedWidth {
  return (
    OPTIMIZED_WIDTHS.find((width) => width >= cssWidth * 2) ??
    OPTIMIZED_WIDTHS[OPTIMIZED_WIDTHS.length - 1]
  );
}
