import FilesystemStore, { type S3rverObject } from 's3rver/lib/stores/filesystem';
import type S3rver from 's3rver';
import { createHash, randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import { dirname } from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/**
 * s3rver's file store with one change: an object's bytes are written to a file of their own and
 * renamed over the object's when complete, so a read never finds a file half written.
 *
 * s3rver writes a PUT's body into the object's own file as it arrives, and a GET of the same key
 * meanwhile reads however much has landed: two requests for the same image rendition or map,
 * each storing what it made, could hand a third a truncated file, served as if whole. MinIO and
 * S3 replace an object atomically; with this store the embedded S3 does too. Only the bytes are
 * swapped atomically: for an object written over, a read in the moment between the rename and
 * the metadata's write sees the new bytes with the old ETag.
 */
export class AtomicObjectStore extends FilesystemStore {
  override async putObject(object: S3rverObject): Promise<{ size: number; md5: string }> {
    const objectPath = this.getResourcePath(object.bucket, object.key, 'object');
    await mkdir(dirname(objectPath), { recursive: true });
    // Beside the object, so the rename stays on one file system; s3rver's listings take only
    // files named as objects, so this one is never listed.
    const partPath = `${objectPath}.${randomUUID()}.part`;
    const hash = createHash('md5');
    let size = 0;
    const measure = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        hash.update(chunk);
        size += chunk.length;
        done(null, chunk);
      },
    });
    const content = Buffer.isBuffer(object.content)
      ? Readable.from([object.content])
      : object.content;
    try {
      // Resolves once the file is written and closed, not when the body has merely been read.
      await pipeline(content, measure, createWriteStream(partPath));
      await rename(partPath, objectPath);
    } catch (error) {
      await rm(partPath, { force: true });
      throw error;
    }
    const md5 = hash.digest('hex');
    await this.putMetadata(object.bucket, object.key, object.metadata, md5);
    return { size, md5 };
  }
}

/** Makes `server` (not yet running) keep its objects in an AtomicObjectStore, where it kept them. */
export function writeObjectsAtomically(server: S3rver): void {
  // s3rver takes no store of its own choosing: it makes its FilesystemStore in its constructor
  // and reads it from these two places on every request.
  const internals = server as unknown as {
    store: FilesystemStore;
    context: { store: FilesystemStore };
  };
  internals.store = internals.context.store = new AtomicObjectStore(internals.store.rootDirectory);
}
