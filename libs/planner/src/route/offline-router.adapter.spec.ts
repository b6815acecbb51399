import type { LatLng, RouteType } from '@roadbook/contracts';
import { CuratedPlacesCatalog } from '../activities/curated-places.catalog';
import { Gazetteer, type Town } from '../gazetteer/gazetteer';
import { OfflineGeocoderAdapter } from '../geocode/offline-geocoder.adapter';
import { cumulativeKm, interpolate, projectOnLine } from '../geo/geo.util';
import { loadPlannerData } from '../plan/planner-data';
import { loadReachability } from '../reach/reachability';
import { MainRoadNetwork } from './main-road-network';
import { OfflineRouterAdapter } from './offline-router.adapter';

/**
 * Which towns the offline line passes, on small made-up maps: the fastest line keeps to the
 * corridor of major roads (libs/planner/src/route/corridor.ts), the scenic one keeps its own;
 * then on the real gazetteer and main roads, where the main road bends.
 */

type Place = Omit<Town, 'index'>;

const place = (name: string, lat: number, lng: number, population: number): Place => ({
  name,
  lat,
  lng,
  population,
  country: 'US',
  admin: 'KS',
});

/**
 * Hamlets of 1000 people on the line every tenth of the way but the middle: the line finds a
 * town near each of its points, so none of them looks further afield, and the middle is the
 * choice under test.
 */
function hamlets(from: LatLng, to: LatLng): Place[] {
  return [1, 2, 3, 4, 6, 7, 8, 9].map((i) => {
    const p = interpolate(from, to, i / 10);
    return place(`Hamlet ${i}`, p.lat, p.lng, 1000);
  });
}

function router(towns: Place[]): OfflineRouterAdapter {
  return new OfflineRouterAdapter(
    {
      gazetteer: Gazetteer.fromTowns(towns),
      places: new CuratedPlacesCatalog([]),
      mainRoads: new MainRoadNetwork([]),
    },
    loadReachability(),
  );
}

/** The towns of `towns` a leg's line passes through, by name, in order. */
function through(
  adapter: OfflineRouterAdapter,
  towns: Place[],
  from: LatLng,
  to: LatLng,
  routeType: RouteType,
): string[] {
  const { geometry } = adapter.estimate({ from, to, travelMode: 'car', routeType });
  return geometry.flatMap((p) =>
    towns.filter((t) => t.lat === p.lat && t.lng === p.lng).map((t) => t.name),
  );
}

/** A router over the towns and hamlets all along the line from `from` to `to`. */
function routerAlong(from: LatLng, to: LatLng, towns: Place[]) {
  return router([...towns, ...hamlets(from, to)]);
}

describe('OfflineRouterAdapter: the line through towns', () => {
  // A 263 km leg across flat country (the High Plains), no mountain box near.
  const WEST = { lat: 38, lng: -100 };
  const EAST = { lat: 38, lng: -97 };

  it('takes the larger town a little off a fastest leg over a village on the straight line', () => {
    const towns = [
      place('Village on the line', 38.02, -98.5, 1200),
      place('Market town', 38.13, -98.5, 8000),
    ];
    const adapter = routerAlong(WEST, EAST, towns);

    expect(through(adapter, towns, WEST, EAST, 'fastest')).toEqual(['Market town']);
    // Scenic and shortest lines still go by the village on the straight line.
    expect(through(adapter, towns, WEST, EAST, 'scenic')).toEqual(['Village on the line']);
    expect(through(adapter, towns, WEST, EAST, 'shortest')).toEqual(['Village on the line']);
  });

  it('bends a long fastest leg through a city off the straight line, where the main road runs', () => {
    const towns = [
      place('Village on the line', 38.02, -98.5, 1500),
      place('City', 38.38, -98.5, 150_000),
    ];
    const adapter = routerAlong(WEST, EAST, towns);

    expect(through(adapter, towns, WEST, EAST, 'fastest')).toEqual(['City']);
    // 40 km off is too far for a line that only looks for towns near it.
    expect(through(adapter, towns, WEST, EAST, 'scenic')).toEqual(['Village on the line']);
  });

  it('passes a larger valley town by a resort-sized mountain town on a fastest leg only', () => {
    // 179 km inside the Rocky Mountains box of road-model.ts.
    const from = { lat: 40, lng: -109 };
    const to = { lat: 40, lng: -106.9 };
    const towns = [
      place('Ski resort', 40.01, -107.95, 6000),
      place('Valley town', 40.06, -107.95, 30_000),
    ];
    const adapter = routerAlong(from, to, towns);

    expect(through(adapter, towns, from, to, 'fastest')).toEqual(['Valley town']);
    expect(through(adapter, towns, from, to, 'scenic')).toEqual(['Ski resort']);
  });

  it('bends round the sea to a coastal city, but crosses empty country on its line', () => {
    // No settlement within 150 km of the middle of either leg, and a city some 300 km off it.
    const overTheGulf = { from: { lat: 26, lng: -97.5 }, to: { lat: 27.9, lng: -82.5 } };
    const gulfCity = place('Gulf city', 29.95, -90.07, 300_000);
    const acrossTheNorth = { from: { lat: 54.44, lng: -124.25 }, to: { lat: 59.58, lng: -133.69 } };
    const fjordCity = place('Fjord city', 58.3, -134.42, 32_000);
    const adapter = router([gulfCity, fjordCity]);
    const via = ({ from, to }: { from: LatLng; to: LatLng }) =>
      through(adapter, [gulfCity, fjordCity], from, to, 'scenic');

    expect(via(overTheGulf)).toContain('Gulf city');
    // Northern British Columbia is empty country, not the sea: the line had bent to Juneau.
    expect(via(acrossTheNorth)).toEqual([]);
  });

  it('goes through its via points in order, each stretch counted in the distance', () => {
    const towns = [place('Village on the line', 38.02, -98.5, 1500)];
    const via = { lat: 38.25, lng: -98.1 };
    const adapter = routerAlong(WEST, EAST, towns);
    const direct = adapter.estimate({
      from: WEST,
      to: EAST,
      travelMode: 'car',
      routeType: 'scenic',
    });
    const through = adapter.estimate({
      from: WEST,
      to: EAST,
      via: [via],
      travelMode: 'car',
      routeType: 'scenic',
    });

    expect(through.geometry).toContainEqual(via);
    const first = adapter.estimate({ from: WEST, to: via, travelMode: 'car', routeType: 'scenic' });
    const second = adapter.estimate({
      from: via,
      to: EAST,
      travelMode: 'car',
      routeType: 'scenic',
    });
    expect(through.distanceKm).toBeCloseTo(first.distanceKm + second.distanceKm, 6);
    expect(through.durationMinutes).toBeCloseTo(first.durationMinutes + second.durationMinutes, 6);
    expect(through.distanceKm).toBeGreaterThan(direct.distanceKm);
  });

  it('labels every offline leg an estimate', () => {
    const adapter = router([place('Market town', 38.13, -98.5, 8000)]);
    for (const routeType of ['fastest', 'scenic', 'shortest'] as const)
      expect(adapter.estimate({ from: WEST, to: EAST, travelMode: 'car', routeType })).toEqual(
        expect.objectContaining({ estimated: true }),
      );
  });
});

