import { sendJson, startFakeServer } from '../testing/fake-http.server';
import type { FakeServer } from '../testing/fake-http.server';
import { GooglePlacesAdapter } from './google-places.adapter';

const LINE = [
  { lat: 35.5951, lng: -82.5515 },
  { lat: 35.4676, lng: -83.92 },
];

describe('GooglePlacesAdapter', () => {
  let server: FakeServer;
  let reply: (res: Parameters<Parameters<typeof startFakeServer>[0]>[1]) => void;

  beforeAll(async () => {
    server = await startFakeServer((_req, res) => reply(res));
  });
  afterAll(() => server.close());

  const adapter = () =>
    new GooglePlacesAdapter({ apiKey: 'test-key', baseUrl: server.url, timeoutMs: 500 });

  it('runs a Text Search (New) per kind with a field mask and location bias', async () => {
    reply = (res) =>
      sendJson(res, 200, {
        places: [
          {
            id: 'ChIJ3VtQZpHzWYgR2vYcmEJ7qD8',
            displayName: { text: 'Biltmore Estate', languageCode: 'en' },
            formattedAddress: '1 Lodge St, Asheville, NC 28803, USA',
            location: { latitude: 35.5405, longitude: -82.5521 },
            googleMapsUri: 'https://maps.google.com/?cid=4580633478939744986',
            editorialSummary: {
              text: 'Vanderbilt family mansion with gardens and a winery.',
              languageCode: 'en',
            },
          },
        ],
      });
    const places = await adapter().along({ line: LINE, kinds: ['landmark'], maxOffRouteKm: 60 });
    expect(places).toEqual([
      expect.objectContaining({
        name: 'Biltmore Estate',
        kind: 'landmark',
        provider: 'google-places',
        lat: 35.5405,
        description: 'Vanderbilt family mansion with gardens and a winery.',
      }),
    ]);
    const req = server.requests[0];
    expect(req.url).toBe('/v1/places:searchText');
    expect(req.headers['x-goog-api-key']).toBe('test-key');
    expect(req.headers['x-goog-fieldmask']).toContain('places.displayName');
    const sent = JSON.parse(req.body) as {
      textQuery: string;
      locationBias: { circle: { radius: number } };
    };
    expect(sent.textQuery).toBe('historic landmarks');
    expect(sent.locationBias.circle.radius).toBe(50_000);
  });

  it('treats an empty object as no results and surfaces API errors', async () => {
    reply = (res) => sendJson(res, 200, {});
    expect(await adapter().along({ line: LINE, kinds: ['museum'], maxOffRouteKm: 60 })).toEqual([]);
    reply = (res) =>
      sendJson(res, 403, {
        error: {
          code: 403,
          message: 'API key not valid. Please pass a valid API key.',
          status: 'PERMISSION_DENIED',
        },
      });
    await expect(
      adapter().along({ line: LINE, kinds: ['museum'], maxOffRouteKm: 60 }),
    ).rejects.toThrow(/google-places: HTTP 403: .*PERMISSION_DENIED/);
  });
});
