import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import {
  EMPTY_PLAN_FORM,
  PLAN_FORM_STORAGE_KEY,
  validatePlanForm,
} from '../components/plan-form.model';
import { makeTrip } from '../test/trip-fixtures';

let api: FakeApi;
/** The first render loads the lazy screen and MUI, which takes a while in jsdom. */
const LAZY = { timeout: 10_000 };

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

describe('plan form', { timeout: 30_000 }, () => {
  it('shows the spec messages under each field and sends nothing', async () => {
    renderApp('/plan');
    await userEvent.click(await screen.findByRole('button', { name: 'Plan My Trip' }, LAZY));

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
    await userEvent.click(await screen.findByRole('button', { name: 'Add a stop' }, LAZY));
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
    const add = await screen.findByRole('button', { name: 'Add a stop' }, LAZY);
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
    const name = await screen.findByLabelText(/^Trip name/, {}, LAZY);
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
    await userEvent.type(screen.getByLabelText(/^Start date/), '2026-06-01');
    expect(screen.getByLabelText(/^End date/)).toHaveAttribute('max', '2026-06-30');
    expect(screen.getByLabelText(/^End date/)).toHaveAttribute('min', '2026-06-01');
  });

  it('marks the stop that is too short with the server message', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({ tripId: null, values: { ...filled, waypoints: ['Ouray, CO', 'NY'] } }),
    );
    renderApp('/plan?modify=new');
    await userEvent.click(await screen.findByRole('button', { name: 'Plan My Trip' }, LAZY));
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
    await userEvent.click(await screen.findByRole('button', { name: 'Plan My Trip' }, LAZY));
    expect(await screen.findByText('Destination is required', {}, LAZY)).toBeInTheDocument();
  });

  it('prefills from Modify and updates the same trip, then opens its itinerary', async () => {
    window.localStorage.setItem(
      PLAN_FORM_STORAGE_KEY,
      JSON.stringify({ tripId: 7, values: filled }),
    );
    api
      .on('PUT /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) })
      .on('GET /api/trips/7', { body: makeTrip({ generationStatus: 'generating' }) });
    const { router } = renderApp('/plan?modify=7');
    expect(await screen.findByLabelText(/^Trip name/, {}, LAZY)).toHaveValue('Rockies to Red Rock');
    expect(screen.getByRole('combobox', { name: /Destination/ })).toHaveValue('Moab, UT');
    await userEvent.click(screen.getByRole('button', { name: 'Update & Regenerate' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/itinerary/7'), LAZY);
    const put = api.calls.find((call) => call.route === 'PUT /api/trips/7');
    expect(put?.body).toMatchObject({
      name: 'Rockies to Red Rock',
      destination: 'Moab, UT',
      activities: ['nature'],
    });
  });
});
