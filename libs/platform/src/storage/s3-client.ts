import { Client } from 'minio';
import type { StorageEnv } from '../config/env.schemas';

/** A client of the S3 API the environment names (MinIO, the embedded s3rver, or any S3). */
export function createS3Client(
  env: Pick<StorageEnv, 'S3_ENDPOINT' | 'S3_ACCESS_KEY' | 'S3_SECRET_KEY' | 'S3_REGION'>,
): Client {
  const endpoint = new URL(env.S3_ENDPOINT);
  return new Client({
    endPoint: endpoint.hostname,
    port: Number(endpoint.port) || (endpoint.protocol === 'https:' ? 443 : 80),
    useSSL: endpoint.protocol === 'https:',
    accessKey: env.S3_ACCESS_KEY,
    secretKey: env.S3_SECRET_KEY,
    region: env.S3_REGION,
    pathStyle: true,
  });
}
