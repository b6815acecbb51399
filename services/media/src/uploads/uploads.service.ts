import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import {
  MEDIA_PATH_PREFIX,
  MediaMessages,
  type ImageUploadResponse,
  type StoredImage,
} from '@roadbook/contracts';
import { serviceError } from '@roadbook/platform';
import { Repository } from 'typeorm';
import { cleanImage, decodeUpload } from '../images/image-sanitizer';
import {
  contentTypeOfKey,
  derivedPrefixOf,
  etagOf,
  hashOfMediaKey,
  mediaKeyOf,
} from '../storage/object-keys';
import { ObjectStorage } from '../storage/object-storage';
import { UploadEntity } from './entities/upload.entity';

/** Stored images: checked, cleaned, content-addressed, and counted per owner. */
@Injectable()
export class UploadsService {
  constructor(
    @InjectRepository(UploadEntity) private readonly uploads: Repository<UploadEntity>,
    private readonly storage: ObjectStorage,
  ) {}

  /**
   * Stores an image for `ownerId` (null: for the system). The row is written before the object,
   * so an owner's purge running at the same time either sees this row and keeps the object, or
   * has removed it before this upload puts it back.
   */
  async store(base64: string, ownerId: number | null): Promise<ImageUploadResponse> {
    const { bytes, type } = await cleanImage(decodeUpload(base64));
    const objectKey = mediaKeyOf(bytes, type);
    await this.uploads
      .createQueryBuilder()
      .insert()
      .values({ objectKey, ownerId, contentType: type.contentType, sizeBytes: bytes.length })
      .orIgnore()
      .execute();
    await this.storage.put(objectKey, bytes, type.contentType);
    return { imageUrl: `${MEDIA_PATH_PREFIX}${objectKey}` };
  }

  async get(key: string): Promise<StoredImage> {
    const bytes = hashOfMediaKey(key) ? await this.storage.get(key) : null;
    if (!bytes) throw serviceError('not-found', MediaMessages.imageNotFound);
    return {
      contentType: contentTypeOfKey(key),
      etag: etagOf(bytes),
      base64: bytes.toString('base64'),
    };
  }

  /**
   * Forgets a deleted account's uploads. Objects nobody else holds go first, with everything
   * derived from them, then the rows: a retry after a failure half-way finds the rows still
   * there and finishes the job.
   */
  async purgeOwner(ownerId: number): Promise<number> {
    const owned = await this.uploads.findBy({ ownerId });
    if (owned.length === 0) return 0;
    const keys = owned.map((upload) => upload.objectKey);
    const shared = await this.uploads
      .createQueryBuilder('upload')
      .select('DISTINCT upload.objectKey', 'objectKey')
      .where('upload.objectKey IN (:...keys)', { keys })
      .andWhere('upload.ownerId IS DISTINCT FROM :ownerId', { ownerId })
      .getRawMany<{ objectKey: string }>();
    const keep = new Set(shared.map((row) => row.objectKey));
    const orphans = keys.filter((key) => !keep.has(key));
    await this.storage.remove(orphans);
    for (const hash of orphans.map(hashOfMediaKey)) {
      if (hash) await this.storage.removeUnder(derivedPrefixOf(hash));
    }
    await this.uploads.delete(owned.map((upload) => upload.id));
    return owned.length;
  }
}
