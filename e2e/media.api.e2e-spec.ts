import { MediaMessages } from '@roadbook/contracts';
import sharp from 'sharp';
import {
  CANYON_PLAN,
  makeAdmin,
  signUp as signUpAt,
  whenGenerated,
} from './support/accounts-and-trips';
import type { HttpSession } from './support/http-session';
import { sharedDeployment } from './support/shared-deployment';

const deployment = sharedDeployment();
let admin: HttpSession;

const GPS_EXIF = {
  IFD0: { Make: 'RoadCam', Model: 'Tracker 9' },
  IFD3: {
    GPSLatitudeRef: 'N',
    GPSLatitude: '38/1 34/1 24/1',
    GPSLongitudeRef: 'W',
    GPSLongitude: '109/1 33/1 0/1',
  },
};

const signUp = () => signUpAt(deployment.baseUrl);

/** A raw HTTP call with the session's cookies: bytes in, bytes and headers out. */
async function call(
  path: string,
  init: RequestInit & { session?: HttpSession; headers?: Record<string, string> } = {},
) {
  const { session, headers, ...rest } = init;
  const response = await fetch(`${deployment.baseUrl}${path}`, {
    ...rest,
    headers: { ...headers, ...(session && { cookie: session.cookieHeader() }) },
  });
  const bytes = Buffer.from(await response.arrayBuffer());
  const type = response.headers.get('content-type') ?? '';
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    json: type.includes('json') ? JSON.parse(bytes.toString()) : undefined,
  };
}

function upload(
  session: HttpSession | undefined,
  bytes: Buffer,
  filename: string,
  type: string,
  field = 'image',
) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  return call('/api/upload/image', { method: 'POST', body: form, session });
}

const optimize = (query: string, headers: Record<string, string> = {}) =>
  call(`/api/images/optimize?${query}`, { headers });

const gpsPhoto = () =>
  sharp({ create: { width: 1600, height: 900, channels: 3, background: '#c4510c' } })
    .composite([
      {
        input: {
          create: { width: 400, height: 300, channels: 3, background: '#1f5f4a' },
        },
        left: 200,
        top: 200,
      },
    ])
    .jpeg({ quality: 92 })
    .withExif(GPS_EXIF)
    .toBuffer();

beforeAll(async () => {
  admin = await signUp();
  await makeAdmin(admin, deployment.databaseUrl);
});

