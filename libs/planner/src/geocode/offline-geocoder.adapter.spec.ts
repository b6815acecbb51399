import { loadPlannerData } from '../plan/planner-data';
import { OfflineGeocoderAdapter } from './offline-geocoder.adapter';

describe('OfflineGeocoderAdapter', () => {
  const geocoder = new OfflineGeocoderAdapter(loadPlannerData());

  it.each([
    ['Denver, CO', 'Denver, CO', 39.74, -104.98],
    ['Moab, Utah', 'Moab, UT', 38.57, -109.55],
    ['Moab, UT', 'Moab, UT', 38.57, -109.55],
    ['Lyon, France', 'Lyon, France', 45.75, 4.85],
    ['Portland', 'Portland, OR', 45.52, -122.68],
    ['Portland, Maine', 'Portland, ME', 43.66, -70.26],
    ['Banff, AB', 'Banff, AB', 51.18, -115.57],
    ['Denver CO', 'Denver, CO', 39.74, -104.98],
    ['New York, NY', 'New York City, NY', 40.71, -74.01],
    ['Washington, DC', 'Washington, D.C., DC', 38.9, -77.04],
    ['St Louis', 'St. Louis, MO', 38.63, -90.2],
  ])('finds %s', async (text, name, lat, lng) => {
    const place = await geocoder.geocode(text);
    expect(place).not.toBeNull();
    expect(place!.name).toBe(name);
    expect(place!.lat).toBeCloseTo(lat, 1);
    expect(place!.lng).toBeCloseTo(lng, 1);
  });

  it('resolves "Stelvio" to the pass riders mean, from the curated places', async () => {
    const place = await geocoder.geocode('Stelvio');
    expect(place).toMatchObject({ name: 'Stelvio Pass', kind: 'curated', countryCode: 'IT' });
    expect(place!.lat).toBeCloseTo(46.53, 2);
  });

  it('resolves a curated place by its name: Lake Como, Tail of the Dragon', async () => {
    expect(await geocoder.geocode('Lake Como')).toMatchObject({
      kind: 'curated',
      countryCode: 'IT',
    });
    expect(await geocoder.geocode('Tail of the Dragon')).toMatchObject({
      name: 'Tail of the Dragon',
      countryCode: 'US',
    });
  });

  it('returns null for places it cannot find or a qualifier it does not know', async () => {
    expect(await geocoder.geocode('Xyzzyville')).toBeNull();
    expect(await geocoder.geocode('Moab, Narnia')).toBeNull();
    expect(await geocoder.geocode('Moab, France')).toBeNull();
  });
});
