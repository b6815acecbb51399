import type { ObjectStorage } from '../storage/object-storage';
import { DENVER_TO_MOAB } from './static-map-route.testing';
import { StaticMapsService } from './static-maps.service';

const route = DENVER_TO_MOAB;

/** A bucket in memory whose writes land only when `land()` is called, like a slow upload. */
function slowBucket() {
  const objects = new Map<string, Buffer>();
  const writes: (() => void)[] = [];
  let reads = 0;
  const storage = {
    get: (key: string) => {
      reads += 1;
      return Promise.resolve(objects.get(key) ?? null);
    },
    put: (key: string, bytes: Buffer) =>
      new Promise<void>((resolve) =>
        writes.push(() => {
          objects.set(key, bytes);
          resolve();
        }),
      ),
  };
  return {
    storage: storage as unknown as ObjectStorage,
    objects,
    land: () => writes.splice(0).forEach((write) => write()),
    counts: () => ({ reads, writes: objects.size }),
  };
}

/** Lets the pending promise callbacks run, up to a write waiting in the bucket. */
const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('StaticMapsService', () => {
  it('draws a map asked for again while it is being stored once, and answers both with it', async () => {
    const bucket = slowBucket();
    const maps = new StaticMapsService(bucket.storage);
    const first = maps.render('trip-5-v2', route, 'svg', 1);
    await settle();
    const again = maps.render('trip-5-v2', route, 'svg', 1);
    await settle();
    bucket.land();
    const [a, b] = await Promise.all([first, again]);
    expect(a.base64.length).toBeGreaterThan(0);
    expect(b).toEqual(a);
    expect(bucket.counts()).toEqual({ reads: 1, writes: 1 });
  });

  it('draws again a map whose stored object is empty', async () => {
    const bucket = slowBucket();
    bucket.objects.set('maps/trip-5-v2@1x.svg', Buffer.alloc(0));
    const maps = new StaticMapsService(bucket.storage);
    const rendering = maps.render('trip-5-v2', route, 'svg', 1);
    await settle();
    bucket.land();
    const map = await rendering;
    expect(Buffer.from(map.base64, 'base64').toString()).toMatch(/^<svg/);
    expect(bucket.objects.get('maps/trip-5-v2@1x.svg')?.length).toBeGreaterThan(0);
  });
});
