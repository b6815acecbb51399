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

/**
 * Route maps, drawn once per trip version, scale and format, then served from the bucket.
 *
 * A map asked for again while it is still being drawn or stored (a caller's call sent again
 * because drawing kept the process from answering its heartbeats, or two riders at once) shares
 * that render: it is drawn once, and never read from the bucket mid-write. A plain s3rver (the
 * integration specs') writes an object's file in place, where a read beside the write can find
 * it empty or short; the embedded S3 of local and distributed mode replaces an object whole
 * (launcher/src/local/atomic-object-store.ts), as MinIO and S3 do.
 */
@Injectable()
export class StaticMapsService {
  private readonly rendering = new Map<string, Promise<Buffer>>();

  constructor(private readonly storage: ObjectStorage) {}

  async render(
    cacheKey: string,
    route: StaticMapRoute,
    format: StaticMapFormat,
    scale: StaticMapScale,
  ): Promise<StoredImage> {
    const key = staticMapKeyOf(cacheKey, scale, format);
    const contentType = contentTypeOfKey(key);
    let pending = this.rendering.get(key);
    if (!pending) {
      pending = this.storedOrDrawn(key, contentType, () => drawStaticMap(route, format, scale));
      this.rendering.set(key, pending);
      void pending.finally(() => this.rendering.delete(key)).catch(() => undefined);
    }
    const bytes = await pending;
    return { contentType, etag: etagOf(bytes), base64: bytes.toString('base64') };
  }

  private async storedOrDrawn(
    key: string,
    contentType: string,
    draw: () => Promise<Buffer>,
  ): Promise<Buffer> {
    const stored = await this.storage.get(key);
    // An empty object is one whose write had not landed when it was stored or read: drawn again.
    if (stored && stored.length > 0) return stored;
    const bytes = await draw();
    await this.storage.put(key, bytes, contentType);
    return bytes;
  }
}
