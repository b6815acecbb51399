import { PlanTripMessages } from '@roadbook/contracts';
import { planInput, TODAY } from '../testing/plan-input.fixture';
import { distanceKm } from '../geo/geo.util';
import { createTripPlanner } from './create-trip-planner';
import { NoRoadError } from './planner.errors';

/** Only trips that can be ridden: refused with the reason on the field, ferries as legs. */
const planner = createTripPlanner();
const NOW = new Date('2026-05-01T12:00:00Z');

describe('impossible trips', () => {
  it('refuses Denver → Reykjavík on the destination, saying why, before planning a day', async () => {
    const input = planInput({ startLocation: 'Denver, CO', destination: 'Reykjavik, Iceland' });
    const message =
      'There is no road from Denver to Reykjavík: Reykjavík is on Iceland, across the sea from the Americas, and no car ferry we know of links them. Plan a trip on one side of the water.';
    await expect(planner.plan(input, TODAY)).rejects.toEqual(
      new NoRoadError('destination', message),
    );
    expect(await planner.refusals(input, { now: NOW })).toEqual({ destination: message });
  });

  it('names the only ferry when it is a voyage of days, on the stop that needs it', async () => {
    const input = planInput({
      startLocation: 'Copenhagen, Denmark',
      waypoints: ['Reykjavik, Iceland'],
      destination: 'Akureyri, Iceland',
    });
    const refusals = await planner.refusals(input, { now: NOW });
    expect(refusals.waypoints).toMatch(
      /^Reykjavík is reached from Copenhagen only by the car ferry from Hirtshals to Seyðisfjörður \(Smyril Line/,
    );
  });

  it('shows a known car ferry as its own leg with its crossing time', async () => {
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        startLocation: 'London, UK',
        destination: 'Dublin, Ireland',
        startDate: '2026-06-10',
        endDate: '2026-06-11',
      }),
      TODAY,
    );
    const legs = plan.mapData.route.routes[0].legs;
    const sea = legs.find((l) => l.ferry);
    expect(sea).toMatchObject({
      start_address: 'Holyhead',
      end_address: 'Dublin',
      ferry: { crossingMinutes: 195, operators: 'Stena Line, Irish Ferries' },
    });
    const day = plan.itinerary.days.find((d) => d.facts.ferries?.length)!;
    expect(day.activities.map((a) => a.title)).toContain('Ferry from Holyhead to Dublin');
    expect(day.facts.alerts?.[0]).toMatchObject({ kind: 'ferry' });
    // The crossing is sailed, not ridden: it is not in the day's riding time or fuel gaps.
    expect(day.facts.fuelGaps ?? []).toEqual([]);
    expect(day.facts.elapsedMinutes).toBeGreaterThan(day.facts.drivingMinutes + 195);
    const ridden = plan.itinerary.days.reduce((s, d) => s + d.facts.distanceKm, 0);
    const routed = legs.reduce((s, l) => s + l.distance.value / 1000, 0);
    expect(routed - ridden).toBeCloseTo(sea!.distance.value / 1000, 0);
  });

  it('calls Le Shuttle a car train through the tunnel, never a ferry at sea', async () => {
    const plan = await planner.plan(
      planInput({
        tripType: 'day',
        travelMode: 'motorcycle',
        startLocation: 'London, UK',
        destination: 'Paris, France',
        startDate: '2026-06-10',
        endDate: '2026-06-10',
      }),
      TODAY,
    );
    const [day] = plan.itinerary.days;
    expect(day.facts.ferries).toMatchObject([
      { from: 'Folkestone', to: 'Calais', train: 'tunnel' },
    ]);
    expect(day.activities.map((a) => a.title)).toContain('Car train from Folkestone to Calais');
    expect(day.facts.alerts).toContainEqual({
      kind: 'ferry',
      message:
        'Book the car train from Folkestone to Calais ahead (Eurotunnel Le Shuttle): about 35 min through the tunnel, and check in well before it leaves.',
    });
    expect(JSON.stringify(day)).not.toMatch(/at sea|sails/);
  });

  it('sails from the heel of Italy to Greece, naming no town under the crossing', async () => {
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        startLocation: 'Rome, Italy',
        destination: 'Athens, Greece',
        startDate: '2026-06-10',
        endDate: '2026-06-11',
      }),
      TODAY,
    );
    const ferryDay = plan.itinerary.days.find((d) => d.facts.ferries?.length)!;
    expect(ferryDay.facts.ferries).toMatchObject([{ from: 'Bari', to: 'Igoumenitsa' }]);
    // Brindisi and Corfu lie by the line drawn over the sea, not on the day's road.
    const ride = ferryDay.activities.find((a) => a.type === 'driving')!;
    expect(ride.waypoints).not.toContain('Corfu');
    expect(ride.waypoints).not.toContain('Brindisi');
  });

  it('rides the Sylt Shuttle over the causeway to Sylt', async () => {
    const plan = await planner.plan(
      planInput({
        tripType: 'day',
        travelMode: 'motorcycle',
        startLocation: 'Hamburg, Germany',
        destination: 'Westerland, Germany',
        startDate: '2026-06-10',
        endDate: '2026-06-10',
      }),
      TODAY,
    );
    const [day] = plan.itinerary.days;
    expect(day.facts.ferries).toMatchObject([
      { from: 'Niebüll', to: 'Westerland', train: 'causeway' },
    ]);
    expect(day.facts.alerts).toContainEqual({
      kind: 'ferry',
      message:
        'Book the car train from Niebüll to Westerland ahead (DB Sylt Shuttle, Autozug Sylt): about 35 min over the causeway, and check in well before it leaves.',
    });
    expect(JSON.stringify(day)).not.toMatch(/tunnel|at sea|sails/);
  });

  it('never puts a night on an island the ferry sails past: the crossing stays whole on one day', async () => {
    // Piraeus → Heraklion sails straight past Milos, under the line drawn over the sea; with two
    // days for it, the night had fallen at Adámas on Milos, 20 minutes from Athens by road.
    const plan = await planner.plan(
      planInput({
        travelMode: 'car',
        startLocation: 'Athens, Greece',
        destination: 'Heraklion, Greece',
        startDate: '2026-06-10',
        endDate: '2026-06-11',
      }),
      TODAY,
    );
    const nights = plan.itinerary.days.map((d) => d.facts.end.name);
    expect(nights).not.toContain('Adámas, Greece');
    const sailing = plan.itinerary.days.filter((d) => d.facts.ferries?.length);
    expect(sailing).toHaveLength(1);
    expect(sailing[0].facts.ferries).toMatchObject([{ from: 'Piraeus', to: 'Heraklion' }]);
    expect(sailing[0].facts.alerts).toContainEqual(expect.objectContaining({ kind: 'ferry' }));
    expect(sailing[0].facts.end.name).toMatch(/^Ir[áa]kleion|^Heraklion/);
  });

  it('takes the ferry over open water on one land, never a road across the sea', async () => {
    // Helsinki and Tallinn are on one land, and their straight line crosses the Gulf of Finland;
    // it had been planned as a 95 km ride over the water.
    const plan = await planner.plan(
      planInput({
        travelMode: 'motorcycle',
        startLocation: 'Helsinki, Finland',
        destination: 'Tallinn, Estonia',
      }),
      TODAY,
    );
    const legs = plan.mapData.route.routes[0].legs;
    expect(legs.find((l) => l.ferry)).toMatchObject({
      start_address: 'Helsinki',
      end_address: 'Tallinn',
      ferry: { crossingMinutes: 120 },
    });
    expect(plan.facts.totalDistanceKm).toBeLessThan(20);
  });

  it('rides round open water by the head of the sea where that is the quicker way', async () => {
    // Ancona → Trieste flew 266 km over the Adriatic; the road goes by Venice.
    const plan = await planner.plan(
      planInput({ startLocation: 'Ancona, Italy', destination: 'Trieste, Italy' }),
      TODAY,
    );
    const line = plan.mapData.geometry.coordinates.map(([lng, lat]) => ({ lat, lng }));
    const mestre = { lat: 45.49, lng: 12.24 };
    expect(Math.min(...line.map((p) => distanceKm(p, mestre)))).toBeLessThan(15);
    expect(plan.facts.totalDistanceKm).toBeGreaterThan(350);
  });

  it('counts a crossing as sailed, not ridden, when it weighs the days against the budget', async () => {
    // Bari → Dubrovnik is a short ride to the port and ten hours aboard: one day, not three.
    const undated = await planner.plan(
      planInput({
        startLocation: 'Bari, Italy',
        destination: 'Dubrovnik, Croatia',
        drivingHours: '2-4',
      }),
      TODAY,
    );
    expect(undated.itinerary.days).toHaveLength(1);
    // Ten hours aboard span the middle of the day: lunch is on the ferry.
    expect(undated.itinerary.days[0].activities.map((a) => a.title)).toContain(
      'Lunch aboard the ferry to Dubrovnik',
    );
    // Athens → Heraklion on one day at two to four hours: no "9 h of driving a day" warning.
    const dated = await planner.plan(
      planInput({
        startLocation: 'Athens, Greece',
        destination: 'Heraklion, Greece',
        drivingHours: '2-4',
        startDate: '2026-06-10',
        endDate: '2026-06-10',
      }),
      TODAY,
    );
    expect(dated.facts.warnings.join(' ')).not.toMatch(/daily budget/);
  });

  it('refuses the same start and destination with nothing between, on the destination', async () => {
    for (const destination of ['Denver, CO', 'Denver']) {
      expect(
        await planner.refusals(planInput({ startLocation: 'Denver, CO', destination }), {
          now: NOW,
        }),
      ).toEqual({ destination: PlanTripMessages.sameStartAndDestination });
    }
    expect(
      await planner.refusals(
        planInput({ startLocation: 'Denver, CO', destination: 'Denver, CO', isRoundTrip: true }),
        { now: NOW },
      ),
    ).toEqual({});
    expect(
      await planner.refusals(
        planInput({
          startLocation: 'Denver, CO',
          destination: 'Denver',
          waypoints: ['Boulder, CO'],
        }),
        { now: NOW },
      ),
    ).toEqual({});
  });

  it("refuses a start date before today in the start's time zone, on the start date", async () => {
    // 03:00 UTC on 2 May is still 1 May in Denver and already 2 May in Berlin.
    const now = new Date('2026-05-02T03:00:00Z');
    const denver = planInput({
      startLocation: 'Denver, CO',
      startDate: '2026-05-01',
      endDate: '2026-05-03',
    });
    expect(await planner.refusals(denver, { now })).toEqual({});
    const berlin = { ...denver, startLocation: 'Berlin, Germany', destination: 'Munich, Germany' };
    expect(await planner.refusals(berlin, { now })).toEqual({
      startDate: PlanTripMessages.startDateInPast,
    });
  });
});

