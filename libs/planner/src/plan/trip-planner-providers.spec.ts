import { haversineKm } from '../geo/geo.util';
import { sendJson, startFakeServer } from '../testing/fake-http.server';
import type { FakeServer } from '../testing/fake-http.server';
import { planInput, TODAY } from '../testing/plan-input.fixture';
import { createTripPlanner } from './create-trip-planner';

describe('TripPlanner with online providers', () => {
  const input = planInput({ startDate: '2026-06-10', endDate: '2026-06-11' });
  let osrm: FakeServer;
  let broken: FakeServer;
  let silent: FakeServer;

  beforeAll(async () => {
    // A stand-in OSRM that answers any two points with a straight road 25% longer than the crow flies.
    osrm = await startFakeServer((req, res) => {
      const [a, b] = decodeURIComponent(new URL(req.url, 'http://x').pathname.split('/').pop()!)
        .split(';')
        .map((p) => p.split(',').map(Number));
      const metres = haversineKm(a[1], a[0], b[1], b[0]) * 1250;
      sendJson(res, 200, {
        code: 'Ok',
        routes: [
          {
            distance: metres,
            duration: metres / 25,
            geometry: { type: 'LineString', coordinates: [a, b] },
            legs: [],
          },
        ],
        waypoints: [],
      });
    });
    broken = await startFakeServer((_req, res) =>
      sendJson(res, 500, { message: 'Internal Server Error' }),
    );
    silent = await startFakeServer(() => undefined);
    // The offline data (towns, land outlines) loads on a process's first plan; what the tests
    // below look at is the providers, so that load is paid here, whatever the machine's load.
    await createTripPlanner().plan(input, TODAY);
  }, 60_000);
  afterAll(async () => {
    await Promise.all([osrm.close(), broken.close(), silent.close()]);
  });

  it('uses a working router and reports it', async () => {
    const plan = await createTripPlanner({ router: { provider: 'osrm', baseUrl: osrm.url } }).plan(
      input,
      TODAY,
    );
    expect(plan.facts.providers.router).toEqual({ provider: 'osrm', fellBack: false });
    expect(plan.facts.estimates.distance).toBe(false);
    expect(plan.mapData.route.routes[0].legs[0].distance.value).toBeGreaterThan(400_000);
  });

  it('falls back to the offline adapters when providers fail or time out, and says so', async () => {
    const planner = createTripPlanner({
      router: { provider: 'osrm', baseUrl: broken.url },
      geocoder: {
        provider: 'nominatim',
        baseUrl: silent.url,
        userAgent: 'roadbook-tests',
        timeoutMs: 150,
      },
      weather: {
        provider: 'open-meteo',
        forecastUrl: `${broken.url}/v1/forecast`,
        archiveUrl: `${broken.url}/v1/archive`,
      },
      narrative: { provider: 'openai-compatible', baseUrl: broken.url, model: 'test' },
    });
    const plan = await planner.plan(input, TODAY);
    const { providers } = plan.facts;
    expect(providers.router).toMatchObject({ provider: 'offline', fellBack: true });
    expect(providers.router.reason).toMatch(/osrm failed: osrm: HTTP 500/);
    expect(providers.geocoder).toMatchObject({ provider: 'offline', fellBack: true });
    expect(providers.geocoder.reason).toMatch(/timed out/);
    expect(providers.weather).toMatchObject({ provider: 'typical', fellBack: true });
    expect(providers.narrative).toMatchObject({ provider: 'templates', fellBack: true });
    expect(plan.itinerary.days).toHaveLength(2);
    expect(plan.facts.estimates.distance).toBe(true);
  });
});
