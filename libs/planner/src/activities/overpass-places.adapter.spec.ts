import { sendJson, startFakeServer } from '../testing/fake-http.server';
import type { FakeServer } from '../testing/fake-http.server';
import { OverpassPlacesAdapter } from './overpass-places.adapter';

const LINE = [
  { lat: 38.5733, lng: -109.5498 },
  { lat: 38.7331, lng: -109.5925 },
];

describe('OverpassPlacesAdapter', () => {
  let server: FakeServer;
  let reply: (res: Parameters<Parameters<typeof startFakeServer>[0]>[1]) => void;

  beforeAll(async () => {
    server = await startFakeServer((_req, res) => reply(res));
  });
  afterAll(() => server.close());

  it('posts an Overpass QL query around the route and maps named elements', async () => {
    reply = (res) =>
      sendJson(res, 200, {
        version: 0.6,
        generator: 'Overpass API 0.7.62.1',
        osm3s: {
          timestamp_osm_base: '2026-05-01T10:00:00Z',
          copyright: 'The data included in this document is from www.openstreetmap.org.',
        },
        elements: [
          {
            type: 'node',
            id: 2_460_417_013,
            lat: 38.6164,
            lon: -109.6197,
            tags: { tourism: 'museum', name: 'Moab Museum of Film and Western Heritage' },
          },
          {
            type: 'way',
            id: 34_511_220,
            center: { lat: 38.7436, lon: -109.4993 },
            tags: {
              tourism: 'viewpoint',
              name: 'Delicate Arch Viewpoint',
              description: 'View across to Delicate Arch.',
            },
          },
          { type: 'node', id: 1, lat: 38.6, lon: -109.6, tags: { tourism: 'museum' } },
        ],
      });
    const places = await new OverpassPlacesAdapter({ baseUrl: server.url }).along({
      line: LINE,
      kinds: ['museum', 'landmark'],
      maxOffRouteKm: 60,
    });
    expect(places).toEqual([
      expect.objectContaining({
        name: 'Moab Museum of Film and Western Heritage',
        kind: 'museum',
        provider: 'overpass',
        url: 'https://www.openstreetmap.org/node/2460417013',
      }),
      expect.objectContaining({
        name: 'Delicate Arch Viewpoint',
        kind: 'landmark',
        lat: 38.7436,
        description: 'View across to Delicate Arch.',
      }),
    ]);
    const req = server.requests[0];
    expect(req.method).toBe('POST');
    expect(req.url).toBe('/api/interpreter');
    const query = new URLSearchParams(req.body).get('data')!;
    expect(query).toMatch(/^\[out:json\]/);
    expect(query).toContain(
      'nwr["tourism"="museum"]["name"](around:5000,38.57330,-109.54980,38.73310,-109.59250);',
    );
  });

  it('fails on rate limiting and on runtime-error remarks', async () => {
    reply = (res) => {
      res.writeHead(429, { 'content-type': 'text/html' });
      res.end('<html><body><p>Too Many Requests</p></body></html>');
    };
    await expect(
      new OverpassPlacesAdapter({ baseUrl: server.url }).along({
        line: LINE,
        kinds: ['museum'],
        maxOffRouteKm: 60,
      }),
    ).rejects.toThrow(/overpass: HTTP 429/);
    reply = (res) =>
      sendJson(res, 200, {
        elements: [],
        remark: 'runtime error: Query timed out in "query" at line 1 after 25 seconds.',
      });
    await expect(
      new OverpassPlacesAdapter({ baseUrl: server.url }).along({
        line: LINE,
        kinds: ['museum'],
        maxOffRouteKm: 60,
      }),
    ).rejects.toThrow(/runtime error/);
  });
});
