import { Injectable } from '@nestjs/common';
import {
  type StaticMapFormat,
  type StaticMapRoute,
  type StaticMapScale,
  type StoredImage,
} from '@roadbook/contracts';
import { contentTypeOfKey, etagOf, staticMapKeyOf } from '../storage/object-keys';
import { ObjectStorage } from '../storage/object-storage';
import { drawStaticMap } from './static-map.drawing';

/** Route maps, drawn once per trip version, scale and format, then served from the bucket. */
@Injectable()
export class StaticMapsService {
  constructor(private readonly storage: ObjectStorage) {}

  async render(
    cacheKey: string,
    route: StaticMapRoute,
    format: StaticMapFormat,
    scale: StaticMapScale,
  ): Promise<StoredImage> {
    const key = staticMapKeyOf(cacheKey, scale, format);
    const contentType = contentTypeOfKey(key);
    let bytes = await this.storage.get(key);
    if (!bytes) {
      bytes = drawStaticMap(route, format, scale);
      await this.storage.put(key, bytes, contentType);
    }
    return { contentType, etag: etagOf(bytes), base64: bytes.toString('base64') };
  }
}
