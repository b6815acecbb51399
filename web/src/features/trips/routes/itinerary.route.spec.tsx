import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DayActivity, SpareDaysAdvice } from '@roadbook/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { PLAN_FORM_STORAGE_KEY } from '../components/plan-form.model';
import { MIN_LOADING_MS } from '../hooks/use-minimum-loading';
import { RIDER, makeItinerary, makeTrip } from '../../../test/fixtures/trip-fixtures';

/** The plan a one-tap fix sent back to regenerate trip 7, once it has been sent. */
async function sentPlan(api: FakeApi): Promise<unknown> {
  await waitFor(() =>
    expect(api.calls.some((call) => call.route === 'PUT /api/trips/7')).toBe(true),
  );
  return api.calls.find((call) => call.route === 'PUT /api/trips/7')?.body;
}

/** A riding road the first day does not ride, offered as a detour the owner can add. */
const INDEPENDENCE_PASS_DETOUR: DayActivity = {
  type: 'activity',
  title: 'Nearby detour: Independence Pass',
  description: "Not on this day's route: about +34 miles / +1 h 45 min to ride it (estimated).",
  duration: '1 h 45 min',
  detour: { addedKm: 55, addedMinutes: 105, waypoints: ['Independence Pass'] },
  source: 'curated: Wikipedia: Independence Pass',
  generic: false,
};

/** The planner's word that three days are more than the ride fills, with each of its fixes. */
const SPARE_DAYS: SpareDaysAdvice = {
  chosenDays: 3,
  neededDays: 1,
  dailyHours: '4–6',
  message: 'At 4–6 hours a day this trip is 1 day of riding; you chose 3.',
  fewerDays: { days: 1, endDate: '2026-06-01' },
  scenicLoop: { waypoints: ['Arches National Park'], via: ['Arches National Park'] },
  restDays: { days: 2, restIn: 'Moab, UT', town: 'Moab' },
};

let api: FakeApi;

beforeEach(() => {
  window.localStorage.clear();
  api = installFakeApi()
    .on('GET /api/auth/user', { status: 401, body: {} })
    // Explore More Trips: the server's related routes of trip 7 (the trip itself left out).
    .on('GET /api/trips/7/related', {
      body: [makeTrip({ id: 8, name: 'Beartooth Loop', isFeatured: true, slug: 'beartooth-8' })],
    });
});

