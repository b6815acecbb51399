import type { Day } from '@roadbook/contracts';
import { planInput } from '../testing';
import { sendJson, startFakeServer } from '../testing/fake-http.server';
import type { FakeServer } from '../testing/fake-http.server';
import { createTripPlanner } from './create-trip-planner';

const planner = createTripPlanner();
const ride = (
  startLocation: string,
  destination: string,
  startDate: string,
  waypoints: string[] = [],
) => planInput({ startLocation, destination, startDate, travelMode: 'motorcycle', waypoints });

function onlyDay(days: Day[]): Day {
  expect(days).toHaveLength(1);
  return days[0];
}

describe('weather along the route', () => {
  it('reads the weather at the start, each fuel stop and the arrival, at their times', async () => {
    const plan = await planner.plan(ride('Seattle, WA', 'Portland, OR', '2026-12-10'), {
      today: '2026-11-28',
    });
    const { weather, facts } = onlyDay(plan.itinerary.days);
    const along = weather.alongRoute!;
    expect(along[0]).toMatchObject({
      kind: 'start',
      place: facts.start.name,
      time: facts.departure,
    });
    expect(along[along.length - 1]).toMatchObject({
      kind: 'arrival',
      place: facts.end.name,
      time: facts.arrival,
    });
    expect(along.filter((p) => p.kind === 'fuel').map((p) => p.place)).toEqual(
      facts.fuelStops.map((f) => f.name),
    );
    const times = along.map((p) => p.time);
    expect([...times].sort()).toEqual(times);
    // No forecast is configured: every hour is the season's, and says so.
    expect(along.every((p) => p.source === 'typical')).toBe(true);
  });

  it('prepares Plan B for a wet day: an earlier overnight town on the day, the rest the next day', async () => {
    const plan = await planner.plan(ride('Seattle, WA', 'Portland, OR', '2026-12-10'), {
      today: '2026-11-28',
    });
    const { weather, facts } = onlyDay(plan.itinerary.days);
    const fallback = weather.fallback!;
    expect(fallback.hazard).toBe('wet');
    expect(fallback.reason).toMatch(
      /^rain likely \(\d+ %\) at Seattle, WA around 08:30 \(typical for the season\)$/,
    );
    expect(fallback.distanceKm!).toBeGreaterThanOrEqual(facts.distanceKm * 0.3);
    expect(fallback.distanceKm!).toBeLessThanOrEqual(facts.distanceKm * 0.7);
    expect(fallback.drivingMinutes!).toBeLessThan(facts.drivingMinutes);
    expect(fallback.advice).toBe(
      `Stop for the night in ${fallback.overnight!.name} (${Math.round(fallback.distanceKm! / 1.609344)} miles, about ${fallback.drivingMinutes} min of riding) and finish the trip the next day.`,
    );
  });

  it('reads a pass at its height, and leaves a dry day without Plan B', async () => {
    const plan = await planner.plan(
      ride('Denver, CO', 'Aspen, CO', '2026-10-20', ['Independence Pass']),
      { today: '2026-11-28' },
    );
    const { weather } = onlyDay(plan.itinerary.days);
    const pass = weather.alongRoute!.find((p) => p.kind === 'ride')!;
    const arrival = weather.alongRoute!.find((p) => p.kind === 'arrival')!;
    expect(pass.place).toBe('Independence Pass');
    expect(pass.temperature).toBeLessThan(arrival.temperature - 10);
    expect(weather.fallback).toBeUndefined();
  });

  it('waits for a thaw when the day is freezing at every hour it would be ridden', async () => {
    const plan = await planner.plan(ride('Munich', 'Innsbruck', '2027-01-15'), {
      today: '2026-11-28',
    });
    const { weather } = onlyDay(plan.itinerary.days);
    expect(weather.alongRoute!.every((p) => p.temperature <= 0)).toBe(true);
    expect(weather.fallback).toMatchObject({
      hazard: 'freezing',
      skips: [],
      advice: 'Stay another night in Munich until the roads have thawed.',
    });
    expect(weather.fallback!.overnight).toBeUndefined();
  });

  describe("with Open-Meteo's hourly forecast", () => {
    let server: FakeServer;
    beforeAll(async () => {
      // Rain all day: 80 % every hour at 12 °C; the daily figure the day's badge shows.
      server = await startFakeServer((req, res) => {
        const url = new URL(req.url, 'http://localhost');
        const date = url.searchParams.get('start_date')!;
        if (url.searchParams.has('daily')) {
          sendJson(res, 200, {
            daily: {
              time: [date],
              weather_code: [61],
              temperature_2m_max: [60],
              temperature_2m_min: [41],
            },
          });
          return;
        }
        const hours = (value: number) => Array.from({ length: 24 }, () => value);
        const one = {
          hourly: {
            temperature_2m: hours(54),
            precipitation_probability: hours(80),
            weather_code: hours(61),
          },
        };
        const count = url.searchParams.get('latitude')!.split(',').length;
        sendJson(res, 200, count === 1 ? one : Array.from({ length: count }, () => one));
      });
    });
    afterAll(() => server.close());

    it('uses the forecast hours, and a wet Plan B leaves the high road for a drier day', async () => {
      const forecasting = createTripPlanner({
        weather: {
          provider: 'open-meteo',
          forecastUrl: `${server.url}/v1/forecast`,
          archiveUrl: `${server.url}/v1/archive`,
        },
      });
      const plan = await forecasting.plan(
        ride('Denver, CO', 'Aspen, CO', '2026-07-05', ['Independence Pass']),
        { today: '2026-07-01' },
      );
      const { weather, facts } = onlyDay(plan.itinerary.days);
      expect(plan.facts.providers.weather).toMatchObject({
        provider: 'open-meteo',
        fellBack: false,
      });
      expect(
        weather.alongRoute!.every((p) => p.source === 'forecast' && p.chanceOfRain === 80),
      ).toBe(true);
      const fallback = weather.fallback!;
      expect(fallback.hazard).toBe('wet');
      // Every seasonal high road the day rides: Independence Pass, and Mount Blue Sky in July.
      expect(fallback.skips).toContain('Independence Pass');
      expect(fallback.reason).toBe(`rain likely (80 %) at Denver, CO around ${facts.departure}`);
      expect(fallback.advice).toMatch(/, leave (.+ and )?Independence Pass for a drier day, and /);
      expect(fallback.advice).toMatch(
        new RegExp(`^Stop for the night in ${fallback.overnight!.name} `),
      );
    });
  });
});
