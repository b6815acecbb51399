import type { OptimizedFormat, StaticMapFormat, StaticMapScale } from '@roadbook/contracts';
import { createHash } from 'node:crypto';
import type { ImageType } from '../images/image-type';

/**
 * Every object's name in the bucket. Stored images are content-addressed (`<sha256>.<ext>`), so
 * the same bytes always land on the same key and a key's bytes never change; what is derived
 * from an image lives under `optimized/<sha256 of the source>/`, so it goes when the image goes.
 */
const MEDIA_KEY = /^([0-9a-f]{64})\.(jpg|png|gif|webp)$/;
/** Names one version of a trip's map: `trip-12-v3`. */
export const MAP_CACHE_KEY = /^[a-z0-9][a-z0-9-]{0,99}$/;

export const CONTENT_TYPES: Readonly<Record<string, string>> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

export function sha256Hex(bytes: Uint8Array): string {
  return createHash('sha256').update(bytes).digest('hex');
}

/** A strong HTTP validator of these bytes. */
export function etagOf(bytes: Uint8Array): string {
  return `"${sha256Hex(bytes)}"`;
}

/** Where an image with these bytes is stored. */
export function mediaKeyOf(bytes: Uint8Array, type: ImageType): string {
  return `${sha256Hex(bytes)}.${type.extension}`;
}

/** The content hash a media key names, or null when the key is not one of ours. */
export function hashOfMediaKey(key: string): string | null {
  return MEDIA_KEY.exec(key)?.[1] ?? null;
}

/** Everything derived from the image whose bytes hash to `sourceHash`. */
export function derivedPrefixOf(sourceHash: string): string {
  return `optimized/${sourceHash}/`;
}

/** One optimised rendition: the same source, width, quality and format give the same key. */
export function optimizedKeyOf(
  sourceHash: string,
  rendition: { width: number; quality: number; format: OptimizedFormat },
): string {
  const { width, quality, format } = rendition;
  return `${derivedPrefixOf(sourceHash)}w${width}-q${quality}.${format}`;
}

export function staticMapKeyOf(
  cacheKey: string,
  scale: StaticMapScale,
  format: StaticMapFormat,
): string {
  return `maps/${cacheKey}@${scale}x.${format}`;
}

/** The content type of a stored object, from its extension. */
export function contentTypeOfKey(key: string): string {
  const extension = key.slice(key.lastIndexOf('.') + 1);
  return CONTENT_TYPES[extension] ?? 'application/octet-stream';
}
