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

describe("OfflineGeocoderAdapter with the plan's other places", () => {
  const geocoder = new OfflineGeocoderAdapter(loadPlannerData());
  const place = async (text: string) => (await geocoder.geocode(text))!;

  it('takes the most populous match when nothing else tells, and says the name was ambiguous', async () => {
    const portland = await place('portland');
    expect(portland.label).toBe('Portland, Oregon, United States');
    // Oregon's Portland has about 9.5 times the people of Maine's.
    expect(portland.ambiguity!.leadRatio).toBeCloseTo(632309 / 66881, 5);
    expect((await place('san jose')).label).toBe('San Jose, California, United States');
    expect((await place('paris')).label).toBe('Paris, France');
  });

  it('prefers a match in the same country as the other places, then the nearest weighed by size', async () => {
    const near = async (text: string, others: string[]) =>
      (await geocoder.geocode(text, { near: await Promise.all(others.map(place)) }))!.label;
    expect(await near('portland', ['Seattle, WA'])).toBe('Portland, Oregon, United States');
    expect(await near('portland', ['Boston, MA'])).toBe('Portland, Maine, United States');
    expect(await near('paris', ['Dallas, TX'])).toBe('Paris, Texas, United States');
    expect(await near('paris', ['Lyon'])).toBe('Paris, France');
    expect(await near('san jose', ['Alajuela, Costa Rica'])).toBe('San José, Costa Rica');
    // No match in the others' country: the most populous one.
    expect(await near('portland', ['Lyon'])).toBe('Portland, Oregon, United States');
  });

  it.each([
    ['Firenze', 'Florence, Italy'],
    ['Den Haag', 'The Hague, Netherlands'],
    ['praha', 'Prague, Czechia'],
    ['NAPOLI', 'Naples, Italy'],
    ['Koeln', 'Köln, Germany'],
    ['Koln', 'Köln, Germany'],
    ['Wien', 'Vienna, Austria'],
    ['München', 'Munich, Germany'],
    ['Cologne, Germany', 'Köln, Germany'],
  ])('finds a sizeable town by another name: %s is %s', async (text, label) => {
    expect((await place(text)).label).toBe(label);
  });

  it("takes a town's own name over another town's other name unless that town is far bigger", async () => {
    // Geneva, Illinois and Hanover, Maryland are called that; Genève and Hannover are known by it
    // and have 8 and 13 times their people. The lead is measured in the same weights, so the
    // planner settles a plan's clearer names first and resolves these toward them (next case).
    expect(await place('Geneva')).toMatchObject({ label: 'Genève, Switzerland' });
    expect(await place('Hanover')).toMatchObject({ label: 'Hannover, Germany' });
    expect((await place('Geneva')).ambiguity!.leadRatio).toBeCloseTo(183981 / (21806 * 5), 5);
    expect(await place('Cologne')).toMatchObject({ label: 'Köln, Germany' });
    expect((await place('Cologne')).ambiguity).toBeDefined();
  });

  it("resolves a name that is one town's own and another's other name toward the plan", async () => {
    const near = async (text: string, others: string[]) =>
      (await geocoder.geocode(text, { near: await Promise.all(others.map(place)) }))!.label;
    // Italy's Cologne and Texas's Roma are called that; Köln and Rome are known by it.
    expect(await near('Cologne', ['Munich'])).toBe('Köln, Germany');
    expect(await near('Cologne', ['Paris'])).toBe('Köln, Germany');
    expect(await near('Roma', ['Florence'])).toBe('Rome, Italy');
    expect(await near('Roma', ['Laredo, TX'])).toBe('Roma, Texas, United States');
    expect(await near('Monterey', ['San Francisco'])).toBe('Monterey, California, United States');
  });

  it.each([
    ['Sydney, Australia', 'Sydney, New South Wales, Australia'],
    ['Byron Bay, NSW', 'Byron Bay, New South Wales, Australia'],
    ['Perth, WA', 'Perth, Western Australia, Australia'],
    ['Durban, South Africa', 'Durban, South Africa'],
    ['Auckland, New Zealand', 'Auckland, New Zealand'],
  ])('knows every country and the Australian states as qualifiers: %s', async (text, label) => {
    expect((await place(text)).label).toBe(label);
  });

  it('leaves a qualified name as written, whatever the other places', async () => {
    const boston = await place('Boston, MA');
    expect((await geocoder.geocode('Portland, OR', { near: [boston] }))!.label).toBe(
      'Portland, Oregon, United States',
    );
    expect((await place('Seattle')).ambiguity).toBeUndefined();
  });
});
