import type { ImageSource, ImageUploadResponse, StaticMapRoute, StoredImage } from './media.types';
import type {
  OptimizedFormat,
  OptimizedQuality,
  OptimizedWidth,
  StaticMapFormat,
  StaticMapScale,
} from './media.constants';

export const MediaPatterns = {
  upload: 'media.image.upload',
  importImage: 'media.image.import',
  getObject: 'media.object.get',
  optimize: 'media.image.optimize',
  renderStaticMap: 'media.map.render',
} as const;

export interface MediaRpc {
  /** An admin's upload: checked by content, EXIF stripped, stored content-addressed. */
  [MediaPatterns.upload]: {
    request: { ownerId: number; base64: string };
    response: ImageUploadResponse;
  };
  /** An image the system fetched (an activity photo): stored like an upload, owned by nobody. */
  [MediaPatterns.importImage]: { request: { base64: string }; response: ImageUploadResponse };
  [MediaPatterns.getObject]: { request: { key: string }; response: StoredImage };
  [MediaPatterns.optimize]: {
    request: {
      source: ImageSource;
      width: OptimizedWidth;
      quality: OptimizedQuality;
      format: OptimizedFormat;
    };
    response: StoredImage;
  };
  /**
   * Draws (or serves from the bucket) a trip version's static map. `cacheKey` names the version
   * (`trip-12-v3`); the same key always means the same picture.
   */
  [MediaPatterns.renderStaticMap]: {
    request: {
      cacheKey: string;
      route: StaticMapRoute;
      format: StaticMapFormat;
      scale: StaticMapScale;
    };
    response: StoredImage;
  };
}
