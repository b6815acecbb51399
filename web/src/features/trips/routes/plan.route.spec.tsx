import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PlanTripMessages } from '@roadbook/contracts/browser';
import { deferredReply, installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import {
  EMPTY_PLAN_FORM,
  PLAN_FORM_STORAGE_KEY,
  validatePlanForm,
} from '../components/plan-form.model';
import { makeItinerary, makeTrip } from '../../../test/fixtures/trip-fixtures';
import { LOADING_TITLE } from '../components/itinerary-progress';

let api: FakeApi;
/** The first render loads the lazy screen and MUI, which takes a while in jsdom. */
beforeEach(() => {
  window.localStorage.clear();
  api = installFakeApi().on('GET /api/auth/user', { status: 401, body: {} });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

const filled = {
  ...EMPTY_PLAN_FORM,
  name: 'Rockies to Red Rock',
  startLocation: 'Denver, CO',
  destination: 'Moab, UT',
  activities: ['nature'],
  budget: 'moderate',
  drivingHours: '4-6',
};

/** Next year, so the calendar opens on the start's month whatever today is. */
const YEAR = new Date().getFullYear() + 1;

/** MUI's date field is a group of spinbuttons: click the first (the year), type the digits. */
async function typeDate(group: HTMLElement, digits: string) {
  await userEvent.click(within(group).getAllByRole('spinbutton')[0]);
  await userEvent.keyboard(digits);
}

/**
 * Whether `text` is ever on the page from now on: a screen shown only for a moment counts too.
 * The observer is told of every change of the page, before anything can take it away again.
 */
function watchForText(text: string) {
  let seen = false;
  const observer = new MutationObserver(() => {
    seen ||= document.body.textContent?.includes(text) ?? false;
  });
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return {
    wasSeen: () => {
      observer.disconnect();
      return seen;
    },
  };
}

/** The value the form submits, as the field's hidden input holds it. */
function hiddenInput(name: string) {
  return document.querySelector(`input[name="${name}"]`);
}

describe('plan form', () => {
  it('shows the spec messages under each field and sends nothing', async () => {
    renderApp('/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Plan My Trip' }));

    for (const message of [
      'Trip name must be at least 3 characters',
      'Starting point is required',
      'Destination is required',
      'Select at least one activity',
      'Budget selection is required',
      'Driving hours preference is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    await userEvent.clear(screen.getByLabelText(/^Travelers/));
    await userEvent.type(screen.getByLabelText(/^Travelers/), '0');
    await userEvent.clear(screen.getByLabelText(/^Adults/));
    expect(screen.getByText('At least 1 traveler is required')).toBeInTheDocument();
    expect(screen.getByText('At least 1 adult is required')).toBeInTheDocument();
    expect(api.calls.filter((call) => call.route === 'POST /api/trips')).toHaveLength(0);
  });

  it('checks travel mode and route type with the spec messages', () => {
    const errors = validatePlanForm({ ...filled, travelMode: '', routeType: '' });
    expect(errors.travelMode).toBe('Please select a travel mode');
    expect(errors.routeType).toBe('Please select a route type');
    expect(validatePlanForm(filled)).toEqual({});
  });

  it('adds, reorders and removes stops along the way', async () => {
    renderApp('/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a stop' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a stop' }));
    await userEvent.type(screen.getByRole('combobox', { name: 'Stop 1' }), 'Leadville');
    await userEvent.type(screen.getByRole('combobox', { name: 'Stop 2' }), 'Ouray');
    await userEvent.click(screen.getByRole('button', { name: 'Move stop 2 up' }));
    expect(screen.getByRole('combobox', { name: 'Stop 1' })).toHaveValue('Ouray');
    await userEvent.click(screen.getByRole('button', { name: 'Remove stop 1' }));
    expect(screen.getByRole('combobox', { name: 'Stop 1' })).toHaveValue('Leadville');
    expect(screen.queryByRole('combobox', { name: 'Stop 2' })).not.toBeInTheDocument();
  });

  it('stops adding stops at 10 and says why', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => `Town ${i + 1}`);
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({ tripId: null, values: { ...filled, waypoints: nine } }),
    );
    renderApp('/plan?modify=new');
    const add = await screen.findByRole('button', { name: 'Add a stop' });
    expect(add).toBeEnabled();
    await userEvent.click(add);
    expect(screen.getByRole('combobox', { name: 'Stop 10' })).toBeInTheDocument();
    expect(add).toBeDisabled();
    expect(add).toHaveAccessibleDescription("That's the most: a trip can have up to 10 stops.");
    await userEvent.click(screen.getByRole('button', { name: 'Remove stop 10' }));
    expect(add).toBeEnabled();
    expect(screen.queryByText(/a trip can have up to 10 stops/)).not.toBeInTheDocument();
  });

  it('caps each field at its limit in the inputs themselves', async () => {
    renderApp('/plan');
    const name = await screen.findByLabelText(/^Trip name/, {});
    expect(name).toHaveAttribute('maxlength', '100');
    expect(screen.getByRole('combobox', { name: /Starting point/ })).toHaveAttribute(
      'maxlength',
      '200',
    );
    expect(screen.getByRole('combobox', { name: /Destination/ })).toHaveAttribute(
      'maxlength',
      '200',
    );
    expect(screen.getByLabelText(/^Travelers/)).toHaveAttribute('max', '50');
    expect(screen.getByLabelText(/^Adults/)).toHaveAttribute('max', '50');
    expect(screen.getByLabelText(/^Hotel rooms/)).toHaveAttribute('max', '20');
    expect(screen.getByLabelText(/^Anything else/)).toHaveAttribute('maxlength', '2000');
  });

  it('types the dates and bounds the end date by the start and the longest trip', async () => {
    renderApp('/plan');
    await typeDate(await screen.findByRole('group', { name: /^Start date/ }), `${YEAR}0615`);
    expect(hiddenInput('startDate')).toHaveValue(`${YEAR}-06-15`);
    const end = screen.getByRole('group', { name: /^End date/ });
    await userEvent.click(within(end.parentElement!).getByRole('button', { name: /Choose date/ }));
    const calendar = await screen.findByRole('grid');
    // June: from the start date on; the longest trip (30 days) ends on 14 July.
    expect(within(calendar).getByRole('gridcell', { name: '14' })).toBeDisabled();
    expect(within(calendar).getByRole('gridcell', { name: '15' })).toBeEnabled();
    await userEvent.click(within(calendar).getByRole('gridcell', { name: '17' }));
    expect(hiddenInput('endDate')).toHaveValue(`${YEAR}-06-17`);
  });

  it("refuses an end date before the start with the model's message", async () => {
    renderApp('/plan');
    await typeDate(await screen.findByRole('group', { name: /^Start date/ }), `${YEAR}0615`);
    await typeDate(screen.getByRole('group', { name: /^End date/ }), `${YEAR}0610`);
    await userEvent.click(screen.getByRole('button', { name: 'Plan My Trip' }));
    expect(
      await screen.findByText('End date must be on or after the start date'),
    ).toBeInTheDocument();
  });

  it("sends a half-typed date as no date, as the browser's own date field did", async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({ tripId: null, values: filled }),
    );
    api
      .on('POST /api/trips', { status: 201, body: makeTrip({ generationStatus: 'generating' }) })
      .on('GET /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
    renderApp('/plan?modify=new');
    const start = await screen.findByRole('group', { name: /^Start date/ });
    await typeDate(start, `${YEAR}0615`);
    await userEvent.keyboard('{Backspace}');
    expect(start).toHaveTextContent(`${YEAR}-06-DD`);
    await userEvent.click(screen.getByRole('button', { name: 'Plan My Trip' }));
    await waitFor(() =>
      expect(api.calls.some((call) => call.route === 'POST /api/trips')).toBe(true),
    );
    const post = api.calls.find((call) => call.route === 'POST /api/trips');
    expect(post?.body).not.toHaveProperty('startDate');
    expect(post?.body).toMatchObject({ name: 'Rockies to Red Rock' });
  });

  it('asks for one date on a day ride', async () => {
    renderApp('/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Day ride' }));
    expect(screen.getByRole('group', { name: /^Date/ })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: /^End date/ })).not.toBeInTheDocument();
  });

  it('marks the stop that is too short with the server message', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({ tripId: null, values: { ...filled, waypoints: ['Ouray, CO', 'NY'] } }),
    );
    renderApp('/plan?modify=new');
    await userEvent.click(await screen.findByRole('button', { name: 'Plan My Trip' }));
    expect(screen.getByRole('combobox', { name: 'Stop 2' })).toHaveAccessibleDescription(
      'Each stop needs at least 3 characters',
    );
    expect(screen.getByRole('combobox', { name: 'Stop 1' })).not.toHaveAttribute(
      'aria-invalid',
      'true',
    );
    expect(api.calls.filter((call) => call.route === 'POST /api/trips')).toHaveLength(0);
  });

  it('shows the server field errors under their fields', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({ tripId: null, values: filled }),
    );
    api.on('POST /api/trips', {
      status: 400,
      body: {
        statusCode: 400,
        message: 'Validation failed',
        errors: { destination: ['Destination is required'] },
      },
    });
    renderApp('/plan?modify=new');
    await userEvent.click(await screen.findByRole('button', { name: 'Plan My Trip' }));
    expect(await screen.findByText('Destination is required', {})).toBeInTheDocument();
  });

  it('prefills from Modify and updates the same trip, then opens its itinerary', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({
        tripId: 7,
        values: { ...filled, startDate: '2028-06-01', endDate: '2028-06-03' },
      }),
    );
    api
      .on('PUT /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) })
      .on('GET /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
    const { router } = renderApp('/plan?modify=7');
    expect(await screen.findByLabelText(/^Trip name/, {})).toHaveValue('Rockies to Red Rock');
    expect(screen.getByRole('combobox', { name: /Destination/ })).toHaveValue('Moab, UT');
    expect(hiddenInput('startDate')).toHaveValue('2028-06-01');
    // Nothing changed yet: saving would keep the itinerary, and the button says so.
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Car' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update & Regenerate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/itinerary/7'));
    const put = api.calls.find((call) => call.route === 'PUT /api/trips/7');
    expect(put?.body).toMatchObject({
      name: 'Rockies to Red Rock',
      travelMode: 'car',
      startDate: '2028-06-01',
      endDate: '2028-06-03',
      destination: 'Moab, UT',
      activities: ['nature'],
    });
  });

  it('sends a Modify whose answer the connection lost again when it returns, under the same key', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({ tripId: 7, values: { ...filled, startDate: '2028-06-01' } }),
    );
    let sent = 0;
    api
      .on('PUT /api/trips/7', () => {
        sent += 1;
        // The first answer is lost with the connection, as fetch tells it.
        if (sent === 1) throw new TypeError('Failed to fetch');
        return { body: makeTrip({ generationStatus: 'generating' }) };
      })
      .on('GET /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
    const { router } = renderApp('/plan?modify=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Car' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update & Regenerate' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/sent as soon as the connection/);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/itinerary/7'));
    const keys = api.calls
      .filter((call) => call.route === 'PUT /api/trips/7')
      .map((call) => call.headers.get('Idempotency-Key'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toMatch(/^[0-9a-f]{32}$/);
    expect(keys[1]).toBe(keys[0]);
  });

  it('names the spinner on its button while the plan is on its way', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({ tripId: 7, values: { ...filled, startDate: '2028-06-01' } }),
    );
    const reply = deferredReply({ body: makeTrip({ generationStatus: 'generating' }) });
    api
      .on('PUT /api/trips/7', reply.handler)
      .on('GET /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
    const { router } = renderApp('/plan?modify=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Car' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update & Regenerate' }));
    expect(await screen.findByRole('progressbar', { name: 'Sending your plan' })).toBeVisible();
    await reply.release();
    await waitFor(() => expect(router.state.location.pathname).toBe('/itinerary/7'));
  });

  it('shows the trip’s rest days, refuses them once their town is off the plan, and removes them', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({
        tripId: 7,
        values: {
          ...filled,
          startDate: '2028-06-01',
          endDate: '2028-06-03',
          restDays: 2,
          restIn: 'Moab, UT',
        },
      }),
    );
    api
      .on('PUT /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) })
      .on('GET /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
    const { router } = renderApp('/plan?modify=7');
    expect(await screen.findByText('2 rest days in Moab, UT')).toBeInTheDocument();
    const destination = screen.getByRole('combobox', { name: /Destination/ });
    await userEvent.clear(destination);
    await userEvent.type(destination, 'Ouray, CO');
    await userEvent.click(screen.getByRole('button', { name: 'Update & Regenerate' }));
    expect(await screen.findByText(PlanTripMessages.restIn)).toBeInTheDocument();
    expect(api.calls.some((call) => call.route === 'PUT /api/trips/7')).toBe(false);

    await userEvent.click(screen.getByRole('button', { name: 'Remove rest days' }));
    expect(screen.queryByText('2 rest days in Moab, UT')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update & Regenerate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/itinerary/7'));
    expect(api.calls.find((call) => call.route === 'PUT /api/trips/7')?.body).toMatchObject({
      destination: 'Ouray, CO',
      restDays: 0,
      restIn: '',
    });
  });

  it('sends the group’s riders with their ranges in km, typed in miles', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({
        tripId: 7,
        values: { ...filled, startDate: '2028-06-01', endDate: '2028-06-03', rangeUnit: 'mi' },
      }),
    );
    api
      .on('PUT /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) })
      .on('GET /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
    const { router } = renderApp('/plan?modify=7');
    await userEvent.click(await screen.findByRole('button', { name: 'Add a rider' }));
    await userEvent.click(screen.getByRole('button', { name: 'Add a rider' }));
    await userEvent.type(screen.getByLabelText('Rider 1'), 'Ana');
    const range = screen.getAllByLabelText('Fuel range')[0];
    await userEvent.clear(range);
    await userEvent.type(range, '93');
    await userEvent.click(screen.getByRole('button', { name: 'Update & Regenerate' }));
    // The second rider has no name yet: nothing is sent.
    expect(await screen.findByText(PlanTripMessages.riderName)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Remove rider 2' }));
    await userEvent.click(screen.getByRole('button', { name: 'Update & Regenerate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/itinerary/7'));
    expect(api.calls.find((call) => call.route === 'PUT /api/trips/7')?.body).toMatchObject({
      group: [{ name: 'Ana', fuelRangeKm: 150 }],
    });
  });

  it('saves a new name at once and shows the kept itinerary, never the generation screen', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({
        tripId: 7,
        values: { ...filled, startDate: '2028-06-01', endDate: '2028-06-03' },
      }),
    );
    const renamed = makeTrip({ name: 'Red Rock, Slowly' });
    api
      .on('PUT /api/trips/7', { body: renamed })
      .on('GET /api/trips/7', { body: renamed })
      .on('GET /api/trips/7/itinerary', { body: makeItinerary() })
      .on('GET /api/trips/7/related', { body: [] });
    const { router } = renderApp('/plan?modify=7');
    const name = await screen.findByLabelText(/^Trip name/, {});
    await userEvent.clear(name);
    await userEvent.type(name, 'Red Rock, Slowly');
    const generation = watchForText(LOADING_TITLE);
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await screen.findByRole('heading', { name: 'Red Rock, Slowly', level: 1 });
    expect(router.state.location.pathname).toBe('/itinerary/7');
    expect(screen.getAllByTestId('day-card').length).toBeGreaterThan(0);
    expect(generation.wasSeen()).toBe(false);
  });
});
