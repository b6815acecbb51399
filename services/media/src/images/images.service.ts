import { Injectable } from '@nestjs/common';
import { MediaMessages, type ImageSource, type StoredImage } from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { decodeUpload } from './image-sanitizer';
import { RENDITION_CONTENT_TYPES, renderRendition, type Rendition } from './image-optimizer';
import { etagOf, hashOfMediaKey, optimizedKeyOf, sha256Hex } from '../storage/object-keys';
import { ObjectStorage } from '../storage/object-storage';

/** Resized, re-encoded images, each made once and then served from the bucket. */
@Injectable()
export class ImagesService {
  constructor(private readonly storage: ObjectStorage) {}

  async optimize(source: ImageSource, rendition: Rendition): Promise<StoredImage> {
    const { sourceHash, readSource } = this.resolve(source);
    const key = optimizedKeyOf(sourceHash, rendition);
    const contentType = RENDITION_CONTENT_TYPES[rendition.format];
    const cached = await this.storage.get(key);
    if (cached) return stored(cached, contentType);

    const original = await readSource();
    const bytes = await renderRendition(original, rendition);
    await this.storage.put(key, bytes, contentType);
    return stored(bytes, contentType);
  }

  /** A media key names its content hash; a web file's bytes are hashed here. */
  private resolve(source: ImageSource): { sourceHash: string; readSource: () => Promise<Buffer> } {
    switch (source.kind) {
      case 'media': {
        const sourceHash = hashOfMediaKey(source.key);
        if (!sourceHash) throw serviceError('not-found', MediaMessages.imageNotFound);
        return {
          sourceHash,
          readSource: async () => {
            const bytes = await this.storage.get(source.key);
            if (!bytes) throw serviceError('not-found', MediaMessages.imageNotFound);
            return bytes;
          },
        };
      }
      case 'web': {
        const bytes = decodeUpload(source.base64);
        return { sourceHash: sha256Hex(bytes), readSource: () => Promise.resolve(bytes) };
      }
    }
  }
}

function stored(bytes: Buffer, contentType: string): StoredImage {
  return { contentType, etag: etagOf(bytes), base64: bytes.toString('base64') };
}
