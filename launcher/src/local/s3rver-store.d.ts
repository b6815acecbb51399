// s3rver's own object store (s3rver 3), which @types/s3rver leaves out: only what
// atomic-object-store.ts uses of it.
declare module 's3rver/lib/stores/filesystem' {
  import type { Readable } from 'node:stream';

  /** An object as s3rver's controllers hand it to the store. */
  export interface S3rverObject {
    bucket: string;
    key: string;
    /** The request body, or the bytes of a copy. */
    content: Readable | Buffer;
    metadata: Record<string, string>;
  }

  export default class FilesystemStore {
    constructor(rootDirectory: string);
    /** The folder the store keeps its buckets in. */
    readonly rootDirectory: string;
    putBucket(bucket: string): Promise<unknown>;
    /** The object with its bytes as a stream, or null when there is none. */
    getObject(bucket: string, key: string): Promise<(S3rverObject & { content: Readable }) | null>;
    /** Where a key's `resource` ('object', 'metadata.json', …) is kept on disk. */
    getResourcePath(bucket: string, key?: string, resource?: string): string;
    /** Writes the object's metadata and its MD5 file. */
    putMetadata(
      bucket: string,
      key: string,
      metadata: Record<string, string>,
      md5: string,
    ): Promise<void>;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
  }
}
