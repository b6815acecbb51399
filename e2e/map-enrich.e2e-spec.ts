import { JobIds } from '@roadbook/contracts';
import { placePhotoName, startFakePlacesApi, type FakePlacesApi } from '@roadbook/planner/testing';
import { TEST_REDIS_URL } from '@roadbook/platform/testing';
import { Queue } from 'bullmq';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import sharp from 'sharp';
import { CANYON_PLAN, whenGenerated } from './support/accounts-and-trips';
import { HttpSession } from './support/http-session';
import { startTestDeployment, type TestDeployment } from './support/test-deployment';
import { STATE_WAIT_MS } from './support/until';

/**
 * The map.enrich job end to end: the planner's worker stores an itinerary and, as a Places key
 * is set, queues map.enrich, and a worker gives the named activities photos found through a Google
 * Places (New) stand-in on loopback, imported into our own media so the page never loads an
 * image from Google. The static map is drawn when it is first asked for, and kept.
 */
const API_KEY = 'e2e-places-key';

let deployment: TestDeployment;
let google: FakePlacesApi;
let photo: Buffer;
let dataDir: string;

beforeAll(async () => {
  photo = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#b5533c' } })
    .jpeg({ quality: 85 })
    .toBuffer();
  let served = 0;
  // Google has a photo of every place asked about; a list query of the itinerary engine gets
  // places without names, which it skips, so the activities are the curated ones.
  google = await startFakePlacesApi(API_KEY, { bytes: photo, contentType: 'image/jpeg' }, () => [
    {
      photos: [
        {
          name: placePhotoName(`place${(served += 1)}`),
          widthPx: 4000,
          heightPx: 3000,
          authorAttributions: [
            { displayName: `Photographer ${served}`, uri: `//maps.google.com/contrib/${served}` },
          ],
        },
      ],
    },
  ]);
  dataDir = mkdtempSync(join(tmpdir(), 'roadbook-map-enrich-'));
  deployment = await startTestDeployment('map-enrich', {
    GOOGLE_PLACES_API_KEY: API_KEY,
    GOOGLE_PLACES_URL: google.url,
    DATA_DIR: dataDir,
  });
});

afterAll(async () => {
  await deployment?.stop();
  await google?.close();
  rmSync(dataDir, { recursive: true, force: true });
});

/** Every file below `dir`, as paths relative to it. */
function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name).slice(dir.length + 1));
}

async function enrichJob(tripId: number, version: number) {
  const queue = new Queue('maps', {
    connection: { url: TEST_REDIS_URL },
    prefix: deployment.queuePrefix,
  });
  try {
    const deadline = Date.now() + STATE_WAIT_MS;
    for (;;) {
      // State first, then the job: a job read before its state could have finished in
      // between, and would show a completed state beside the result it had before (none).
      const id = JobIds.mapEnrich(tripId, version);
      const state = await queue.getJobState(id);
      if (state === 'completed' || state === 'failed' || Date.now() > deadline) {
        const job = await queue.getJob(id);
        return { state, result: job?.returnvalue, reason: job?.failedReason };
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } finally {
    await queue.close();
  }
}

it('gives named activities photos served from our media; the map is drawn when asked for', async () => {
  const rider = new HttpSession(deployment.baseUrl);
  const created = await rider.post('/trips', CANYON_PLAN);
  expect(created.status).toBe(201);
  const trip = await whenGenerated(rider, created.body.id);
  expect(trip.generationStatus).toBe('ready');

  const job = await enrichJob(trip.id, 1);
  expect(job.state).toBe('completed');

  // No plan pays for drawing its map: it is drawn on the first request, then kept in the
  // bucket under the key the media service names it by.
  const mapKey = `maps/trip-${trip.id}-v1@2x.png`;
  expect(filesUnder(join(dataDir, 's3'))).not.toEqual(
    expect.arrayContaining([expect.stringContaining(mapKey)]),
  );
  const map = await fetch(`${deployment.baseUrl}/api/maps/static/${trip.id}?scale=2`, {
    headers: { cookie: rider.cookieHeader() },
  });
  expect(map.status).toBe(200);
  expect(map.headers.get('content-type')).toBe('image/png');
  expect(filesUnder(join(dataDir, 's3'))).toEqual(
    expect.arrayContaining([expect.stringContaining(mapKey)]),
  );

  const { body } = await rider.get(`/trips/${trip.id}/itinerary`);
  const activities = body.itinerary.days.flatMap(
    (day: {
      activities: {
        type: string;
        generic: boolean;
        imageUrl?: string;
        imageCredit?: { name: string; url?: string };
      }[];
    }) => day.activities,
  );
  const named = activities.filter(
    (a: { type: string; generic: boolean }) => a.type !== 'driving' && !a.generic,
  );
  const others = activities.filter(
    (a: { type: string; generic: boolean }) => a.type === 'driving' || a.generic,
  );
  expect(named.length).toBeGreaterThan(0);
  expect(job.result.thumbnails).toBe(named.length);
  for (const activity of named) {
    expect(activity.imageUrl).toMatch(/^\/api\/media\/\w+\.jpg$/);
    // Each photo keeps its author, as Google's terms ask, with a link to their page.
    expect(activity.imageCredit).toEqual({
      name: expect.stringMatching(/^Photographer \d+$/),
      url: expect.stringMatching(/^https:\/\/maps\.google\.com\/contrib\/\d+$/),
    });
  }
  for (const activity of others) expect(activity.imageUrl).toBeUndefined();

  // Google was asked the way Places (New) wants: one place, only its photos, the key in a header.
  const searches = google.requests.filter(
    (r) => r.url === '/v1/places:searchText' && r.headers['x-goog-fieldmask'] === 'places.photos',
  );
  expect(searches).toHaveLength(named.length);
  for (const search of searches) {
    expect(search.headers['x-goog-api-key']).toBe(API_KEY);
    expect(JSON.parse(search.body)).toMatchObject({ maxResultCount: 1 });
  }
  expect(google.requests.filter((r) => /\/media\?maxWidthPx=160$/.test(r.url))).toHaveLength(
    named.length,
  );

  // The photo is ours now: served by the gateway from the bucket, still a 160 px JPEG.
  const image = await fetch(`${deployment.baseUrl}${named[0].imageUrl}`);
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toBe('image/jpeg');
  const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
  expect(meta).toMatchObject({ format: 'jpeg', width: 160, height: 120 });
});