afterEach(() => {
  // The spy on the fake clock's setTimeout goes first: restored after the clock, it would put the
  // fake back for every later spec in the worker.
  vi.restoreAllMocks();
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('itinerary page', () => {
  it("keeps 'Creating Your Perfect Road Trip' at least 1 s after the data arrives", async () => {
    const itinerary = deferredReply({ body: makeItinerary() });
    api
      .on('GET /api/trips/7', { body: makeTrip() })
      .on('GET /api/trips/7/itinerary', itinerary.handler);
    renderApp('/itinerary/7');
    await screen.findByRole('heading', { name: 'Creating Your Perfect Road Trip' });
    await waitFor(() =>
      expect(api.calls.some((call) => call.route === 'GET /api/trips/7/itinerary')).toBe(true),
    );
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const setTimeoutSpy = vi.spyOn(window, 'setTimeout');
    void itinerary.release();
    // The hold starts when the data reaches the page, a few real ticks after the reply is
    // released (more on a busy machine); each check below moves the clock at most 50 ms.
    await vi.waitFor(
      () => expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), MIN_LOADING_MS),
      { timeout: 60_000, interval: 50 },
    );
    await act(async () => {
      await vi.advanceTimersByTimeAsync(MIN_LOADING_MS - 100);
    });
    expect(
      screen.getByRole('heading', { name: 'Creating Your Perfect Road Trip' }),
    ).toBeInTheDocument();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(150);
    });
    expect(
      screen.getByRole('heading', { name: 'Rockies to Red Rock', level: 1 }),
    ).toBeInTheDocument();
  });

  it('shows the trip when ready: dates or Not specified, route, tips, expanded day cards', async () => {
    api
      .on('GET /api/trips/7', { body: makeTrip({ startDate: '', endDate: '' }) })
      .on('GET /api/trips/7/itinerary', { body: makeItinerary() });
    renderApp('/itinerary/7');
    await screen.findByRole('heading', { name: 'Rockies to Red Rock', level: 1 });
    expect(screen.getByText('Not specified')).toBeInTheDocument();
    expect(screen.getAllByText('Denver, CO → Moab, UT')[0]).toBeInTheDocument();
    expect(screen.getByText('391 miles')).toBeInTheDocument();
    expect(screen.getByText('Estimated')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Trip Overview' })).toBeInTheDocument();
    const map = screen.getByRole('img', { name: 'Map of the route with its stops' });
    expect(map).toHaveAttribute('src', '/api/maps/static/7?format=png&scale=1');
    expect(map).toHaveAttribute(
      'srcset',
      '/api/maps/static/7?format=png&scale=1 1x, /api/maps/static/7?format=png&scale=2 2x',
    );
    expect(map).toHaveAttribute('width', '600');
    expect(map).toHaveAttribute('height', '300');
    expect(
      within(screen.getByRole('list', { name: 'Map legend' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['ADenver, CO', 'BMoab, UT']);
    const tips = screen.getByRole('heading', { name: 'Ride Tips' }).parentElement as HTMLElement;
    expect(
      within(tips)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1Pack layers.', '2Fuel up in Grand Junction.']);
    const cards = screen.getAllByTestId('day-card');
    expect(cards).toHaveLength(3);
    for (const card of cards) {
      expect(within(card).getAllByRole('button', { expanded: true })[0]).toBeInTheDocument();
    }
    expect(screen.getAllByText(/Typical for the season/)).toHaveLength(3);
    expect(screen.getByText('Pro Tips')).toBeInTheDocument();
    // Unknown activity types still render, with the generic place look.
    expect(document.querySelector('[data-activity-type="mystery-type"]')).toHaveTextContent('Stop');
    expect(screen.getByRole('heading', { name: 'Explore More Trips' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Beartooth Loop/ })).toHaveAttribute(
      'href',
      '/trips/beartooth-8',
    );
    expect(api.calls.map((call) => call.route)).not.toContain('GET /api/featured-trips');
    expect(screen.getByRole('link', { name: 'GPX' })).toHaveAttribute('href', '/api/trips/7/gpx');
    expect(screen.getByRole('link', { name: 'Calendar' })).toHaveAttribute(
      'href',
      '/api/trips/7/ics',
    );
  });

  it('says which places the planner chose for the names typed', async () => {
    const itinerary = makeItinerary();
    itinerary.facts.stops = [
      {
        name: 'Portland, ME',
        label: 'Portland, Maine, United States',
        lat: 43.66,
        lng: -70.26,
        role: 'start',
      },
      {
        name: 'Boston, MA',
        label: 'Boston, Massachusetts, United States',
        lat: 42.36,
        lng: -71.06,
        role: 'destination',
      },
    ];
    api
      .on('GET /api/trips/7', {
        body: makeTrip({ startLocation: 'portland', destination: 'boston' }),
      })
      .on('GET /api/trips/7/itinerary', { body: itinerary });
    renderApp('/itinerary/7');
    await screen.findByRole('heading', { name: 'Rockies to Red Rock', level: 1 });
    expect(
      screen.getByText(
        'Planned from Portland, Maine, United States to Boston, Massachusetts, United States',
      ),
    ).toBeInTheDocument();
  });

  it('warns on the day about a stretch without fuel longer than the range', async () => {
    const itinerary = makeItinerary();
    itinerary.itinerary.days[1].facts.fuelGaps = [
      { fromKm: 40, toKm: 458, warning: 'No fuel for about 260 miles: carry spare fuel.' },
    ];
    api
      .on('GET /api/trips/7', { body: makeTrip() })
      .on('GET /api/trips/7/itinerary', { body: itinerary });
    renderApp('/itinerary/7');
    await screen.findByRole('heading', { name: 'Rockies to Red Rock', level: 1 });
    const alerts = screen.getAllByTestId('fuel-gap');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]).toHaveTextContent('No fuel for about 260 miles: carry spare fuel.');
  });

  it.each([
    ['Plan 5 days instead', { tripType: 'multi-day', endDate: '2026-06-05', drivingHours: '4-6' }],
    ['Ride 6–8 hours a day', { endDate: '2026-06-03', drivingHours: '6-8' }],
  ])(
    'says the dates are too few and "%s" plans the trip again with that change',
    async (button, change) => {
      const itinerary = makeItinerary();
      itinerary.facts.pacing = {
        chosenDays: 3,
        neededDays: 5,
        dailyHours: '4–6',
        message: 'At 4–6 hours a day this trip needs 5 days; you chose 3.',
        moreDays: { days: 5, endDate: '2026-06-05' },
        longerHours: { drivingHours: '6-8', dailyHours: '6–8', neededDays: 3 },
      };
      api
        .on('GET /api/trips/7', { body: makeTrip() })
        .on('GET /api/trips/7/itinerary', { body: itinerary })
        .on('PUT /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
      renderApp('/itinerary/7');
      const advice = await screen.findByTestId('pacing-advice', {});
      expect(advice).toHaveTextContent('Too few days for this distance');
      expect(advice).toHaveTextContent('At 4–6 hours a day this trip needs 5 days; you chose 3.');
      await userEvent.click(within(advice).getByRole('button', { name: button }));
      expect(await sentPlan(api)).toMatchObject({
        name: 'Rockies to Red Rock',
        startDate: '2026-06-01',
        ...change,
      });
    },
  );

  it('puts what a rider must act on at the top of the trip and of its day, above the tips', async () => {
    const itinerary = makeItinerary();
    const closed = {
      kind: 'closed-road' as const,
      message:
        'Independence Pass is usually closed November–May; this day goes via Glenwood Springs instead.',
    };
    const cold = (day: number) => ({
      kind: 'cold' as const,
      message: `Freezing: lows near ${20 + day}°F. Expect ice on shaded bends and bridges until late morning.`,
      day,
    });
    itinerary.itinerary.days[1].facts.alerts = [closed];
    itinerary.facts.alerts = [{ ...closed, day: 2 }, cold(1), cold(2)];
    api
      .on('GET /api/trips/7', { body: makeTrip() })
      .on('GET /api/trips/7/itinerary', { body: itinerary });
    renderApp('/itinerary/7');
    const trip = await screen.findByTestId('trip-alerts');
    expect(trip).toHaveTextContent('Day 2: Road closed for the season');
    expect(trip).toHaveTextContent(closed.message);
    // The same weather on several days is said once, with its days.
    expect(within(trip).getAllByRole('alert')).toHaveLength(2);
    expect(trip).toHaveTextContent('Days 1 and 2: Freezing');
    const [dayAlerts] = screen.getAllByTestId('day-alerts');
    expect(dayAlerts).toHaveTextContent(closed.message);
    // Above the day's description and its activities, not among its tips.
    const dayTwo = screen.getAllByTestId('day-card')[1];
    const position = dayAlerts.compareDocumentPosition(within(dayTwo).getAllByRole('listitem')[0]);
    expect(position & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('adds a nearby detour to the route with one tap, planning the trip again through it', async () => {
    const itinerary = makeItinerary();
    itinerary.itinerary.days[0].activities.push(INDEPENDENCE_PASS_DETOUR);
    api
      .on('GET /api/trips/7', { body: makeTrip() })
      .on('GET /api/trips/7/itinerary', { body: itinerary })
      .on('PUT /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
    renderApp('/itinerary/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to my route' }));
    expect(await sentPlan(api)).toMatchObject({
      name: 'Rockies to Red Rock',
      waypoints: ['Independence Pass'],
    });
  });

  it.each([
    ['Plan 1 day instead', { tripType: 'day', endDate: '2026-06-01' }],
    [
      'Ride a longer loop by Arches National Park',
      { routeType: 'scenic', waypoints: ['Arches National Park'] },
    ],
    ['Take 2 rest days in Moab', { restDays: 2, restIn: 'Moab, UT', endDate: '2026-06-03' }],
  ])(
    'says the days are more than the ride fills and "%s" plans it again',
    async (button, change) => {
      const itinerary = makeItinerary();
      itinerary.facts.spareDays = SPARE_DAYS;
      api
        .on('GET /api/trips/7', { body: makeTrip() })
        .on('GET /api/trips/7/itinerary', { body: itinerary })
        .on('PUT /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
      renderApp('/itinerary/7');
      const advice = await screen.findByTestId('spare-days-advice');
      expect(advice).toHaveTextContent(
        'At 4–6 hours a day this trip is 1 day of riding; you chose 3.',
      );
      await userEvent.click(within(advice).getByRole('button', { name: button }));
      await waitFor(() =>
        expect(api.calls.some((call) => call.route === 'PUT /api/trips/7')).toBe(true),
      );
      expect(api.calls.find((call) => call.route === 'PUT /api/trips/7')?.body).toMatchObject(
        change,
      );
    },
  );

  it('never shows the previous version’s itinerary while the new one is read', async () => {
    const first = makeItinerary();
    first.facts.spareDays = SPARE_DAYS;
    api
      .on('GET /api/trips/7', { body: makeTrip() })
      .on('GET /api/trips/7/itinerary', { body: first })
      // A fast plan: the new version is ready by the time the page reads the trip again.
      .on('PUT /api/trips/7', { body: makeTrip({ version: 2 }) });
    renderApp('/itinerary/7');
    const advice = await screen.findByTestId('spare-days-advice');
    const second = deferredReply({ body: makeItinerary() });
    api
      .on('GET /api/trips/7', { body: makeTrip({ version: 2 }) })
      .on('GET /api/trips/7/itinerary', second.handler);
    await userEvent.click(within(advice).getByRole('button', { name: 'Plan 1 day instead' }));
    const itineraryReads = () =>
      api.calls.filter((call) => call.route === 'GET /api/trips/7/itinerary').length;
    // The change reads the first version's itinerary again (its tag is invalidated) and, once the
    // trip is read at version 2, the second version's.
    await waitFor(() => expect(itineraryReads()).toBe(3));
    // The first version's advice (and its days) is gone while the second is on its way…
    expect(screen.queryByTestId('spare-days-advice')).toBeNull();
    await second.release();
    // …and the second version is shown once it is here.
    expect((await screen.findAllByTestId('day-card')).length).toBeGreaterThan(0);
    expect(screen.queryByTestId('spare-days-advice')).toBeNull();
  });

  it('opens the register dialog when a visitor saves', async () => {
    api
      .on('GET /api/trips/7', { body: makeTrip() })
      .on('GET /api/trips/7/itinerary', { body: makeItinerary() });
    const { store } = renderApp('/itinerary/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Trip' }));
    expect(store.getState().ui.authDialog).toEqual({ open: true, mode: 'register' });
    expect(api.calls.some((call) => call.route === 'POST /api/trips/7/save')).toBe(false);
  });

  it("saves for a signed-in rider with 'Trip saved!', or says why it failed", async () => {
    api
      .on('GET /api/auth/user', { body: RIDER })
      .on('GET /api/trips/7', { body: makeTrip() })
      .on('GET /api/trips/7/itinerary', { body: makeItinerary() })
      .on('POST /api/trips/7/save', {
        status: 403,
        body: { statusCode: 403, message: 'Only the owner of this trip can do that' },
      });
    renderApp('/itinerary/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Save Trip' }));
    expect(await screen.findByText('Save failed')).toBeInTheDocument();
    expect(screen.getByText('Only the owner of this trip can do that')).toBeInTheDocument();

    api.on('POST /api/trips/7/save', { body: makeTrip({ isSaved: true }) });
    await userEvent.click(screen.getByRole('button', { name: 'Save Trip' }));
    expect(await screen.findByText('Trip saved!')).toBeInTheDocument();
    expect(screen.getByText('Your trip has been saved to your profile.')).toBeInTheDocument();
  });

  it("Modify stores the form locally with trip type 'day' for a one-day span", async () => {
    api
      .on('GET /api/trips/7', {
        body: makeTrip({ startDate: '2026-06-01', endDate: '2026-06-02' }),
      })
      .on('GET /api/trips/7/itinerary', { body: makeItinerary() });
    const { router } = renderApp('/itinerary/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Modify' }));
    const stored: unknown = JSON.parse(window.localStorage.getItem(PLAN_FORM_STORAGE_KEY) ?? '{}');
    expect(stored).toMatchObject({
      tripId: 7,
      values: { tripType: 'day', name: 'Rockies to Red Rock' },
    });
    expect(router.state.location.pathname + router.state.location.search).toBe('/plan?modify=7');
  });

  it("shows 'Something Went Wrong' with Try Again to /plan when the trip cannot be loaded", async () => {
    api.on('GET /api/trips/9', {
      status: 500,
      body: { statusCode: 500, message: 'Internal server error' },
    });
    renderApp('/itinerary/9');
    await screen.findByRole('heading', { name: 'Something Went Wrong' });
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute('href', '/plan');
  });

  it("says someone else's trip is private and how to get it shared", async () => {
    api.on('GET /api/trips/9', {
      status: 404,
      body: { statusCode: 404, message: 'Trip not found' },
    });
    renderApp('/itinerary/9');
    expect(
      await screen.findByText('This trip is private — ask its owner for a share link.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something Went Wrong' })).not.toBeInTheDocument();
  });

  it('explains a failed generation in words', async () => {
    api.on('GET /api/trips/7', {
      body: makeTrip({
        generationStatus: 'failed',
        generationError: 'We could not find "Atlantis".',
      }),
    });
    renderApp('/itinerary/7');
    await screen.findByRole('heading', { name: 'Something Went Wrong' });
    expect(screen.getByText('We could not find "Atlantis".')).toBeInTheDocument();
    // Back to the plan as it was typed, to fix it.
    expect(screen.getByRole('link', { name: 'Try Again' })).toHaveAttribute(
      'href',
      '/plan?modify=7',
    );
  });

  it("lets an admin feature a rider's trip from its itinerary, through the featuring dialog", async () => {
    const ridersTrip = makeTrip({ userId: RIDER.id, description: 'Passes, canyons and arches.' });
    api
      .on('GET /api/auth/user', { body: { ...RIDER, id: 1, role: 'admin' } })
      .on('GET /api/trips/7', { body: ridersTrip })
      .on('GET /api/trips/7/itinerary', { body: makeItinerary() })
      .on('POST /api/admin/trips/7/feature', (body) => ({
        body: { ...ridersTrip, ...(body as object), slug: 'red-rock-run' },
      }));
    renderApp('/itinerary/7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Featured' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature “Rockies to Red Rock”' });
    expect(within(dialog).getByRole('textbox', { name: 'Public description' })).toHaveValue(
      'Passes, canyons and arches.',
    );
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'red-rock-run');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Feature Trip' }));
    expect(await screen.findByText('Trip Featured')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        route: 'POST /api/admin/trips/7/feature',
        body: {
          isFeatured: true,
          slug: 'red-rock-run',
          description: 'Passes, canyons and arches.',
        },
      }),
    );
    expect(await screen.findByRole('link', { name: 'Edit Trip' })).toHaveAttribute(
      'href',
      '/admin/trips/7/edit',
    );
    // Modify and Save are the rider's: the admin edits with Edit Trip.
    expect(screen.queryByRole('button', { name: 'Modify' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Save Trip/ })).not.toBeInTheDocument();
  });

  it("shows an admin on a rider's trip the planner's advice without the owner's one-tap re-plans", async () => {
    const itinerary = makeItinerary();
    itinerary.facts.pacing = {
      chosenDays: 2,
      neededDays: 3,
      dailyHours: '4–6',
      message: 'At 4–6 hours a day this trip needs 3 days; you chose 2.',
      moreDays: { days: 3, endDate: '2026-06-03' },
      longerHours: { drivingHours: '6-8', dailyHours: '6–8', neededDays: 2 },
    };
    itinerary.itinerary.days[0].activities.push(INDEPENDENCE_PASS_DETOUR);
    api
      .on('GET /api/auth/user', { body: { ...RIDER, id: 1, role: 'admin' } })
      .on('GET /api/trips/7', { body: makeTrip({ userId: RIDER.id }) })
      .on('GET /api/trips/7/itinerary', { body: itinerary });
    renderApp('/itinerary/7');

    const advice = await screen.findByTestId('pacing-advice');
    expect(advice).toHaveTextContent('At 4–6 hours a day this trip needs 3 days; you chose 2.');
    expect(within(advice).queryByRole('button')).not.toBeInTheDocument();
    expect(screen.getByText('Nearby detour: Independence Pass')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add to my route' })).not.toBeInTheDocument();
  });

  it('shows a rider no featuring controls on their itinerary', async () => {
    api
      .on('GET /api/auth/user', { body: RIDER })
      .on('GET /api/trips/7', { body: makeTrip({ userId: RIDER.id }) })
      .on('GET /api/trips/7/itinerary', { body: makeItinerary() });
    renderApp('/itinerary/7');
    await screen.findByRole('heading', { name: 'Rockies to Red Rock', level: 1 });
    expect(screen.queryByRole('button', { name: 'Add to Featured' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Modify' })).toBeInTheDocument();
  });

  it("shows 'Itinerary Not Found' with Return Home when there is no id", async () => {
    renderApp('/itinerary/not-a-trip');
    await screen.findByRole('heading', { name: 'Itinerary Not Found' });
    expect(screen.getByRole('link', { name: 'Return Home' })).toHaveAttribute('href', '/');
  });

  it('shows live progress from the event stream while generating', async () => {
    const sources: FakeEventSource[] = [];
    class FakeEventSource {
      listeners = new Map<string, (event: MessageEvent) => void>();
      onerror: (() => void) | null = null;
      constructor(public url: string) {
        sources.push(this);
      }
      addEventListener(type: string, listener: (event: MessageEvent) => void) {
        this.listeners.set(type, listener);
      }
      close() {}
      emit(data: object) {
        this.listeners.get('progress')?.(
          new MessageEvent('progress', { data: JSON.stringify(data) }),
        );
      }
    }
    vi.stubGlobal('EventSource', FakeEventSource);
    api.on('GET /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
    renderApp('/itinerary/7');
    await screen.findByRole('heading', { name: 'Creating Your Perfect Road Trip' });
    await waitFor(() => expect(sources).toHaveLength(1));
    expect(sources[0].url).toBe('/api/trips/7/events');
    act(() =>
      sources[0].emit({
        tripId: 7,
        version: 1,
        status: 'generating',
        progress: 40,
        step: 'Planning the days',
      }),
    );
    expect(screen.getByText('Planning the days')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Itinerary progress' })).toHaveAttribute(
      'aria-valuenow',
      '40',
    );
  });
});
