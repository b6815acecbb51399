import type { INestMicroservice } from '@nestjs/common';
import { MAX_UPLOAD_BYTES, MediaMessages, MediaPatterns } from '@roadbook/contracts';
import {
  ServiceCallError,
  ServiceClient,
  ServiceEnv,
  serviceClientProxy,
  startService,
  validateEnv,
} from '@roadbook/platform';
import {
  createTestDatabase,
  createTestNatsPrefix,
  type TestDatabase,
  type TestNatsPrefix,
} from '@roadbook/platform/testing';
import { Client as S3Client } from 'minio';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client as PgClient } from 'pg';
import S3rver from 's3rver';
import sharp from 'sharp';
import { DENVER_TO_MOAB } from './maps/static-map-route.testing';
import { mediaService } from './media-service';

const BUCKET = 'roadbook-media-int';

let database: TestDatabase;
let s3: S3rver;
let s3Dir: string;
let bucket: S3Client;
let app: INestMicroservice;
let media: ServiceClient;
let nats: TestNatsPrefix;

const gpsPhoto = (background: string, width = 1600, height = 1000) =>
  sharp({ create: { width, height, channels: 3, background } })
    .jpeg()
    .withExif({
      IFD0: { Make: 'RoadCam' },
      IFD3: {
        GPSLatitudeRef: 'N',
        GPSLatitude: '38/1 34/1 24/1',
        GPSLongitudeRef: 'W',
        GPSLongitude: '109/1 33/1 0/1',
      },
    })
    .toBuffer();

async function failure(work: Promise<unknown>): Promise<ServiceCallError['body']> {
  const error = await work.then(
    () => {
      throw new Error('expected the call to fail');
    },
    (caught: unknown) => caught,
  );
  if (!(error instanceof ServiceCallError)) throw error;
  return error.body;
}

async function objectKeys(prefix = ''): Promise<string[]> {
  const keys: string[] = [];
  for await (const item of bucket.listObjectsV2(BUCKET, prefix, true)) {
    const { name } = item as { name?: string };
    if (name) keys.push(name);
  }
  return keys.sort();
}

async function uploadRows(): Promise<{ object_key: string; owner_id: number | null }[]> {
  const pg = new PgClient({ connectionString: database.url });
  await pg.connect();
  try {
    const { rows } = await pg.query<{ object_key: string; owner_id: number | null }>(
      'SELECT object_key, owner_id FROM media.uploads ORDER BY object_key, owner_id',
    );
    return rows;
  } finally {
    await pg.end();
  }
}

const keyOf = (imageUrl: string) => imageUrl.replace('/api/media/', '');
const base64 = (bytes: Buffer) => bytes.toString('base64');

beforeAll(async () => {
  database = await createTestDatabase('media');
  nats = createTestNatsPrefix('media');
  s3Dir = mkdtempSync(join(tmpdir(), 'roadbook-media-s3-'));
  s3 = new S3rver({ address: '127.0.0.1', port: 0, directory: s3Dir, silent: true });
  const { port: s3Port } = await s3.run();
  const env = {
    DATABASE_URL: database.url,
    DATABASE_POOL_MAX: '2',
    S3_ENDPOINT: `http://127.0.0.1:${s3Port}`,
    S3_ACCESS_KEY: 'S3RVER',
    S3_SECRET_KEY: 'S3RVER',
    S3_BUCKET: BUCKET,
    LOG_LEVEL: 'error',
    // On the real NATS: an upload over its 1 MB payload limit travels as it would deployed.
    ...nats.env,
  };
  bucket = new S3Client({
    endPoint: '127.0.0.1',
    port: s3Port,
    useSSL: false,
    accessKey: 'S3RVER',
    secretKey: 'S3RVER',
    pathStyle: true,
  });
  // The service makes its own bucket on a fresh deployment.
  app = await startService(mediaService, { env, shutdownHooks: false });
  media = new ServiceClient(
    'media',
    serviceClientProxy(validateEnv(ServiceEnv, env), 'media-int-spec', 10_000),
  );
});

afterAll(async () => {
  await media?.onApplicationShutdown();
  await app?.close();
  await s3?.close();
  rmSync(s3Dir, { recursive: true, force: true });
  await database?.drop();
  await nats?.clean();
});

it("keeps no pixels of past operations in libvips' cache: every image is made once and stored", () => {
  expect(sharp.cache()).toMatchObject({ memory: { max: 0 }, files: { max: 0 }, items: { max: 0 } });
});

