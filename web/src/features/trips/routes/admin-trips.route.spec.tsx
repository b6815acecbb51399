import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AdminTripRow, AdminTripsPage } from '@roadbook/contracts';
import { FeaturingMessages } from '@roadbook/contracts/browser';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { ADMIN } from '../../../test/fixtures/blog-fixtures';
import { RIDER, makeTrip } from '../../../test/fixtures/trip-fixtures';
import { mockViewportWidth } from '../../../test/match-media.mock';
import { renderApp } from '../../../test/render-app';
import { adminTripsQueryFrom } from './admin-trips.route';

const draft: AdminTripRow = {
  trip: makeTrip({ id: 7, name: 'Canyon Crawl', userId: 3, description: 'Red rock for days.' }),
  ownerName: 'rider',
  places: 3,
  days: 4,
  status: 'saved',
};
const featured: AdminTripRow = {
  trip: makeTrip({
    id: 8,
    name: 'Beartooth Loop',
    userId: null,
    isFeatured: true,
    slug: 'beartooth-loop-8',
  }),
  ownerName: null,
  places: 2,
  days: null,
  status: 'featured',
};

function page(rows: AdminTripRow[], total = rows.length, at = 1): AdminTripsPage {
  return { rows, total, page: at, pageSize: 20 };
}

let api: FakeApi;

beforeEach(() => {
  mockViewportWidth(1280);
  api = installFakeApi()
    .on('GET /api/auth/user', { body: ADMIN })
    .on('GET /api/admin/trips', { body: page([draft, featured], 45) });
});

afterEach(() => vi.unstubAllGlobals());

const listCalls = () => api.calls.filter((call) => call.route === 'GET /api/admin/trips');
const lastQuery = () => Object.fromEntries(listCalls().at(-1)!.query);

