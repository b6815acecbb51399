import { TripMessages, type ItineraryResponse } from '@roadbook/contracts';
import { ServiceCallError, validateEnv } from '@roadbook/platform';
import { RecordingService } from '@roadbook/platform/testing';
import { createTripPlanner } from '@roadbook/planner';
import { placePhotoName, startFakePlacesApi, type FakePlacesApi } from '@roadbook/planner/testing';
import sharp from 'sharp';
import { WorkersEnv } from '../workers.env';
import { MapEnrichHandler } from './map-enrich.handler';

/** Where the workers' links point; a worker refuses to start without it. */
const PUBLIC_URL = 'https://roadbook.example';

describe('MapEnrichHandler', () => {
  let itinerary: ItineraryResponse;
  let jpeg: Buffer;
  let google: FakePlacesApi;
  let placeNames: string[];
  beforeAll(async () => {
    itinerary = await createTripPlanner().plan(
      {
        name: 'Canyons',
        tripType: 'multi-day',
        travelMode: 'car',
        travelers: 2,
        startLocation: 'Denver, CO',
        destination: 'Moab, UT',
        routeType: 'scenic',
        activities: ['nature', 'landmark', 'hiking'],
        budget: 'moderate',
        drivingHours: '4-6',
      },
      { today: '2026-05-01' },
    );
    jpeg = await sharp({ create: { width: 160, height: 100, channels: 3, background: '#b5533c' } })
      .jpeg()
      .toBuffer();
  });
  beforeEach(async () => {
    placeNames = [];
    google = await startFakePlacesApi(
      'test-key',
      { bytes: jpeg, contentType: 'image/jpeg' },
      // Google knows the first place asked about, and nothing else.
      (text) =>
        placeNames.push(text) === 1
          ? [
              {
                photos: [
                  {
                    name: placePhotoName('a1'),
                    authorAttributions: [
                      { displayName: 'Jane Rider', uri: 'https://maps.google.com/contrib/1' },
                    ],
                  },
                ],
              },
            ]
          : [],
    );
  });
  afterEach(() => google.close());

  function setUp(env: Record<string, string>, version: ItineraryResponse | null = itinerary) {
    const trips = new RecordingService((pattern, request) => {
      if (pattern === 'trips.itinerary.get-version') {
        if (!version)
          throw new ServiceCallError({
            code: 'not-found',
            message: TripMessages.itineraryNotReady,
          });
        return version;
      }
      return { updated: (request.thumbnails as unknown[]).length };
    });
    const media = new RecordingService(() => ({ imageUrl: `/api/media/${'a'.repeat(64)}.jpg` }));
    const handler = new MapEnrichHandler(
      trips.asClient(),
      media.asClient(),
      validateEnv(WorkersEnv, { PUBLIC_URL, ...env }),
    );
    return { handler, trips, media };
  }

  const named = () =>
    itinerary.itinerary.days.flatMap((day) =>
      day.activities
        .map((activity, index) => ({ day: day.day, index, activity }))
        .filter(({ activity }) => activity.type !== 'driving' && !activity.generic),
    );

  it('gives the places Google knows a photo stored in our media, and draws no map', async () => {
    expect(named().length).toBeGreaterThan(1);
    const { handler, trips, media } = setUp({
      GOOGLE_PLACES_API_KEY: 'test-key',
      GOOGLE_PLACES_URL: google.url,
    });

    const result = await handler.handle({ tripId: 7, version: 2 });

    expect(media.sent('media.map.render')).toEqual([]);
    expect(placeNames).toHaveLength(named().length);
    expect(media.sent('media.image.import')).toEqual([{ base64: jpeg.toString('base64') }]);
    const [first] = named();
    expect(trips.sent('trips.itinerary.add-thumbnails')).toEqual([
      {
        tripId: 7,
        version: 2,
        thumbnails: [
          {
            day: first.day,
            activity: first.index,
            imageUrl: `/api/media/${'a'.repeat(64)}.jpg`,
            imageCredit: { name: 'Jane Rider', url: 'https://maps.google.com/contrib/1' },
          },
        ],
      },
    ]);
    expect(result).toEqual({ tripId: 7, version: 2, thumbnails: 1 });
  });

  it('ends without photos when Google fails, and stops asking it after the first failure', async () => {
    const { handler, trips } = setUp({
      GOOGLE_PLACES_API_KEY: 'revoked-key',
      GOOGLE_PLACES_URL: google.url,
    });

    const result = await handler.handle({ tripId: 7, version: 2 });

    expect(result).toEqual({ tripId: 7, version: 2, thumbnails: 0 });
    expect(google.requests).toHaveLength(1);
    expect(trips.sent('trips.itinerary.add-thumbnails')).toEqual([]);
  });

  it('has nothing to do without a Google key: no provider, no service asked', async () => {
    const { handler, trips, media } = setUp({ GOOGLE_PLACES_URL: google.url });
    expect(await handler.handle({ tripId: 7, version: 2 })).toEqual({
      tripId: 7,
      version: 2,
      thumbnails: 0,
    });
    expect(trips.calls).toEqual([]);
    expect(media.calls).toEqual([]);
    expect(google.requests).toHaveLength(0);
  });

  it('does nothing for a version that is gone', async () => {
    const { handler, media } = setUp(
      { GOOGLE_PLACES_API_KEY: 'test-key', GOOGLE_PLACES_URL: google.url },
      null,
    );
    expect(await handler.handle({ tripId: 7, version: 2 })).toEqual({
      tripId: 7,
      version: 2,
      thumbnails: 0,
    });
    expect(media.calls).toEqual([]);
    expect(google.requests).toHaveLength(0);
  });
});
