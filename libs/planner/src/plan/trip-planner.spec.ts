import type { ItineraryResponse, LatLng } from '@roadbook/contracts';
import { normalizeName } from '../gazetteer/gazetteer';
import { cumulativeKm, distanceKm, projectOnLine } from '../geo/geo.util';
import {
  MILES,
  planInput,
  stretchesBeyondRangeUnwarned,
  TODAY,
} from '../testing/plan-input.fixture';
import { createTripPlanner } from './create-trip-planner';
import { PlaceNotFoundError } from './planner.errors';
import { loadPlannerData } from './planner-data';

const planner = createTripPlanner();
const data = loadPlannerData();

function activityTitles(plan: ItineraryResponse): string[] {
  return plan.itinerary.days.flatMap((d) => d.activities.map((a) => a.title));
}

function expectNightsInRealTowns(plan: ItineraryResponse): void {
  for (const day of plan.itinerary.days.slice(0, -1)) {
    const shortName = day.facts.end.name.split(',')[0];
    const towns = data.gazetteer.byName(normalizeName(shortName));
    expect(towns.length).toBeGreaterThan(0);
    expect(
      towns.some(
        (t) =>
          Math.abs(t.lat - day.facts.end.lat) < 0.01 && Math.abs(t.lng - day.facts.end.lng) < 0.01,
      ),
    ).toBe(true);
  }
}

function expectActivitiesNearRoute(plan: ItineraryResponse, maxKm = 60): void {
  for (const a of plan.itinerary.days.flatMap((d) => d.activities)) {
    if (a.offRouteKm !== undefined) expect(a.offRouteKm).toBeLessThanOrEqual(maxKm);
  }
}