describe('uploads', () => {
  it('stores a photo without its location under the hash of what it stores', async () => {
    const photo = await gpsPhoto('#c4510c');
    const { imageUrl } = await media.send(MediaPatterns.upload, {
      ownerId: 7,
      base64: base64(photo),
    });
    expect(imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.jpg$/);

    const stored = await media.send(MediaPatterns.getObject, { key: keyOf(imageUrl) });
    const bytes = Buffer.from(stored.base64, 'base64');
    const hash = createHash('sha256').update(bytes).digest('hex');
    expect(keyOf(imageUrl)).toBe(`${hash}.jpg`);
    expect(stored).toMatchObject({ contentType: 'image/jpeg', etag: `"${hash}"` });
    const metadata = await sharp(bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([1600, 1000]);
    expect(bytes.includes(Buffer.from('RoadCam'))).toBe(false);
    expect(await objectKeys()).toContain(keyOf(imageUrl));
  });

  it('refuses text named .png, an image cut short and anything over 5 MB', async () => {
    expect(
      await failure(
        media.send(MediaPatterns.upload, { ownerId: 7, base64: base64(Buffer.from('notes')) }),
      ),
    ).toEqual({ code: 'invalid-input', message: MediaMessages.invalidFileType });
    const photo = await gpsPhoto('#3565a8', 300, 300);
    expect(
      await failure(
        media.send(MediaPatterns.upload, {
          ownerId: 7,
          base64: base64(photo.subarray(0, photo.length - 200)),
        }),
      ),
    ).toEqual({ code: 'invalid-input', message: MediaMessages.invalidFileType });
    const huge = Buffer.concat([photo, Buffer.alloc(MAX_UPLOAD_BYTES)]);
    expect(
      await failure(media.send(MediaPatterns.upload, { ownerId: 7, base64: base64(huge) })),
    ).toEqual({ code: 'too-large', message: MediaMessages.fileTooLarge });
  });

  it('answers 404 for a key it does not hold or that is not one of its keys', async () => {
    for (const key of [`${'0'.repeat(64)}.png`, '../secret', 'maps/trip-1-v1@2x.png']) {
      expect(await failure(media.send(MediaPatterns.getObject, { key }))).toEqual({
        code: 'not-found',
        message: MediaMessages.imageNotFound,
      });
    }
  });

  it('keeps an object two owners uploaded until both accounts are gone', async () => {
    const photo = base64(await gpsPhoto('#8a3f8f', 900, 600));
    const first = await media.send(MediaPatterns.upload, { ownerId: 21, base64: photo });
    const second = await media.send(MediaPatterns.upload, { ownerId: 22, base64: photo });
    const again = await media.send(MediaPatterns.upload, { ownerId: 22, base64: photo });
    expect(second.imageUrl).toBe(first.imageUrl);
    expect(again.imageUrl).toBe(first.imageUrl);
    const key = keyOf(first.imageUrl);
    const rows = (await uploadRows()).filter((row) => row.object_key === key);
    expect(rows.map((row) => row.owner_id)).toEqual([21, 22]);
    await media.send(MediaPatterns.optimize, {
      source: { kind: 'media', key },
      width: 320,
      quality: 85,
      format: 'webp',
    });
    const derived = `optimized/${key.slice(0, 64)}/`;
    expect(await objectKeys(derived)).toHaveLength(1);

    expect(await media.send('media.user-data.purge', { userId: 21 })).toEqual({ deleted: 1 });
    expect((await media.send(MediaPatterns.getObject, { key })).etag).toBe(`"${key.slice(0, 64)}"`);

    expect(await media.send('media.user-data.purge', { userId: 22 })).toEqual({ deleted: 1 });
    expect(await failure(media.send(MediaPatterns.getObject, { key }))).toMatchObject({
      code: 'not-found',
    });
    expect(await objectKeys(derived)).toEqual([]);
    expect((await uploadRows()).filter((row) => row.object_key === key)).toEqual([]);
    expect(await media.send('media.user-data.purge', { userId: 22 })).toEqual({ deleted: 0 });
  });

  it('keeps an image the system imported when an admin who uploaded it too is purged', async () => {
    const photo = base64(await gpsPhoto('#2e8c8c', 500, 400));
    const imported = await media.send(MediaPatterns.importImage, { base64: photo });
    await media.send(MediaPatterns.upload, { ownerId: 31, base64: photo });
    const key = keyOf(imported.imageUrl);
    expect(
      (await uploadRows()).filter((row) => row.object_key === key).map((row) => row.owner_id),
    ).toEqual([31, null]);
    await media.send('media.user-data.purge', { userId: 31 });
    expect((await media.send(MediaPatterns.getObject, { key })).contentType).toBe('image/jpeg');
  });
});

describe('optimize', () => {
  it('makes a webp of the asked width from a stored image, once', async () => {
    const { imageUrl } = await media.send(MediaPatterns.upload, {
      ownerId: 7,
      base64: base64(await gpsPhoto('#b0892b', 2000, 1000)),
    });
    const key = keyOf(imageUrl);
    const request = {
      source: { kind: 'media' as const, key },
      width: 640 as const,
      quality: 85 as const,
      format: 'webp' as const,
    };
    const first = await media.send(MediaPatterns.optimize, request);
    const bytes = Buffer.from(first.base64, 'base64');
    expect(first.contentType).toBe('image/webp');
    const metadata = await sharp(bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 640, 320]);
    const cachedKey = `optimized/${key.slice(0, 64)}/w640-q85.webp`;
    expect(await objectKeys(cachedKey)).toEqual([cachedKey]);

    // The second answer comes from the bucket: change the cached object and it is served.
    const marked = await sharp(bytes).webp({ quality: 10 }).toBuffer();
    await bucket.putObject(BUCKET, cachedKey, marked);
    const second = await media.send(MediaPatterns.optimize, request);
    expect(Buffer.from(second.base64, 'base64').equals(marked)).toBe(true);

    const avif = await media.send(MediaPatterns.optimize, { ...request, format: 'avif' });
    expect(avif.contentType).toBe('image/avif');
    expect((await sharp(Buffer.from(avif.base64, 'base64')).metadata()).width).toBe(640);
  });

  it('optimises a file of the web app from the bytes it is given', async () => {
    const png = await sharp({
      create: { width: 1000, height: 500, channels: 4, background: '#1f5f4a80' },
    })
      .png()
      .toBuffer();
    const result = await media.send(MediaPatterns.optimize, {
      source: { kind: 'web', path: '/hero.png', base64: base64(png) },
      width: 320,
      quality: 75,
      format: 'jpeg',
    });
    const metadata = await sharp(Buffer.from(result.base64, 'base64')).metadata();
    expect([result.contentType, metadata.format, metadata.width]).toEqual([
      'image/jpeg',
      'jpeg',
      320,
    ]);
  });

  it('answers 404 for a missing image and 400 for a width, quality or format it does not make', async () => {
    expect(
      await failure(
        media.send(MediaPatterns.optimize, {
          source: { kind: 'media', key: `${'a'.repeat(64)}.png` },
          width: 320,
          quality: 85,
          format: 'webp',
        }),
      ),
    ).toEqual({ code: 'not-found', message: MediaMessages.imageNotFound });
    const bad = [
      [{ width: 500 }, MediaMessages.widthRefused],
      [{ quality: 0 }, MediaMessages.qualityRefused],
      [{ quality: 101 }, MediaMessages.qualityRefused],
      [{ quality: 84 }, MediaMessages.qualityRefused],
      [{ format: 'gif' }, MediaMessages.formatRefused],
    ] as const;
    for (const [change, message] of bad) {
      const body = await failure(
        media.send(MediaPatterns.optimize, {
          source: { kind: 'media', key: `${'a'.repeat(64)}.png` },
          width: 320,
          quality: 85,
          format: 'webp',
          ...(change as object),
        }),
      );
      expect(body).toMatchObject({ code: 'invalid-input', message });
    }
  });
});