describe('/admin/trips', () => {
  it('shows an admin every trip in a table: name, owner, places, days, status, created', async () => {
    renderApp('/admin/trips');
    expect(await screen.findByRole('heading', { level: 1, name: 'All Trips' })).toBeVisible();
    const table = await screen.findByRole('table', { name: 'All trips' });
    const [first, second] = within(table).getAllByTestId('admin-trip');
    expect(first).toHaveTextContent('Canyon Crawl');
    expect(first).toHaveTextContent('rider');
    expect(first).toHaveTextContent('Saved');
    expect(first).toHaveTextContent('May 1, 2026');
    expect(within(first).getAllByRole('cell')[2]).toHaveTextContent('3');
    expect(within(first).getAllByRole('cell')[3]).toHaveTextContent('4');
    expect(second).toHaveTextContent('Visitor');
    expect(second).toHaveTextContent('Featured');
    expect(within(first).getByRole('link', { name: 'View Canyon Crawl' })).toHaveAttribute(
      'href',
      '/itinerary/7',
    );
    expect(within(first).getByRole('link', { name: 'Edit Canyon Crawl' })).toHaveAttribute(
      'href',
      '/admin/trips/7/edit',
    );
    expect(screen.getByText('Showing 1–2 of 45 trips')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ page: '1', pageSize: '20' });
  });

  it('shows cards on a phone', async () => {
    mockViewportWidth(390);
    renderApp('/admin/trips');
    const list = await screen.findByRole('list', { name: 'All trips' });
    expect(within(list).getAllByTestId('admin-trip')).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('keeps the words, the featured filter and the page in the address', async () => {
    const { router } = renderApp('/admin/trips?q=moab&featured=false&page=2');
    await screen.findByRole('table');
    expect(lastQuery()).toEqual({ q: 'moab', featured: 'false', page: '2', pageSize: '20' });
    expect(screen.getByRole('textbox', { name: 'Search trips' })).toHaveValue('moab');

    const box = screen.getByRole('textbox', { name: 'Search trips' });
    await userEvent.clear(box);
    await userEvent.type(box, 'canyon{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?q=canyon&featured=false'));

    await userEvent.click(screen.getByRole('combobox', { name: 'Featured' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Featured' }));
    await waitFor(() => expect(router.state.location.search).toBe('?q=canyon&featured=true'));
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'canyon', featured: 'true' }));

    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    await waitFor(() =>
      expect(router.state.location.search).toBe('?q=canyon&featured=true&page=3'),
    );
    await router.navigate(-1);
    await waitFor(() => expect(router.state.location.search).toBe('?q=canyon&featured=true'));
  });

  it('features a trip through the dialog, with a clear message when the slug is taken', async () => {
    api.on('POST /api/admin/trips/7/feature', {
      status: 409,
      body: {
        statusCode: 409,
        message: FeaturingMessages.slugTaken,
        errors: { slug: [FeaturingMessages.slugTaken] },
      },
    });
    renderApp('/admin/trips');
    const row = (await screen.findAllByTestId('admin-trip'))[0];
    await userEvent.click(within(row).getByRole('button', { name: 'Feature Canyon Crawl' }));
    const dialog = await screen.findByRole('dialog', { name: 'Feature “Canyon Crawl”' });
    const slug = within(dialog).getByRole('textbox', { name: 'Slug' });
    const description = within(dialog).getByRole('textbox', { name: 'Public description' });
    expect(slug).toHaveValue('canyon-crawl-7');
    expect(description).toHaveValue('Red rock for days.');
    // The preview is the featured list's card with these words, and the page's address.
    const preview = within(dialog).getByRole('region', { name: 'Preview' });
    expect(within(preview).getByText('Red rock for days.')).toBeInTheDocument();
    expect(within(preview).queryByRole('link')).not.toBeInTheDocument();

    await userEvent.clear(slug);
    await userEvent.type(slug, 'Canyon Crawl');
    await userEvent.clear(description);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Feature Trip' }));
    expect(within(dialog).getByText(FeaturingMessages.slugInvalid)).toBeInTheDocument();
    expect(within(dialog).getByText(FeaturingMessages.descriptionRequired)).toBeInTheDocument();
    expect(api.calls.some((call) => call.route.startsWith('POST'))).toBe(false);

    await userEvent.clear(slug);
    await userEvent.type(slug, 'canyon-crawl');
    await userEvent.type(description, 'Slickrock and arches over four days.');
    expect(within(preview).getByText('Slickrock and arches over four days.')).toBeInTheDocument();
    expect(within(dialog).getByTestId('featured-trip-address')).toHaveTextContent(
      /\/trips\/canyon-crawl$/,
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Feature Trip' }));
    expect(await within(dialog).findByText(FeaturingMessages.slugTaken)).toBeInTheDocument();

    api.on('POST /api/admin/trips/7/feature', {
      body: { ...draft.trip, isFeatured: true, slug: 'canyon-crawl-2027' },
    });
    await userEvent.clear(slug);
    await userEvent.type(slug, 'canyon-crawl-2027');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Feature Trip' }));
    expect(await screen.findByText('Trip Featured')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.calls.filter((call) => call.route.startsWith('POST')).at(-1)?.body).toEqual({
      isFeatured: true,
      slug: 'canyon-crawl-2027',
      description: 'Slickrock and arches over four days.',
    });
    // The list is read again, so the row says Featured.
    await waitFor(() => expect(listCalls().length).toBeGreaterThan(1));
  });

  it('unfeatures a trip at once, without the dialog', async () => {
    api.on('POST /api/admin/trips/8/feature', { body: { ...featured.trip, isFeatured: false } });
    renderApp('/admin/trips');
    const row = (await screen.findAllByTestId('admin-trip'))[1];
    await userEvent.click(within(row).getByRole('button', { name: 'Unfeature Beartooth Loop' }));
    expect(await screen.findByText('Trip Unfeatured')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(api.calls).toContainEqual(
      expect.objectContaining({
        route: 'POST /api/admin/trips/8/feature',
        body: { isFeatured: false },
      }),
    );
  });

  it('shows a rider the Access Denied page, and a visitor a way to sign in', async () => {
    api.on('GET /api/auth/user', { body: RIDER });
    const { unmount } = renderApp('/admin/trips');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(screen.getByText("Only admins can see every rider's trips.")).toBeInTheDocument();
    unmount();

    api.on('GET /api/auth/user', { status: 401, body: {} });
    renderApp('/admin/trips');
    expect(await screen.findByRole('heading', { name: 'Access Denied' })).toBeVisible();
    expect(
      screen.getByText('Please sign in with an admin account to see all trips.'),
    ).toBeInTheDocument();
    expect(listCalls()).toHaveLength(0);
  });
});

describe('adminTripsQueryFrom', () => {
  it('reads the address, and a page the server would refuse as the first', () => {
    expect(adminTripsQueryFrom(new URLSearchParams('q=%20moab%20&featured=true&page=4'))).toEqual({
      q: 'moab',
      featured: true,
      page: 4,
      pageSize: 20,
    });
    expect(adminTripsQueryFrom(new URLSearchParams('featured=maybe&page=-1'))).toEqual({
      q: undefined,
      featured: undefined,
      page: 1,
      pageSize: 20,
    });
  });
});
