import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi } from '../../../test/fake-api';
import type { FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
import { PLAN_FORM_STORAGE_KEY } from '../components/plan-form.model';
import {
  RIDER,
  makeItinerary,
  makePostSummary,
  makeTrip,
} from '../../../test/fixtures/trip-fixtures';
const ADMIN = { ...RIDER, id: 1, role: 'admin' };
let api: FakeApi;

const featured = makeTrip({
  id: 7,
  userId: 3,
  slug: 'rockies-to-red-rock-7',
  shareableId: 'share-7',
  isFeatured: true,
  isPublic: true,
  waypoints: ['Leadville, CO', 'Ouray, CO'],
  activities: ['nature', 'riding-road', 'food', 'landmark', 'museum', 'shopping'],
  additionalNotes: 'Fuel up before Independence Pass.',
  description: 'Passes, canyons and arches.',
});

beforeEach(() => {
  window.localStorage.clear();
  api = installFakeApi()
    .on('GET /api/auth/user', { status: 401, body: {} })
    .on('GET /api/trips/slug/rockies-to-red-rock-7', { body: featured })
    .on('GET /api/trips/7/itinerary', { body: makeItinerary() })
    .on('GET /api/trips/7/related', {
      body: [makeTrip({ id: 8, name: 'Beartooth Loop', slug: 'beartooth-loop-8' })],
    })
    .on('GET /api/blog/related/for-trip', {
      body: [makePostSummary({ id: 4, title: 'Colorado passes in June' })],
    });
});

afterEach(() => {
  vi.unstubAllGlobals();
});

async function openPage() {
  const view = renderApp('/trips/rockies-to-red-rock-7');
  await screen.findByRole('heading', { name: 'Rockies to Red Rock', level: 1 });
  return view;
}

describe('public trip page', () => {
  it('shows the badges, facts, notes, itinerary, details, highlights and related content', async () => {
    await openPage();
    // The travel mode and at most 5 activities.
    const badges = within(screen.getByTestId('trip-badges'))
      .getAllByText(/./)
      .map((badge) => badge.textContent);
    expect(badges).toHaveLength(6);
    expect(badges[0]).toBe('Motorcycle');
    expect(badges).not.toContain('Shopping');
    expect(screen.getByText('From').nextSibling).toHaveTextContent('Denver, CO');
    expect(screen.getByText('To').nextSibling).toHaveTextContent('Moab, UT');
    // In the header and again in Trip Details.
    expect(screen.getAllByText('Duration').map((label) => label.nextSibling?.textContent)).toEqual([
      '4–6 hours a day',
      '4–6 hours a day',
    ]);
    expect(screen.getByText('Fuel up before Independence Pass.')).toBeInTheDocument();

    const panel = screen.getByRole('region', { name: 'Complete Itinerary' });
    expect(within(panel).getByRole('button', { name: 'Plan Similar Trip' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View Interactive Itinerary' })).toHaveAttribute(
      'href',
      '/shared/share-7',
    );

    expect(await screen.findByRole('heading', { name: 'Overview' })).toBeInTheDocument();
    expect(await screen.findAllByTestId('day-card')).toHaveLength(3);
    expect(screen.getByText('Total distance').nextSibling).toHaveTextContent('391 miles');
    expect(screen.getByText('Travel mode').nextSibling).toHaveTextContent('Motorcycle');
    expect(
      within(screen.getByRole('list', { name: 'Route highlights' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Denver, CO', 'Leadville, CO', 'Ouray, CO', 'Moab, UT']);
    // 391 miles at 50 mph.
    expect(screen.getByText(/7 h 50 min of driving/)).toBeInTheDocument();
    const external = screen.getByRole('link', { name: /Open in Google Maps/ });
    const url = new URL(external.getAttribute('href') ?? '');
    expect(url.searchParams.get('saddr')).toBe('Denver, CO');
    expect(url.searchParams.get('daddr')).toBe('Leadville, CO to:Ouray, CO to:Moab, UT');
    expect(url.searchParams.get('dirflg')).toBe('t');

    const articles = screen.getByRole('region', { name: 'Related Articles' });
    expect(await within(articles).findByText('Colorado passes in June')).toBeInTheDocument();
    const similar = await screen.findByRole('region', { name: 'Similar Routes' });
    expect(within(similar).getByRole('link', { name: /Beartooth Loop/ })).toHaveAttribute(
      'href',
      '/trips/beartooth-loop-8',
    );

    expect(screen.queryByRole('link', { name: 'Edit Trip' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Back to Featured Routes' })).toHaveAttribute(
      'href',
      '/featured-trips',
    );
    expect(document.title).toBe('Rockies to Red Rock | Featured Route | Roadbook');
    const meta = (key: string) =>
      document.head.querySelector<HTMLMetaElement>(`meta[name="${key}"], meta[property="${key}"]`)
        ?.content;
    expect(screen.getByTestId('trip-description')).toHaveTextContent('Passes, canyons and arches.');
    expect(meta('description')).toBe('Passes, canyons and arches.');
    expect(meta('og:title')).toBe('Rockies to Red Rock | Featured Route | Roadbook');
    expect(meta('twitter:description')).toBe('Passes, canyons and arches.');
    expect(meta('og:url')).toBe(`${window.location.origin}/trips/rockies-to-red-rock-7`);
    expect(meta('keywords')).toContain('Denver, CO');
  });

  it('hides View Interactive Itinerary when the trip has no share link', async () => {
    api.on('GET /api/trips/slug/rockies-to-red-rock-7', {
      body: { ...featured, shareableId: null },
    });
    await openPage();
    expect(screen.queryByRole('link', { name: 'View Interactive Itinerary' })).toBeNull();
  });

  it('Plan Similar Trip opens the plan form prefilled as a new trip', async () => {
    const { router } = await openPage();
    await userEvent.click(screen.getByRole('button', { name: 'Plan Similar Trip' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/plan'));
    const stored = JSON.parse(window.localStorage.getItem(PLAN_FORM_STORAGE_KEY) ?? '{}') as {
      tripId: number | null;
      values: Record<string, unknown>;
    };
    expect(stored.tripId).toBeNull();
    expect(stored.values).toMatchObject({
      name: 'Rockies to Red Rock',
      startLocation: 'Denver, CO',
      destination: 'Moab, UT',
    });
    expect(await screen.findByDisplayValue('Rockies to Red Rock', {})).toBeInTheDocument();
  });

  it("says 'Trip not found' with a way back to the featured routes", async () => {
    api.on('GET /api/trips/slug/gone-9', { status: 404, body: { message: 'Trip not found' } });
    renderApp('/trips/gone-9');
    expect(await screen.findByRole('heading', { name: 'Trip not found' })).toBeInTheDocument();
    expect(
      screen.getByText("The trip you're looking for doesn't exist or has been removed."),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse Featured Routes' })).toHaveAttribute(
      'href',
      '/featured-trips',
    );
  });

  it('lets an admin edit the trip and remove it from, then add it back to, the featured routes', async () => {
    api.on('GET /api/auth/user', { body: ADMIN });
    api.on('POST /api/admin/trips/7/feature', (body) => {
      const isFeatured = (body as { isFeatured: boolean }).isFeatured;
      api.on('GET /api/trips/slug/rockies-to-red-rock-7', { body: { ...featured, isFeatured } });
      return { body: { ...featured, isFeatured } };
    });
    await openPage();
    expect(await screen.findByRole('link', { name: 'Edit Trip' })).toHaveAttribute(
      'href',
      '/admin/trips/7/edit',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Remove from Featured' }));
    expect(await screen.findByText('Trip Unfeatured')).toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        route: 'POST /api/admin/trips/7/feature',
        body: { isFeatured: false },
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Featured' }));
    // The trip's own slug and description come prefilled; the preview shows its address.
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByTestId('featured-trip-address')).toHaveTextContent(
      /\/trips\/rockies-to-red-rock-7$/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Feature Trip' }));
    expect(await screen.findByText('Trip Featured')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Remove from Featured' })).toBeInTheDocument();
  });

  it("says 'Failed to update trip status.' when featuring fails", async () => {
    api.on('GET /api/auth/user', { body: ADMIN });
    api.on('POST /api/admin/trips/7/feature', { status: 500, body: {} });
    await openPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Remove from Featured' }));
    expect(await screen.findByText('Failed to update trip status.')).toBeInTheDocument();
  });
});
