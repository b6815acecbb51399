import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makeItinerary, makeTrip } from '../../../test/fixtures/trip-fixtures';
let api: FakeApi;

beforeEach(() => {
  api = installFakeApi()
    .on('GET /api/auth/user', { status: 401, body: {} })
    // The shared page's other trips: the server's related routes of this shared trip.
    .on('GET /api/shared/abc123/related', {
      body: [makeTrip({ id: 8, name: 'Beartooth Loop', isFeatured: true })],
    });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('shared trip page', () => {
  it("starts each later day at the previous day's last activity with an address", async () => {
    const itinerary = makeItinerary();
    api.on('GET /api/shared/abc123', {
      body: { trip: makeTrip({ shareableId: 'abc123' }), itinerary, mapData: itinerary.mapData },
    });
    renderApp('/shared/abc123');
    await screen.findByRole('heading', { name: 'Rockies to Red Rock', level: 1 });
    const [day1, day2, day3] = screen.getAllByTestId('day-card');
    expect(within(day1).queryByText(/Starting from/)).not.toBeInTheDocument();
    // Day 1's last activity has no address; the one before it does.
    expect(within(day2).getByText('120 Harrison Ave, Leadville')).toBeInTheDocument();
    // Day 2 has no activity with an address, so day 3 names none.
    expect(within(day3).queryByText(/Starting from/)).not.toBeInTheDocument();
  });

  it('shows the header, overview, route map, other trips and the call to action', async () => {
    const itinerary = makeItinerary();
    api.on('GET /api/shared/abc123', {
      // The flat shape: days at the top of the itinerary.
      body: {
        trip: makeTrip({ shareableId: 'abc123' }),
        itinerary: { ...itinerary, ...itinerary.itinerary, itinerary: undefined },
        mapData: itinerary.mapData,
      },
    });
    renderApp('/shared/abc123');
    await screen.findByRole('heading', { name: 'Rockies to Red Rock', level: 1 });
    expect(screen.getByText('Shared Trip')).toBeInTheDocument();
    expect(screen.getAllByText('Denver, CO → Moab, UT')[0]).toBeInTheDocument();
    expect(screen.getByText('Jun 1, 2026 to Jun 3, 2026')).toBeInTheDocument();
    expect(screen.getByText('Scenic route')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan Your Own Trip' })).toHaveAttribute(
      'href',
      '/plan',
    );
    expect(screen.getByRole('heading', { name: 'Trip Overview' })).toBeInTheDocument();
    expect(screen.getByText('Total Distance:')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Route Map' })).toBeInTheDocument();
    expect(screen.getByTestId('route-map')).toBeInTheDocument();
    expect(
      within(screen.getByRole('list', { name: 'Days' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      'Day 1: Town 1 → Town 1, 101 miles',
      'Day 2: Town 2 → Town 2, 102 miles',
      'Day 3: Town 3 → Town 3, 103 miles',
    ]);
    expect(screen.getByText('Start:').parentElement).toHaveTextContent('Start: Denver, CO');
    expect(screen.getByText('Destination:').parentElement).toHaveTextContent(
      'Destination: Moab, UT',
    );
    expect(screen.getByText('Route type:').parentElement).toHaveTextContent('Route type: Scenic');
    expect(screen.getAllByTestId('day-card')).toHaveLength(3);
    expect(screen.getByRole('link', { name: /Beartooth Loop/ })).toHaveAttribute(
      'href',
      '/itinerary/8',
    );
    expect(
      screen.getByRole('heading', { name: 'Ready for Your Own Adventure?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Start Planning Your Trip' })).toHaveAttribute(
      'href',
      '/plan',
    );
    await waitFor(() =>
      expect(document.title).toBe('Rockies to Red Rock | Shared Road Trip | Roadbook'),
    );
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      'Rockies to Red Rock: a road trip from Denver, CO to Moab, UT, shared on Roadbook.',
    );
  });

  it("shows 'Trip Not Found' with Go to Home once the link is gone", async () => {
    api.on('GET /api/shared/gone', {
      status: 404,
      body: { statusCode: 404, message: 'Trip not found' },
    });
    renderApp('/shared/gone');
    await screen.findByRole('heading', { name: 'Trip Not Found' });
    expect(
      screen.getByText(
        'This trip link may be invalid or the trip may no longer be available for sharing.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to Home' })).toHaveAttribute('href', '/');
    expect(document.title).toBe('Shared Road Trip | Roadbook');
  });

  it('shows the loading state while the trip loads', async () => {
    api.on('GET /api/shared/slow', () => new Promise(() => undefined));
    renderApp('/shared/slow');
    await screen.findByRole('heading', { name: 'Loading Shared Trip' });
    expect(
      screen.getByText('Please wait while we load the shared trip details...'),
    ).toBeInTheDocument();
  });
});
