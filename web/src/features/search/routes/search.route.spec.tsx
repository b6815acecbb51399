import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BlogPostSummary, SearchResults, TripCard } from '@roadbook/contracts';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { installFakeApi, type FakeApi } from '../../../test/fake-api';
import { renderApp } from '../../../test/render-app';
let api: FakeApi;

const PCH: TripCard = {
  id: 3,
  name: 'Pacific Coast Highway',
  slug: 'pacific-coast-highway',
  description: 'Big Sur by motorcycle.',
  startLocation: 'San Francisco, CA',
  destination: 'Los Angeles, CA',
  waypoints: ['Monterey, CA'],
  travelMode: 'motorcycle',
  activities: ['beach'],
  isFeatured: true,
};
const NO_SLUG: TripCard = { ...PCH, id: 9, name: 'Coast Loop', slug: null };
const POST: BlogPostSummary = {
  id: 5,
  title: 'Big Sur in a Day',
  slug: 'big-sur-in-a-day',
  excerpt: 'Carmel to Cambria.',
  featuredImage: null,
  status: 'published',
  authorId: 1,
  tripIds: [],
  tags: ['California'],
  metaTitle: null,
  metaDescription: null,
  publishedAt: '2026-11-01T00:00:00.000Z',
  createdAt: '2026-11-01T00:00:00.000Z',
  updatedAt: '2026-11-01T00:00:00.000Z',
};

function results(query: string, overrides: Partial<SearchResults> = {}): SearchResults {
  return {
    query,
    trips: { items: [PCH, NO_SLUG], total: 2 },
    posts: { items: [POST], total: 1 },
    page: 1,
    pageSize: 10,
    ...overrides,
  };
}

const searches = () => api.calls.filter((call) => call.route === 'GET /api/search');

beforeEach(() => {
  api = installFakeApi()
    .on('GET /api/auth/user', { status: 401, body: {} })
    .on('GET /api/search', { body: results('coast') });
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('Search', () => {
  it('searches as you type from the third character and keeps the query in the URL', async () => {
    const { router } = renderApp('/search');
    const box = await screen.findByRole('searchbox', { name: 'Search trips and posts' });
    expect(box).toHaveFocus();
    await userEvent.type(box, 'co');
    expect(await screen.findByText('Type at least 3 characters to search')).toBeInTheDocument();
    expect(searches()).toHaveLength(0);

    await userEvent.type(box, 'ast');
    const trips = await screen.findByRole('region', { name: 'Trips' });
    expect(searches().at(-1)?.query.get('q')).toBe('coast');
    expect(router.state.location.search).toBe('?q=coast');
    expect(within(trips).getByRole('link', { name: 'Pacific Coast Highway' })).toHaveAttribute(
      'href',
      '/trips/pacific-coast-highway',
    );
    expect(within(trips).getByRole('link', { name: 'Coast Loop' })).toHaveAttribute(
      'href',
      '/itinerary/9',
    );
    const posts = screen.getByRole('region', { name: 'Posts' });
    expect(within(posts).getByRole('link', { name: 'Big Sur in a Day' })).toHaveAttribute(
      'href',
      '/blog/big-sur-in-a-day',
    );
    expect(screen.getByRole('status')).toHaveTextContent('2 trips and 1 post');
  });

  it('opens a shared search from its URL', async () => {
    renderApp('/search?q=coast');
    expect(await screen.findByRole('link', { name: 'Pacific Coast Highway' })).toBeInTheDocument();
    expect(screen.getByRole('searchbox')).toHaveValue('coast');
  });

  it('says when nothing matches', async () => {
    api.on('GET /api/search', {
      body: results('zzzz', { trips: { items: [], total: 0 }, posts: { items: [], total: 0 } }),
    });
    renderApp('/search?q=zzzz');
    expect(
      await screen.findByRole('heading', { name: 'No trips or posts match “zzzz”' }),
    ).toBeInTheDocument();
  });

  it('offers to try again after an error', async () => {
    api.on('GET /api/search', { status: 500, body: { statusCode: 500, message: 'boom' } });
    renderApp('/search?q=coast');
    const retry = await screen.findByRole('button', { name: 'Try Again' });
    api.on('GET /api/search', { body: results('coast') });
    await userEvent.click(retry);
    expect(await screen.findByRole('link', { name: 'Pacific Coast Highway' })).toBeInTheDocument();
  });

  it('moves through the results with the arrow keys', async () => {
    renderApp('/search?q=coast');
    await screen.findByRole('link', { name: 'Pacific Coast Highway' });
    const box = screen.getByRole('searchbox');
    box.focus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Pacific Coast Highway' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Big Sur in a Day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('link', { name: 'Big Sur in a Day' })).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}{ArrowUp}{ArrowUp}');
    expect(box).toHaveFocus();
  });

  it('pages through more results than fit, with the page in the URL', async () => {
    api.on('GET /api/search', { body: results('coast', { trips: { items: [PCH], total: 25 } }) });
    const { router } = renderApp('/search?q=coast');
    await userEvent.click(await screen.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(searches().at(-1)?.query.get('page')).toBe('3'));
    expect(router.state.location.search).toBe('?q=coast&page=3');
  });
});
