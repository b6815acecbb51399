import { typicalWeather } from './typical-weather.adapter';

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