describe('OfflineRouterAdapter: the fastest line on the main roads (real towns)', () => {
  const data = loadPlannerData();
  const adapter = new OfflineRouterAdapter(data, loadReachability());
  const geocoder = new OfflineGeocoderAdapter(data);

  /** Whether the line (fastest unless said) comes within 10 km of each of `towns`. */
  async function passes(
    from: string,
    to: string,
    towns: string[],
    routeType: RouteType = 'fastest',
  ): Promise<Record<string, boolean>> {
    const [a, b] = [await geocoder.geocode(from), await geocoder.geocode(to)];
    const line = adapter.estimate({ from: a!, to: b!, travelMode: 'car', routeType }).geometry;
    const cum = cumulativeKm(line);
    const out: Record<string, boolean> = {};
    for (const name of towns) {
      const town = (await geocoder.geocode(name))!;
      out[name] = projectOnLine(town, line, cum).offKm <= 10;
    }
    return out;
  }

  it.each([
    // Where the main road bends away from the straight line, the line bends with it.
    ['Seattle, WA', 'Portland, OR', { 'Olympia, WA': true }],
    ['Paris, France', 'Lyon, France', { 'Beaune, France': true }],
    // Through the Cajon Pass and Barstow, not across the Mojave by Fort Irwin.
    ['Los Angeles, CA', 'Las Vegas, NV', { 'Barstow, CA': true, 'Wrightwood, CA': false }],
    // Under the Gotthard, not over the Oberalp and the Lukmanier by Disentis.
    [
      'Zurich, Switzerland',
      'Milan, Italy',
      { 'Bellinzona, Switzerland': true, 'Disentis, Switzerland': false },
    ],
    // The Trans-Canada by Golden, Revelstoke and Kamloops, not the Kootenays.
    [
      'Calgary, AB',
      'Vancouver, BC',
      { 'Golden, BC': true, 'Revelstoke, BC': true, 'Kamloops, BC': true, 'Nakusp, BC': false },
    ],
    // The north's few highways: the Cassiar and the Alaska Highway, never Juneau on its fjord.
    ['Prince George, BC', 'Whitehorse, YT', { 'Smithers, BC': true, 'Juneau, AK': false }],
    ['Edmonton, AB', 'Fairbanks, AK', { 'Fort Nelson, BC': true, 'Tok, AK': true }],
    // Half as long again as the straight line, which crosses only empty mountains.
    [
      'Vancouver, BC',
      'Whitehorse, YT',
      { 'Williams Lake, BC': true, 'Smithers, BC': true, 'Juneau, AK': false },
    ],
    // Across the centre by the Stuart Highway, not straight over the desert.
    [
      'Adelaide, Australia',
      'Darwin, Australia',
      { 'Coober Pedy, Australia': true, 'Tennant Creek, Australia': true },
    ],
    // East along Lake Superior's south shore, never by Two Harbors across the lake's west end.
    [
      'Duluth, MN',
      'Marquette, MI',
      { 'Ashland, WI': true, 'Ironwood, MI': true, 'Two Harbors, MN': false },
    ],
  ])('%s to %s keeps to the main road', async (from, to, expected) => {
    expect(await passes(from, to, Object.keys(expected))).toEqual(expected);
  });

  it('keeps a scenic leg across empty country to the main roads, its only roads', async () => {
    const towns = ['Coober Pedy, Australia', 'Tennant Creek, Australia'];
    const scenic = await passes('Adelaide, Australia', 'Darwin, Australia', towns, 'scenic');
    expect(scenic).toEqual({ 'Coober Pedy, Australia': true, 'Tennant Creek, Australia': true });
  });
});
