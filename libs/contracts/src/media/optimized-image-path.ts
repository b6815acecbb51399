import {
  DEFAULT_IMAGE_FORMAT,
  DEFAULT_IMAGE_QUALITY,
  MEDIA_PATH_PATTERN,
  OPTIMIZED_WIDTHS,
  type OptimizedWidth,
} from './media.constants';

/** `GET /api/images/optimize` for one width, webp at quality 85 (docs/product.md#media-api). */
export function optimizedImagePath(src: string, width: OptimizedWidth): string {
  const query = new URLSearchParams({
    src,
    w: String(width),
    q: String(DEFAULT_IMAGE_QUALITY),
    f: DEFAULT_IMAGE_FORMAT,
  });
  return `/api/images/optimize?${query.toString()}`;
}

/** The five widths the optimiser makes, as a `srcset`. */
export function optimizedSrcSet(src: string): string {
  return OPTIMIZED_WIDTHS.map((width) => `${optimizedImagePath(src, width)} ${width}w`).join(', ');
}

/**
 * How wide an image in a post's body is shown: the whole column on a phone, at most the
 * article's 760 px measure beyond.
 */
export const POST_IMAGE_SIZES = '(max-width: 800px) 100vw, 760px';

/**
 * Whether `srcset` is exactly the one `optimizedSrcSet` makes for one of our stored images
 * (`src`): the same widths, quality and format of that image and nothing else, so no other
 * address, query or host can ride along in it.
 */
export function isOwnSrcSet(src: string, srcset: string): boolean {
  return MEDIA_PATH_PATTERN.test(src) && srcset === optimizedSrcSet(src);
}
