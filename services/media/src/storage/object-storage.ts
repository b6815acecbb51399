import { Inject, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { APP_ENV, type HealthCheck, type StorageEnv } from '@roadbook/platform';
import { Client } from 'minio';

/** The media bucket, through the S3 API (MinIO, the embedded s3rver, or any S3). */
@Injectable()
export class ObjectStorage implements OnModuleInit {
  readonly bucket: string;
  readonly client: Client;
  private readonly logger = new Logger(ObjectStorage.name);

  constructor(@Inject(APP_ENV) private readonly env: StorageEnv) {
    const endpoint = new URL(env.S3_ENDPOINT);
    this.bucket = env.S3_BUCKET;
    this.client = new Client({
      endPoint: endpoint.hostname,
      port: Number(endpoint.port) || (endpoint.protocol === 'https:' ? 443 : 80),
      useSSL: endpoint.protocol === 'https:',
      accessKey: env.S3_ACCESS_KEY,
      secretKey: env.S3_SECRET_KEY,
      region: env.S3_REGION,
      pathStyle: true,
    });
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