describe('TripPlanner offline', () => {
  it('plans Denver → Moab at about 354 road miles (within 15%)', async () => {
    const plan = await planner.plan(
      planInput({ startDate: '2026-06-10', endDate: '2026-06-11' }),
      TODAY,
    );
    const miles = plan.facts.totalDistanceKm / MILES;
    expect(Math.abs(miles - 354) / 354).toBeLessThan(0.15);
    expect(plan.totalDistance).toMatch(/^\d+ miles$/);
    expect(plan.itinerary.days).toHaveLength(2);
    const leg = plan.mapData.route.routes[0].legs[0];
    expect(leg).toMatchObject({ start_address: 'Denver, CO', end_address: 'Moab, UT' });
    expect(leg.distance.value).toBeGreaterThan(500_000);
    expect(leg.duration.text).toMatch(/\d+ h/);
    expect(plan.facts.providers.router).toEqual({ provider: 'offline', fellBack: false });
    expect(plan.facts.estimates.distance).toBe(true);
    expectNightsInRealTowns(plan);
    expectActivitiesNearRoute(plan);
  });

  it.each([
    ['Chicago, IL', 'Nashville, TN', 474 * MILES],
    ['Seattle, WA', 'Portland, OR', 174 * MILES],
    ['Paris, France', 'Lyon, France', 465],
    ['Munich, Germany', 'Vienna, Austria', 435],
    ['Denver, CO', 'Salt Lake City, UT', 520 * MILES],
    ['Barcelona, Spain', 'Madrid, Spain', 620],
    ['Calgary, AB', 'Vancouver, BC', 973],
    ['Rome, Italy', 'Florence, Italy', 275],
  ])('estimates %s → %s within 15%% of the road distance', async (from, to, roadKm) => {
    const plan = await planner.plan(
      planInput({ tripType: 'day', startLocation: from, destination: to }),
      TODAY,
    );
    expect(Math.abs(plan.facts.totalDistanceKm - roadKm) / roadKm).toBeLessThan(0.15);
  });

  it('plans San Francisco → Los Angeles: fastest about 382 miles, the scenic coast longer', async () => {
    const base = {
      startLocation: 'San Francisco, CA',
      destination: 'Los Angeles, CA',
      tripType: 'day' as const,
    };
    const fastest = await planner.plan(planInput({ ...base, routeType: 'fastest' }), TODAY);
    const scenic = await planner.plan(planInput({ ...base, routeType: 'scenic' }), TODAY);
    const fastMiles = fastest.facts.totalDistanceKm / MILES;
    expect(Math.abs(fastMiles - 382) / 382).toBeLessThan(0.15);
    expect(scenic.facts.totalDistanceKm).toBeGreaterThan(fastest.facts.totalDistanceKm * 1.1);
    expect(scenic.facts.totalDrivingMinutes).toBeGreaterThan(fastest.facts.totalDrivingMinutes);
  });

  it('plans a 3-day motorcycle loop from Asheville through the Tail of the Dragon', async () => {
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        startLocation: 'Asheville, NC',
        destination: 'Robbinsville, NC',
        waypoints: ['Tail of the Dragon'],
        isRoundTrip: true,
        routeType: 'scenic',
        startDate: '2026-06-12',
        endDate: '2026-06-14',
        drivingHours: '4-6',
        activities: ['riding-road', 'nature'],
      }),
      TODAY,
    );
    const days = plan.itinerary.days;
    expect(days).toHaveLength(3);
    expect(days[0].facts.start.name).toBe('Asheville, NC');
    expect(days[2].facts.end.name).toBe('Asheville, NC');
    expect(activityTitles(plan)).toContain('Ride Tail of the Dragon');
    expect(plan.mapData.route.routes[0].legs.map((l) => l.end_address)).toEqual([
      'Tail of the Dragon',
      'Robbinsville, NC',
      'Asheville, NC',
    ]);
    expect(plan.itinerary.rideTips.join(' ')).toMatch(/twisties/i);
    for (const d of days) expect(d.activities.filter((a) => a.type === 'driving')).toHaveLength(1);
    expectNightsInRealTowns(plan);
    expectActivitiesNearRoute(plan);
  });

  it('plans Munich → Lake Como over the Stelvio (about 470 km, within 15%)', async () => {
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        startLocation: 'Munich, Germany',
        destination: 'Lake Como',
        waypoints: ['Stelvio'],
        startDate: '2026-07-01',
        endDate: '2026-07-02',
      }),
      TODAY,
    );
    expect(plan.facts.units).toBe('metric');
    expect(plan.totalDistance).toMatch(/ km$/);
    expect(Math.abs(plan.facts.totalDistanceKm - 470) / 470).toBeLessThan(0.15);
    expect(activityTitles(plan)).toContain('Ride Stelvio Pass');
    // Nobody sleeps on a pass summit: the night is in a town.
    expect(plan.itinerary.days[0].facts.end.name).not.toBe('Stelvio Pass');
    expectNightsInRealTowns(plan);
  });

  it('keeps two waypoints in the order given', async () => {
    const input = planInput({
      startLocation: 'San Francisco, CA',
      destination: 'Los Angeles, CA',
      waypoints: ['Monterey, CA', 'San Luis Obispo, CA'],
      startDate: '2026-06-01',
      endDate: '2026-06-03',
    });
    const plan = await planner.plan(input, TODAY);
    const legs = plan.mapData.route.routes[0].legs;
    expect(legs.map((l) => `${l.start_address} → ${l.end_address}`)).toEqual([
      'San Francisco, CA → Monterey, CA',
      'Monterey, CA → San Luis Obispo, CA',
      'San Luis Obispo, CA → Los Angeles, CA',
    ]);
    expect(plan.facts.stops.filter((s) => s.role === 'waypoint').map((s) => s.name)).toEqual([
      'Monterey, CA',
      'San Luis Obispo, CA',
    ]);
  });

  it('plans a day trip as one day with no overnight stay', async () => {
    const plan = await planner.plan(
      planInput({
        tripType: 'day',
        startLocation: 'Boulder, CO',
        destination: 'Estes Park, CO',
        isRoundTrip: true,
      }),
      TODAY,
    );
    expect(plan.itinerary.days).toHaveLength(1);
    expect(plan.itinerary.days[0].date).toBeNull();
    expect(plan.itinerary.days[0].activities.some((a) => a.type === 'accommodation')).toBe(false);
    expect(plan.itinerary.days[0].facts.end.name).toBe('Boulder, CO');
  });

  it('keeps every day inside the driving budget when the dates allow', async () => {
    const plan = await planner.plan(
      planInput({ drivingHours: '2-4', startDate: '2026-06-10', endDate: '2026-06-12' }),
      TODAY,
    );
    expect(plan.itinerary.days).toHaveLength(3);
    for (const d of plan.itinerary.days) {
      expect(d.facts.drivingMinutes).toBeLessThanOrEqual(4 * 60);
      expect(d.facts.overBudget).toBe(false);
    }
    expect(plan.facts.warnings).toEqual([]);
  });

  it('warns when the dates force days over the budget', async () => {
    const plan = await planner.plan(
      planInput({ drivingHours: '2-4', startDate: '2026-06-10', endDate: '2026-06-10' }),
      TODAY,
    );
    expect(plan.itinerary.days).toHaveLength(1);
    expect(plan.itinerary.days[0].facts.overBudget).toBe(true);
    expect(plan.facts.warnings[0]).toMatch(/more than your 4 h daily budget/);
  });

  it('takes the number of days from distance and budget when there are no dates', async () => {
    const plan = await planner.plan(
      planInput({
        startLocation: 'San Francisco, CA',
        destination: 'Seattle, WA',
        drivingHours: '4-6',
      }),
      TODAY,
    );
    const expected = Math.ceil(plan.facts.totalDrivingMinutes / 360);
    expect(plan.itinerary.days.length).toBeGreaterThanOrEqual(expected);
    expect(plan.itinerary.days.length).toBeLessThanOrEqual(expected + 1);
    for (const d of plan.itinerary.days) expect(d.facts.drivingMinutes).toBeLessThanOrEqual(360);
    expectNightsInRealTowns(plan);
  });

  it('gives motorcycles a fuel stop at least every 250 km', async () => {
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        startLocation: 'Denver, CO',
        destination: 'Salt Lake City, UT',
        drivingHours: '8-10',
        startDate: '2026-06-10',
        endDate: '2026-06-11',
      }),
      TODAY,
    );
    const stops = plan.itinerary.days.flatMap((d) => d.facts.fuelStops);
    expect(stops.length).toBeGreaterThan(0);
    for (const d of plan.itinerary.days) {
      const marks = [0, ...d.facts.fuelStops.map((f) => f.atKm), d.facts.distanceKm];
      for (let i = 1; i < marks.length; i++)
        expect(marks[i] - marks[i - 1]).toBeLessThanOrEqual(250);
    }
    expect(plan.facts.fuelRangeKm).toBe(250);
  });

  it('warns on the day about a stretch of empty country longer than the fuel range', async () => {
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        startLocation: 'Ely, NV',
        destination: 'Fallon, NV',
        drivingHours: '8-10',
        startDate: '2026-06-10',
        endDate: '2026-06-10',
      }),
      TODAY,
    );
    const [day] = plan.itinerary.days;
    const [gap] = day.facts.fuelGaps ?? [];
    // The first town past the reach (250 km, less the detour into a town) ends the gap.
    expect(gap.toKm - gap.fromKm).toBeGreaterThan(240);
    // The gap runs from one fuel stop to the next, so the rider knows where to fill spare cans.
    const marks = [0, ...day.facts.fuelStops.map((f) => f.atKm), day.facts.distanceKm];
    expect(marks).toEqual(expect.arrayContaining([gap.fromKm, gap.toKm]));
    expect(day.description).toMatch(/No fuel for about \d+ miles: carry spare fuel\./);
    expect(plan.facts.warnings).toContainEqual(
      expect.stringMatching(/^Day 1: No fuel for about \d+ miles: carry spare fuel\.$/),
    );
    expect(plan.itinerary.rideTips).toContainEqual(
      expect.stringMatching(/^Fuel is planned at least every 155 miles, except on the stretches/),
    );
  });

  it('leaves fuel gaps out of plans that are not ridden', async () => {
    const plan = await planner.plan(
      planInput({ startLocation: 'Ely, NV', destination: 'Fallon, NV' }),
      TODAY,
    );
    for (const d of plan.itinerary.days) expect(d.facts.fuelGaps).toBeUndefined();
  });

  it('advises on dates too few for the distance, and not on dates that fit', async () => {
    const tight = await planner.plan(
      planInput({
        startLocation: 'Denver, CO',
        destination: 'Salt Lake City, UT',
        drivingHours: '2-4',
        startDate: '2026-06-10',
        endDate: '2026-06-11',
      }),
      TODAY,
    );
    const pacing = tight.facts.pacing!;
    expect(pacing.message).toMatch(/^At 2–4 hours a day this trip needs \d+ days; you chose 2\.$/);
    expect(pacing.neededDays).toBeGreaterThan(2);
    expect(pacing.moreDays?.days).toBe(pacing.neededDays);
    expect(pacing.longerHours?.neededDays).toBeLessThan(pacing.neededDays);
    const roomy = await planner.plan(
      planInput({
        startLocation: 'Denver, CO',
        destination: 'Salt Lake City, UT',
        drivingHours: '6-8',
        startDate: '2026-06-10',
        endDate: '2026-06-13',
      }),
      TODAY,
    );
    expect(roomy.facts.pacing).toBeUndefined();
  });

  it('honours a configured tank range', async () => {
    const shortTank = createTripPlanner({ fuelRangeKm: 150 });
    const plan = await shortTank.plan(
      planInput({
        travelMode: 'motorcycle',
        startDate: '2026-06-10',
        endDate: '2026-06-10',
        drivingHours: '8-10',
      }),
      TODAY,
    );
    // Fuel at least every 150 km, or the day says where it cannot be (Fruita to Moab is empty).
    expect(stretchesBeyondRangeUnwarned(plan, 150)).toEqual([]);
    expect(plan.itinerary.days[0].facts.fuelStops.length).toBeGreaterThan(1);
  });

  it('has riders arrive at least an hour before sunset', async () => {
    const plan = await planner.plan(
      planInput({ travelMode: 'motorcycle', startDate: '2026-10-20', endDate: '2026-10-21' }),
      TODAY,
    );
    for (const d of plan.itinerary.days) {
      const [ah, am] = d.facts.arrival.split(':').map(Number);
      const [sh, sm] = d.facts.sunset.split(':').map(Number);
      expect(sh * 60 + sm - (ah * 60 + am)).toBeGreaterThanOrEqual(60);
    }
  });

  it('plans short winter days that end before dark: the overnight moves, not only the departure', async () => {
    // Denver → Rock Springs planned in December at 8–10 h a day: one 6 h 37 min day would
    // arrive after sunset.
    const december = { today: '2026-12-10' };
    const input = planInput({
      travelMode: 'motorcycle',
      startLocation: 'Denver, CO',
      destination: 'Rock Springs, WY',
      drivingHours: '8-10',
    });
    const plan = await planner.plan(input, december);
    const clock = (text: string) => {
      const [h, m] = text.split(':').map(Number);
      return h * 60 + m;
    };
    expect(plan.itinerary.days.length).toBeGreaterThan(1);
    for (const d of plan.itinerary.days) {
      expect(clock(d.facts.sunset) - clock(d.facts.arrival)).toBeGreaterThanOrEqual(60);
      expect((d.facts.alerts ?? []).map((a) => a.message)).not.toContainEqual(
        expect.stringMatching(/^Arrives after dark/),
      );
    }
    expect(plan.itinerary.rideTips[0]).toMatch(
      /^The days are short: each is planned to arrive at least 1 h before sunset, so none rides more than about \d h( \d+ min)?\.$/,
    );
    // Riding after dark allowed, the rider's hours decide: one long day, and it says so.
    const dark = await planner.plan({ ...input, rideAfterDark: true }, december);
    expect(dark.itinerary.days).toHaveLength(1);
    expect((dark.itinerary.days[0].facts.alerts ?? []).map((a) => a.message)).toContainEqual(
      expect.stringMatching(/^Arrives after dark: /),
    );
    // In June the rider's hours fit the daylight: nothing is said of short days.
    const june = await planner.plan(input, { today: '2026-06-10' });
    expect(june.itinerary.rideTips.join(' ')).not.toContain('The days are short');
  });

  it('routes around the Gulf of Mexico instead of across it (Austin → Key West ≈ 1,390 miles)', async () => {
    const plan = await planner.plan(
      planInput({ startLocation: 'Austin, TX', destination: 'Key West, FL', drivingHours: '8-10' }),
      TODAY,
    );
    const miles = plan.facts.totalDistanceKm / MILES;
    expect(Math.abs(miles - 1390) / 1390).toBeLessThan(0.15);
    expectNightsInRealTowns(plan);
    expect(plan.facts.warnings).toEqual([]);
  });

  it('plans Seattle → Anchorage by the Alaska Highway at about 2,250 road miles (within 15%)', async () => {
    // The straight line crosses only mountains and the Gulf of Alaska: the distance is the
    // highways', by Prince George, Whitehorse and Tok, not the crow's (1,712 miles, it was).
    const plan = await planner.plan(
      planInput({
        startLocation: 'Seattle, WA',
        destination: 'Anchorage, AK',
        drivingHours: '8-10',
      }),
      TODAY,
    );
    const miles = plan.facts.totalDistanceKm / MILES;
    expect(Math.abs(miles - 2250) / 2250).toBeLessThan(0.15);
    const line = plan.mapData.geometry.coordinates.map(([lng, lat]) => ({ lat, lng }));
    const cum = cumulativeKm(line);
    for (const name of ['Prince George', 'Whitehorse', 'Tok']) {
      const town = data.gazetteer.byName(normalizeName(name))[0];
      expect(projectOnLine(town, line, cum).offKm).toBeLessThan(10);
    }
  });

  it('rides the north on its highways, and sleeps only where a road goes', async () => {
    // Northern British Columbia had been taken for the sea: the line bent to Juneau, which no
    // road reaches, and a night fell in Wrangell, on its island 130 km off the Cassiar Highway.
    const plan = await planner.plan(
      planInput({ startLocation: 'Prince George, BC', destination: 'Whitehorse, YT' }),
      TODAY,
    );
    const line = plan.mapData.geometry.coordinates.map(([lng, lat]) => ({ lat, lng }));
    const cum = cumulativeKm(line);
    const offLine = (p: LatLng) => projectOnLine(p, line, cum).offKm;
    const town = (name: string) => data.gazetteer.byName(normalizeName(name))[0];
    expect(offLine(town('Smithers'))).toBeLessThan(10);
    expect(Math.min(...line.map((p) => distanceKm(p, town('Juneau'))))).toBeGreaterThan(150);
    for (const day of plan.itinerary.days.slice(0, -1)) {
      if (day.facts.end.name !== 'Open country')
        expect(offLine(day.facts.end)).toBeLessThanOrEqual(80);
    }
  });

  it('gives the same itinerary for the same input', async () => {
    const input = planInput({
      travelMode: 'rv',
      startLocation: 'Lyon, France',
      destination: 'Nice, France',
      startDate: '2026-09-01',
      endDate: '2026-09-03',
    });
    const a = await planner.plan(input, TODAY);
    const b = await planner.plan(input, TODAY);
    expect(JSON.stringify(a)).toBe(JSON.stringify(b));
    expect(a.itinerary.rideTips.join(' ')).toMatch(/clearances/);
  });

  it('rejects an unknown place with an error naming the field and the text', async () => {
    const attempt = planner.plan(planInput({ destination: 'Qwxzyville' }), TODAY);
    await expect(attempt).rejects.toBeInstanceOf(PlaceNotFoundError);
    await expect(attempt).rejects.toMatchObject({ field: 'destination', text: 'Qwxzyville' });
    await expect(
      planner.plan(planInput({ waypoints: ['Moab, UT', 'Nowhere, XX'] }), TODAY),
    ).rejects.toMatchObject({
      field: 'waypoints[1]',
    });
  });

  it('fills each day with a driving activity, meals and lodging matched to budget and rooms', async () => {
    const plan = await planner.plan(
      planInput({
        budget: 'budget',
        hotelRooms: 2,
        travelers: 4,
        startDate: '2026-06-10',
        endDate: '2026-06-11',
      }),
      TODAY,
    );
    const [first] = plan.itinerary.days;
    expect(first.activities[0].type).toBe('driving');
    expect(first.activities[0].waypoints![0]).toBe('Denver, CO');
    const lodging = first.activities.find((a) => a.type === 'accommodation')!;
    expect(lodging.title).toMatch(/^Motel in /);
    expect(lodging.tips).toContain('Book 2 rooms for 4 travelers.');
    expect(lodging.generic).toBe(true);
    expect(first.weather.source).toBe('typical');
    expect(first.weather.description).toMatch(/not a forecast/);
    expect(first.facts.sunset).toMatch(/^\d\d:\d\d$/);
  });
});