describe('POST /api/upload/image', () => {
  it('is for admins: 401 for a visitor, 403 for a signed-in user', async () => {
    const photo = await gpsPhoto();
    const anonymous = await upload(undefined, photo, 'photo.jpg', 'image/jpeg');
    expect(anonymous.status).toBe(401);
    const user = await signUp();
    const signedIn = await upload(user, photo, 'photo.jpg', 'image/jpeg');
    expect(signedIn.status).toBe(403);
  });

  it('refuses a text file renamed .png, whatever type the browser declares', async () => {
    const { status, json } = await upload(
      admin,
      Buffer.from('Packing list: gloves, rain suit, tyre gauge.\n'),
      'packing-list.png',
      'image/png',
    );
    expect(status).toBe(400);
    expect(json).toEqual({
      statusCode: 400,
      code: 'invalid-input',
      message: MediaMessages.invalidFileType,
    });
  });

  it('refuses an SVG, which could carry a script', async () => {
    const svg = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>',
    );
    const { status, json } = await upload(admin, svg, 'logo.svg', 'image/svg+xml');
    expect([status, json.message]).toEqual([400, MediaMessages.invalidFileType]);
  });

  it('refuses a 6 MB image with 413', async () => {
    const big = await sharp({
      create: {
        width: 1500,
        height: 1400,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(big.length).toBeGreaterThan(6_000_000);
    const { status, json } = await upload(admin, big, 'huge.png', 'image/png');
    expect(status).toBe(413);
    expect(json).toEqual({ statusCode: 413, code: 'too-large', message: 'File too large' });
  });

  it('takes an image just under 5 MB', async () => {
    const nearLimit = await sharp({
      create: {
        width: 1200,
        height: 1380,
        channels: 3,
        background: '#888',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(nearLimit.length).toBeGreaterThan(4_900_000);
    expect(nearLimit.length).toBeLessThanOrEqual(5 * 1024 * 1024);
    const { status, json } = await upload(admin, nearLimit, 'noise.png', 'image/png');
    expect(status).toBe(201);
    expect(json.imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.png$/);
  });

  it('answers 400 when no image field is sent', async () => {
    const photo = await gpsPhoto();
    const wrongField = await upload(admin, photo, 'photo.jpg', 'image/jpeg', 'picture');
    expect([wrongField.status, wrongField.json.message]).toEqual([400, MediaMessages.noFile]);
    const json = await call('/api/upload/image', {
      method: 'POST',
      session: admin,
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    // The upload route reads multipart only; anything else is refused before it is read.
    expect([json.status, json.json.message]).toEqual([
      415,
      'Send the file as multipart/form-data.',
    ]);
  });

  it('stores a real photo without its EXIF or GPS data and serves it for a year', async () => {
    const photo = await gpsPhoto();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const { status, json } = await upload(admin, photo, 'canyon.jpg', 'image/jpeg');
    expect(status).toBe(201);
    expect(json.imageUrl).toMatch(/^\/api\/media\/[0-9a-f]{64}\.jpg$/);

    const served = await call(json.imageUrl);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.bytes).metadata();
    expect(metadata.exif).toBeUndefined();
    expect([metadata.width, metadata.height]).toEqual([1600, 900]);
    expect(served.bytes.includes(Buffer.from('RoadCam'))).toBe(false);
    expect(served.bytes.includes(Buffer.from('Exif\0\0'))).toBe(false);

    const etag = served.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const again = await call(json.imageUrl, { headers: { 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.bytes).toHaveLength(0);
  });

  it('answers 404 for an image it does not have', async () => {
    const { status, json } = await call(`/api/media/${'0'.repeat(64)}.png`);
    expect([status, json.message]).toEqual([404, MediaMessages.imageNotFound]);
  });
});

describe('GET /api/images/optimize', () => {
  let imageUrl: string;

  beforeAll(async () => {
    const { json } = await upload(admin, await gpsPhoto(), 'canyon.jpg', 'image/jpeg');
    imageUrl = json.imageUrl;
  });

  it.each([
    'http://169.254.169.254/latest/meta-data',
    'https://example.com/cat.jpg',
    '//example.com/cat.jpg',
    '../../../../etc/passwd',
    '/../../../../etc/passwd',
    '/assets/../../package.json',
    '/api/media/../../../etc/passwd',
    '/%2e%2e/%2e%2e/etc/passwd',
    '/..%2f..%2fetc%2fpasswd',
    '/..\\..\\etc\\passwd',
    'file:///etc/passwd',
    '/api/trips/featured',
  ])('refuses src=%j', async (src) => {
    const { status, json } = await optimize(`src=${encodeURIComponent(src)}&w=640`);
    expect(status).toBe(400);
    expect(json.message).toBe(MediaMessages.sourceRefused);
  });

  it('refuses a traversal sent URL-encoded in the query itself', async () => {
    for (const raw of ['%2e%2e%2f%2e%2e%2fetc%2fpasswd', '%2F..%2F..%2Fetc%2Fpasswd']) {
      const { status, json } = await optimize(`src=${raw}&w=640`);
      expect([status, json.message]).toEqual([400, MediaMessages.sourceRefused]);
    }
  });

  it('refuses widths, qualities and formats it does not make', async () => {
    const src = encodeURIComponent(imageUrl);
    for (const [query, message] of [
      [`src=${src}&w=500`, MediaMessages.widthRefused],
      [`src=${src}`, MediaMessages.widthRefused],
      [`src=${src}&w=640&q=0`, MediaMessages.qualityRefused],
      [`src=${src}&w=640&q=101`, MediaMessages.qualityRefused],
      [`src=${src}&w=640&q=84`, MediaMessages.qualityRefused],
      [`src=${src}&w=640&f=gif`, MediaMessages.formatRefused],
    ]) {
      const { status, json } = await optimize(query);
      expect([query, status, json.message]).toEqual([query, 400, message]);
    }
  });

  it('answers 404 when the source does not exist', async () => {
    for (const src of [`/api/media/${'1'.repeat(64)}.jpg`, '/assets/no-such-picture.png']) {
      const { status } = await optimize(`src=${encodeURIComponent(src)}&w=320`);
      expect([src, status]).toEqual([src, 404]);
    }
  });

  it('turns a real JPEG into a webp of the asked width, cached for good', async () => {
    const query = `src=${encodeURIComponent(imageUrl)}&w=640`;
    const first = await optimize(query);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/webp');
    expect(first.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(first.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['webp', 640, 360]);

    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^"[0-9a-f]{64}"$/);
    const second = await optimize(query, { 'if-none-match': etag });
    expect(second.status).toBe(304);
    const third = await optimize(query);
    expect(third.headers.get('etag')).toBe(etag);
    expect(third.bytes.equals(first.bytes)).toBe(true);
  });

  it('makes AVIF and JPEG when asked, at the asked quality', async () => {
    const src = encodeURIComponent(imageUrl);
    const avif = await optimize(`src=${src}&w=320&f=avif`);
    expect([avif.status, avif.headers.get('content-type')]).toEqual([200, 'image/avif']);
    expect((await sharp(avif.bytes).metadata()).width).toBe(320);
    const high = await optimize(`src=${src}&w=1280&f=jpeg&q=85`);
    const low = await optimize(`src=${src}&w=1280&f=jpeg&q=60`);
    expect(high.headers.get('content-type')).toBe('image/jpeg');
    expect(low.bytes.length).toBeLessThan(high.bytes.length);
  });

  it('reads files of the web app but will not turn a page into an image', async () => {
    const { status, json } = await optimize('src=%2Findex.html&w=320');
    expect([status, json.message]).toEqual([400, MediaMessages.invalidFileType]);
  });

  // Last in this block: it spends this address's budget for the rest of the minute.
  it('answers 429 to an address that asks for images far faster than any page needs', async () => {
    const statuses: number[] = [];
    for (let batch = 0; batch < 13; batch += 1) {
      const answers = await Promise.all(
        Array.from({ length: 50 }, () => optimize('src=%2Ffavicon.svg&w=500')),
      );
      statuses.push(...answers.map((answer) => answer.status));
    }
    expect(statuses.slice(0, 500).every((status) => status === 400)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    const { status, json } = await optimize(`src=${encodeURIComponent(imageUrl)}&w=320`);
    expect([status, json.message]).toEqual([429, MediaMessages.tooManyImageRequests]);
  });
});

describe('GET /api/config/maps', () => {
  it('gives the tile template and attribution, and no key unless a browser key is set', async () => {
    const { status, json } = await call('/api/config/maps');
    expect(status).toBe(200);
    expect(json).toEqual({
      apiKey: null,
      tiles: {
        url: expect.stringMatching(/^https?:\/\/.*\{z\}.*\{x\}.*\{y\}/),
        attribution: expect.stringContaining('OpenStreetMap'),
        maxZoom: expect.any(Number),
      },
      googleStaticMaps: false,
    });
  });
});

describe('GET /api/maps/static', () => {
  let owner: HttpSession;
  let tripId: number;

  beforeAll(async () => {
    owner = await signUp();
    const { body: created } = await owner.post('/trips', CANYON_PLAN);
    tripId = created.id;
    expect((await whenGenerated(owner, tripId)).generationStatus).toBe('ready');
    expect((await owner.post(`/trips/${tripId}/save`)).status).toBe(200);
  });

  it("draws the trip's route as a 1200 × 600 PNG by default", async () => {
    const map = await call(`/api/maps/static/${tripId}`, { session: owner });
    expect(map.status).toBe(200);
    expect(map.headers.get('content-type')).toBe('image/png');
    expect(map.headers.get('cache-control')).toBe('private, max-age=300');
    const metadata = await sharp(map.bytes).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(['png', 1200, 600]);
    const { channels } = await sharp(map.bytes).stats();
    expect(channels.some((channel) => channel.stdev > 10)).toBe(true);

    const again = await call(`/api/maps/static/${tripId}`, {
      session: owner,
      headers: { 'if-none-match': map.headers.get('etag')! },
    });
    expect(again.status).toBe(304);
  });

  it('draws it at 1× and as an SVG on the 600 × 300 view box', async () => {
    const small = await call(`/api/maps/static/${tripId}?scale=1`, { session: owner });
    const metadata = await sharp(small.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([600, 300]);
    const svg = await call(`/api/maps/static/${tripId}?format=svg`, { session: owner });
    expect(svg.status).toBe(200);
    expect(svg.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    const text = svg.bytes.toString();
    expect(text).toMatch(/^<svg[^>]*viewBox="0 0 600 300"/);
    expect(text).not.toMatch(/<script/i);
  });

  it('is not shown to anyone who may not see the itinerary', async () => {
    const stranger = await signUp();
    expect((await stranger.get(`/trips/${tripId}/itinerary`)).status).toBe(404);
    expect((await call(`/api/maps/static/${tripId}`, { session: stranger })).status).toBe(404);
    expect((await call(`/api/maps/static/${tripId}`)).status).toBe(404);
    expect((await call('/api/maps/static/999999', { session: owner })).status).toBe(404);
    expect((await call('/api/maps/static/shared/no-such-share')).status).toBe(404);
  });

  it('shows a shared trip to anyone with the link', async () => {
    const { status, body } = await owner.post(`/trips/${tripId}/share`);
    expect(status).toBe(200);
    const shared = await call(`/api/maps/static/shared/${body.shareableId}`);
    expect(shared.status).toBe(200);
    expect(shared.headers.get('content-type')).toBe('image/png');
    const metadata = await sharp(shared.bytes).metadata();
    expect([metadata.width, metadata.height]).toEqual([1200, 600]);
    const svg = await call(`/api/maps/static/shared/${body.shareableId}?format=svg&scale=1`);
    expect(svg.bytes.toString()).toMatch(/viewBox="0 0 600 300"/);
  });

  it('refuses a format or scale it does not draw', async () => {
    for (const query of ['format=gif', 'scale=3']) {
      const { status } = await call(`/api/maps/static/${tripId}?${query}`, { session: owner });
      expect([query, status]).toEqual([query, 400]);
    }
  });
});
