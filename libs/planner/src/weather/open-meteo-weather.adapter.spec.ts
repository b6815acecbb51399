import { sendJson, startFakeServer } from '../testing/fake-http.server';
import type { FakeServer } from '../testing/fake-http.server';
import { OpenMeteoWeatherAdapter } from './open-meteo-weather.adapter';

describe('OpenMeteoWeatherAdapter', () => {
  let server: FakeServer;
  let reply: (url: URL, res: Parameters<Parameters<typeof startFakeServer>[0]>[1]) => void;

  beforeAll(async () => {
    server = await startFakeServer((req, res) => reply(new URL(req.url, server.url), res));
  });
  afterAll(() => server.close());

  const adapter = () =>
    new OpenMeteoWeatherAdapter({
      forecastUrl: `${server.url}/v1/forecast`,
      archiveUrl: `${server.url}/v1/archive`,
      timeoutMs: 500,
    });

  const daily = (url: URL, code: number, high: number, low: number) => ({
    latitude: 38.57,
    longitude: -109.55,
    timezone: 'America/Denver',
    daily_units: {
      time: 'iso8601',
      weather_code: 'wmo code',
      temperature_2m_max: '°F',
      temperature_2m_min: '°F',
    },
    daily: {
      time: [url.searchParams.get('start_date')],
      weather_code: [code],
      temperature_2m_max: [high],
      temperature_2m_min: [low],
    },
  });

  it('uses the forecast within 16 days, in Fahrenheit for US trips', async () => {
    reply = (url, res) => sendJson(res, 200, daily(url, 2, 84.6, 55.1));
    const w = await adapter().weather({
      point: { lat: 38.57, lng: -109.55 },
      date: '2026-06-10',
      today: '2026-06-01',
      imperial: true,
    });
    expect(w).toMatchObject({
      condition: 'partly-cloudy',
      temperature: { high: 85, low: 55 },
      unit: 'F',
      source: 'forecast',
    });
    const url = new URL(server.requests[server.requests.length - 1].url, server.url);
    expect(url.pathname).toBe('/v1/forecast');
    expect(url.searchParams.get('temperature_unit')).toBe('fahrenheit');
    expect(url.searchParams.get('daily')).toBe(
      'weather_code,temperature_2m_max,temperature_2m_min',
    );
    expect(url.searchParams.get('start_date')).toBe('2026-06-10');
  });

  it("reads the same date from last year's history beyond the forecast window", async () => {
    reply = (url, res) => sendJson(res, 200, daily(url, 63, 15.2, 8.9));
    const w = await adapter().weather({
      point: { lat: 46.47, lng: 10.37 },
      date: '2026-09-20',
      today: '2026-06-01',
      imperial: false,
    });
    expect(w).toMatchObject({ condition: 'rainy', unit: 'C', source: 'historical' });
    expect(w.description).toMatch(/^Same date in 2025: rain/);
    const url = new URL(server.requests[server.requests.length - 1].url, server.url);
    expect(url.pathname).toBe('/v1/archive');
    expect(url.searchParams.get('start_date')).toBe('2025-09-20');
  });

  it("throws on Open-Meteo's error object", async () => {
    reply = (_url, res) =>
      sendJson(res, 400, { error: true, reason: "Parameter 'start_date' is out of allowed range" });
    await expect(
      adapter().weather({
        point: { lat: 0, lng: 0 },
        date: '2026-06-10',
        today: '2026-06-01',
        imperial: false,
      }),
    ).rejects.toThrow(/open-meteo: HTTP 400: .*out of allowed range/);
  });

  describe('hourly', () => {
    /** Open-Meteo's hourly answer for one location: 24 local hours of the asked date. */
    const hourlyFor = (date: string, temperature: (hour: number) => number, rain: number) => ({
      hourly: {
        time: Array.from({ length: 24 }, (_, h) => `${date}T${String(h).padStart(2, '0')}:00`),
        temperature_2m: Array.from({ length: 24 }, (_, h) => temperature(h)),
        precipitation_probability: Array.from({ length: 24 }, () => rain),
        weather_code: Array.from({ length: 24 }, () => (rain >= 60 ? 61 : 1)),
      },
    });
    const denver = (iso: string) => ({
      lat: 39.74,
      lng: -104.98,
      at: Date.parse(iso),
      timeZone: 'America/Denver',
    });

    it("asks once per date for all its points and reads each point's own hour", async () => {
      reply = (url, res) => {
        const count = url.searchParams.get('latitude')!.split(',').length;
        const date = url.searchParams.get('start_date')!;
        // Several locations come back as an array, in the order asked; the hour is the value.
        sendJson(
          res,
          200,
          Array.from({ length: count }, (_, i) => hourlyFor(date, (h) => h + i * 100, 70)),
        );
      };
      const before = server.requests.length;
      const hours = await adapter().hourly({
        points: [denver('2026-06-10T08:30:00-06:00'), denver('2026-06-10T14:10:00-06:00')],
        today: '2026-06-01',
        imperial: true,
      });
      expect(server.requests.length - before).toBe(1);
      const url = new URL(server.requests[server.requests.length - 1].url, server.url);
      expect(url.pathname).toBe('/v1/forecast');
      expect(url.searchParams.get('hourly')).toBe(
        'temperature_2m,precipitation_probability,weather_code',
      );
      expect(url.searchParams.get('latitude')).toBe('39.7400,39.7400');
      expect(url.searchParams.get('temperature_unit')).toBe('fahrenheit');
      // 08:30 rounds to the 09:00 hour, 14:10 to 14:00 (plus the second location's 100).
      expect(hours).toEqual([
        { temperature: 9, condition: 'rainy', chanceOfRain: 70, source: 'forecast' },
        { temperature: 114, condition: 'rainy', chanceOfRain: 70, source: 'forecast' },
      ]);
    });

    it("gives the season's typical hour, labelled so, beyond the forecast's reach", async () => {
      const before = server.requests.length;
      const [hour] = await adapter().hourly({
        points: [denver('2026-09-20T12:00:00-06:00')],
        today: '2026-06-01',
        imperial: false,
      });
      expect(server.requests.length).toBe(before);
      expect(hour.source).toBe('typical');
    });

    it('throws when the answer lacks the hours asked for', async () => {
      reply = (_url, res) => sendJson(res, 200, { hourly: {} });
      await expect(
        adapter().hourly({
          points: [denver('2026-06-10T12:00:00-06:00')],
          today: '2026-06-01',
          imperial: false,
        }),
      ).rejects.toThrow(/hourly values missing/);
    });
  });
});