describe('too many days', () => {
  it('advises Grand Junction → Moab over 3 days: one day of riding, with the fixes ready', async () => {
    const input = planInput({
      travelMode: 'motorcycle',
      routeType: 'scenic',
      startLocation: 'Grand Junction, CO',
      destination: 'Moab, UT',
      startDate: '2027-06-10',
      endDate: '2027-06-12',
      drivingHours: '4-6',
      activities: ['riding-road', 'nature'],
    });
    const plan = await planner.plan(input, TODAY);
    const advice = plan.facts.spareDays!;
    expect(advice).toMatchObject({
      chosenDays: 3,
      neededDays: 1,
      message: 'At 4–6 hours a day this trip is 1 day of riding; you chose 3.',
      fewerDays: { days: 1, endDate: '2027-06-10' },
    });
    // The longer loop is a plan the engine rides further, through places near Moab.
    expect(advice.scenicLoop?.via.length).toBeGreaterThan(0);
    const longer = await planner.plan({ ...input, waypoints: advice.scenicLoop!.waypoints }, TODAY);
    expect(longer.facts.totalDrivingMinutes).toBeGreaterThan(plan.facts.totalDrivingMinutes * 1.3);
    const fewer = await planner.plan({ ...input, endDate: advice.fewerDays.endDate }, TODAY);
    expect(fewer.itinerary.days).toHaveLength(1);
    expect(fewer.facts.spareDays).toBeUndefined();
    // No token ride: no town between them splits the riding, so the days it cannot fill are
    // rest days in Moab, said so; the rest days are not offered again as a fix.
    expect(plan.itinerary.days.map((d) => [d.title, d.facts.restDay ?? false])).toEqual([
      ['Day 1: Grand Junction to Moab', false],
      ['Day 2: Rest day in Moab', true],
      ['Day 3: Rest day in Moab', true],
    ]);
    expect(plan.facts.warnings).toContain(
      'No town on the way splits this riding into 3 days without a token ride, so 2 days are rest days in Moab.',
    );
    expect(advice.restDays).toBeUndefined();
  });
});
