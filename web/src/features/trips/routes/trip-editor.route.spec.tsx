import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { RIDER, makeTrip } from '../../../test/fixtures/trip-fixtures';
const ADMIN = { ...RIDER, id: 1, role: 'admin' };
let api: FakeApi;

const trip = makeTrip({
  id: 7,
  userId: 3,
  // Saving re-plans the trip, so its dates must still be ahead: a past start date is refused.
  startDate: '2028-06-01',
  endDate: '2028-06-03',
  slug: 'rockies-to-red-rock-7',
  isFeatured: true,
  description: 'Passes, canyons and arches.',
  additionalNotes: 'Fuel up before Independence Pass.',
});

beforeEach(() => {
  // Progress falls back to polling the trip when there are no server-sent events.
  vi.stubGlobal('EventSource', undefined);
  api = installFakeApi().on('GET /api/admin/trips/7', { body: trip });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('admin trip editor', () => {
  it('saves the plan and description, then follows the new itinerary to the trip page link', async () => {
    api.on('GET /api/auth/user', { body: ADMIN });
    api.on('PUT /api/admin/trips/7', () => {
      api.on('GET /api/trips/7', { body: { ...trip, name: 'Red Rock Run', version: 2 } });
      return {
        body: { ...trip, name: 'Red Rock Run', version: 2, generationStatus: 'generating' },
      };
    });
    renderApp('/admin/trips/7/edit');
    await screen.findByRole('heading', { name: 'Edit Trip', level: 1 });
    const name = await screen.findByDisplayValue('Rockies to Red Rock', {});
    expect(screen.getByDisplayValue('Fuel up before Independence Pass.')).toBeInTheDocument();
    const description = screen.getByLabelText('Description');
    expect(description).toHaveValue('Passes, canyons and arches.');

    await userEvent.clear(name);
    await userEvent.type(name, 'Red Rock Run');
    await userEvent.clear(description);
    await userEvent.type(description, 'Three days of red rock.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    await waitFor(() =>
      expect(api.calls.find((call) => call.route === 'PUT /api/admin/trips/7')?.body).toMatchObject(
        {
          description: 'Three days of red rock.',
          plan: {
            name: 'Red Rock Run',
            startLocation: 'Denver, CO',
            additionalNotes: 'Fuel up before Independence Pass.',
          },
        },
      ),
    );
    expect(await screen.findByText('Saved. The new itinerary is ready.', {})).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View Trip Page' })).toHaveAttribute(
      'href',
      '/trips/rockies-to-red-rock-7',
    );
  });

  it('saves a new description at once: the itinerary is kept, nothing regenerates', async () => {
    api.on('GET /api/auth/user', { body: ADMIN });
    api.on('PUT /api/admin/trips/7', {
      body: { ...trip, description: 'Three days of red rock.' },
    });
    renderApp('/admin/trips/7/edit');
    const description = await screen.findByLabelText('Description', {});
    await userEvent.clear(description);
    await userEvent.type(description, 'Three days of red rock.');
    await userEvent.click(screen.getByRole('button', { name: 'Save Changes' }));

    const saved = await screen.findByRole('status', {});
    expect(saved).toHaveTextContent('Saved. The itinerary is unchanged.');
    expect(screen.queryByText('Regenerating the itinerary…')).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(api.calls.map((call) => call.route)).not.toContain('GET /api/trips/7');
    expect(screen.getByRole('link', { name: 'View Trip Page' })).toHaveAttribute(
      'href',
      '/trips/rockies-to-red-rock-7',
    );
    expect(screen.getByRole('link', { name: 'Open Itinerary' })).toHaveAttribute(
      'href',
      '/itinerary/7',
    );
  });

  it('sends a signed-in user who is not an admin home', async () => {
    api.on('GET /api/auth/user', { body: RIDER });
    const { router } = renderApp('/admin/trips/7/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(api.calls.map((call) => call.route)).not.toContain('GET /api/admin/trips/7');
  });

  it('sends a visitor home with the sign-in dialog open', async () => {
    api.on('GET /api/auth/user', { status: 401, body: {} });
    const { router } = renderApp('/admin/trips/7/edit');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('dialog', {})).toBeInTheDocument();
  });
});
