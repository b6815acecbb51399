import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_ENV, type HealthCheck, type StorageEnv } from '@roadbook/platform';
import { createS3Client } from '@roadbook/platform/storage';
import { S3Error, type Client } from 'minio';

/** The media bucket, through the S3 API (MinIO, the embedded s3rver, or any S3). */
@Injectable()
export class ObjectStorage implements OnModuleInit {
  readonly bucket: string;
  readonly client: Client;
  private readonly logger = new Logger(ObjectStorage.name);

  constructor(@Inject(APP_ENV) private readonly env: StorageEnv) {
    this.bucket = env.S3_BUCKET;
    this.client = createS3Client(env);
  }

  /** A fresh deployment creates its bucket; storage being down must not stop the service. */
  async onModuleInit(): Promise<void> {
    try {
      if (!(await this.client.bucketExists(this.bucket))) {
        await this.client.makeBucket(this.bucket, this.env.S3_REGION);
        this.logger.log(`created bucket ${this.bucket}`);
      }
    } catch (error) {
      this.logger.warn(`object storage not reachable yet: ${(error as Error).message}`);
    }
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    await this.client.putObject(this.bucket, key, bytes, bytes.length, {
      'Content-Type': contentType,
    });
  }

  /** The object's bytes, or null when there is no such object. */
  async get(key: string): Promise<Buffer | null> {
    try {
      const stream = await this.client.getObject(this.bucket, key);
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      return Buffer.concat(chunks);
    } catch (error) {
      if (error instanceof S3Error && error.code === 'NoSuchKey') return null;
      throw error;
    }
  }

  /** Removes the objects; removing one that is already gone is not an error. */
  async remove(keys: string[]): Promise<void> {
    if (keys.length > 0) await this.client.removeObjects(this.bucket, keys);
  }

  /** Removes every object whose key starts with `prefix`. */
  async removeUnder(prefix: string): Promise<void> {
    const keys: string[] = [];
    for await (const item of this.client.listObjectsV2(this.bucket, prefix, true)) {
      const { name } = item as { name?: string };
      if (name) keys.push(name);
    }
    await this.remove(keys);
  }
}

@Injectable()
export class StorageHealthCheck implements HealthCheck {
  readonly name = 'storage';
  constructor(private readonly storage: ObjectStorage) {}

  async check(): Promise<void> {
    if (!(await this.storage.client.bucketExists(this.storage.bucket))) {
      throw new Error(`bucket ${this.storage.bucket} does not exist`);
    }
  }
}
