/**
 * Upload, image and map constants (docs/product.md#business-constants-and-limits) shared by the
 * browser, the gateway and the media service.
 */
export const MAX_UPLOAD_BYTES = 5 * 1024 * 1024;

/** The multipart field of `POST /api/upload/image`. */
export const UPLOAD_FIELD = 'image';

/** Widths `GET /api/images/optimize` serves; anything else is refused. */
export const OPTIMIZED_WIDTHS = [320, 640, 768, 1024, 1280] as const;
export type OptimizedWidth = (typeof OPTIMIZED_WIDTHS)[number];

export const OPTIMIZED_FORMATS = ['webp', 'avif', 'jpeg'] as const;
export type OptimizedFormat = (typeof OPTIMIZED_FORMATS)[number];

/**
 * Qualities `GET /api/images/optimize` serves. A fixed few, like the widths and formats, so one
 * source has at most widths × qualities × formats renditions: a caller cannot fill the bucket by
 * asking for every quality from 1 to 100.
 */
export const OPTIMIZED_QUALITIES = [60, 75, 85] as const;
export type OptimizedQuality = (typeof OPTIMIZED_QUALITIES)[number];

export const DEFAULT_IMAGE_QUALITY: OptimizedQuality = 85;
export const DEFAULT_IMAGE_FORMAT: OptimizedFormat = 'webp';

/** Where uploaded and stored images are served: `${MEDIA_PATH_PREFIX}<key>`. */
export const MEDIA_PATH_PREFIX = '/api/media/';

/**
 * One stored image's path: the prefix and a single name (`<sha256>.webp`) of letters, digits,
 * `_` and `-`, with dots only between them. Nothing in it can step out of /api/media to another
 * route once a browser resolves it: no `/`, no `..`, no `%2e`.
 */
export const MEDIA_PATH_PATTERN = new RegExp(
  `^${MEDIA_PATH_PREFIX}[A-Za-z0-9_-]+(?:\\.[A-Za-z0-9_-]+)*$`,
);

/** Static route map: 600×300 CSS pixels, drawn at scale 2 unless asked otherwise. */
export const STATIC_MAP_SIZE = { width: 600, height: 300 } as const;
export const STATIC_MAP_SCALES = [1, 2] as const;
export type StaticMapScale = (typeof STATIC_MAP_SCALES)[number];
export const DEFAULT_STATIC_MAP_SCALE: StaticMapScale = 2;
export const STATIC_MAP_FORMATS = ['png', 'svg'] as const;
export type StaticMapFormat = (typeof STATIC_MAP_FORMATS)[number];

/** Activity thumbnails are shown 80 px wide; stored at twice that for sharp screens. */
export const ACTIVITY_THUMBNAIL_WIDTH = 80;

/** Lazy images start loading this far before they scroll into view. */
export const LAZY_LOAD_MARGIN = '50px';

/** One colour per day of the trip, reused in order; the static and interactive maps agree. */
export const DAY_COLOURS = [
  '#c4510c',
  '#1f5f4a',
  '#3565a8',
  '#8a3f8f',
  '#b0892b',
  '#2e8c8c',
  '#a23b4a',
] as const;
