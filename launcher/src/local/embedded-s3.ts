import { mkdirSync } from 'node:fs';
import S3rver from 's3rver';
import { freePort } from '../free-port';
import { writeObjectsAtomically } from './atomic-object-store';

export interface EmbeddedS3 {
  endpoint: string;
  accessKey: string;
  secretKey: string;
  stop(): Promise<void>;
}

/** s3rver's fixed credentials: it checks signatures against these. */
const S3RVER_CREDENTIALS = { accessKey: 'S3RVER', secretKey: 'S3RVER' };

/**
 * An S3-compatible server inside this process, storing objects under `dataDir`, each replaced
 * whole when written (atomic-object-store.ts).
 */
export async function startEmbeddedS3(dataDir: string, bucket: string): Promise<EmbeddedS3> {
  mkdirSync(dataDir, { recursive: true });
  const port = await freePort();
  const server = new S3rver({
    address: '127.0.0.1',
    port,
    directory: dataDir,
    silent: true,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  writeObjectsAtomically(server);
  await server.run();
  return {
    endpoint: `http://127.0.0.1:${port}`,
    ...S3RVER_CREDENTIALS,
    stop: () => server.close(),
  };
}
