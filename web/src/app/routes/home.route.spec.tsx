import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makePost, summaryOf } from '../../test/fixtures/blog-fixtures';
import { makeTrip } from '../../test/fixtures/trip-fixtures';
import { installFakeApi } from '../../test/fake-api';
import { renderApp } from '../../test/render-app';

afterEach(() => vi.unstubAllGlobals());

describe('home page', () => {
  it('holds the place of featured routes and posts with skeletons while they load', async () => {
    installFakeApi()
      .on('GET /api/featured-trips', () => new Promise(() => undefined))
      .on('GET /api/blog', () => new Promise(() => undefined));
    renderApp('/');
    expect(await screen.findAllByTestId('featured-route-skeleton')).toHaveLength(3);
    expect(screen.getAllByTestId('blog-card-skeleton')).toHaveLength(3);
  });

  it('shows up to three featured routes and the three newest published posts', async () => {
    const trips = [1, 2, 3, 4].map((id) =>
      makeTrip({ id, name: `Route ${id}`, slug: id === 1 ? 'route-one' : null }),
    );
    const posts = [1, 2, 3, 4].map((id) =>
      summaryOf(makePost({ id, title: `Post ${id}`, slug: `post-${id}`, status: 'published' })),
    );
    installFakeApi()
      .on('GET /api/featured-trips', { body: trips })
      .on('GET /api/blog', { body: posts });
    renderApp('/');
    const cards = await screen.findAllByTestId('featured-route-card');
    expect(cards).toHaveLength(3);
    expect(within(cards[0]).getByRole('link')).toHaveAttribute('href', '/trips/route-one');
    expect(within(cards[1]).getByRole('link')).toHaveAttribute('href', '/itinerary/2');
    const postCards = await screen.findAllByTestId('blog-post-card');
    expect(postCards).toHaveLength(3);
    expect(screen.getByRole('link', { name: 'Post 1' })).toHaveAttribute('href', '/blog/post-1');
    expect(screen.getByRole('link', { name: 'All Featured Routes' })).toHaveAttribute(
      'href',
      '/featured-trips',
    );
  });

  it('invites riders to plan their own trip when nothing is featured yet', async () => {
    installFakeApi().on('GET /api/featured-trips', { body: [] }).on('GET /api/blog', { body: [] });
    renderApp('/');
    expect(await screen.findByText('No featured routes yet')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Plan Your Own Trip' })).toHaveAttribute(
      'href',
      '/plan',
    );
    expect(screen.getByRole('link', { name: /Start Planning/ })).toHaveAttribute('href', '/plan');
  });
});
