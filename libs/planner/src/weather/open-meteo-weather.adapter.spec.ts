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
});
