import { typicalHour, typicalWeather } from './typical-weather.adapter';

/** Monthly normals (NOAA / DWD / met.no 1991–2020, rounded) the approximation should land near. */
describe('typicalWeather', () => {
  it.each([
    ['Denver in July', { lat: 39.74, lng: -104.98 }, '2026-07-15', 31, 16],
    ['Moab in May', { lat: 38.57, lng: -109.55 }, '2026-05-15', 27, 10],
    ['Munich in July', { lat: 48.14, lng: 11.58 }, '2026-07-15', 24, 13],
    ['Seattle in January', { lat: 47.61, lng: -122.33 }, '2026-01-15', 8, 3],
    ['Hammerfest in June', { lat: 70.66, lng: 23.68 }, '2026-06-20', 11, 5],
  ])('%s is within 5 °C of the normal high and low', (_label, point, date, high, low) => {
    const w = typicalWeather(point, date, false);
    expect(Math.abs(w.temperature.high - high)).toBeLessThanOrEqual(5);
    expect(Math.abs(w.temperature.low - low)).toBeLessThanOrEqual(5);
    expect(w.source).toBe('typical');
    expect(w.description).toMatch(/not a forecast/);
  });

  it('reports Fahrenheit for imperial plans and a wet Pacific Northwest winter', () => {
    const w = typicalWeather({ lat: 47.61, lng: -122.33 }, '2026-01-15', true);
    expect(w.unit).toBe('F');
    expect(w.condition).toBe('rainy');
    expect(w.temperature.high).toBeGreaterThan(35);
  });

  it('is dry and sunny in the desert south-west in spring', () => {
    expect(typicalWeather({ lat: 33.45, lng: -112.07 }, '2026-04-15', true).condition).toBe(
      'sunny',
    );
  });
});

describe('typicalHour', () => {
  const at = (iso: string, place = { lat: 39.74, lng: -104.98 }, elevationM?: number) => ({
    ...place,
    at: Date.parse(iso),
    timeZone: 'America/Denver',
    elevationM,
  });

  it("follows the day's curve: the morning near the low, mid-afternoon near the high", () => {
    const day = typicalWeather({ lat: 39.74, lng: -104.98 }, '2026-07-15', false).temperature;
    const morning = typicalHour(at('2026-07-15T06:00:00-06:00'), false);
    const afternoon = typicalHour(at('2026-07-15T15:00:00-06:00'), false);
    expect(morning.temperature).toBe(day.low);
    expect(afternoon.temperature).toBe(day.high);
    expect(typicalHour(at('2026-07-15T11:00:00-06:00'), false).temperature).toBeGreaterThan(
      morning.temperature,
    );
    expect(afternoon.source).toBe('typical');
  });

  it('is colder on a pass by the lapse rate over its height above the towns around', () => {
    const aspen = { lat: 39.12, lng: -106.56 };
    const town = typicalHour(at('2026-10-20T14:00:00-06:00', aspen), false);
    const pass = typicalHour(at('2026-10-20T14:00:00-06:00', aspen, 3687), false);
    // 1687 m above the 2000 m of Colorado's mountain towns: about 11 °C colder.
    expect(town.temperature - pass.temperature).toBeGreaterThanOrEqual(10);
    expect(town.temperature - pass.temperature).toBeLessThanOrEqual(12);
  });

  it("reads a wet month's chance of rain as 60 % or more, and a freezing wet hour as snow", () => {
    const seattle = { lat: 47.61, lng: -122.33 };
    const wet = typicalHour(
      { ...seattle, at: Date.parse('2026-12-10T12:00:00-08:00'), timeZone: 'America/Los_Angeles' },
      true,
    );
    expect(wet.chanceOfRain).toBeGreaterThanOrEqual(60);
    expect(wet.condition).toBe('rainy');
    const munich = {
      lat: 48.14,
      lng: 11.58,
      at: Date.parse('2027-01-15T08:00:00+01:00'),
      timeZone: 'Europe/Berlin',
    };
    const cold = typicalHour(munich, false);
    expect(cold.temperature).toBeLessThanOrEqual(0);
    expect(cold.condition).toBe('snow');
  });
});
