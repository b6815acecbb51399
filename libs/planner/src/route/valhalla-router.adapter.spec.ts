import { sendJson, startFakeServer } from '../testing/fake-http.server';
import type { FakeServer } from '../testing/fake-http.server';
import { ValhallaRouterAdapter } from './valhalla-router.adapter';

/** Encodes [lat, lng] pairs as a precision-6 polyline, as Valhalla's `shape` is. */
function encode(points: [number, number][]): string {
  let out = '';
  let prevLat = 0;
  let prevLng = 0;
  const push = (v: number) => {
    let n = v < 0 ? ~(v << 1) : v << 1;
    while (n >= 0x20) {
      out += String.fromCharCode((0x20 | (n & 0x1f)) + 63);
      n >>= 5;
    }
    out += String.fromCharCode(n + 63);
  };
  for (const [lat, lng] of points) {
    const la = Math.round(lat * 1e6);
    const ln = Math.round(lng * 1e6);
    push(la - prevLat);
    push(ln - prevLng);
    prevLat = la;
    prevLng = ln;
  }
  return out;
}

const MUNICH = { lat: 48.1374, lng: 11.5755 };
const STELVIO = { lat: 46.5286, lng: 10.4531 };

describe('ValhallaRouterAdapter', () => {
  let server: FakeServer;
  let reply: (res: Parameters<Parameters<typeof startFakeServer>[0]>[1]) => void;

  beforeAll(async () => {
    server = await startFakeServer((_req, res) => reply(res));
  });
  afterAll(() => server.close());

  it('posts a motorcycle-costed route and decodes the polyline6 shape', async () => {
    reply = (res) =>
      sendJson(res, 200, {
        trip: {
          locations: [
            { type: 'break', lat: 48.1374, lon: 11.5755 },
            { type: 'break', lat: 46.5286, lon: 10.4531 },
          ],
          legs: [
            {
              summary: { length: 301.2, time: 15_480 },
              shape: encode([
                [48.1374, 11.5755],
                [47.4921, 11.0955],
                [46.5286, 10.4531],
              ]),
            },
          ],
          summary: { length: 301.2, time: 15_480, has_toll: false, has_highway: false },
          status_message: 'Found route between points',
          status: 0,
          units: 'kilometers',
          language: 'en-US',
        },
      });
    const leg = await new ValhallaRouterAdapter({ baseUrl: server.url }).route({
      from: MUNICH,
      to: STELVIO,
      travelMode: 'motorcycle',
      routeType: 'scenic',
    });
    expect(leg.distanceKm).toBe(301.2);
    expect(leg.durationMinutes).toBe(258);
    expect(leg.geometry).toHaveLength(3);
    expect(leg.geometry[1].lat).toBeCloseTo(47.4921, 5);
    expect(leg.geometry[1].lng).toBeCloseTo(11.0955, 5);
    const sent = JSON.parse(server.requests[0].body) as Record<string, unknown>;
    expect(server.requests[0].method).toBe('POST');
    expect(server.requests[0].url).toBe('/route');
    expect(sent).toMatchObject({
      costing: 'motorcycle',
      locations: [
        { lat: 48.1374, lon: 11.5755 },
        { lat: 46.5286, lon: 10.4531 },
      ],
      costing_options: { motorcycle: { use_highways: 0.1, use_trails: 0 } },
    });
  });

  it('passes via points as through locations, so the leg stays one leg', async () => {
    reply = (res) =>
      sendJson(res, 200, {
        trip: {
          legs: [
            {
              shape: encode([
                [48.1374, 11.5755],
                [47.0, 10.9],
                [46.5286, 10.4531],
              ]),
            },
          ],
          summary: { length: 340, time: 18_000 },
          status: 0,
        },
      });
    const via = { lat: 47.0, lng: 10.9 };
    await new ValhallaRouterAdapter({ baseUrl: server.url }).route({
      from: MUNICH,
      to: STELVIO,
      via: [via],
      travelMode: 'motorcycle',
      routeType: 'scenic',
    });
    const sent = JSON.parse(server.requests.at(-1)!.body) as { locations: unknown[] };
    expect(sent.locations).toEqual([
      { lat: 48.1374, lon: 11.5755 },
      { lat: 47.0, lon: 10.9, type: 'through' },
      { lat: 46.5286, lon: 10.4531 },
    ]);
  });

  it('surfaces Valhalla errors', async () => {
    reply = (res) =>
      sendJson(res, 400, {
        error_code: 442,
        error: 'No path could be found for input',
        status_code: 400,
        status: 'Bad Request',
      });
    await expect(
      new ValhallaRouterAdapter({ baseUrl: server.url }).route({
        from: MUNICH,
        to: STELVIO,
        travelMode: 'rv',
        routeType: 'fastest',
      }),
    ).rejects.toThrow(/valhalla: HTTP 400: .*No path could be found/);
  });
});