describe('static maps', () => {
  const route = DENVER_TO_MOAB;

  it('draws a PNG at twice 600 × 300 once, then serves it from the bucket', async () => {
    const request = { cacheKey: 'trip-5-v2', route, format: 'png' as const, scale: 2 as const };
    const first = await media.send(MediaPatterns.renderStaticMap, request);
    const png = Buffer.from(first.base64, 'base64');
    const metadata = await sharp(png).metadata();
    expect([first.contentType, metadata.format, metadata.width, metadata.height]).toEqual([
      'image/png',
      'png',
      1200,
      600,
    ]);
    // Not one flat colour: the route and the land are on it.
    const { channels } = await sharp(png).stats();
    expect(channels.some((channel) => channel.stdev > 10)).toBe(true);
    expect(await objectKeys('maps/')).toContain('maps/trip-5-v2@2x.png');

    const marked = await sharp(png).resize(1200, 600).png({ compressionLevel: 1 }).toBuffer();
    await bucket.putObject(BUCKET, 'maps/trip-5-v2@2x.png', marked);
    const second = await media.send(MediaPatterns.renderStaticMap, request);
    expect(Buffer.from(second.base64, 'base64').equals(marked)).toBe(true);
  });

  it('draws an SVG on the 600 × 300 view box, and a 1× PNG', async () => {
    const svg = await media.send(MediaPatterns.renderStaticMap, {
      cacheKey: 'trip-5-v2',
      route,
      format: 'svg',
      scale: 1,
    });
    expect(svg.contentType).toBe('image/svg+xml');
    expect(Buffer.from(svg.base64, 'base64').toString()).toMatch(/viewBox="0 0 600 300"/);
    const png = await media.send(MediaPatterns.renderStaticMap, {
      cacheKey: 'trip-5-v2',
      route,
      format: 'png',
      scale: 1,
    });
    const metadata = await sharp(Buffer.from(png.base64, 'base64')).metadata();
    expect([metadata.width, metadata.height]).toEqual([600, 300]);
  });

  it('refuses a cache key that could leave its folder and points off the globe', async () => {
    expect(
      await failure(
        media.send(MediaPatterns.renderStaticMap, {
          cacheKey: '../trip-5',
          route,
          format: 'png',
          scale: 2,
        }),
      ),
    ).toMatchObject({ code: 'invalid-input' });
    expect(
      await failure(
        media.send(MediaPatterns.renderStaticMap, {
          cacheKey: 'trip-6-v1',
          route: { ...route, days: [[[95, 10]]] },
          format: 'png',
          scale: 2,
        }),
      ),
    ).toMatchObject({ code: 'invalid-input' });
  });
});
