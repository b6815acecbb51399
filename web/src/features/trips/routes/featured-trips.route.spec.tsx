import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { makePostSummary, makeTrip } from '../../../test/fixtures/trip-fixtures';
let api: FakeApi;

beforeEach(() => {
  api = installFakeApi()
    .on('GET /api/auth/user', { status: 401, body: {} })
    .on('GET /api/blog/related/for-trip', {
      body: [1, 2, 3, 4].map((id) => makePostSummary({ id, title: `Ride story ${id}` })),
    });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

function articleRequests(): URL[] {
  // Relative too: analytics calls `fetch('/api/…')` by path when its batch timer fires.
  return vi
    .mocked(fetch)
    .mock.calls.map(
      ([input]) =>
        new URL(String(input instanceof Request ? input.url : input), window.location.href),
    )
    .filter((url) => url.pathname === '/api/blog/related/for-trip');
}

describe('featured routes page', () => {
  it('shows each route as a card that links to its page, or to its itinerary without a slug', async () => {
    api.on('GET /api/featured-trips', {
      body: [
        makeTrip({
          id: 7,
          slug: 'rockies-to-red-rock-7',
          isFeatured: true,
          description: 'Passes, canyons and arches.',
          activities: ['nature', 'riding-road', 'food', 'landmark', 'museum'],
        }),
        makeTrip({ id: 8, name: 'Beartooth Loop', isFeatured: true, travelMode: 'car' }),
      ],
    });
    renderApp('/featured-trips');
    const [first, second] = await screen.findAllByTestId('featured-trip-card', {});
    expect(within(first).getByText('Motorcycle')).toBeInTheDocument();
    expect(within(first).getByRole('heading', { name: 'Rockies to Red Rock' })).toBeInTheDocument();
    expect(within(first).getByText('From:').parentElement).toHaveTextContent('From: Denver, CO');
    expect(within(first).getByText('To:').parentElement).toHaveTextContent('To: Moab, UT');
    expect(within(first).getByText('Driving:').parentElement).toHaveTextContent(
      'Driving: 4–6 hours a day',
    );
    expect(within(first).getByText('Passes, canyons and arches.')).toBeInTheDocument();
    expect(within(first).getByText('+2 more')).toBeInTheDocument();
    expect(within(first).getByRole('link')).toHaveAttribute('href', '/trips/rockies-to-red-rock-7');
    expect(within(second).getByText('Car')).toBeInTheDocument();
    expect(within(second).getByRole('link')).toHaveAttribute('href', '/itinerary/8');

    const inspiration = await screen.findByRole('region', { name: 'Travel Inspiration' });
    expect(await within(inspiration).findAllByRole('article')).toHaveLength(4);
    const [request] = articleRequests();
    expect(request.searchParams.get('limit')).toBe('4');
    expect(request.searchParams.getAll('places')).toContain('Denver, CO');
    expect(request.searchParams.getAll('activities')).toContain('riding-road');
    expect(
      screen.getByRole('heading', { name: 'Ready for Your Own Adventure?' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan Your Trip' })).toHaveAttribute('href', '/plan');
  });

  it('shows 6 skeleton cards while loading', async () => {
    const list = deferredReply({ body: [makeTrip({ isFeatured: true })] });
    api.on('GET /api/featured-trips', list.handler);
    renderApp('/featured-trips');
    await waitFor(() => expect(screen.getAllByTestId('featured-trip-skeleton')).toHaveLength(6));
    await list.release();
    expect(await screen.findByTestId('featured-trip-card')).toBeInTheDocument();
    expect(screen.queryByTestId('featured-trip-skeleton')).toBeNull();
  });

  it("says 'No Featured Routes Yet' with 'Plan Your Own Trip' when there are none", async () => {
    api.on('GET /api/featured-trips', { body: [] });
    renderApp('/featured-trips');
    expect(
      await screen.findByRole('heading', { name: 'No Featured Routes Yet' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan Your Own Trip' })).toHaveAttribute(
      'href',
      '/plan',
    );
  });

  it("says 'Unable to Load Featured Trips' with Try Again when the list fails", async () => {
    api.on('GET /api/featured-trips', { status: 500, body: {} });
    renderApp('/featured-trips');
    expect(
      await screen.findByRole('heading', { name: 'Unable to Load Featured Trips' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Try Again' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Travel Inspiration' })).toBeNull();
  });
});
