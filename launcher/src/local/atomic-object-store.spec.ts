import { request as httpRequest } from 'node:http';
import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { text } from 'node:stream/consumers';
import { AtomicObjectStore } from './atomic-object-store';
import { startEmbeddedS3, type EmbeddedS3 } from './embedded-s3';

const BUCKET = 'roadbook-media';
const SIZE = 256 * 1024;

/** Every file under `directory`, with its size. */
function filesUnder(directory: string): { name: string; size: number }[] {
  return readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .map((name) => ({ name, path: join(directory, name) }))
    .filter(({ path }) => statSync(path).isFile())
    .map(({ name, path }) => ({ name, size: statSync(path).size }));
}

/** A body as its length and the distinct characters it holds: a short read reads plainly. */
function summary(body: string | null) {
  return body === null ? null : { length: body.length, characters: [...new Set(body)].join('') };
}

/** `length` characters of `fill`, as `summary` gives them. */
const whole = (fill: string, length = SIZE) => ({ length, characters: fill });

/** Waits until some file under `directory` passes `test`: a write's progress on disk. */
async function untilAFile(
  directory: string,
  test: (file: { name: string; size: number }) => boolean,
): Promise<void> {
  while (!filesUnder(directory).some(test)) {
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
}

describe('AtomicObjectStore', () => {
  let directory: string;
  let store: AtomicObjectStore;

  beforeEach(async () => {
    directory = mkdtempSync(join(tmpdir(), 'atomic-store-'));
    store = new AtomicObjectStore(directory);
    await store.putBucket(BUCKET);
    await store.putObject({
      bucket: BUCKET,
      key: 'map.png',
      content: Buffer.alloc(SIZE, 'a'),
      metadata: {},
    });
  });

  afterEach(() => rmSync(directory, { recursive: true, force: true }));

  const read = async (key: string) => {
    const object = await store.getObject(BUCKET, key);
    return summary(object && (await text(object.content)));
  };

  it('keeps no object until its first write is complete', async () => {
    const body = new PassThrough();
    const writing = store.putObject({
      bucket: BUCKET,
      key: 'new.png',
      content: body,
      metadata: {},
    });
    body.write('half');
    await untilAFile(directory, ({ size }) => size === 'half'.length);

    expect(await read('new.png')).toBeNull();

    body.end(' and the rest');
    await writing;
    expect(await read('new.png')).toEqual(summary('half and the rest'));
  });

  it('leaves the object as it was and no file behind when a write fails', async () => {
    const failing = new Readable({
      read() {
        this.push('some bytes');
        this.destroy(new Error('the client went away'));
      },
    });
    await expect(
      store.putObject({ bucket: BUCKET, key: 'map.png', content: failing, metadata: {} }),
    ).rejects.toThrow('the client went away');

    expect(await read('map.png')).toEqual(whole('a'));
    expect(filesUnder(directory).filter(({ name }) => name.endsWith('.part'))).toEqual([]);
  });
});

describe('the embedded S3', () => {
  let directory: string;
  let s3: EmbeddedS3;

  beforeAll(async () => {
    directory = mkdtempSync(join(tmpdir(), 'embedded-s3-'));
    s3 = await startEmbeddedS3(directory, BUCKET);
  });

  afterAll(async () => {
    await s3.stop();
    rmSync(directory, { recursive: true, force: true });
  });

  const objectUrl = (key: string) => `${s3.endpoint}/${BUCKET}/${key}`;

  it('hands a read during a write the whole object as it was, and the new one once written', async () => {
    const put = (fill: string) =>
      fetch(objectUrl('maps/1.png'), { method: 'PUT', body: fill.repeat(SIZE) });
    expect((await put('a')).status).toBe(200);

    // A PUT whose body arrives in two halves (s3rver takes requests without a signature).
    const request = httpRequest(objectUrl('maps/1.png'), {
      method: 'PUT',
      headers: { 'content-length': SIZE },
    });
    const answered = new Promise<number>((resolve, reject) => {
      request.on('response', (response) => resolve(response.resume().statusCode ?? 0));
      request.on('error', reject);
    });
    request.write('b'.repeat(SIZE / 2));
    await untilAFile(directory, ({ size }) => size === SIZE / 2);

    expect(summary(await (await fetch(objectUrl('maps/1.png'))).text())).toEqual(whole('a'));

    request.end('b'.repeat(SIZE / 2));
    expect(await answered).toBe(200);
    expect(summary(await (await fetch(objectUrl('maps/1.png'))).text())).toEqual(whole('b'));
    expect(filesUnder(directory).filter(({ name }) => name.endsWith('.part'))).toEqual([]);
  });
});
