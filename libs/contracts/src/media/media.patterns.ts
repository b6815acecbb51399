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
  'media.image.upload': {
    request: { ownerId: number; base64: string };
    response: ImageUploadResponse;
  };
  /** An image the system fetched (an activity photo): stored like an upload, owned by nobody. */
  'media.image.import': { request: { base64: string }; response: ImageUploadResponse };
  'media.object.get': { request: { key: string }; response: StoredImage };
  'media.image.optimize': {
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
  'media.map.render': {
    request: {
      cacheKey: string;
      route: StaticMapRoute;
      format: StaticMapFormat;
      scale: StaticMapScale;
    };
    response: StoredImage;
  };
}
