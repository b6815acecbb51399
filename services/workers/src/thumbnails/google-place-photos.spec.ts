import { ProviderError } from '@roadbook/planner';
import {
  placePhotoName,
  sendJson,
  startFakePlacesApi,
  type FakePlacesApi,
} from '@roadbook/planner/testing';
import sharp from 'sharp';
import { GooglePlacePhotos } from './google-place-photos';

const PHOTO_NAME = placePhotoName('ChIJN1t_tDeuEmsRUsoyG83frY4');

describe('GooglePlacePhotos', () => {
  let jpeg: Buffer;
  let places: Record<string, unknown>[];
  let google: FakePlacesApi;

  beforeAll(async () => {
    jpeg = await sharp({ create: { width: 160, height: 120, channels: 3, background: '#3a7bd5' } })
      .jpeg({ quality: 80 })
      .toBuffer();
  });
  beforeEach(async () => {
    places = [];
    const photo = { bytes: jpeg, contentType: 'image/jpeg' };
    google = await startFakePlacesApi('test-key', photo, () => places);
  });
  afterEach(() => google.close());

  const photos = (apiKey = 'test-key', timeoutMs = 2000) =>
    new GooglePlacePhotos({ apiKey, baseUrl: google.url, maxWidthPx: 160, timeoutMs });

  it('credits an author without a usable page by name only, and a photo without authors not at all', async () => {
    places = [
      {
        photos: [
          {
            name: PHOTO_NAME,
            authorAttributions: [{ displayName: ' Sam ', uri: 'javascript:alert(1)' }],
          },
        ],
      },
    ];
    expect((await photos().photoOf({ text: 'Arches' }))?.credit).toEqual({ name: 'Sam' });
    places = [{ photos: [{ name: PHOTO_NAME }] }];
    expect((await photos().photoOf({ text: 'Arches' }))?.credit).toBeUndefined();
  });

  it('finds the place by text near its point, asking only for photos, and fetches the first photo', async () => {
    places = [
      {
        photos: [
          {
            name: PHOTO_NAME,
            widthPx: 4032,
            heightPx: 3024,
            authorAttributions: [
              {
                displayName: 'Jane Rider',
                uri: '//maps.google.com/maps/contrib/1029384756',
                photoUri: '//lh3.googleusercontent.com/a-/ALV-Uj',
              },
            ],
          },
          { name: placePhotoName('other'), widthPx: 800, heightPx: 600 },
        ],
      },
    ];
    const photo = await photos().photoOf({
      text: 'Delicate Arch, Moab, UT',
      near: { lat: 38.7436, lng: -109.4993 },
    });

    expect(photo?.bytes.equals(jpeg)).toBe(true);
    expect((await sharp(photo!.bytes).metadata()).format).toBe('jpeg');
    // Google's terms: the author is credited beside the photo, linked to their page.
    expect(photo?.credit).toEqual({
      name: 'Jane Rider',
      url: 'https://maps.google.com/maps/contrib/1029384756',
    });
    const [search, media] = google.requests;
    expect(search.method).toBe('POST');
    expect(search.url).toBe('/v1/places:searchText');
    expect(search.headers['x-goog-api-key']).toBe('test-key');
    expect(search.headers['x-goog-fieldmask']).toBe('places.photos');
    expect(search.headers['content-type']).toBe('application/json');
    expect(JSON.parse(search.body)).toEqual({
      textQuery: 'Delicate Arch, Moab, UT',
      maxResultCount: 1,
      locationBias: {
        circle: { center: { latitude: 38.7436, longitude: -109.4993 }, radius: 10_000 },
      },
    });
    expect(media.method).toBe('GET');
    expect(media.url).toBe(`/v1/${PHOTO_NAME}/media?maxWidthPx=160`);
    expect(media.headers['x-goog-api-key']).toBe('test-key');
    // The key travels in a header, never in a URL that could end up in a log.
    expect(google.requests.every((r) => !r.url.includes('test-key'))).toBe(true);
  });

  it('answers null when nothing matches or the place has no photo, without fetching media', async () => {
    expect(await photos().photoOf({ text: 'Nowhere in particular' })).toBeNull();
    expect(JSON.parse(google.requests[0].body)).toEqual({
      textQuery: 'Nowhere in particular',
      maxResultCount: 1,
    });

    places = [{}];
    expect(await photos().photoOf({ text: 'Hidden Valley Trail, Moab' })).toBeNull();
    expect(google.requests.filter((r) => r.url.includes('/media'))).toHaveLength(0);
  });

  it('reports a refused key as a provider error naming Google Places', async () => {
    places = [{ photos: [{ name: PHOTO_NAME }] }];
    const refused = photos('wrong-key').photoOf({ text: 'Arches National Park' });
    await expect(refused).rejects.toBeInstanceOf(ProviderError);
    await expect(refused).rejects.toThrow(/google-places: HTTP 403: .*PERMISSION_DENIED/);
  });

  it('refuses a photo name that is not a Places resource, and media that is not an image', async () => {
    places = [{ photos: [{ name: '../../admin?x=' }] }];
    await expect(photos().photoOf({ text: 'Arches' })).rejects.toThrow(/valid resource name/);
    expect(google.requests).toHaveLength(1);

    places = [{ photos: [{ name: PHOTO_NAME }] }];
    const real = google.url;
    google.answerWith((request, res) =>
      request.url.includes('/media')
        ? sendJson(res, 200, { name: `${PHOTO_NAME}/media`, photoUri: `${real}/p.jpg` })
        : sendJson(res, 200, { places }),
    );
    await expect(photos().photoOf({ text: 'Arches' })).rejects.toThrow(/not an image/);
  });

  it('gives up on a provider that does not answer in time', async () => {
    google.answerWith(() => undefined);
    await expect(photos('test-key', 200).photoOf({ text: 'Arches' })).rejects.toThrow(
      /timed out after 200 ms/,
    );
  });
});
