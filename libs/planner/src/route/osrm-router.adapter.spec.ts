import { sendJson, startFakeServer } from '../testing/fake-http.server';
import type { FakeServer } from '../testing/fake-http.server';
import { OsrmRouterAdapter } from './osrm-router.adapter';

const DENVER = { lat: 39.7392, lng: -104.9903 };
const MOAB = { lat: 38.5733, lng: -109.5498 };

describe('OsrmRouterAdapter', () => {
  let server: FakeServer;
  let reply: (res: Parameters<Parameters<typeof startFakeServer>[0]>[1]) => void;

  beforeAll(async () => {
    server = await startFakeServer((_req, res) => reply(res));
  });
  afterAll(() => server.close());

  it('asks /route/v1/driving with GeoJSON geometry and reads distance, duration and shape', async () => {
    reply = (res) =>
      sendJson(res, 200, {
        code: 'Ok',
        routes: [
          {
            distance: 569_834.2,
            duration: 19_950.1,
            weight: 19_950.1,
            weight_name: 'routability',
            geometry: {
              type: 'LineString',
              coordinates: [
                [-104.9903, 39.7392],
                [-108.5506, 39.0639],
                [-109.5498, 38.5733],
              ],
            },
            legs: [
              { distance: 569_834.2, duration: 19_950.1, summary: '', weight: 19_950.1, steps: [] },
            ],
          },
        ],
        waypoints: [
          { hint: '', distance: 3.1, name: 'Colfax Avenue', location: [-104.9903, 39.7392] },
          { hint: '', distance: 2.4, name: 'Main Street', location: [-109.5498, 38.5733] },
        ],
      });
    const leg = await new OsrmRouterAdapter({ baseUrl: server.url }).route({
      from: DENVER,
      to: MOAB,
      travelMode: 'motorcycle',
      routeType: 'scenic',
    });
    expect(leg.distanceKm).toBeCloseTo(569.8, 1);
    expect(leg.durationMinutes).toBeCloseTo(332.5, 1);
    expect(leg.geometry[1]).toEqual({ lat: 39.0639, lng: -108.5506 });
    expect(leg.estimated).toBe(false);
    const url = new URL(server.requests[0].url, server.url);
    expect(url.pathname).toBe('/route/v1/driving/-104.9903,39.7392;-109.5498,38.5733');
    expect(url.searchParams.get('geometries')).toBe('geojson');
    expect(url.searchParams.get('overview')).toBe('full');
    expect(url.searchParams.get('exclude')).toBe('motorway');
  });

  it('asks for the route through the via points, in order', async () => {
    reply = (res) =>
      sendJson(res, 200, {
        code: 'Ok',
        routes: [
          {
            distance: 600_000,
            duration: 21_000,
            geometry: {
              type: 'LineString',
              coordinates: [
                [-104.9903, 39.7392],
                [-106.5642, 39.1083],
                [-109.5498, 38.5733],
              ],
            },
          },
        ],
      });
    await new OsrmRouterAdapter({ baseUrl: server.url }).route({
      from: DENVER,
      to: MOAB,
      via: [{ lat: 39.1083, lng: -106.5642 }],
      travelMode: 'motorcycle',
      routeType: 'scenic',
    });
    const url = new URL(server.requests.at(-1)!.url, server.url);
    expect(url.pathname).toBe(
      '/route/v1/driving/-104.9903,39.7392;-106.5642,39.1083;-109.5498,38.5733',
    );
  });

  it('rejects OSRM error codes with the message', async () => {
    reply = (res) =>
      sendJson(res, 400, { code: 'NoRoute', message: 'Impossible route between points' });
    await expect(
      new OsrmRouterAdapter({ baseUrl: server.url }).route({
        from: DENVER,
        to: MOAB,
        travelMode: 'car',
        routeType: 'fastest',
      }),
    ).rejects.toThrow(/osrm: HTTP 400: .*NoRoute/);
    reply = (res) =>
      sendJson(res, 200, { code: 'InvalidQuery', message: 'Query string malformed' });
    await expect(
      new OsrmRouterAdapter({ baseUrl: server.url }).route({
        from: DENVER,
        to: MOAB,
        travelMode: 'car',
        routeType: 'fastest',
      }),
    ).rejects.toThrow(/InvalidQuery: Query string malformed/);
  });

  it('times out', async () => {
    reply = () => undefined;
    await expect(
      new OsrmRouterAdapter({ baseUrl: server.url, timeoutMs: 150 }).route({
        from: DENVER,
        to: MOAB,
        travelMode: 'rv',
        routeType: 'fastest',
      }),
    ).rejects.toThrow(/timed out/);
  });
});
